import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../../config/configuration';
import { APP_CONFIG } from '../../config/config.module';
import { UsersRepository, type StoredUser } from '../users.repository';
import { RevokedTokensRepository } from './revoked-tokens.repository';

interface TokenClaims {
  sub: string;
  /** The account's session version when the token was issued (see UserRecord.sessionVersion). */
  ver: number;
  /** This token's id, so signing out can end this session alone (see revoke). */
  jti: string;
  /** Expiry, in seconds since the epoch (set by jsonwebtoken from expiresIn). */
  exp?: number;
}

// Only HS256 is ever accepted: "none" and every other algorithm are refused by jsonwebtoken.
const ALGORITHM = 'HS256';

/** Issues sign-in tokens and turns a presented token back into a current, enabled account. */
@Injectable()
export class TokensService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
    private readonly revoked: RevokedTokensRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  issue(user: StoredUser): Promise<string> {
    const claims: TokenClaims = {
      sub: String(user._id),
      ver: user.sessionVersion ?? 0,
      jti: randomUUID(),
    };
    return this.jwt.signAsync(claims, {
      secret: this.config.auth.jwtSecret,
      algorithm: ALGORITHM,
      expiresIn: this.config.auth.jwtExpiresInSeconds,
    });
  }

  /**
   * The account a token belongs to, read fresh from the database, or undefined when the token
   * is forged, expired, signed out, of a deleted or disabled account, or older than a password
   * change. A token without an id (issued before sign-out existed) is refused too: it could not
   * be signed out alone, and its owner only has to sign in again.
   */
  async authenticate(token: string): Promise<StoredUser | undefined> {
    const claims = await this.verify(token);
    if (!claims || (await this.revoked.isRevoked(claims.jti))) return undefined;
    const user = await this.users.findById(claims.sub);
    if (!user || user.disabled || (user.sessionVersion ?? 0) !== claims.ver) return undefined;
    return user;
  }

  /**
   * Ends the session of this one token on every instance until it expires; the account's other
   * tokens (other devices) keep working.
   */
  async revoke(token: string): Promise<void> {
    const claims = await this.verify(token);
    if (!claims) return;
    const expiresAt = new Date((claims.exp ?? Date.now() / 1000) * 1000);
    await this.revoked.revoke(claims.jti, expiresAt);
  }

  /** The claims of a genuine, unexpired token with every claim present; undefined otherwise. */
  private async verify(token: string): Promise<TokenClaims | undefined> {
    let claims: Partial<TokenClaims>;
    try {
      claims = await this.jwt.verifyAsync<Partial<TokenClaims>>(token, {
        secret: this.config.auth.jwtSecret,
        algorithms: [ALGORITHM],
      });
    } catch {
      return undefined;
    }
    const { sub, ver, jti } = claims;
    if (typeof sub !== 'string' || typeof ver !== 'number' || typeof jti !== 'string') {
      return undefined;
    }
    return { sub, ver, jti, exp: claims.exp };
  }
}
