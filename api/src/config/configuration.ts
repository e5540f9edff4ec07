import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { company } from '@brightwave/site-content';
import { formatZodError, PASSWORD_MIN } from '@brightwave/contracts';
import { API_PORT, siteConfig, siteOrigins } from '@brightwave/site-registry';
import { SecretError, siteServerSecret } from '@brightwave/site-registry/trusted-caller';
import { z } from 'zod';
import { normalizeEmail } from '../common/text/email';

/**
 * The API package's folder: src/config and dist/config both sit two levels below it. Local runs
 * keep their data beside it, in the repository's data/ folder (the API reads nothing else there).
 */
const API_ROOT = path.resolve(__dirname, '../..');
export const DEFAULT_DATA_DIR = path.resolve(API_ROOT, '../data');

type Source = Record<string, string | undefined>;

/** Secrets people copy from examples; never acceptable in production. */
const PLACEHOLDER_SECRETS =
  /^(change[-_ ]?me|changeit|secret|your[-_ ]?secret.*|replace[-_ ]?me|todo|dev|test|jwt[-_ ]?secret)$/i;
const MIN_SECRET_LENGTH = 32;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const optionalPort = z.coerce.number().int().min(0).max(65535).optional();
const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_PORT: optionalPort,
  // What hosting platforms (Heroku, Render, ...) set; API_PORT wins when both are set.
  PORT: optionalPort,
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  // Read by the site registry's siteOrigins (local defaults from the registry); checked here.
  SITE_ORIGINS: optionalString,
  // The older name of SITE_ORIGINS, still read when SITE_ORIGINS is not set.
  CORS_ORIGINS: optionalString,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),

  MONGODB_URI: optionalString,
  MONGODB_DB_NAME: optionalString,
  MONGODB_TIMEOUT_MS: ms(3000),
  CACHE_VERSION_POLL_MS: ms(250),
  // Unset: one per core in production, 1 elsewhere.
  API_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  // Set by the primary process of API_WORKERS for its workers: the embedded server it started.
  EMBEDDED_MONGO_URI: optionalString,
  // Unset: 5 s in production (a load balancer's health check notices), 0 elsewhere.
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).optional(),
  SHUTDOWN_DRAIN_MS: ms(10_000),
  DATA_DIR: z
    .string()
    .trim()
    .optional()
    .transform((dir) => path.resolve(dir || DEFAULT_DATA_DIR)),
  EMBEDDED_MONGO_PORT: port(27018),

  JWT_SECRET: optionalString,
  JWT_EXPIRES_IN: z
    .string()
    .trim()
    .regex(/^\d+[smhd]?$/, { error: 'use seconds or a number with s, m, h or d (e.g. 7d)' })
    .default('7d'),
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  // The API's public address as the front end is told it (the registry's siteConfig, same default).
  API_URL: optionalString.pipe(z.url().optional()),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  DEMO_ACCOUNTS: z.enum(['true', 'false']).optional(),
  API_DOCS: z.enum(['true', 'false']).optional(),
  PASSWORD_RESET_TTL_MS: ms(60 * 60_000),

  SMTP_URL: optionalString,
  MAIL_TO: z.email().default(company.emails.sales),
  MAIL_FROM: z.string().trim().min(3).default(`"${company.name}" <no-reply@brightwave.example>`),
  MAIL_WORKER_INTERVAL_MS: ms(2000),
  MAIL_RETRY_BASE_MS: ms(5000),
  MAIL_RETRY_MAX_MS: ms(15 * 60_000),
  MAIL_MAX_ATTEMPTS: count(20),
  MAIL_LEASE_MS: ms(60_000),

  RATE_LIMIT_WINDOW_MS: ms(60_000),
  RATE_LIMIT_MAX: count(300),
  CONTACT_RATE_LIMIT_WINDOW_MS: ms(10 * 60_000),
  CONTACT_RATE_LIMIT_MAX: count(5),
  CONTACT_ACK_MAX_PER_DAY: count(3),
  LOGIN_RATE_LIMIT_WINDOW_MS: ms(15 * 60_000),
  LOGIN_RATE_LIMIT_MAX: count(30),
  LOGIN_ACCOUNT_FAILURES_MAX: count(10),
  LOGIN_ACCOUNT_CEILING_MAX: count(100),
  LOGIN_FAILURE_NOTICE_AT: count(10),
  REGISTER_RATE_LIMIT_WINDOW_MS: ms(60 * 60_000),
  REGISTER_RATE_LIMIT_MAX: count(5),
  PASSWORD_HASH_CONCURRENCY: count(Math.min(availableParallelism(), 3)),
  PASSWORD_HASH_QUEUE_MAX: z.coerce.number().int().min(0).default(16),
  PASSWORD_RESET_RATE_LIMIT_WINDOW_MS: ms(15 * 60_000),
  PASSWORD_RESET_RATE_LIMIT_MAX: count(5),
  PASSWORD_RESET_MAILS_PER_ACCOUNT_MAX: count(3),
  COMMENT_RATE_LIMIT_WINDOW_MS: ms(60_000),
  COMMENT_RATE_LIMIT_MAX: count(10),
  SUBSCRIBE_RATE_LIMIT_WINDOW_MS: ms(15 * 60_000),
  SUBSCRIBE_RATE_LIMIT_MAX: count(10),
  SUBSCRIPTION_MAILS_PER_ADDRESS_MAX: count(3),
  SUBSCRIPTION_CONFIRM_TTL_MS: ms(48 * HOUR_MS),
  NEWSLETTER_BATCH_SIZE: count(50),
  NEWSLETTER_BATCH_INTERVAL_MS: ms(1000),
  NEWSLETTER_POLL_MS: ms(5000),
  NOTIFICATION_WINDOW_MS: ms(15 * 60_000),
  CHAT_RATE_LIMIT_WINDOW_MS: ms(60_000),
  CHAT_RATE_LIMIT_MAX: count(30),
  REMOTE_REPORTS_RATE_LIMIT_WINDOW_MS: ms(60_000),
  REMOTE_REPORTS_RATE_LIMIT_MAX: count(60),
  CANARY_MIN_LOADS: count(50),
  // Page loads, and errors, one address adds to a remote version's counts an hour.
  CANARY_COUNTS_PER_ADDRESS: count(1),
  CANARY_MAX_EXCESS: z.coerce.number().min(0).max(10).default(0.05),
  CANARY_SPEED_MARGIN: z.coerce.number().min(0).max(10).default(0.2),
  CANARY_SPEED_MIN_VIEWS: count(200),
  VITALS_SAMPLE_SHARE: z.coerce.number().min(0).max(1).default(1),
  CHAT_CONFIDENCE_THRESHOLD: z.coerce.number().min(0).max(1).default(0.5),
  CHAT_MIN_COVERAGE: z.coerce.number().min(0).max(1).default(0.5),
  CHAT_LOG_RETENTION_DAYS: count(90),
  CHAT_MODEL_CACHE_DIR: optionalString,
  CHAT_LLM_URL: optionalString.pipe(z.url().optional()),
  CHAT_LLM_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  CHAT_LLM_API_KEY: optionalString,
  CHAT_LLM_TIMEOUT_MS: ms(8000),
  CHAT_CALIBRATED: z.enum(['true', 'false']).default('false'),
});

