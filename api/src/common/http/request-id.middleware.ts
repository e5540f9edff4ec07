import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from '../logging/json-logger';
import { requestContext } from '../logging/request-context';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** A caller's id is kept when it looks like one (so traces join up); anything else is replaced. */
const ACCEPTABLE_ID = /^[\w.:-]{1,128}$/;

/**
 * Gives every request an id (X-Request-Id in and out), runs the rest of the request inside a
 * context carrying it, and logs each finished request: a 5xx always (level error), any other only
 * at level debug, so a busy API does not write a line per request.
 */
export function requestIdMiddleware(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.header(REQUEST_ID_HEADER);
    const requestId = incoming && ACCEPTABLE_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const level = res.statusCode >= 500 ? 'error' : 'debug';
      if (!logger.writes(level)) return;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.event(level, 'request', {
        requestId,
        method: req.method,
        path: req.originalUrl.split('?')[0],
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      });
    });
    requestContext.run({ requestId }, next);
  };
}
