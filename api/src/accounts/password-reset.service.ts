import { createHash, randomBytes } from 'node:crypto';
import { TEXTS } from '@brightwave/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../common/errors/api-error';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from '../mail/mail-outbox.service';
import { passwordResetMail } from './account-mails';
import { PasswordHasher } from './password-hasher.service';
import { PasswordResetsRepository } from './password-resets.repository';
import { UsersRepository } from './users.repository';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export class InvalidResetLinkError extends ApiError {
  constructor() {
    super(400, 'invalid_reset_token', TEXTS.passwordReset.invalidLink);
  }
}

@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly outbox: MailOutbox,
    private readonly hasher: PasswordHasher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails a single-use link when the address has an (enabled) account; silent otherwise. Every
   * request mails a new link and ends the account's older unused ones: only the newest works.
   */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.disabled) return;
    const token = randomBytes(32).toString('base64url');
    const ttlMs = this.config.accounts.passwordResetTtlMs;
    const id = await this.resets.create({
      tokenHash: sha256(token),
      userId: user._id,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    await this.resets.removeOlderUnused(user._id, id);
    await this.outbox.enqueue([
      passwordResetMail(user, {
        id: String(id),
        link: `${this.config.site.url}/reset-password?token=${token}`,
        validMinutes: Math.round(ttlMs / 60_000),
      }),
    ]);
  }

  /** Uses a link once: sets the new password and ends every older session of the account. */
  async reset(token: string, password: string): Promise<void> {
    const userId = await this.resets.consume(sha256(token), new Date());
    if (!userId) throw new InvalidResetLinkError();
    await this.users.changePassword(userId, await this.hasher.hash(password));
    await this.resets.removeUnused(userId);
  }
}
