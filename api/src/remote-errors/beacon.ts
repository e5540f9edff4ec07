import { applyDecorators, Body, HttpCode, Post } from '@nestjs/common';
import { ApiBody } from '@nestjs/swagger';
import type { z } from 'zod';
import { ValidationError } from '../common/errors/api-error';
import { ApiAnswers } from '../common/openapi/api-answers';
import { openApiSchema, ZodValidationPipe } from '../common/validation/zod-validation.pipe';
import { RateLimit } from '../rate-limit/rate-limit.decorator';

// What the shell's pages send about themselves (their errors, their field speed) by
// navigator.sendBeacon, each with its page load's report token.

const NOT_JSON =
  'The body must be JSON: {"reports": [{"remote", "version", "channel", "kind", "token"}]}.';

/**
 * navigator.sendBeacon sends text/plain (a type that needs no CORS preflight, which a beacon
 * cannot make), so the body arrives as text here (app.factory.ts reads text/plain for these paths
 * only) and is parsed before it is validated.
 */
export function jsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new ValidationError(NOT_JSON, { '': { code: 'invalid_type', message: NOT_JSON } });
  }
}

/** A beacon's body: JSON (sent as text/plain or not), validated against `schema`. */
export const BeaconBody = (schema: z.ZodType) =>
  Body({ transform: jsonText }, new ZodValidationPipe(schema));

/**
 * A route the pages' beacons post to: 204, counted against the remoteReports rate limit, and
 * documented with `received` (what is kept) and `what` (the thing sent: "A report").
 */
export const BeaconRoute = (path: string, schema: z.ZodType, what: string, received: string) =>
  applyDecorators(
    Post(path),
    HttpCode(204),
    RateLimit('remoteReports'),
    ApiBody({ schema: openApiSchema(schema) }),
    ApiAnswers(null, {
      status: 204,
      description: received,
      errors: {
        400: `${what} is malformed, or its token is not valid for it; \`message\` says why.`,
        429: 'Too many reports from this address.',
      },
    }),
  );
