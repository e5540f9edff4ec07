import { Long } from 'bson';
import { randomBytes } from 'node:crypto';
import { MongoServerError } from '../errors';

interface OpenCursor {
  ns: string;
  docs: Buffer[];
  pos: number;
  lastUsed: number;
}

/**
 * Server-side cursors: results not returned in the first batch wait here for getMore. Idle ones
 * are dropped after `timeoutMs` (mongod's cursorTimeoutMillis, 10 minutes by default).
 */
export class CursorManager {
  private readonly open = new Map<string, OpenCursor>();
  timeoutMs = 600_000;
  private readonly sweeper: NodeJS.Timeout;

  constructor() {
    this.sweeper = setInterval(() => this.expire(), 1000);
    this.sweeper.unref();
  }

  get size(): number {
    return this.open.size;
  }

  /** Registers the remaining results; returns the cursor id (never 0). */
  create(ns: string, docs: Buffer[], pos: number): Long {
    let id: Long;
    do id = Long.fromBytesLE([...randomBytes(8)]).and(Long.MAX_VALUE);
    while (id.isZero() || this.open.has(id.toString()));
    this.open.set(id.toString(), { ns, docs, pos, lastUsed: Date.now() });
    return id;
  }

  /** The next batch for getMore; `done` when the cursor is exhausted (and gone). */
  next(id: Long, ns: string, batchSize: number): { docs: Buffer[]; done: boolean } {
    const key = id.toString();
    const cursor = this.open.get(key);
    // Checked here as well as by the sweeper so expiry does not depend on the sweep's timing.
    if (cursor && Date.now() - cursor.lastUsed > this.timeoutMs) this.open.delete(key);
    if (!cursor || !this.open.has(key))
      throw new MongoServerError('CursorNotFound', `cursor id ${key} not found`);
    if (cursor.ns !== ns)
      throw new MongoServerError(
        'Unauthorized',
        `Requested getMore on namespace '${ns}', but cursor belongs to a different namespace ${cursor.ns}`,
      );
    const { docs, end } = takeBatch(cursor.docs, cursor.pos, batchSize);
    cursor.pos = end;
    cursor.lastUsed = Date.now();
    const done = end >= cursor.docs.length;
    if (done) this.open.delete(key);
    return { docs, done };
  }

  kill(id: Long): boolean {
    return this.open.delete(id.toString());
  }

  expire(now = Date.now()): void {
    for (const [key, c] of this.open) if (now - c.lastUsed > this.timeoutMs) this.open.delete(key);
  }

  close(): void {
    clearInterval(this.sweeper);
    this.open.clear();
  }
}

/** Reply batches stay under 16 MiB like mongod's, whatever batchSize asks for. */
const MAX_BATCH_BYTES = 16 * 1024 * 1024 - 16 * 1024;

export function takeBatch(
  docs: Buffer[],
  start: number,
  batchSize: number,
): { docs: Buffer[]; end: number } {
  let end = start;
  let bytes = 0;
  const limit = batchSize > 0 ? start + batchSize : docs.length;
  while (end < docs.length && end < limit) {
    const size = (docs[end] as Buffer).length;
    if (end > start && bytes + size > MAX_BATCH_BYTES) break;
    bytes += size;
    end++;
  }
  return { docs: docs.slice(start, end), end };
}
