import { parseWith } from '@brightwave/contracts';
import { Injectable, PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { ValidationError } from '../errors/api-error';

/**
 * Validates a request part with a shared contracts schema: `@Body(new ZodValidationPipe(schema))`.
 * Failure is a 400 with one readable message and per-field codes; success yields the parsed
 * (trimmed, defaulted) value, so handlers never see raw input.
 */
@Injectable()
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    const result = parseWith(this.schema, value ?? {});
    if (!result.success) throw new ValidationError(result.error.message, result.error.fields);
    return result.data;
  }
}

/**
 * The OpenAPI description of a contracts schema: what a request may send (`input`, for
 * `@ApiBody({ schema })`) or what an answer holds (`output`, see ApiAnswers).
 */
export function openApiSchema(
  schema: z.ZodType,
  io: 'input' | 'output' = 'input',
): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: 'any',
  });
  return rest;
}
