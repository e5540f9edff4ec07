import { ArgumentsHost, Catch, ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { RateLimitedError } from './api-error';
import { toErrorBody } from './error-body';
import type { JsonLogger } from '../logging/json-logger';

/** The one place an error becomes an HTTP answer. Unexpected errors are logged with the stack. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    sendError(response, exception, this.logger);
  }
}

/** Shared by the filter and the Express error handler that sees body-parser failures. */
export function sendError(response: Response, exception: unknown, logger: JsonLogger): void {
  const body = toErrorBody(exception);
  if (body.statusCode >= 500) {
    const error = exception instanceof Error ? exception : new Error(String(exception));
    logger.event('error', error.message, {
      code: body.code,
      error: error.name,
      stack: error.stack,
    });
  }
  if (exception instanceof RateLimitedError) {
    response.setHeader('Retry-After', String(exception.retryAfterSeconds));
  }
  if (response.headersSent) {
    response.end();
    return;
  }
  response.status(body.statusCode).json(body);
}
