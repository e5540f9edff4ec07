import { encode, decodePromoted } from '../bson/codec';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { decodeRecords, encodeRecord, type RecordData } from './records';

const SNAPSHOT = 'snapshot.bin';
const JOURNAL = 'journal.log';
const LOCK = 'embedded-mongo.lock';
/** Compact once the journal outgrows this and the snapshot it would replace. */
const MIN_COMPACT_BYTES = 16 * 1024 * 1024;

/**
 * Durable storage under dbPath: a snapshot (every collection, index and document at one moment)
 * plus an append-only journal of changes since. Both start with a generation header; compaction
 * writes snapshot N+1 by rename, then a fresh journal N+1, so a crash at any point leaves either
 * the old pair or a snapshot whose stale journal (generation N) is ignored.
 */
export class Store {
  private fd = -1;
  private generation = 0;
  private journalBytes = 0;
  private snapshotBytes = 0;
  private pending: Buffer[] = [];
  private waiting: ((error: Error | null) => void)[] = [];
  private syncing = false;
  private onIdle: (() => void) | undefined;

  constructor(private readonly dir: string) {}

  /** Takes the directory lock and replays snapshot then journal into apply. */
  open(apply: (record: RecordData) => void): void {
    fs.mkdirSync(this.dir, { recursive: true });
    this.lock();
    try {
      this.recover(apply);
    } catch (e) {
      // Leave the directory free for another attempt (after a repair, say).
      if (this.fd >= 0) fs.closeSync(this.fd);
      this.fd = -1;
      this.unlock();
      throw e;
    }
  }

  private recover(apply: (record: RecordData) => void): void {
    const snapshot = this.readFile(SNAPSHOT);
    if (snapshot) {
      const { records, goodLength } = decodeRecords(snapshot);
      // A snapshot is only ever installed whole (by rename), so damage there is not a torn write.
      if (goodLength !== snapshot.length || records[0]?.op !== 'h')
        throw new Error(`embedded-mongo: ${path.join(this.dir, SNAPSHOT)} is damaged`);
      this.generation = generationOf(records[0]);
      records.slice(1).forEach(apply);
      this.snapshotBytes = snapshot.length;
    }
    const journal = this.readFile(JOURNAL);
    const decoded = journal ? decodeRecords(journal) : undefined;
    const header = decoded?.records[0];
    if (decoded && header?.op === 'h' && generationOf(header) === this.generation) {
      decoded.records.slice(1).forEach(apply);
      this.fd = fs.openSync(path.join(this.dir, JOURNAL), 'r+');
      // Drop a torn tail so new records follow the last intact one.
      fs.ftruncateSync(this.fd, decoded.goodLength);
      fs.fsyncSync(this.fd);
      this.journalBytes = decoded.goodLength;
    } else {
      this.startJournal();
    }
  }