export type Env = z.input<typeof envSchema>;

export interface RateLimitPolicy {
  windowMs: number;
  max: number;
}

/** Every setting the API reads, grouped by the module that uses it. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  http: {
    port: number;
    host: string;
    trustProxy: number;
    corsOrigins: string[];
    /** Serve the OpenAPI page at /api/docs (off in production unless API_DOCS=true). */
    docs: boolean;
    /** Processes serving the port together (node:cluster); 1 serves from this process. */
    workers: number;
  };
  log: { level: 'debug' | 'info' | 'warn' | 'error' | 'silent' };
  /**
   * On SIGTERM: how long the instance keeps serving while /health/ready answers 503 (`delayMs`),
   * then how long requests in flight may take to finish once it stops accepting (`drainMs`).
   */
  shutdown: { delayMs: number; drainMs: number };
  database: {
    /** A real MongoDB; when absent the embedded server is started. */
    uri: string | undefined;
    dbName: string | undefined;
    timeoutMs: number;
    /** The embedded server the primary process started for its workers (API_WORKERS). */
    embeddedUri: string | undefined;
    /** How often each instance reads the shared versions its caches are kept by (SharedVersion). */
    versionPollMs: number;
    dataDir: string;
    embeddedPort: number;
  };
  auth: {
    jwtSecret: string;
    jwtExpiresInSeconds: number;
    /**
     * SITE_SERVER_SECRET: what the shell's server proves itself with (its visitors' addresses, the
     * page loads it counts, the canary verdicts) and signs pages' report tokens with.
     */
    siteServerSecret: string;
  };
  accounts: {
    /** The first admin, created or promoted at startup (ADMIN_EMAIL / ADMIN_PASSWORD). */
    admin: { email: string; password: string | undefined } | undefined;
    /** Create a demo admin and author on an empty embedded database (never on MONGODB_URI). */
    demoAccounts: boolean;
    passwordResetTtlMs: number;
  };
  /**
   * New password hashes (argon2id, 19 MiB each) computed at once by one process, and how many
   * more may wait; beyond that a request is refused with 503 at once.
   */
  passwordHashing: { concurrency: number; queueMax: number };
  /** The public address of the website, for links in e-mails and the RSS feed; `apiUrl`, the
   * API's (its images), never taken from a request's Host header. */
  site: { url: string; apiUrl: string };
  mail: {
    smtpUrl: string | undefined;
    to: string;
    from: string;
    mailboxDir: string;
    workerIntervalMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    maxAttempts: number;
    leaseMs: number;
  };
  rateLimit: {
    global: RateLimitPolicy;
    contact: RateLimitPolicy;
    /** Acknowledgement mails per recipient address and UTC day (the message still arrives). */
    contactAck: RateLimitPolicy;
    /** Sign-in attempts per client IP. */
    login: RateLimitPolicy;
    /** Failed sign-ins in a row per client IP and account (cleared by a successful one). */
    loginAccount: RateLimitPolicy;
    /**
     * Failed sign-ins per account from every address together (successes do not count): only
     * against guessing spread over many addresses, each of which adds at most `loginAccount.max`
     * per window; reached, it refuses every attempt at the account until the window ends.
     */
    loginAccountCeiling: RateLimitPolicy;
    /** Failed sign-ins per account after which its owner is mailed (once per window). */
    loginFailureNotice: RateLimitPolicy;
    /** Registrations per client IP. */
    register: RateLimitPolicy;
    /** Password-reset requests per client IP. */
    passwordReset: RateLimitPolicy;
    /**
     * Reset mails per account and hour, whoever asks from wherever (anyone can register someone
     * else's address and ask for links); beyond it a request answers as usual and mails nothing.
     */
    passwordResetMails: RateLimitPolicy;
    /** New comments and replies per account. */
    comment: RateLimitPolicy;
    /** Chat messages per client IP. */
    chat: RateLimitPolicy;
    /** Subscription requests per client IP. */
    subscribe: RateLimitPolicy;
    /** Confirmation mails per address and hour, whoever asks (beyond it: the same answer, no mail). */
    subscriptionMails: RateLimitPolicy;
    /** The shell's page-load and error reports per client IP. */
    remoteReports: RateLimitPolicy;
    /**
     * Page loads, and errors, one address adds to a remote version's counts in an hour (more are
     * accepted and not counted): the canary guard's evidence is many visitors'.
     */
    canaryEvidence: RateLimitPolicy;
  };
  /**
   * E-mail subscriptions (subscriptions/): how long a confirmation link works; new-post mails go
   * to the outbox `batchSize` subscribers at a time, one batch per `batchIntervalMs` per post;
   * every `pollMs` each instance looks for newly published posts.
   */
  subscriptions: {
    confirmTtlMs: number;
    batchSize: number;
    batchIntervalMs: number;
    pollMs: number;
    /** Reply and comment notifications: at most one mail per person per this window. */
    notificationWindowMs: number;
  };
  /**
   * The canary guard (remote-errors): a canary is switched off once it has at least `minLoads`
   * page loads and its errors per page load exceed stable's by more than `maxExcess` (0.05: five
   * points).
   */
  canary: {
    minLoads: number;
    maxExcess: number;
    /**
     * Speed: a canary whose p75 LCP or INP exceeds stable's by more than `speedMargin` (0.2: 20%)
     * over at least `speedMinViews` measured page views is switched off too.
     */
    speedMargin: number;
    speedMinViews: number;
  };
  /** Field speed: the share of page views' measurements kept (VITALS_SAMPLE_SHARE, 0-1). */
  vitals: { sampleShare: number };
  chat: {
    /** Below this intent confidence the bot answers with the fallback (offer of a person). */
    threshold: number;
    /** Below this share of known content words a message counts as off-topic. */
    minCoverage: number;
    /** How long the exchange log keeps a message. */
    logRetentionDays: number;
    /** A folder where trained models are kept and loaded again (off when absent). */
    modelCacheDir: string | undefined;
    /** An OpenAI-compatible endpoint asked only when the model falls back; off when absent. */
    llm: { url: string; model: string; apiKey: string | undefined; timeoutMs: number } | undefined;
    /** Answers only what the calibrator fitted on the evaluation's tune part finds likely right. */
    calibrated: boolean;
  };
  /** Things worth telling whoever starts the API, logged once the logger exists. */
  warnings: string[];
}

