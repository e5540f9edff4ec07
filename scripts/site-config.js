// site.config.json, the runtime config the shell serves beside itself: where the API and each
// remote live. Built from the environment so the same builds run on any hosts and ports.
const remotes = [
  ['marketing', 'MARKETING_URL', 3001],
  ['blog', 'BLOG_URL', 3002],
  ['admin', 'ADMIN_URL', 3003],
  ['chat', 'CHAT_URL', 3004],
];

function trimSlash(url) {
  return url.replace(/\/+$/, '');
}

/** @param {NodeJS.ProcessEnv} env */
function siteConfig(env = process.env) {
  const host = env.PUBLIC_HOST ?? 'localhost';
  return {
    apiUrl: trimSlash(env.API_URL ?? `http://${host}:${env.API_PORT ?? 5000}`),
    remotes: remotes.map(([name, urlVar, port]) => ({
      name,
      entry: `${trimSlash(env[urlVar] ?? `http://${host}:${env[`${name.toUpperCase()}_PORT`] ?? port}`)}/mf-manifest.json`,
    })),
  };
}

module.exports = { siteConfig };
