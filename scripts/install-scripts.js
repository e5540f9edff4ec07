// The install-script policy (package.json's allowScripts, which npm enforces with
// strict-allow-scripts in .npmrc): which locked packages run a script at install time, and which
// of them the policy does not decide. `npm test` runs it on each lock (scripts/test).
const fs = require('node:fs');
const path = require('node:path');

/** A policy key's package name: "node", "node@26.10.0", "@scope/name@1" → name. */
function policyName(key) {
  const at = key.indexOf('@', 1);
  return at === -1 ? key : key.slice(0, at);
}

/** Every locked package that runs an install script: { name, version } (a name once per version). */
function installScripts(lock) {
  return Object.entries(lock.packages)
    .filter(([location, entry]) => location.includes('node_modules/') && entry.hasInstallScript)
    .map(([location, entry]) => ({
      name: entry.name ?? location.slice(location.lastIndexOf('node_modules/') + 13),
      version: entry.version,
    }));
}

/** The locked install scripts the policy neither approves nor denies. */
function unreviewed(lock, allowScripts = {}) {
  const decided = new Set(Object.keys(allowScripts).map(policyName));
  return installScripts(lock).filter(({ name }) => !decided.has(name));
}

/** The project in `dir`: its package.json's policy, its lock and its .npmrc settings. */
function readProject(dir) {
  const read = (file) => fs.readFileSync(path.join(dir, file), 'utf8');
  return {
    allowScripts: JSON.parse(read('package.json')).allowScripts ?? {},
    lock: JSON.parse(read('package-lock.json')),
    npmrc: read('.npmrc'),
  };
}

module.exports = { installScripts, policyName, readProject, unreviewed };