export class ConfigError extends Error {
  readonly code = 'invalid_config';
}

/**
 * The line written when the API cannot start. A configuration problem is the operator's to fix,
 * so it is one readable sentence without a stack trace; anything else keeps its stack.
 */
export function startupFailureLine(error: unknown, time = new Date()): string {
  const err = error instanceof Error ? error : new Error(String(error));
  const stack = err instanceof ConfigError ? undefined : err.stack;
  return JSON.stringify({ time: time.toISOString(), level: 'error', msg: err.message, stack });
}

/**
 * A shared database means shared sessions: every instance on it must sign and check tokens with
 * the same secret, and tokens must outlive a restart. So a real database (MONGODB_URI) needs
 * JWT_SECRET as production does; only the embedded store of a local run gets a per-process one.
 */
function resolveJwtSecret(env: z.output<typeof envSchema>, warnings: string[]): string {
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

/**
 * Demo accounts have passwords printed in the README, so they exist only on the embedded store of
 * a non-production run: anyone could sign in as the demo admin anywhere else. Asking for them
 * elsewhere stops the start rather than being ignored, so nobody believes they are there.
 */
function demoAccounts(env: z.output<typeof envSchema>): boolean {
  const local = !env.MONGODB_URI && env.NODE_ENV !== 'production';
  if (env.DEMO_ACCOUNTS === 'true' && !local) {
    throw new ConfigError(
      'DEMO_ACCOUNTS=true is refused with MONGODB_URI or in production: the demo passwords are public. Remove DEMO_ACCOUNTS and create the first admin with ADMIN_EMAIL and ADMIN_PASSWORD.',
    );
  }
  return env.DEMO_ACCOUNTS ? env.DEMO_ACCOUNTS === 'true' : local && env.NODE_ENV === 'development';
}

/**
 * Without SMTP_URL mail is written to .eml files under DATA_DIR: right for local runs and tests,
 * but in production it would leave password-reset links on the server's disk and mail nobody.
 */
function smtpUrl(env: z.output<typeof envSchema>): string | undefined {
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL must be set in production (for example smtps://user:pass@smtp.example.net:465): without it mail, password-reset links included, would be written to files on the server instead of sent.',
    );
  }
  return env.SMTP_URL;
}

