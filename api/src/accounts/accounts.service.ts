import { TEXTS, type LoginResponse } from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { ConflictError, UnauthorizedError } from '../common/errors/api-error';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { toAuthUser } from './auth/auth-user';
import { TokensService } from './auth/tokens.service';
import type { LoginDto, RegisterDto } from './dto/accounts.dto';
import { hashPassword, verifyPassword } from './passwords';
import { isDuplicateKeyError, UsersRepository, type StoredUser } from './users.repository';

@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokensService,
    private readonly limiter: RateLimiter,
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
      return await this.users.create({ ...rest, passwordHash: await hashPassword(password) });
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
   * and issues a token. Failed attempts in a row are counted per account.
   */
  async login(input: LoginDto): Promise<LoginResponse> {
    const email = input.email.toLowerCase();
    await this.limiter.consume('loginAccount', email);
    const user = await this.users.findByEmail(email);
    const matches = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !matches) throw new UnauthorizedError(TEXTS.login.invalidCredentials);
    if (user.disabled) throw new UnauthorizedError(TEXTS.login.accountDisabled);
    await this.limiter.clear('loginAccount', email);
    return { token: await this.tokens.issue(user), user: toAuthUser(user) };
  }
}
