import {
  scrubErrorText,
  type CanaryVerdict,
  type RemoteHealthSummary,
  type RemoteReport,
} from '@brightwave/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { JsonLogger } from '../common/logging/json-logger';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/configuration';
import { RemoteHealthRepository, type VersionCounts } from './remote-health.repository';

const DAY_MS = 24 * 3_600_000;

/** Told once, by the one instance that decided, when a canary is to be switched off. */
export type CanaryPulledHook = (verdict: CanaryVerdict) => Promise<void>;

const errorsOf = (counts: Pick<VersionCounts, 'failedLoads' | 'caughtErrors'>) =>
  counts.failedLoads + counts.caughtErrors;
const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/**
 * Real visitors' errors per remote version, and the canary guard. Page loads come from the
 * shell's own beacon, one per page load naming the version of every remote it was given: the
 * same pages that can report an error are the ones counted, so crawlers and visitors without
 * JavaScript (whose errors nobody could see) do not water a rate down, and no secret is needed
 * between the shell's server and the API. (The shell's server knows every page it assigned, but
 * its counts would need an authenticated channel to the API, and would include those pages.)
 *
 * The guard decides here, from the counts every instance shares: a canary with at least
 * CANARY_MIN_LOADS page loads in the last 24 hours whose errors per page load exceed those of
 * stable visitors of the same remote in the same hours by more than CANARY_MAX_EXCESS is switched
 * off. The verdict is stored once (a unique index), and the instance that stored it tells the
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  /** Another module's reaction to a canary switched off (the admin module's audit entry). */
  onCanaryPulled(hook: CanaryPulledHook): void {
    this.hooks.push(hook);
  }

  /** Counts a page's reports; error texts scrubbed again (a client may send anything). */
  async report(reports: readonly RemoteReport[], at = new Date()): Promise<void> {
    await this.repository.record(
      reports.map(({ error, ...report }) => {
        const text = report.kind === 'load' || !error ? '' : scrubErrorText(error);
        return text ? { ...report, error: text } : report;
      }),
      at,
    );
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
