import type { FieldError } from '@brightwave/contracts';
import { TEXTS } from '@brightwave/contracts';

/**
 * A failure the client is meant to see: an HTTP status, a stable `code` programs can act on and a
 * `message` people can read. Modules throw these (or subclasses); the global filter renders them.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, FieldError>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends ApiError {
  constructor(message: string, fields: Record<string, FieldError>) {
    super(400, 'validation_failed', message, fields);
  }
}

/** A refusal that a later try may not meet: the global filter sends `Retry-After` with it. */
export class RetryLaterError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, code, message);
  }
}

export class RateLimitedError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limited', TEXTS.api.tooManyRequests, retryAfterSeconds);
  }
}

export class DatabaseUnavailableError extends ApiError {
  constructor() {
    super(503, 'database_unavailable', TEXTS.api.databaseUnavailable);
  }
}

const UNAVAILABLE =
  /^Mongo(ose)?(ServerSelection|Network|NetworkTimeout|NotConnected|TopologyClosed|PoolCleared)Error$/;

/** True when an error (or its cause) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (UNAVAILABLE.test(e.name)) return true;
    // mongoose's own wording when a command waited for a connection that never came.
    if (e.name === 'MongooseError' && /buffering timed out|not connected/i.test(e.message)) {
      return true;
    }
  }
  return false;
}

/** 401: no valid sign-in. */
export class UnauthorizedError extends ApiError {
  constructor(message: string = TEXTS.api.unauthorized) {
    super(401, 'unauthorized', message);
  }
}

/** 403: signed in, but this needs a role the caller does not have. */
export class ForbiddenError extends ApiError {
  constructor(message: string = TEXTS.api.forbidden) {
    super(403, 'forbidden', message);
  }
}

export class NotFoundError extends ApiError {
  constructor(message: string = TEXTS.api.notFound) {
    super(404, 'not_found', message);
  }
}

/** 409: the request clashes with what is stored (a taken e-mail, a decided application). */
export class ConflictError extends ApiError {
  constructor(message: string, code = 'conflict') {
    super(409, code, message);
  }
}
