import { createHash, randomBytes } from 'node:crypto';
import { TEXTS } from '@brightwave/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ApiError } from '../common/errors/api-error';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from '../mail/mail-outbox.service';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
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
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Mails a single-use link when the address has an (enabled) account; silent otherwise. Every
   * request mails a new link and ends the account's older unused ones: only the newest works. At
   * most PASSWORD_RESET_MAILS_PER_ACCOUNT_MAX mails per account and hour; beyond that, silent
   * too (the caller answers the same, so nobody learns whether the address has an account).
   */
  async request(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.disabled) return;
    if (!(await this.limiter.allows('passwordResetMails', String(user._id)))) return;
    const generation = await this.users.nextResetGeneration(user._id);
    if (generation === null) return;
    const token = randomBytes(32).toString('base64url');
    const ttlMs = this.config.accounts.passwordResetTtlMs;
    const id = await this.resets.create({
      tokenHash: sha256(token),
      userId: user._id,
      generation,
      expiresAt: new Date(Date.now() + ttlMs),
    });
    await this.resets.removeOlderUnused(user._id, generation);
    await this.outbox.enqueue([
      passwordResetMail(user, {
        id: String(id),
        link: `${this.config.site.url}/reset-password?token=${token}`,
        validMinutes: Math.round(ttlMs / 60_000),
      }),
    ]);
  }

  /**
   * Uses a link once: sets the new password and ends every older session of the account. The link
   * must be unused, unexpired and of the account's current generation (the newest mailed). The
   * password is hashed before the link is used, and the link is used up in the same write that
   * sets the password: a busy hasher (503) or a failing database leaves the link working.
   */
  async reset(token: string, password: string): Promise<void> {
    const now = new Date();
    const link = await this.resets.findUsable(sha256(token), now);
    // Checked before hashing too, so made-up or stale links cost no hashing.
    const user = link && (await this.users.findById(String(link.userId)));
    if (!link || !user || (user.resetGeneration ?? 0) !== link.generation) {
      throw new InvalidResetLinkError();
    }
    const passwordHash = await this.hasher.hash(password);
    if (!(await this.users.resetPassword(user._id, link.generation, passwordHash))) {
      throw new InvalidResetLinkError();
    }
    await this.resets.markUsed(link._id, now);
    await this.resets.removeUnused(user._id);
  }
}
