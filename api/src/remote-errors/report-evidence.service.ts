import type { RemoteVersionRef } from '@brightwave/contracts';
import { readReportToken } from '@brightwave/site-registry/trusted-caller';
import { Inject, Injectable } from '@nestjs/common';
import { ValidationError } from '../common/errors/api-error';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/configuration';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import { RemoteHealthRepository } from './remote-health.repository';

/** What a page sends with its page load's token: an error report or a measurement. */
export type EvidenceName = 'report' | 'measurement';

/** A report token's claims, read and checked against what the page said. */
export type Vouched = NonNullable<ReturnType<typeof readReportToken>>;

/** A 400 naming one field. */
const refused = (field: string, message: string) =>
  new ValidationError(message, { [field]: { code: 'invalid', message } });

/**
 * What a page reports (its errors, its field speed) counts only as far as the site's server
 * vouches for it, the same way for every kind of report:
 * - the page load's report token, signed by the site's server (SITE_SERVER_SECRET) and
 *   short-lived, names the remote, version and channel the page says it ran;
 * - a token counts once per kind of report (every instance's uses are in the database);
 * - one address adds at most CANARY_COUNTS_PER_ADDRESS events of a kind to a remote version's
 *   counts in an hour.
 */
@Injectable()
export class ReportEvidence {
  constructor(
    private readonly repository: RemoteHealthRepository,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The claims of `token` if it is valid and names the remote version and channel `claimed`;
   * else a 400 on `{prefix}token` or `{prefix}version` saying why.
   */
  vouch(
    token: unknown,
    { remote, version, channel }: RemoteVersionRef,
    name: EvidenceName,
    prefix = '',
    at = new Date(),
  ): Vouched {
    const claims = readReportToken(this.config.auth.siteServerSecret, token, at.getTime());
    if (!claims) {
      throw refused(
        `${prefix}token`,
        `The ${name} token is not valid or has expired: only a page the site served recently can report.`,
      );
    }
    if (remote !== claims.remote || version !== claims.version || channel !== claims.channel) {
      throw refused(
        `${prefix}version`,
        `The ${name} names a remote version its page was not given: the site's server vouches for the versions it serves.`,
      );
    }
    return claims;
  }

  /**
   * Whether a vouched page load's `kind` of report counts: the first use of its token for that
   * kind, and within `client`'s cap for `capped` (the kind, unless several share one cap).
   */
  async use(claims: Vouched, kind: string, client: string, capped = kind): Promise<boolean> {
    if (!(await this.repository.useToken(claims.id, kind, new Date(claims.expires)))) return false;
    return this.allows(client, claims, capped);
  }

  /** Whether `client` (an address key) may still add an event of `kind` to this version's counts. */
  allows(
    client: string,
    { remote, version }: Pick<RemoteVersionRef, 'remote' | 'version'>,
    kind: string,
  ): Promise<boolean> {
    return this.limiter.allows('canaryEvidence', `${client} ${remote} ${version} ${kind}`);
  }
}
