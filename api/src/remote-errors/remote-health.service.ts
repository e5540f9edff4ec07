import {
  scrubErrorText,
  type CanaryVerdict,
  type RemoteHealthSummary,
  type RemoteReport,
  type RemoteVersionRef,
} from '@brightwave/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { JsonLogger } from '../common/logging/json-logger';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/configuration';
import { ReportEvidence } from './report-evidence.service';
import {
  RemoteHealthRepository,
  type CountedEvent,
  type VersionCounts,
} from './remote-health.repository';
import { VitalsService } from './vitals.service';

const DAY_MS = 24 * 3_600_000;

/** Told once, by the one instance that decided, when a canary is to be switched off. */
export type CanaryPulledHook = (verdict: CanaryVerdict) => Promise<void>;

const errorsOf = (counts: Pick<VersionCounts, 'failedLoads' | 'caughtErrors'>) =>
  counts.failedLoads + counts.caughtErrors;
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * Real visitors' page loads and errors per remote version, and the canary guard. Nothing a visitor
 * claims is taken as it is:
 * - page loads are counted by the shell's server (a trusted caller: SITE_SERVER_SECRET), for the
 *   remote versions it gave the visitor, when the page asks for its report tokens (so a page that
 *   runs no script, like a crawler's, which could report no error, does not water a rate down);
 * - an error report counts only with the token the server gave that page load for that remote
 *   version and channel (signed, short-lived), once per kind of error;
 * - one address adds at most CANARY_COUNTS_PER_ADDRESS page loads, and as many errors, to a
 *   remote version's counts in an hour: a verdict rests on many visitors. With CANARY_MIN_LOADS
 *   at least 1 / CANARY_MAX_EXCESS (50 and 0.05 by default), one address moves a rate by less than
 *   the margin: it can neither condemn a healthy canary nor water a failing one down.
 * Only versions a server served get counts, so the rows are bounded (remote, version, channel
 * and hour).
 *
 * The guard decides here, from the counts every instance shares: a canary with at least
 * CANARY_MIN_LOADS page loads in the last 24 hours whose errors per page load exceed those of
 * stable visitors of the same remote in the same hours by more than CANARY_MAX_EXCESS is switched
 * off, and so is one its visitors measured slower than stable (VitalsService.slowCanaries). The verdict is stored once (a unique index), and the instance that stored it tells the
 * hooks (the admin module writes the audit entry); the shell's servers read the verdicts and
 * switch the canary off in the release store.
 */
@Injectable()
export class RemoteHealthService {
  private readonly hooks: CanaryPulledHook[] = [];
  /** The evaluation under way: polls that arrive meanwhile share it. */
  private evaluation: Promise<CanaryVerdict[]> | undefined;

  constructor(
    private readonly repository: RemoteHealthRepository,
    private readonly evidence: ReportEvidence,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
    private readonly vitals: VitalsService,
  ) {}

  /** Another module's reaction to a canary switched off (the admin module's audit entry). */
  onCanaryPulled(hook: CanaryPulledHook): void {
    this.hooks.push(hook);
  }

  /**
   * Counts a page's error reports from `client` (its address key): each must carry a valid token
   * for its remote, version and channel (else 400, nothing stored); a token counts once per kind,
   * an address a bounded number of times. Error texts scrubbed again (a client may send anything).
   */
  async report(reports: readonly RemoteReport[], client: string, at = new Date()): Promise<void> {
    // Every report vouched for before any is counted.
    const vouched = reports.map((report, i) => ({
      report,
      claims: this.evidence.vouch(report.token, report, 'report', `reports.${i}.`, at),
    }));
    const counted: CountedEvent[] = [];
    for (const { report, claims } of vouched) {
      // Errors of either kind share a cap: one address is one visitor with one bad experience.
      if (!(await this.evidence.use(claims, report.kind, client, 'error'))) continue;
      const { remote, version, channel, kind, error } = report;
      const text = error ? scrubErrorText(error) : '';
      counted.push({ remote, version, channel, kind, ...(text ? { error: text } : {}) });
    }
    await this.repository.record(counted, at);
  }

  /** Counts a page load the shell's server served `visitor` (an address key), per version. */
  async pageLoad(loads: readonly RemoteVersionRef[], visitor: string, at = new Date()) {
    const counted: CountedEvent[] = [];
    for (const { remote, version, channel } of loads) {
      if (await this.evidence.allows(visitor, { remote, version }, 'load')) {
        counted.push({ remote, version, channel, kind: 'load' });
      }
    }
    await this.repository.record(counted, at);
  }

  /** Every remote version's figures over the last 24 hours, with its verdict if any. */
  async summary(now = new Date()): Promise<RemoteHealthSummary> {
    const since = new Date(now.getTime() - DAY_MS);
    const [counts, verdicts] = await Promise.all([
      this.repository.countsSince(since),
      this.repository.listVerdicts(),
    ]);
    return {
      since: since.toISOString(),
      versions: counts.map((row) => {
        const verdict =
          row.channel === 'canary'
            ? verdicts.find((v) => v.remote === row.remote && v.version === row.version)
            : undefined;
        return {
          remote: row.remote,
          version: row.version,
          channel: row.channel,
          loads: row.loads,
          failedLoads: row.failedLoads,
          caughtErrors: row.caughtErrors,
          errorRate: row.loads ? errorsOf(row) / row.loads : null,
          ...(row.lastError ? { lastError: row.lastError } : {}),
          ...(verdict ? { pulledAt: verdict.at.toISOString() } : {}),
        };
      }),
    };
  }

  /** The canaries to keep switched off, deciding first on the counts as they stand. */
  async verdicts(now = new Date()): Promise<CanaryVerdict[]> {
    this.evaluation ??= this.evaluate(now).finally(() => (this.evaluation = undefined));
    return this.evaluation;
  }

  private async evaluate(now: Date): Promise<CanaryVerdict[]> {
    const counts = await this.repository.countsSince(new Date(now.getTime() - DAY_MS));
    const decided = new Set(
      (await this.repository.listVerdicts()).map((v) => `${v.remote} ${v.version}`),
    );
    const { minLoads, maxExcess } = this.config.canary;
    for (const canary of counts) {
      if (canary.channel !== 'canary' || canary.loads < minLoads) continue;
      if (decided.has(`${canary.remote} ${canary.version}`)) continue;
      // Stable visitors of the same remote in the hours the canary ran: the same traffic, the same
      // backend, the same time of day.
      const hours = new Set(canary.hours);
      const stable = { loads: 0, failedLoads: 0, caughtErrors: 0 };
      for (const row of counts) {
        if (row.remote !== canary.remote || row.channel !== 'stable') continue;
        if (!row.hours.some((hour) => hours.has(hour))) continue;
        stable.loads += row.loads;
        stable.failedLoads += row.failedLoads;
        stable.caughtErrors += row.caughtErrors;
      }
      const canaryRate = errorsOf(canary) / canary.loads;
      const stableRate = stable.loads ? errorsOf(stable) / stable.loads : 0;
      if (canaryRate - stableRate <= maxExcess) continue;
      const reason =
        `Switched off automatically: ${canary.remote} ${canary.version} had ${errorsOf(canary)} errors ` +
        `(${canary.failedLoads} failed loads, ${canary.caughtErrors} caught) in ${canary.loads} canary page loads ` +
        `(${percent(canaryRate)}), stable ${percent(stableRate)} of ${stable.loads} in the same hours; ` +
        `the limit is ${(maxExcess * 100).toFixed(1)} points above stable (CANARY_MAX_EXCESS) ` +
        `over at least ${minLoads} page loads (CANARY_MIN_LOADS).`;
      await this.decide({ remote: canary.remote, version: canary.version, at: now, reason });
      decided.add(`${canary.remote} ${canary.version}`);
    }
    // Slower for real visitors than stable is as bad as more errors (vitals.service.ts).
    for (const { remote, version, reason } of await this.vitals.slowCanaries(now)) {
      if (decided.has(`${remote} ${version}`)) continue;
      await this.decide({ remote, version, at: now, reason });
    }
    return (await this.repository.listVerdicts()).map((v) => ({
      remote: v.remote,
      version: v.version,
      at: v.at.toISOString(),
      reason: v.reason,
    }));
  }

  private async decide(verdict: { remote: string; version: string; at: Date; reason: string }) {
    if (!(await this.repository.addVerdict(verdict))) return; // another instance decided it
    this.logger.warn(`Canary ${verdict.remote} ${verdict.version} pulled. ${verdict.reason}`);
    const told = { ...verdict, at: verdict.at.toISOString() };
    for (const hook of this.hooks) await hook(told);
  }
}
