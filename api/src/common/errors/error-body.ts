import { STATUS_CODES } from 'node:http';
import type { ApiErrorBody } from '@brightwave/contracts';
import { TEXTS } from '@brightwave/contracts';
import { HttpException } from '@nestjs/common';
import { ApiError, isDatabaseUnavailable } from './api-error';
import { currentRequestId } from '../logging/request-context';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** Fastify's own errors (body parsing, limits) carry a status and an FST_ code; Nest hands
 * them on wrapped in an HttpException (as its cause). */
interface FastifyError {
  statusCode: number;
  code: string;
}

function isFastifyError(error: unknown): error is Error & FastifyError {
  return (
    error instanceof Error &&
    typeof (error as Partial<FastifyError>).statusCode === 'number' &&
    typeof (error as Partial<FastifyError>).code === 'string'
  );
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join(' ');
  return typeof message === 'string' ? message : exception.message;
}

/**
 * Maps anything thrown to the API's one error shape. `message` and `error` both hold the readable
 * text because older clients read one or the other (registration `message`, author request `error`); `code` is for programs.
 */
export function toErrorBody(thrown: unknown): ApiErrorBody {
  const exception =
    thrown instanceof HttpException && isFastifyError(thrown.cause) ? thrown.cause : thrown;
  let statusCode = 500;
  let message: string = TEXTS.api.internal;
  let code = 'internal';
  let fields: ApiErrorBody['fields'];

  if (exception instanceof ApiError) {
    ({ status: statusCode, code, message, fields } = exception);
  } else if (exception instanceof HttpException) {
    statusCode = exception.getStatus();
    message = httpExceptionMessage(exception);
    code = CODE_BY_STATUS[statusCode] ?? 'http_error';
  } else if (isFastifyError(exception)) {
    statusCode = exception.statusCode;
    code = CODE_BY_STATUS[statusCode] ?? 'bad_request';
    if (exception.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      ({ message, code } = { message: TEXTS.api.malformedJson, code: 'malformed_json' });
    } else if (exception.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      message = TEXTS.api.payloadTooLarge;
    } else {
      message = statusCode < 500 ? exception.message : TEXTS.api.internal;
    }
  } else if (isDatabaseUnavailable(exception)) {
    ({ statusCode, code, message } = {
      statusCode: 503,
      code: 'database_unavailable',
      message: TEXTS.api.databaseUnavailable,
    });
  }

  const requestId = currentRequestId();
  return {
    statusCode,
    message: message || STATUS_CODES[statusCode] || 'Error',
    error: message || STATUS_CODES[statusCode] || 'Error',
    code,
    ...(fields ? { fields } : {}),
    ...(requestId ? { requestId } : {}),
  };
}
