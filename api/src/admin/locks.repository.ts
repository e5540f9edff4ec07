import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { isDuplicateKeyError } from '../common/database/duplicate-key';
import { LockRecord } from './lock.schema';

/** How long a lock is held at most (a holder that crashed frees it after this). */
const LEASE_MS = 10_000;
/** How long a caller waits for a taken lock before giving up, and how often it tries. */
const WAIT_MS = 3_000;
const RETRY_MS = 20;

/** The lock stayed taken for longer than the wait. */
export class LockBusyError extends Error {}

/**
 * Named locks in the database, so work that must not overlap runs one at a time across every API
 * instance, without transactions: taking a lock is one conditional upsert, which only succeeds
 * when the lock is free or its lease ran out (a held lock makes the upsert a duplicate key).
 */
@Injectable()
export class LocksRepository {
  constructor(@InjectModel(LockRecord.name) private readonly locks: Model<LockRecord>) {}

  /** Runs `work` while holding the lock `name`; throws LockBusyError when it stays taken. */
  async withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
    const holder = randomUUID();
    const giveUpAt = Date.now() + WAIT_MS;
    while (!(await this.tryTake(name, holder))) {
      if (Date.now() >= giveUpAt) throw new LockBusyError(`The lock ${name} is taken.`);
      await sleep(RETRY_MS);
    }
    try {
      return await work();
    } finally {
      await this.locks.deleteOne({ _id: name, holder }).exec();
    }
  }

  private async tryTake(name: string, holder: string): Promise<boolean> {
    const now = new Date();
    try {
      await this.locks
        .updateOne(
          { _id: name, until: { $lte: now } },
          { $set: { holder, until: new Date(now.getTime() + LEASE_MS) } },
          { upsert: true },
        )
        .exec();
      return true;
    } catch (error) {
      if (isDuplicateKeyError(error)) return false;
      throw error;
    }
  }
}
