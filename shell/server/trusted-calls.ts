// The shell's server is a trusted caller of the API (see @brightwave/site-registry's
// trusted-caller.js): every call it makes carries SITE_SERVER_SECRET, and a call made for a
// visitor names the visitor's address, which the API counts in its per-address limits instead of
// the server's own. So a flood from one address spends that address's allowance, not the site's.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import {
  TRUSTED_CALLER_HEADER,
  VISITOR_ADDRESS_HEADER,
} from '@brightwave/site-registry/trusted-caller';

/**
 * The visitor's address: the connection's, or with `trustProxy` proxies in front (TRUST_PROXY, as
 * the API reads it) the address that many hops back in X-Forwarded-For. Never further: a client
 * chooses what it puts at the start of that header.
 */
export function visitorAddress(req: IncomingMessage, trustProxy: number): string {
  const own = (req.socket.remoteAddress ?? '').replace(/^::ffff:(?=\d+\.)/, '');
  if (trustProxy <= 0) return own;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  // Nearest first: the connection, then X-Forwarded-For from its end.
  const hops = [own, ...forwarded.reverse()];
  const address = hops[Math.min(trustProxy, hops.length - 1)]!;
  return isIP(address) ? address : own;
}

/** The headers of a call to the API: the secret, and the visitor it is made for (if any). */
export const trustedHeaders = (secret: string, visitor?: string): Record<string, string> => ({
  [TRUSTED_CALLER_HEADER]: secret,
  ...(visitor ? { [VISITOR_ADDRESS_HEADER]: visitor } : {}),
});
