import type { Collection } from 'mongoose';

/** The collection holding one counter document per shared version (`{ _id: name, value }`). */
export const VERSIONS_COLLECTION = 'versions';

interface VersionDocument {
  _id: string;
  value: number;
}

/**
 * A number that every API instance on one database agrees on within `pollMs`: a counter document
 * that a write anywhere raises (`bump`) and each instance reads in the background. A cache kept
 * in one process stays valid while the version it was built at is still `current`, so a change
 * made through any instance shows on every instance within `pollMs` and a database round trip.
 *
 * `current` is read without waiting (the fast path of a cached answer never touches the
 * database); a bump made here counts at once, before the database confirms it. When the database
 * is away the last value read holds, and the next poll that succeeds catches up.
 */
export class SharedVersion {
  private seen: number | undefined;
  /** Raised by every change seen or made here, so a local bump shows before the poll. */
  private local = 0;
  private timer: NodeJS.Timeout | undefined;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly collection: Collection<VersionDocument>,
    private readonly name: string,
    private readonly pollMs: number,
  ) {}

  /** Changes whenever this instance or another has bumped the version since it was last read. */
  get current(): number {
    return this.local;
  }

  /** The version as the database holds it now (what every instance reads next), not the cache's. */
  async stored(): Promise<number> {
    return (await this.collection.findOne({ _id: this.name }))?.value ?? 0;
  }

  /** Reads the version now, then every `pollMs` until `stop`. */
  async start(): Promise<void> {
    await this.read();
    this.timer = setInterval(() => void this.read(), this.pollMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Records a change: here at once, on the other instances at their next read. */
  async bump(): Promise<void> {
    this.local += 1;
    const after = await this.collection.findOneAndUpdate(
      { _id: this.name },
      { $inc: { value: 1 } },
      { upsert: true, returnDocument: 'after' },
    );
    // Its own bump is no news to this instance; a bump elsewhere in between still is.
    if (after && this.seen !== undefined && after.value === this.seen + 1) this.seen = after.value;
  }

  /** One read at a time; a failed read (database away) is tried again at the next poll. */
  private read(): Promise<void> {
    this.reading ??= this.collection
      .findOne({ _id: this.name })
      .then((document) => {
        const value = document?.value ?? 0;
        if (value !== this.seen) {
          if (this.seen !== undefined) this.local += 1;
          this.seen = value;
        }
      })
      .catch(() => undefined)
      .finally(() => (this.reading = undefined));
    return this.reading;
  }
}
