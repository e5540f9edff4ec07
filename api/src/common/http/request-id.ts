import { randomUUID } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import type { JsonLogger } from '../logging/json-logger';
import { requestContext, type RequestContext } from '../logging/request-context';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const INCOMING_HEADER = REQUEST_ID_HEADER.toLowerCase();

/** A caller's id is kept when it looks like one (so traces join up); anything else is replaced. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

const CONTEXT = Symbol('requestContext');

type WithContext = FastifyRequest & { [CONTEXT]?: RequestContext };

/** The id given to this request (undefined only before the onRequest hook has run). */
export function requestIdOf(request: FastifyRequest): string | undefined {
  return (request as WithContext)[CONTEXT]?.requestId;
}

/** Runs `fn` inside the request's context (for code that Fastify calls outside of it). */
export function inRequestContext<T>(request: FastifyRequest, fn: () => T): T {
  const context = (request as WithContext)[CONTEXT];
  return context ? requestContext.run(context, fn) : fn();
}

function assignId(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
  const incoming = request.headers[INCOMING_HEADER];
  const requestId =
    typeof incoming === 'string' && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
  (request as WithContext)[CONTEXT] = { requestId };
  reply.header(REQUEST_ID_HEADER, requestId);
  done();
}

/** Body parsing ends in a stream callback outside any context, so the context is entered after
 * it: guards, pipes, handlers and everything they await run inside it. */
function enterContext(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
) {
  const context = (request as WithContext)[CONTEXT];
  if (context) requestContext.run(context, done);
  else done();
}

/**
 * Gives every request an id (X-Request-Id in and out), runs its handling inside a context carrying
 * it, and logs finished requests: a 5xx always (level error), any other only at level debug, so a
 * busy API does not write a line per request. Three shared hooks, nothing allocated per request
 * beyond the id and its context object.
 */
export function registerRequestId(fastify: FastifyInstance, logger: JsonLogger): void {
  fastify.addHook('onRequest', assignId);
  fastify.addHook('preValidation', enterContext);
  if (!logger.writes('error')) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    const level = reply.statusCode >= 500 ? 'error' : 'debug';
    if (logger.writes(level)) {
      inRequestContext(request, () =>
        logger.event(level, 'request', {
          method: request.method,
          path: request.url.split('?')[0],
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
        }),
      );
    }
    done();
  });
}
