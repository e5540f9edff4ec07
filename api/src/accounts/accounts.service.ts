import { TEXTS, type LoginResponse } from '@brightwave/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, UnauthorizedError } from '../common/errors/api-error';
import { JsonLogger } from '../common/logging/json-logger';
import { hashedKey, normalizeEmail } from '../common/text/email';
import type { AppConfig } from '../config/configuration';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from '../mail/mail-outbox.service';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { signInFailuresMail } from './account-mails';
import { toAuthUser } from './auth/auth-user';
import { TokensService } from './auth/tokens.service';
import type { LoginDto, RegisterDto } from './dto/accounts.dto';
import { PasswordHasher } from './password-hasher.service';
import { verifyPassword } from './passwords';
import { isDuplicateKeyError } from '../common/database/duplicate-key';
import { UsersRepository, type StoredUser } from './users.repository';

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokensService,
    private readonly limiter: RateLimiter,
    private readonly hasher: PasswordHasher,
    private readonly outbox: MailOutbox,
    private readonly logger: JsonLogger,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new account has neither role, whatever the payload says. */
  async register(input: RegisterDto): Promise<StoredUser> {
    return this.createAccount({
      name: input.username,
      email: input.email,
      password: input.password,
    });
  }

  /** Creates an account (roles only from trusted callers: the bootstrap, the CLI). */
  async createAccount(input: {
    name: string;
    email: string;
    password: string;
    admin?: boolean;
    author?: boolean;
  }): Promise<StoredUser> {
    const { password, ...rest } = input;
    if (await this.users.findByEmail(input.email)) {
      throw new ConflictError(TEXTS.registration.emailTaken, 'email_taken');
    }
    try {
      return await this.users.create({ ...rest, passwordHash: await this.hasher.hash(password) });
    } catch (error) {
      // Two registrations of one address racing: the unique index lets one through.
      if (isDuplicateKeyError(error)) {
        throw new ConflictError(TEXTS.registration.emailTaken, 'email_taken');
      }
      throw error;
    }
  }

  /**
   * Checks the password (an unknown e-mail costs the same hashing time and gets the same answer)
   * and issues a token. Attempts are counted per client address and account (failures in a row,
   * cleared by a success), so guessing from one address stops without locking the owner out
   * elsewhere; and failures per account from everywhere, against a ceiling only guessing spread
   * over many addresses reaches (each address adds at most LOGIN_ACCOUNT_FAILURES_MAX to it per
   * window, and successes add nothing). `client` is the caller's address key (see clientIp).
   * The counters name the account by its id, or an unknown address by its hash, never the address.
   */
  async login(input: LoginDto, client: string): Promise<LoginResponse> {
    const email = normalizeEmail(input.email);
    const user = await this.users.findByEmail(email);
    const account = user ? String(user._id) : hashedKey(email);
    const pair = `${client}|${account}`;
    await this.limiter.consume('loginAccount', pair);
    await this.limiter.assertUnder('loginAccountCeiling', account);
    const matches = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !matches) {
      await this.countFailure(account, user);
      throw new UnauthorizedError(TEXTS.login.invalidCredentials);
    }
    if (user.disabled) throw new UnauthorizedError(TEXTS.login.accountDisabled);
    await this.limiter.clear('loginAccount', pair);
    return { token: await this.tokens.issue(user), user: toAuthUser(user) };
  }

  /**
   * Counts a failed sign-in toward the account's ceiling and, for an existing account, toward the
   * notice to its owner. The caller answers 401 whatever happens here: a failure to count is
   * logged, never turned into a 5xx.
   */
  private async countFailure(account: string, user: StoredUser | null): Promise<void> {
    try {
      await this.limiter.count('loginAccountCeiling', account);
      if (user) await this.noticeFailures(user);
    } catch (error) {
      this.logger.event('error', 'Could not count a failed sign-in', {
        context: 'Accounts',
        error: (error as Error).message,
      });
    }
  }

  /** Mails the owner once per window, when the account's failed sign-ins reach the threshold. */
  private async noticeFailures(user: StoredUser): Promise<void> {
    const id = String(user._id);
    const { total, windowStart } = await this.limiter.count('loginFailureNotice', id);
    if (total !== this.config.rateLimit.loginFailureNotice.max) return;
    await this.outbox.enqueue([
      signInFailuresMail(
        { id, email: user.email },
        { failures: total, since: windowStart, siteUrl: this.config.site.url },
      ),
    ]);
  }
}
