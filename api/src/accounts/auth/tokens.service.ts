import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../../config/configuration';
import { APP_CONFIG } from '../../config/config.module';
import { UsersRepository, type StoredUser } from '../users.repository';

interface TokenClaims {
  sub: string;
  /** The account's session version when the token was issued (see UserRecord.sessionVersion). */
  ver: number;
}

// Only HS256 is ever accepted: "none" and every other algorithm are refused by jsonwebtoken.
const ALGORITHM = 'HS256';

/** Issues sign-in tokens and turns a presented token back into a current, enabled account. */
@Injectable()
export class TokensService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  issue(user: StoredUser): Promise<string> {
    const claims: TokenClaims = { sub: String(user._id), ver: user.sessionVersion ?? 0 };
    return this.jwt.signAsync(claims, {
      secret: this.config.auth.jwtSecret,
      algorithm: ALGORITHM,
      expiresIn: this.config.auth.jwtExpiresInSeconds,
    });
  }

  /**
   * The account a token belongs to, read fresh from the database, or undefined when the token
   * is forged, expired, of a deleted or disabled account, or older than a password change.
   */
  async authenticate(token: string): Promise<StoredUser | undefined> {
    let claims: Partial<TokenClaims>;
    try {
      claims = await this.jwt.verifyAsync<Partial<TokenClaims>>(token, {
        secret: this.config.auth.jwtSecret,
        algorithms: [ALGORITHM],
      });
    } catch {
      return undefined;
    }
    if (typeof claims.sub !== 'string' || typeof claims.ver !== 'number') return undefined;
    const user = await this.users.findById(claims.sub);
    if (!user || user.disabled || (user.sessionVersion ?? 0) !== claims.ver) return undefined;
    return user;
  }
}