  private lock(): void {
    if (OPEN_DIRS.has(this.dir))
      throw new Error(`embedded-mongo: ${this.dir} is already open in this process`);
    const file = path.join(this.dir, LOCK);
    try {
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid))
        throw new Error(`embedded-mongo: ${this.dir} is in use by process ${pid}`);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    }
    fs.writeFileSync(file, String(process.pid));
    OPEN_DIRS.add(this.dir);
  }

  private unlock(): void {
    fs.rmSync(path.join(this.dir, LOCK), { force: true });
    OPEN_DIRS.delete(this.dir);
  }

  private readFile(name: string): Buffer | undefined {
    try {
      return fs.readFileSync(path.join(this.dir, name));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  }

  /** Atomically replaces name with content: temp file, fsync, rename, fsync of the directory. */
  private install(name: string, chunks: Iterable<Buffer>): number {
    const tmp = path.join(this.dir, `${name}.tmp`);
    const fd = fs.openSync(tmp, 'w');
    let bytes = 0;
    let batch: Buffer[] = [];
    let batchBytes = 0;
    const drain = (): void => {
      if (batch.length === 0) return;
      fs.writeSync(fd, batch.length === 1 ? (batch[0] as Buffer) : Buffer.concat(batch));
      batch = [];
      batchBytes = 0;
    };
    for (const chunk of chunks) {
      batch.push(chunk);
      batchBytes += chunk.length;
      bytes += chunk.length;
      if (batchBytes > 1 << 20) drain();
    }
    drain();
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, path.join(this.dir, name));
    syncDir(this.dir);
    return bytes;
  }

  private startJournal(): void {
    if (this.fd >= 0) fs.closeSync(this.fd);
    this.journalBytes = this.install(JOURNAL, [header(this.generation)]);
    this.fd = fs.openSync(path.join(this.dir, JOURNAL), 'r+');
  }

  append(record: Buffer): void {
    this.pending.push(record);
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /** Takes the pending records and reserves their place at the end of the journal. */
  private takePending(): { data: Buffer; position: number } | undefined {
    if (this.pending.length === 0 || this.fd < 0) return undefined;
    const data =
      this.pending.length === 1 ? (this.pending[0] as Buffer) : Buffer.concat(this.pending);
    this.pending = [];
    const position = this.journalBytes;
    this.journalBytes += data.length;
    return { data, position };
  }

  private get wantsCompaction(): boolean {
    return this.journalBytes > Math.max(MIN_COMPACT_BYTES, this.snapshotBytes);
  }

  /** Writes and fsyncs pending records synchronously; true when compaction is due. */
  flush(): boolean {
    const batch = this.takePending();
    if (batch) {
      fs.writeSync(this.fd, batch.data, 0, batch.data.length, batch.position);
      fs.fdatasyncSync(this.fd);
    }
    return this.wantsCompaction;
  }

  /**
   * Group commit: makes everything appended so far durable, then calls done. Callers arriving
   * while an fdatasync is in flight share the next one, so many clients writing at once pay for
   * one disk flush instead of one each, and the event loop keeps serving meanwhile.
   */
  sync(done: (error: Error | null) => void, compact: () => void): void {
    this.waiting.push(done);
    if (!this.syncing) this.startSync(compact);
  }

  private startSync(compact: () => void): void {
    const callbacks = this.waiting;
    this.waiting = [];
    this.syncing = true;
    const finish = (error: Error | null): void => {
      this.syncing = false;
      for (const cb of callbacks) cb(error);
      if (!error && this.wantsCompaction && this.fd >= 0) compact();
      if (this.waiting.length > 0) this.startSync(compact);
      else this.onIdle?.();
    };
    const batch = this.takePending();
    const fd = this.fd;
    if (!batch) return void fs.fdatasync(fd, finish);
    fs.write(fd, batch.data, 0, batch.data.length, batch.position, (error) => {
      if (error) finish(error);
      else fs.fdatasync(fd, finish);
    });
  }

  /** Writes a new snapshot from dump() and restarts the journal empty. */
  compact(dump: () => Iterable<Buffer>): void {
    this.flush();
    this.generation++;
    const gen = this.generation;
    this.snapshotBytes = this.install(
      SNAPSHOT,
      (function* () {
        yield header(gen);
        yield* dump();
      })(),
    );
    this.startJournal();
  }

  get sizes(): { journal: number; snapshot: number } {
    return { journal: this.journalBytes, snapshot: this.snapshotBytes };
  }

  /** Closes once no group commit is in flight (its file descriptor must stay open until then). */
  close(): Promise<void> {
    if (this.syncing) return new Promise((resolve) => (this.onIdle = () => resolve(this.close())));
    this.flush();
    if (this.fd >= 0) fs.closeSync(this.fd);
    this.fd = -1;
    this.unlock();
    return Promise.resolve();
  }
}

/** Directories opened by this process: the pid lock file cannot tell two of them apart. */
const OPEN_DIRS = new Set<string>();

const header = (gen: number): Buffer => encodeRecord('h', '', encode({ gen }));
const generationOf = (r: RecordData): number => Number(decodePromoted(r.body).gen);

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function syncDir(dir: string): void {
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
