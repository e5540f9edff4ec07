import * as path from 'node:path';
import { formatZodError } from '@brightwave/contracts';
import { z } from 'zod';

/**
 * What each module's `<module>.settings.ts` is built from: a name, the zod schema of the
 * environment variables it reads, and how it turns them into the settings its services use.
 * Like @nestjs/config's `registerAs`, but read from a given environment rather than process.env,
 * so several API instances with different settings can run in one process (the tests), and main.ts
 * and the CLI have the settings before Nest starts. `loadConfig` (configuration.ts) validates
 * every module's settings at once and names every bad variable in one line.
 */
export interface Settings<Name extends string, Schema extends z.ZodObject, Value> {
  readonly name: Name;
  readonly schema: Schema;
  readonly build: (env: z.output<Schema>, context: SettingsContext) => Value;
}

export type Source = Record<string, string | undefined>;

export interface SettingsContext {
  /** The whole environment, for helpers shared with the front end (the site registry's). */
  source: Source;
  /** Things worth telling whoever starts the API, logged once the logger exists. */
  warnings: string[];
}

export function defineSettings<Name extends string, Schema extends z.ZodObject, Value>(
  name: Name,
  schema: Schema,
  build: (env: z.output<Schema>, context: SettingsContext) => Value,
): Settings<Name, Schema, Value> {
  return { name, schema, build };
}

/** The value a module's settings give its services, e.g. `SettingsOf<typeof mailSettings>`. */
export type SettingsOf<S> = S extends Settings<string, z.ZodObject, infer Value> ? Value : never;

export class ConfigError extends Error {
  readonly code = 'invalid_config';
}

/** The one error for every invalid variable: "Invalid configuration. A: why; B: why". */
export function invalidSettings(errors: z.ZodError[]): ConfigError {
  const problems = new Map<string, string>();
  for (const error of errors) {
    for (const [key, field] of Object.entries(formatZodError(error).fields)) {
      // A variable several modules read (NODE_ENV, DATA_DIR) is named once.
      if (!problems.has(key)) problems.set(key, `${key}: ${field.message}`);
    }
  }
  return new ConfigError(`Invalid configuration. ${[...problems.values()].join('; ')}`);
}

/**
 * The API package's folder: src/config and dist/config both sit two levels below it. Local runs
 * keep their data beside it, in the repository's data/ folder (the API reads nothing else there).
 */
const API_ROOT = path.resolve(__dirname, '../..');
export const DEFAULT_DATA_DIR = path.resolve(API_ROOT, '../data');

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

// Fields several modules' schemas use; a variable read by several modules is reported once.
export const nodeEnv = z.enum(['development', 'production', 'test']).default('development');
export type NodeEnv = z.output<typeof nodeEnv>;
export const port = (fallback: number) =>
  z.coerce.number().int().min(0).max(65535).default(fallback);
export const optionalPort = z.coerce.number().int().min(0).max(65535).optional();
export const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
export const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
/** A share between 0 and 1 (0.5: half). */
export const share = (fallback: number) => z.coerce.number().min(0).max(1).default(fallback);
/** "true" or "false"; unset stays undefined so the module picks its default. */
export const flag = z.enum(['true', 'false']).optional();
export const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);
export const optionalUrl = optionalString.pipe(z.url().optional());
/** DATA_DIR: where the embedded database and the local mailbox live. */
export const dataDir = z
  .string()
  .trim()
  .optional()
  .transform((dir) => path.resolve(dir || DEFAULT_DATA_DIR));
