import {
  addHistogram,
  VITAL_METRICS,
  vitalPercentile,
  type RemoteChannel,
  type SpeedFigures,
  type SpeedQuery,
  type SpeedSummary,
  type VitalHistogram,
  type VitalMetric,
  type VitalsReport,
} from '@brightwave/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/configuration';
import { ReportEvidence } from './report-evidence.service';
import { VitalsRepository } from './vitals.repository';
import type { VitalsHour } from './vitals.schema';

const DAY_MS = 24 * 3_600_000;

/** Page views summed: a count and a histogram per metric. */
interface Sum {
  views: number;
  h: Partial<Record<VitalMetric, VitalHistogram>>;
}

const emptySum = (): Sum => ({ views: 0, h: {} });

function addRow(sum: Sum, row: Pick<VitalsHour, 'views' | 'h'>): Sum {
  sum.views += row.views ?? 0;
  for (const metric of VITAL_METRICS) {
    if (row.h?.[metric]) sum.h[metric] = addHistogram(sum.h[metric] ?? {}, row.h[metric]);
  }
  return sum;
}

/** p75 and p95 of every metric a sum has measurements of. */
export function figuresOf(sum: Sum): SpeedFigures {
  const figures: SpeedFigures = { views: sum.views, p75: {}, p95: {} };
  for (const metric of VITAL_METRICS) {
    const histogram = sum.h[metric];
    if (!histogram) continue;
    const p75 = vitalPercentile(metric, histogram, 0.75);
    const p95 = vitalPercentile(metric, histogram, 0.95);
    if (p75 !== null) figures.p75[metric] = p75;
    if (p95 !== null) figures.p95[metric] = p95;
  }
  return figures;
}

/** Rows grouped by a key, summed. */
function sumBy<K extends string>(rows: readonly VitalsHour[], key: (row: VitalsHour) => K) {
  const sums = new Map<K, Sum>();
  for (const row of rows) sums.set(key(row), addRow(sums.get(key(row)) ?? emptySum(), row));
  return sums;
}

/** A canary slower than stable: what the canary guard switches off, and why. */
export interface SlowCanary {
  remote: string;
  version: string;
  reason: string;
}

/** The metrics the canary guard compares (the ones a slow release worsens for every visitor). */
const GUARDED: readonly VitalMetric[] = ['lcp', 'inp'];
const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Field speed from real visits (Core Web Vitals, measured by the shell with web-vitals): one
 * measurement per page load, vouched for by the page load's report token for the remote that drew
 * the page (its version and channel; once per token), kept as hourly histograms per route, remote
 * version, channel and device class for 30 days. A share of the measurements is kept
 * (VITALS_SAMPLE_SHARE) on busy sites; an address adds at most CANARY_COUNTS_PER_ADDRESS page
 * views to a version's figures an hour, so the canary guard's comparison rests on many visitors.
 */
@Injectable()
export class VitalsService {
  constructor(
    private readonly repository: VitalsRepository,
    private readonly evidence: ReportEvidence,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One page view's measurement from `client` (its address key): 400 unless its token is valid for
   * its remote version and channel; kept once per token, for a sampled share, bounded per address.
   */
  async accept(report: VitalsReport, client: string, at = new Date()): Promise<void> {
    const claims = this.evidence.vouch(report.token, report, 'measurement', '', at);
    // Sampled before the token is used: a measurement left out leaves nothing behind.
    if (Math.random() >= this.config.vitals.sampleShare) return;
    if (!(await this.evidence.use(claims, 'vitals', client))) return;
    await this.repository.add(report, at);
  }

  /** The console's Speed page: every route's figures over the period, for a device class or all. */
  async summary({ days, device }: SpeedQuery, now = new Date()): Promise<SpeedSummary> {
    const since = new Date(now.getTime() - days * DAY_MS);
    const rows = (await this.repository.since(since)).filter(
      (row) => device === 'all' || row.device === device,
    );
    const routes = [...sumBy(rows, (row) => `${row.remote} ${row.route}`)].map(([key, sum]) => {
      const [remote, route] = key.split(' ') as [string, string];
      const own = rows.filter((row) => row.remote === remote && row.route === route);
      return {
        route,
        remote,
        ...figuresOf(sum),
        devices: [...sumBy(own, (row) => row.device)].map(([name, part]) => ({
          device: name,
          ...figuresOf(part),
        })),
        releases: [...sumBy(own, (row) => `${row.version} ${row.channel}`)]
          .map(([release, part]) => {
            const [version, channel] = release.split(' ') as [string, RemoteChannel];
            return { version, channel, ...figuresOf(part) };
          })
          .sort((a, b) => b.views - a.views),
        days: [...sumBy(own, (row) => row.hour.toISOString().slice(0, 10))].map(([day, part]) => ({
          day,
          ...figuresOf(part),
        })),
      };
    });
    routes.sort((a, b) => b.views - a.views || a.route.localeCompare(b.route));
    return { since: since.toISOString(), days, device, routes };
  }

  /**
   * The canaries of the last 24 hours whose p75 LCP or INP over their page views is worse than
   * stable's (same remote, same hours) by more than CANARY_SPEED_MARGIN, with at least
   * CANARY_SPEED_MIN_VIEWS measured views.
   */
  async slowCanaries(now = new Date()): Promise<SlowCanary[]> {
    const { speedMargin, speedMinViews } = this.config.canary;
    const rows = await this.repository.since(new Date(now.getTime() - DAY_MS));
    const canaries = sumBy(
      rows.filter((row) => row.channel === 'canary'),
      (row) => `${row.remote} ${row.version}`,
    );
    const slow: SlowCanary[] = [];
    for (const [key, canary] of canaries) {
      if (canary.views < speedMinViews) continue;
      const [remote, version] = key.split(' ') as [string, string];
      const hours = new Set(
        rows
          .filter((row) => row.channel === 'canary' && row.remote === remote)
          .filter((row) => row.version === version)
          .map((row) => row.hour.getTime()),
      );
      const stable = emptySum();
      for (const row of rows) {
        if (row.remote === remote && row.channel === 'stable' && hours.has(row.hour.getTime())) {
          addRow(stable, row);
        }
      }
      const [theirs, ours] = [figuresOf(canary), figuresOf(stable)];
      const worse = GUARDED.filter((metric) => {
        const [c, s] = [theirs.p75[metric], ours.p75[metric]];
        return c !== undefined && s !== undefined && c > s * (1 + speedMargin);
      });
      if (!worse.length) continue;
      const figures = worse
        .map(
          (metric) =>
            `p75 ${metric.toUpperCase()} ${ms(theirs.p75[metric]!)} against stable's ${ms(ours.p75[metric]!)}`,
        )
        .join(', ');
      slow.push({
        remote,
        version,
        reason:
          `Switched off automatically: ${remote} ${version} is slower than stable for real visitors: ` +
          `${figures} over ${canary.views} canary and ${stable.views} stable page views in the same hours; ` +
          `the limit is ${Math.round(speedMargin * 100)}% worse than stable (CANARY_SPEED_MARGIN) ` +
          `over at least ${speedMinViews} page views (CANARY_SPEED_MIN_VIEWS).`,
      });
    }
    return slow;
  }
}
