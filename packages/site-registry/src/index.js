// The registry in one import: the apps and their ports (apps.js) and what the front end is told
// (site-config.js). Plain CommonJS, read as it is: no build step.
module.exports = { ...require('./apps.js'), ...require('./site-config.js') };
