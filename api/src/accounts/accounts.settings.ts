import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PASSWORD_MIN } from '@brightwave/contracts';
import { SecretError, siteServerSecret } from '@brightwave/site-registry/trusted-caller';
import { z } from 'zod';
import { normalizeEmail } from '../common/text/email';
import {
  ConfigError,
  count,
  defineSettings,
  flag,
  ms,
  nodeEnv,
  optionalString,
} from '../config/settings';

/** Secrets people copy from examples; never acceptable in production. */
const PLACEHOLDER_SECRETS =
  /^(change[-_ ]?me|changeit|secret|your[-_ ]?secret.*|replace[-_ ]?me|todo|dev|test|jwt[-_ ]?secret)$/i;
const MIN_SECRET_LENGTH = 32;
const DURATION_UNITS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

/** "7d", "12h", "30m", "45s" or plain seconds, in seconds. */
function durationSeconds(value: string): number {
  const [, amount = '0', unit = ''] = /^(\d+)([smhd]?)$/.exec(value) ?? [];
  return Number(amount) * (DURATION_UNITS[unit] ?? 1);
}

/**
 * A shared database means shared sessions: every instance on it must sign and check tokens with
 * the same secret, and tokens must outlive a restart. So a real database (MONGODB_URI) needs
 * JWT_SECRET as production does; only the embedded store of a local run gets a per-process one.
 */
function jwtSecret(
  env: { NODE_ENV: string; MONGODB_URI?: string; JWT_SECRET?: string },
  warnings: string[],
): string {
  const secret = env.JWT_SECRET;
  const unusable = !secret || PLACEHOLDER_SECRETS.test(secret) || secret.length < MIN_SECRET_LENGTH;
  if (!unusable) return secret;
  if (env.NODE_ENV === 'production' || env.MONGODB_URI) {
    const where = env.NODE_ENV === 'production' ? 'in production' : 'with MONGODB_URI';
    throw new ConfigError(
      `JWT_SECRET must be set to a random value of at least ${MIN_SECRET_LENGTH} characters ${where}, the same on every API instance (make one with: openssl rand -base64 48).`,
    );
  }
  // A per-process secret keeps local runs safe; the cost is that tokens die with the process.
  warnings.push(
    'JWT_SECRET is not set (or is a placeholder): using a random secret for this run. Sign-ins end when the API restarts; set JWT_SECRET to keep them.',
  );
  return randomBytes(32).toString('hex');
}

/** SITE_SERVER_SECRET as the shell's server reads it; its absence in production stops the start. */
function siteServerSecretOf(source: Record<string, string | undefined>): string {
  try {
    return siteServerSecret(source);
  } catch (error) {
    if (error instanceof SecretError) throw new ConfigError(error.message);
    throw error;
  }
}

export const authSettings = defineSettings(
  'auth',
  z.object({
    NODE_ENV: nodeEnv,
    MONGODB_URI: optionalString,
    JWT_SECRET: optionalString,
    JWT_EXPIRES_IN: z
      .string()
      .trim()
      .regex(/^\d+[smhd]?$/, { error: 'use seconds or a number with s, m, h or d (e.g. 7d)' })
      .default('7d'),
  }),
  (env, { source, warnings }) => ({
    jwtSecret: jwtSecret(env, warnings),
    jwtExpiresInSeconds: durationSeconds(env.JWT_EXPIRES_IN),
    /**
     * SITE_SERVER_SECRET: what the shell's server proves itself with (its visitors' addresses, the
     * page loads it counts, the canary verdicts) and signs pages' report tokens with.
     */
    siteServerSecret: siteServerSecretOf(source),
  }),
);

const accountsEnv = z.object({
  NODE_ENV: nodeEnv,
  MONGODB_URI: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  DEMO_ACCOUNTS: flag,
  PASSWORD_RESET_TTL_MS: ms(60 * 60_000),
});
type AccountsEnv = z.output<typeof accountsEnv>;

/** The first admin, created or promoted at startup (ADMIN_EMAIL / ADMIN_PASSWORD). */
function adminAccount(
  env: AccountsEnv,
): { email: string; password: string | undefined } | undefined {
  if (!env.ADMIN_EMAIL) {
    if (env.ADMIN_PASSWORD) throw new ConfigError('ADMIN_PASSWORD is set but ADMIN_EMAIL is not.');
    return undefined;
  }
  if (!z.email().safeParse(env.ADMIN_EMAIL).success) {
    throw new ConfigError('ADMIN_EMAIL must be an e-mail address.');
  }
  if (env.ADMIN_PASSWORD !== undefined && env.ADMIN_PASSWORD.length < PASSWORD_MIN) {
    throw new ConfigError(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN} characters.`);
  }
  return { email: normalizeEmail(env.ADMIN_EMAIL), password: env.ADMIN_PASSWORD };
}

/**
 * Demo accounts have passwords printed in the README, so they exist only on the embedded store of
 * a non-production run: anyone could sign in as the demo admin anywhere else. Asking for them
 * elsewhere stops the start rather than being ignored, so nobody believes they are there.
 */
function demoAccounts(env: AccountsEnv): boolean {
  const local = !env.MONGODB_URI && env.NODE_ENV !== 'production';
  if (env.DEMO_ACCOUNTS === 'true' && !local) {
    throw new ConfigError(
      'DEMO_ACCOUNTS=true is refused with MONGODB_URI or in production: the demo passwords are public. Remove DEMO_ACCOUNTS and create the first admin with ADMIN_EMAIL and ADMIN_PASSWORD.',
    );
  }
  return env.DEMO_ACCOUNTS ? env.DEMO_ACCOUNTS === 'true' : local && env.NODE_ENV === 'development';
}

export const accountsSettings = defineSettings('accounts', accountsEnv, (env) => ({
  admin: adminAccount(env),
  /** Create a demo admin and author on an empty embedded database (never on MONGODB_URI). */
  demoAccounts: demoAccounts(env),
  passwordResetTtlMs: env.PASSWORD_RESET_TTL_MS,
}));

/**
 * New password hashes (argon2id, 19 MiB each) computed at once by one process, and how many more
 * may wait; beyond that a request is refused with 503 at once.
 */
export const passwordHashingSettings = defineSettings(
  'passwordHashing',
  z.object({
    PASSWORD_HASH_CONCURRENCY: count(Math.min(availableParallelism(), 3)),
    PASSWORD_HASH_QUEUE_MAX: z.coerce.number().int().min(0).default(16),
  }),
  (env) => ({ concurrency: env.PASSWORD_HASH_CONCURRENCY, queueMax: env.PASSWORD_HASH_QUEUE_MAX }),
);
