import { STATUS_CODES } from 'node:http';
import { apiErrorBodySchema } from '@brightwave/contracts';
import { applyDecorators } from '@nestjs/common';
import { ApiQuery, ApiResponse, type OpenAPIObject } from '@nestjs/swagger';
import type { z } from 'zod';
import { openApiSchema } from '../validation/zod-validation.pipe';

/** Error answers by status, with what each means here (or just the statuses). */
export type ErrorAnswers = Partial<Record<number, string>> | number[];

export interface AnswerOptions {
  description: string;
  /** 200 unless given (201 for a creation, 204 with a null schema). */
  status?: number;
  /** The answer's media type when it is not JSON (a CSV, a feed, an image). */
  mediaType?: string;
  errors?: ErrorAnswers;
}

/**
 * Declares an operation's answers in the OpenAPI document: its success answer from the contracts
 * schema the frontends parse it with (null: no body), and its error answers, which all carry the
 * one error body (see describeErrorAnswers).
 */
export function ApiAnswers(
  schema: z.ZodType | null,
  { description, status = 200, mediaType = 'application/json', errors = [] }: AnswerOptions,
) {
  const content = schema && { [mediaType]: { schema: openApiSchema(schema, 'output') } };
  return applyDecorators(
    ApiResponse({ status, description, ...(content && { content }) }),
    ApiErrors(errors),
  );
}

/**
 * Declares an operation's query parameters from the zod schema its `@Query` pipe validates with:
 * each property a parameter, required where the schema requires it.
 */
export function ApiQueryFrom(schema: z.ZodType) {
  const { properties = {}, required = [] } = openApiSchema(schema, 'input') as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  return applyDecorators(
    ...Object.entries(properties).map(([name, property]) =>
      ApiQuery({ name, required: required.includes(name), schema: property }),
    ),
  );
}

/** What an error answer given by its status alone means. */
const ERROR_TEXTS: Partial<Record<number, string>> = {
  400: 'Invalid input; `message` says why.',
  401: 'No valid sign-in.',
  403: 'Not allowed for this account.',
  404: 'Not found.',
};

/** Error answers alone: on a controller, for each of its operations. */
export function ApiErrors(errors: ErrorAnswers) {
  const entries = Array.isArray(errors)
    ? errors.map((status) => [status, ERROR_TEXTS[status] ?? STATUS_CODES[status]] as const)
    : Object.entries(errors);
  return applyDecorators(
    ...entries.map(([status, description]) =>
      ApiResponse({ status: Number(status), description: description ?? '' }),
    ),
  );
}

const ERROR_BODY = 'ApiErrorBody';

/**
 * The one place the error body enters the document: a component from contracts'
 * apiErrorBodySchema, which every 4xx and 5xx answer refers to, however it was declared
 * (ApiAnswers, ApiErrors or one of @nestjs/swagger's Api…Response decorators).
 */
export function describeErrorAnswers(document: OpenAPIObject): OpenAPIObject {
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = {
    ...schemas,
    [ERROR_BODY]: openApiSchema(apiErrorBodySchema, 'output'),
  };
  const content = {
    'application/json': { schema: { $ref: `#/components/schemas/${ERROR_BODY}` } },
  };
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations as Record<string, unknown>)) {
      const responses = (operation as { responses?: Record<string, { content?: unknown }> })
        .responses;
      for (const [status, answer] of Object.entries(responses ?? {})) {
        if (Number(status) >= 400) answer.content = content;
      }
    }
  }
  return document;
}
