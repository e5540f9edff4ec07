// site.config.json, the runtime config the shell serves beside itself: where the API and each
// remote live. Built from the environment so the same builds run on any hosts and ports.
const { API_PORT, portOf, remotes, urlVar } = require('./apps.js');

function trimSlash(url) {
  return url.replace(/\/+$/, '');
}

/** @param {NodeJS.ProcessEnv} env */
function siteConfig(env = process.env) {
  const host = env.PUBLIC_HOST ?? 'localhost';
  return {
    apiUrl: trimSlash(env.API_URL ?? `http://${host}:${env.API_PORT ?? API_PORT}`),
    // In apps.js order: on a path claimed by two remotes, the first one wins.
    remotes: remotes().map((app) => ({
      name: app.name,
      entry: `${trimSlash(env[urlVar(app)] ?? `http://${host}:${portOf(app, env)}`)}/mf-manifest.json`,
    })),
  };
}

module.exports = { siteConfig };
