import './zod-jitless';
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from './constants';
import { TEXTS } from './texts';

// Field builders: every schema states its messages in words a person understands, so the first
// failing rule can be shown as-is in a form or an API answer.

/**
 * A required, trimmed string: missing, non-text and blank input all get `required`; longer input
 * gets "<subject> must be at most <max> characters.".
 */
export function requiredText(required: string, max: number, subject: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${subject} must be at most ${max} characters.` });
}

/** A person's name as the contact, comment and author-request forms ask for it. */
export function personNameField() {
  return requiredText('Please enter your name.', NAME_MAX, 'Your name');
}

/** A required, trimmed e-mail address. */
export function emailField(
  required = 'Please enter your e-mail address.',
  invalid = 'Please enter a valid e-mail address.',
) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(EMAIL_MAX, { error: invalid })
    .pipe(z.email({ error: invalid }));
}

/** A MongoDB ObjectId in its 24-hex-digit text form. */
export function objectIdField(invalid: string) {
  return z
    .string({ error: invalid })
    .trim()
    .regex(/^[a-f\d]{24}$/i, { error: invalid });
}

// Turning a failed parse into one answer.

/** What a program can act on per field: stable codes, independent of the wording. */
export type FieldCode =
  | 'required'
  | 'invalid_type'
  | 'invalid_email'
  | 'invalid_format'
  | 'too_short'
  | 'too_long'
  | 'invalid_value'
  | 'invalid';

export interface FieldError {
  code: FieldCode;
  message: string;
}

export interface ValidationFailure {
  /** Every distinct problem in one sentence-per-problem string, ready to show. */
  message: string;
  /** Keyed by dotted field path ("" for the payload itself); the first problem per field. */
  fields: Record<string, FieldError>;
}

function fieldCode(issue: z.core.$ZodIssue): FieldCode {
  switch (issue.code) {
    case 'invalid_type':
      // `input` is present only when parsed with reportInput (see parseWith).
      return 'input' in issue && issue.input == null ? 'required' : 'invalid_type';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) <= 1 ? 'required' : 'too_short';
    case 'too_big':
      return 'too_long';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid_format';
    case 'invalid_value':
    case 'unrecognized_keys':
      return 'invalid_value';
    default:
      return 'invalid';
  }
}

/** One readable message plus field codes for a ZodError; used by the API and the frontends. */
export function formatZodError(error: z.ZodError): ValidationFailure {
  const fields: Record<string, FieldError> = {};
  const messages: string[] = [];
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    // A payload that is not an object at all gets zod's technical wording otherwise.
    const message =
      path === '' && issue.code === 'invalid_type' ? TEXTS.api.bodyNotObject : issue.message;
    if (!(path in fields)) fields[path] = { code: fieldCode(issue), message };
    if (!messages.includes(message)) messages.push(message);
  }
  return { message: messages.join(' '), fields };
}

export type ParseResult<T> =
  { success: true; data: T } | { success: false; error: ValidationFailure };

/** Parses with the input kept on issues, so missing fields are told apart from wrong types. */
export function parseWith<S extends z.ZodType>(
  schema: S,
  input: unknown,
): ParseResult<z.output<S>> {
  const result = schema.safeParse(input, { reportInput: true });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, error: formatZodError(result.error) };
}

const fieldErrorSchema = z.object({ code: z.string(), message: z.string() });

/**
 * The one error body the API answers with. `message` and `error` both carry readable text
 * because the registration form reads `message` and the author request reads `error`.
 * `fields` (400 answers to invalid input) holds, per dotted field path, the first problem with
 * that field: a stable code and the message to show next to the field.
 * The API builds it; the frontends parse what they receive with this schema.
 */
export const apiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  /** Stable machine-readable code, e.g. `validation_failed`, `rate_limited`, `unauthorized`. */
  code: z.string(),
  fields: z.record(z.string(), fieldErrorSchema).optional(),
  requestId: z.string().optional(),
});

export interface ApiErrorBody extends z.infer<typeof apiErrorBodySchema> {
  fields?: Record<string, FieldError>;
}