const DURATION_UNITS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 };

/** "7d", "12h", "30m", "45s" or plain seconds, in seconds. */
function durationSeconds(value: string): number {
  const [, amount = '0', unit = ''] = /^(\d+)([smhd]?)$/.exec(value) ?? [];
  return Number(amount) * (DURATION_UNITS[unit] ?? 1);
}

function adminAccount(env: z.output<typeof envSchema>): AppConfig['accounts']['admin'] {
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

/** SITE_SERVER_SECRET as the shell's server reads it; its absence in production stops the start. */
function siteServerSecretOf(source: Source): string {
  try {
    return siteServerSecret(source);
  } catch (error) {
    if (error instanceof SecretError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Reads and validates the environment once; throws ConfigError with every problem named. */
export function loadConfig(source: Source = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const { fields } = formatZodError(parsed.error);
    const problems = Object.entries(fields).map(([key, field]) => `${key}: ${field.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const warnings: string[] = [];
  const jwtSecret = resolveJwtSecret(env, warnings);
  if (env.NODE_ENV === 'production' && !env.MONGODB_URI) {
    throw new ConfigError(
      'MONGODB_URI must be set in production (for example mongodb+srv://user:pass@cluster.example.net/brightwave): the embedded database is for local runs, tests and CI only.',
    );
  }
  return {
    env: env.NODE_ENV,
    http: {
      port: env.API_PORT ?? env.PORT ?? API_PORT,
      host: env.HOST,
      trustProxy: env.TRUST_PROXY,
      corsOrigins: siteOrigins({
        ...source,
        SITE_ORIGINS: env.SITE_ORIGINS ?? env.CORS_ORIGINS,
      }),
      // The API's map is for developers; in production it only helps whoever probes the API.
      docs: env.API_DOCS ? env.API_DOCS === 'true' : env.NODE_ENV !== 'production',
      workers: env.API_WORKERS ?? (env.NODE_ENV === 'production' ? availableParallelism() : 1),
    },
    log: { level: env.LOG_LEVEL },
    shutdown: {
      delayMs: env.SHUTDOWN_DELAY_MS ?? (env.NODE_ENV === 'production' ? 5000 : 0),
      drainMs: env.SHUTDOWN_DRAIN_MS,
    },
    database: {
      uri: env.MONGODB_URI,
      dbName: env.MONGODB_DB_NAME,
      timeoutMs: env.MONGODB_TIMEOUT_MS,
      embeddedUri: env.EMBEDDED_MONGO_URI,
      versionPollMs: env.CACHE_VERSION_POLL_MS,
      dataDir: env.DATA_DIR,
      embeddedPort: env.EMBEDDED_MONGO_PORT,
    },
    auth: {
      jwtSecret,
      jwtExpiresInSeconds: durationSeconds(env.JWT_EXPIRES_IN),
      siteServerSecret: siteServerSecretOf(source),
    },
    accounts: {
      admin: adminAccount(env),
      demoAccounts: demoAccounts(env),
      passwordResetTtlMs: env.PASSWORD_RESET_TTL_MS,
    },
    passwordHashing: {
      concurrency: env.PASSWORD_HASH_CONCURRENCY,
      queueMax: env.PASSWORD_HASH_QUEUE_MAX,
    },
    site: {
      url: env.SITE_URL,
      apiUrl: siteConfig({ ...source, API_URL: env.API_URL }).apiUrl,
    },
    mail: {
      smtpUrl: smtpUrl(env),
      to: env.MAIL_TO,
      from: env.MAIL_FROM,
      mailboxDir: path.join(env.DATA_DIR, 'mailbox'),
      workerIntervalMs: env.MAIL_WORKER_INTERVAL_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: env.MAIL_RETRY_MAX_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      leaseMs: env.MAIL_LEASE_MS,
    },
    rateLimit: {
      global: { windowMs: env.RATE_LIMIT_WINDOW_MS, max: env.RATE_LIMIT_MAX },
      contact: { windowMs: env.CONTACT_RATE_LIMIT_WINDOW_MS, max: env.CONTACT_RATE_LIMIT_MAX },
      contactAck: { windowMs: DAY_MS, max: env.CONTACT_ACK_MAX_PER_DAY },
      login: { windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS, max: env.LOGIN_RATE_LIMIT_MAX },
      loginAccount: {
        windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS,
        max: env.LOGIN_ACCOUNT_FAILURES_MAX,
      },
      loginAccountCeiling: {
        windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS,
        max: env.LOGIN_ACCOUNT_CEILING_MAX,
      },
      loginFailureNotice: {
        windowMs: env.LOGIN_RATE_LIMIT_WINDOW_MS,
        max: env.LOGIN_FAILURE_NOTICE_AT,
      },
      register: { windowMs: env.REGISTER_RATE_LIMIT_WINDOW_MS, max: env.REGISTER_RATE_LIMIT_MAX },
      passwordReset: {
        windowMs: env.PASSWORD_RESET_RATE_LIMIT_WINDOW_MS,
        max: env.PASSWORD_RESET_RATE_LIMIT_MAX,
      },
      passwordResetMails: { windowMs: HOUR_MS, max: env.PASSWORD_RESET_MAILS_PER_ACCOUNT_MAX },
      comment: { windowMs: env.COMMENT_RATE_LIMIT_WINDOW_MS, max: env.COMMENT_RATE_LIMIT_MAX },
      chat: { windowMs: env.CHAT_RATE_LIMIT_WINDOW_MS, max: env.CHAT_RATE_LIMIT_MAX },
      subscribe: {
        windowMs: env.SUBSCRIBE_RATE_LIMIT_WINDOW_MS,
        max: env.SUBSCRIBE_RATE_LIMIT_MAX,
      },
      subscriptionMails: { windowMs: HOUR_MS, max: env.SUBSCRIPTION_MAILS_PER_ADDRESS_MAX },
      remoteReports: {
        windowMs: env.REMOTE_REPORTS_RATE_LIMIT_WINDOW_MS,
        max: env.REMOTE_REPORTS_RATE_LIMIT_MAX,
      },
      canaryEvidence: { windowMs: HOUR_MS, max: env.CANARY_COUNTS_PER_ADDRESS },
    },
    subscriptions: {
      confirmTtlMs: env.SUBSCRIPTION_CONFIRM_TTL_MS,
      batchSize: env.NEWSLETTER_BATCH_SIZE,
      batchIntervalMs: env.NEWSLETTER_BATCH_INTERVAL_MS,
      pollMs: env.NEWSLETTER_POLL_MS,
      notificationWindowMs: env.NOTIFICATION_WINDOW_MS,
    },
    canary: {
      minLoads: env.CANARY_MIN_LOADS,
      maxExcess: env.CANARY_MAX_EXCESS,
      speedMargin: env.CANARY_SPEED_MARGIN,
      speedMinViews: env.CANARY_SPEED_MIN_VIEWS,
    },
    vitals: { sampleShare: env.VITALS_SAMPLE_SHARE },
    chat: {
      threshold: env.CHAT_CONFIDENCE_THRESHOLD,
      minCoverage: env.CHAT_MIN_COVERAGE,
      logRetentionDays: env.CHAT_LOG_RETENTION_DAYS,
      modelCacheDir: env.CHAT_MODEL_CACHE_DIR,
      llm: env.CHAT_LLM_URL
        ? {
            url: env.CHAT_LLM_URL,
            model: env.CHAT_LLM_MODEL,
            apiKey: env.CHAT_LLM_API_KEY,
            timeoutMs: env.CHAT_LLM_TIMEOUT_MS,
          }
        : undefined,
      calibrated: env.CHAT_CALIBRATED === 'true',
    },
    warnings,
  };
}
