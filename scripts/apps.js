// The app registry lives in the @brightwave/site-registry workspace package (the API depends on it
// by name); this path stays for the scripts, webpack configs, jest and e2e that read it.
module.exports = require('@brightwave/site-registry/apps');
