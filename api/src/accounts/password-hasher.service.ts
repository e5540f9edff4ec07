import { TEXTS } from '@brightwave/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { RetryLaterError } from '../common/errors/api-error';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { ConcurrencyLimiter, QueueFullError } from '../rate-limit/concurrency-limiter';
import { hashPassword } from './passwords';

/** The queue empties within a few hashes' time: a second or two. */
const BUSY_RETRY_AFTER_SECONDS = 2;

export class ServerBusyError extends RetryLaterError {
  constructor() {
    super(503, 'server_busy', TEXTS.api.serverBusy, BUSY_RETRY_AFTER_SECONDS);
  }
}

/**
 * Hashes new passwords (registration, reset, the admin bootstrap) a few at a time. Each argon2id
 * hash takes 19 MiB and a thread of libuv's small pool, which sign-ins also need to check
 * passwords: a flood of registrations waits in a short queue and beyond it is answered 503 at
 * once, so memory stays bounded and sign-ins keep their threads. Per process, as the memory is.
 */
@Injectable()
export class PasswordHasher {
  private readonly limiter: ConcurrencyLimiter;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { concurrency, queueMax } = config.passwordHashing;
    this.limiter = new ConcurrencyLimiter(concurrency, queueMax);
  }

  async hash(password: string): Promise<string> {
    try {
      return await this.limiter.run(() => hashPassword(password));
    } catch (error) {
      if (error instanceof QueueFullError) throw new ServerBusyError();
      throw error;
    }
  }
}
