import {
  DEVICE_CLASSES,
  VITAL_METRICS,
  VITALS_LIMITS,
  vitalBucket,
  type VitalsReport,
} from '@brightwave/contracts';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/database/duplicate-key';
import { VitalsHour } from './vitals.schema';

const HOUR_MS = 3_600_000;
/** How long an hour's figures are kept. */
export const VITALS_TTL_MS = 30 * 24 * HOUR_MS;
/** Documents one remote version may have in an hour: its routes by channel and device class. */
const ROWS_PER_VERSION_HOUR = VITALS_LIMITS.routesPerVersionHour * DEVICE_CLASSES.length * 2;

const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);

/** The field speed kept, per hour, route, remote version, channel and device class. */
@Injectable()
export class VitalsRepository {
  constructor(@InjectModel(VitalsHour.name) private readonly hours: Model<VitalsHour>) {}

  /**
   * Adds one page view's measurement to its hour's document. A remote version's routes in an hour
   * are bounded (VITALS_LIMITS): a route past them is not kept (false).
   */
  async add(report: VitalsReport, at = new Date()): Promise<boolean> {
    const hour = hourOf(at);
    const { remote, version, channel, route, device } = report;
    const filter = { remote, version, hour, route, channel, device };
    const inc: Record<string, number> = { views: 1, [`connections.${report.connection}`]: 1 };
    for (const metric of VITAL_METRICS) {
      const value = report[metric];
      if (value !== undefined) inc[`h.${metric}.${vitalBucket(metric, value)}`] = 1;
    }
    const { matchedCount } = await this.hours.updateOne(filter, { $inc: inc }).exec();
    if (matchedCount) return true;
    const rows = await this.hours.countDocuments({ remote, version, hour }).exec();
    if (rows >= ROWS_PER_VERSION_HOUR) return false;
    try {
      await this.hours
        .updateOne(
          filter,
          { $inc: inc, $setOnInsert: { expiresAt: new Date(hour.getTime() + VITALS_TTL_MS) } },
          { upsert: true },
        )
        .exec();
    } catch (error) {
      // Another instance inserted it between the two calls: add to theirs.
      if (!isDuplicateKeyError(error)) throw error;
      await this.hours.updateOne(filter, { $inc: inc }).exec();
    }
    return true;
  }

  /** The hours since `since`, optionally of one remote, oldest first. */
  since(since: Date, remote?: string): Promise<VitalsHour[]> {
    return this.hours
      .find({ hour: { $gte: hourOf(since) }, ...(remote ? { remote } : {}) })
      .sort({ hour: 1 })
      .lean<VitalsHour[]>()
      .exec();
  }
}
