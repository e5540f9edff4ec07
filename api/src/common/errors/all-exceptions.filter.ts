import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RetryLaterError } from './api-error';
import { toErrorBody } from './error-body';
import { inRequestContext } from '../http/request-id';
import type { JsonLogger } from '../logging/json-logger';

/**
 * The one place an error becomes an HTTP answer: Nest routes its own errors, unknown routes and
 * Fastify's (a body that is malformed, too large) here. Unexpected errors are logged with the stack.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    // Fastify's own errors arrive outside the request's context; the body and log carry its id.
    inRequestContext(request, () =>
      sendError(http.getResponse<FastifyReply>(), exception, this.logger),
    );
  }
}

/** Answers `exception` in the one error shape (routes answering outside Nest use it too). */
export function sendError(reply: FastifyReply, exception: unknown, logger: JsonLogger): void {
  const body = toErrorBody(exception);
  if (body.statusCode >= 500) {
    const error = exception instanceof Error ? exception : new Error(String(exception));
    logger.event('error', error.message, {
      code: body.code,
      error: error.name,
      stack: error.stack,
    });
  }
  if (reply.sent || reply.raw.headersSent) {
    reply.raw.end();
    return;
  }
  if (exception instanceof RetryLaterError) {
    reply.header('Retry-After', String(exception.retryAfterSeconds));
  }
  // The body is JSON even where the route declared another type (@Header on an RSS route).
  reply.header('content-type', 'application/json; charset=utf-8');
  void reply.status(body.statusCode).send(body);
}
