// What the shell's server and the API share so the API can tell the site's own server from a
// visitor (read by both; plain CommonJS like the rest of this package):
// - SITE_SERVER_SECRET: the shell's server sends it with every API call (TRUSTED_CALLER_HEADER),
//   with the address of the visitor it calls for (VISITOR_ADDRESS_HEADER), which the API then
//   counts in its per-address limits instead of the server's own. Without the secret the header
//   is ignored, so nobody else can choose the address they are counted as.
// - report tokens: the shell's server gives each page load one per remote (signed with the same
//   secret, bound to the remote's version and channel, short-lived); the API counts a page's error
//   report only with one (api/src/remote-errors).
const { createHmac, randomBytes, timingSafeEqual } = require('node:crypto');

const TRUSTED_CALLER_HEADER = 'x-site-server-secret';
const VISITOR_ADDRESS_HEADER = 'x-visitor-address';
const MIN_SECRET_LENGTH = 32;
/** Local runs and tests only (never in production): every process of a checkout agrees on it. */
const LOCAL_SECRET = 'local runs only: not a secret, never used in production';
/** How long a page's report token is accepted. */
const REPORT_TOKEN_TTL_MS = 30 * 60_000;

class SecretError extends Error {}

/**
 * SITE_SERVER_SECRET, required in production (the same value for the shell's servers and every API
 * instance); elsewhere a fixed local value when unset.
 * @param {Record<string, string | undefined>} env
 */
function siteServerSecret(env = process.env) {
  const secret = env.SITE_SERVER_SECRET?.trim();
  if (secret && secret.length >= MIN_SECRET_LENGTH) return secret;
  if (secret || env.NODE_ENV === 'production') {
    throw new SecretError(
      `SITE_SERVER_SECRET must be set${secret ? '' : ' in production'} to a random value of at least ${MIN_SECRET_LENGTH} characters, the same for the shell's servers and every API instance (make one with: openssl rand -base64 48).`,
    );
  }
  return LOCAL_SECRET;
}

/** Whether `given` (a header's value) is the secret, compared in constant time. */
function isSecret(secret, given) {
  if (typeof given !== 'string') return false;
  const [a, b] = [Buffer.from(secret), Buffer.from(given)];
  return a.length === b.length && timingSafeEqual(a, b);
}

const mac = (secret, payload) =>
  createHmac('sha256', secret).update(`report-token\n${payload}`).digest('base64url');

/**
 * A page load's token for its reports about one remote: `{ remote, version, channel }` with a
 * random id (one use per kind) and an expiry, signed.
 */
function signReportToken(secret, { remote, version, channel }, now = Date.now()) {
  const payload = Buffer.from(
    JSON.stringify({
      remote,
      version,
      channel,
      id: randomBytes(12).toString('base64url'),
      expires: now + REPORT_TOKEN_TTL_MS,
    }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claims of a token this secret signed and that has not expired, else undefined. */
function readReportToken(secret, token, now = Date.now()) {
  if (typeof token !== 'string') return undefined;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !isSecret(mac(secret, payload), signature)) {
    return undefined;
  }
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const valid =
      ['remote', 'version', 'channel', 'id'].every((key) => typeof claims[key] === 'string') &&
      typeof claims.expires === 'number' &&
      claims.expires > now;
    return valid ? claims : undefined;
  } catch {
    return undefined;
  }
}

module.exports = {
  TRUSTED_CALLER_HEADER,
  VISITOR_ADDRESS_HEADER,
  REPORT_TOKEN_TTL_MS,
  SecretError,
  siteServerSecret,
  isSecret,
  signReportToken,
  readReportToken,
};
