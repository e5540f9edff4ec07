import type {
  RemoteReportKind,
  RemoteVersionHealth,
  RemoteVersionRef,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/database/duplicate-key';
import {
  CanaryVerdictRecord,
  RemoteHealthBucket,
  ReportTokenUse,
  type CanaryVerdictRecord as Verdict,
} from './remote-health.schema';

/** One thing counted for a remote version: a page load, or an error (with its scrubbed text). */
export type CountedEvent = RemoteVersionRef & { kind: RemoteReportKind; error?: string };

const HOUR_MS = 3_600_000;
const BUCKET_TTL_MS = 48 * HOUR_MS;
const VERDICT_TTL_MS = 7 * 24 * HOUR_MS;

/** A remote version's counts over a window, per channel. */
export interface VersionCounts extends Omit<RemoteVersionHealth, 'errorRate' | 'pulledAt'> {
  /** The hours (their start, ms) it had page loads in. */
  hours: number[];
}

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** The only place that reads and writes the remotes' counts and the canary verdicts. */
@Injectable()
export class RemoteHealthRepository {
  constructor(
    @InjectModel(RemoteHealthBucket.name) private readonly buckets: Model<RemoteHealthBucket>,
    @InjectModel(CanaryVerdictRecord.name) private readonly verdicts: Model<CanaryVerdictRecord>,
    @InjectModel(ReportTokenUse.name) private readonly tokenUses: Model<ReportTokenUse>,
  ) {}

  /**
   * Marks a token used for a kind of report: true the first time (of every instance's), false
   * when it was used for that kind already.
   */
  async useToken(token: string, kind: string, expiresAt: Date): Promise<boolean> {
    try {
      await this.tokenUses.create({ token, kind, expiresAt });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** Adds events to their hour's counts: one upsert per remote version and channel. */
  async record(reports: readonly CountedEvent[], at = new Date()): Promise<void> {
    if (!reports.length) return;
    const hour = hourOf(at);
    const byKey = new Map<string, { report: CountedEvent; inc: Record<string, number> }>();
    for (const report of reports) {
      const key = `${report.remote} ${report.version} ${report.channel}`;
      const entry = byKey.get(key) ?? {
        report,
        inc: { loads: 0, failedLoads: 0, caughtErrors: 0 },
      };
      const field = { load: 'loads', 'load-failed': 'failedLoads', caught: 'caughtErrors' }[
        report.kind
      ];
      entry.inc[field]! += 1;
      if (report.error) entry.report = report;
      byKey.set(key, entry);
    }
    await this.buckets.bulkWrite(
      [...byKey.values()].map(({ report, inc }) => ({
        updateOne: {
          filter: {
            remote: report.remote,
            version: report.version,
            channel: report.channel,
            hour,
          },
          update: {
            $inc: inc,
            $setOnInsert: { expiresAt: new Date(hour.getTime() + BUCKET_TTL_MS) },
            ...(report.error ? { $set: { lastError: report.error } } : {}),
          },
          upsert: true,
        },
      })),
      { ordered: false },
    );
  }

  /** Every remote version's counts since `since`, per channel, most page loads first. */
  async countsSince(since: Date): Promise<VersionCounts[]> {
    const rows = await this.buckets
      .find({ hour: { $gte: hourOf(since) } })
      .sort({ hour: 1 })
      .lean<RemoteHealthBucket[]>()
      .exec();
    const byKey = new Map<string, VersionCounts>();
    for (const row of rows) {
      const key = `${row.remote} ${row.version} ${row.channel}`;
      const counts = byKey.get(key) ?? {
        remote: row.remote,
        version: row.version,
        channel: row.channel,
        loads: 0,
        failedLoads: 0,
        caughtErrors: 0,
        hours: [],
      };
      counts.loads += row.loads ?? 0;
      counts.failedLoads += row.failedLoads ?? 0;
      counts.caughtErrors += row.caughtErrors ?? 0;
      if (row.lastError) counts.lastError = row.lastError;
      if (row.loads) counts.hours.push(row.hour.getTime());
      byKey.set(key, counts);
    }
    return [...byKey.values()].sort(
      (a, b) => a.remote.localeCompare(b.remote) || b.loads - a.loads,
    );
  }

  /**
   * Records a verdict unless one exists for that remote and version: true for the one call (of
   * every instance's) that wrote it.
   */
  async addVerdict(verdict: Omit<Verdict, 'expiresAt'>): Promise<boolean> {
    try {
      await this.verdicts.create({
        ...verdict,
        expiresAt: new Date(verdict.at.getTime() + VERDICT_TTL_MS),
      });
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }

  /** The verdicts kept (a week), newest first. */
  listVerdicts(): Promise<Verdict[]> {
    return this.verdicts.find().sort({ at: -1 }).lean<Verdict[]>().exec();
  }
}
