import { isIP } from 'node:net';
import {
  isSecret,
  TRUSTED_CALLER_HEADER,
  VISITOR_ADDRESS_HEADER,
} from '@brightwave/site-registry/trusted-caller';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests of the site's own server: the visitor's address it calls for, if it named one. */
const trustedRequests = new WeakMap<object, { visitor: string | undefined }>();

/**
 * Recognises the shell's server (it sends SITE_SERVER_SECRET in TRUSTED_CALLER_HEADER) before
 * anything reads a request's client. Its calls made for a visitor name that visitor's address
 * (VISITOR_ADDRESS_HEADER), which the per-address limits count instead of the server's own; its
 * own calls (stamps, the canary guard's poll) name none and are not limited. From anyone else both
 * headers mean nothing.
 */
export function registerTrustedCaller(fastify: FastifyInstance, secret: string): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    if (isSecret(secret, request.headers[TRUSTED_CALLER_HEADER])) {
      const named = request.headers[VISITOR_ADDRESS_HEADER];
      const visitor = typeof named === 'string' && isIP(named.trim()) ? named.trim() : undefined;
      trustedRequests.set(request.raw, { visitor });
    }
    done();
  });
}

/** Whether the request comes from the site's own server (it knows SITE_SERVER_SECRET). */
export const isTrustedCaller = (request: FastifyRequest): boolean =>
  trustedRequests.has(request.raw);

/** The visitor address the site's server named for this request, if it is the server. */
export const trustedVisitor = (request: FastifyRequest): string | undefined =>
  trustedRequests.get(request.raw)?.visitor;

/** A call the site's server makes on its own behalf (no visitor named): counted in no limit. */
export const ownCallOfTheServer = (request: FastifyRequest): boolean =>
  isTrustedCaller(request) && !trustedVisitor(request);
