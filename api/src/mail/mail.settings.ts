import * as path from 'node:path';
import { company } from '@brightwave/site-content';
import { z } from 'zod';
import {
  ConfigError,
  count,
  dataDir,
  defineSettings,
  ms,
  nodeEnv,
  optionalString,
} from '../config/settings';

export const mailSettings = defineSettings(
  'mail',
  z.object({
    NODE_ENV: nodeEnv,
    DATA_DIR: dataDir,
    SMTP_URL: optionalString,
    MAIL_TO: z.email().default(company.emails.sales),
    MAIL_FROM: z.string().trim().min(3).default(`"${company.name}" <no-reply@brightwave.example>`),
    MAIL_WORKER_INTERVAL_MS: ms(2000),
    MAIL_RETRY_BASE_MS: ms(5000),
    MAIL_RETRY_MAX_MS: ms(15 * 60_000),
    MAIL_MAX_ATTEMPTS: count(20),
    MAIL_LEASE_MS: ms(60_000),
  }),
  (env) => {
    // Without SMTP_URL mail is written to .eml files under DATA_DIR: right for local runs and
    // tests, but in production it would leave password-reset links on the server's disk and mail
    // nobody.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      throw new ConfigError(
        'SMTP_URL must be set in production (for example smtps://user:pass@smtp.example.net:465): without it mail, password-reset links included, would be written to files on the server instead of sent.',
      );
    }
    return {
      smtpUrl: env.SMTP_URL,
      to: env.MAIL_TO,
      from: env.MAIL_FROM,
      mailboxDir: path.join(env.DATA_DIR, 'mailbox'),
      workerIntervalMs: env.MAIL_WORKER_INTERVAL_MS,
      retryBaseMs: env.MAIL_RETRY_BASE_MS,
      retryMaxMs: env.MAIL_RETRY_MAX_MS,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      leaseMs: env.MAIL_LEASE_MS,
    };
  },
);
