// The one list of the site's front-end apps: their names, folders and local ports. Everything
// else (site.config.json, the static servers, builds, CORS defaults, the e2e site, jest) derives
// from it. Plain CommonJS with no build step, so the repository's tooling (jest and eslint configs,
// the build script itself) can read it before anything is built, and the API depends on it by name.
// The remotes' order is site.config.json's order: on a path claimed twice, the first one wins.

/** @typedef {{ name: string, dir: string, port: number, remote: boolean }} App */

/** @type {App[]} */
const apps = [
  { name: 'shell', dir: 'shell', port: 3000, remote: false },
  { name: 'marketing', dir: 'mfe-marketing', port: 3001, remote: true },
  { name: 'blog', dir: 'mfe-blog', port: 3002, remote: true },
  { name: 'admin', dir: 'mfe-admin', port: 3003, remote: true },
  { name: 'chat', dir: 'mfe-chat', port: 3004, remote: true },
];

/** The API's default port (API_PORT). */
const API_PORT = 5000;

const upper = (app) => app.name.toUpperCase();
/** The variable that moves an app's local port: SHELL_PORT, BLOG_PORT, ... */
const portVar = (app) => `${upper(app)}_PORT`;
/** The variable that says where a remote is deployed: BLOG_URL, ... */
const urlVar = (app) => `${upper(app)}_URL`;

const remotes = () => apps.filter((app) => app.remote);
const shell = () => apps.find((app) => !app.remote);
/** By folder (mfe-blog) or name (blog). */
const findApp = (key) => apps.find((app) => app.dir === key || app.name === key);

/** The port an app listens on locally. */
function portOf(app, env = process.env) {
  return Number(env[portVar(app)] ?? app.port);
}

/**
 * The origins allowed to load the remotes' code and call the API (CORS): SITE_ORIGINS, a
 * comma-separated list, or locally every front-end app's port on localhost and 127.0.0.1 (the
 * remotes' standalone dev pages call the API too).
 */
function siteOrigins(env = process.env) {
  if (env.SITE_ORIGINS) {
    return env.SITE_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean);
  }
  return apps.flatMap((app) => {
    const port = portOf(app, env);
    return [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  });
}

module.exports = {
  apps,
  API_PORT,
  remotes,
  shell,
  findApp,
  portVar,
  urlVar,
  portOf,
  siteOrigins,
};
