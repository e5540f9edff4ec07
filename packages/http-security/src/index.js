// The protective headers of the site's two kinds of server, the API and the shell's server (which
// serves the remotes too): helmet writes them, from one base policy both share, and each server
// adds what is its own (the shell its Content-Security-Policy, referrer and frame rules).
const helmet = require('helmet');

/** HSTS: one year, and every subdomain, what preload lists ask for (sent only over https). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true };

/**
 * What both servers agree on, over helmet's defaults: their files and images are used by the
 * site's pages on other origins (the shell, the remotes, the API, a CDN), which helmet's default
 * same-origin resource policy would block; HSTS as above.
 */
const BASE_POLICY = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  strictTransportSecurity: HSTS,
};

/**
 * The headers helmet sets for `options` (over BASE_POLICY), by lower-case name, computed once:
 * for one configuration (no per-request CSP nonces) helmet sets the same values on every answer,
 * so they are collected from one run of its middleware and set as a whole on each reply.
 * helmet throws on a bad option (a malformed CSP directive included).
 */
function securityHeaders(options = {}) {
  const headers = {};
  const response = {
    setHeader(name, value) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet sets its headers synchronously.
  helmet({ ...BASE_POLICY, ...options })({}, response, () => {});
  return headers;
}

module.exports = { HSTS, BASE_POLICY, securityHeaders };
