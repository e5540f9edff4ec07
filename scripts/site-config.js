// site.config.json's builder lives in the @brightwave/site-registry workspace package beside the
// app registry; this path stays for the scripts and webpack configs that read it.
module.exports = require('@brightwave/site-registry/site-config');
