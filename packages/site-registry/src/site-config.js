// site.config.json, the runtime config the shell serves beside itself: where the API and each
// remote live. Built from the environment so the same builds run on any hosts and ports.
const { API_PORT, portOf, remotes, shell, urlVar } = require('./apps.js');

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

/**
 * SITE_URL: the site's public origin, for canonical links, share tags and the sitemap (the API
 * reads the same variable for the links in its mails and RSS feed). Locally the shell's address.
 * @param {NodeJS.ProcessEnv} env
 */
function siteUrl(env = process.env) {
  return trimSlash(
    env.SITE_URL ?? `http://${env.PUBLIC_HOST ?? 'localhost'}:${portOf(shell(), env)}`,
  );
}

module.exports = { siteConfig, siteUrl };
