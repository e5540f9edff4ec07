/**
 * An ordered multiset kept as a list of sorted chunks (the shape of Python's SortedList): O(log n)
 * search, inserts that move at most one chunk's worth of elements, and in-order iteration. It is
 * far simpler than a B-tree and fast enough for the hundreds of thousands of keys a local store
 * holds.
 */
const MAX_CHUNK = 512;

export class SortedList<T> {
  private chunks: T[][] = [];
  private count = 0;

  constructor(private readonly compare: (a: T, b: T) => number) {}

  get size(): number {
    return this.count;
  }

  /** Index of the first chunk whose last element is >= value (or the last chunk). */
  private chunkFor(value: T, strict: boolean): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const chunk = this.chunks[mid] as T[];
      const c = this.compare(chunk[chunk.length - 1] as T, value);
      if (c < 0 || (strict && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position in `chunk` whose element is >= value (> value when strict). */
  private bisect(chunk: T[], value: T, strict: boolean): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const c = this.compare(chunk[mid] as T, value);
      if (c < 0 || (strict && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(value: T): void {
    this.count++;
    if (this.chunks.length === 0) {
      this.chunks.push([value]);
      return;
    }
    const ci = this.chunkFor(value, true);
    const chunk = this.chunks[ci] as T[];
    chunk.splice(this.bisect(chunk, value, true), 0, value);
    if (chunk.length > MAX_CHUNK) this.chunks.splice(ci + 1, 0, chunk.splice(MAX_CHUNK >> 1));
  }

  /** Removes one element comparing equal to value; returns whether one was found. */
  delete(value: T): boolean {
    if (this.chunks.length === 0) return false;
    const ci = this.chunkFor(value, false);
    const chunk = this.chunks[ci] as T[];
    const i = this.bisect(chunk, value, false);
    if (i >= chunk.length || this.compare(chunk[i] as T, value) !== 0) return false;
    chunk.splice(i, 1);
    if (chunk.length === 0) this.chunks.splice(ci, 1);
    this.count--;
    return true;
  }

  /** Elements from the first one >= start (all when start is undefined), in ascending order. */
  *ascending(start?: T): Generator<T> {
    let ci = 0;
    let i = 0;
    if (start !== undefined && this.chunks.length > 0) {
      ci = this.chunkFor(start, false);
      i = this.bisect(this.chunks[ci] as T[], start, false);
    }
    for (; ci < this.chunks.length; ci++, i = 0) {
      const chunk = this.chunks[ci] as T[];
      for (; i < chunk.length; i++) yield chunk[i] as T;
    }
  }

  /** Elements from the last one <= start (all when start is undefined), in descending order. */
  *descending(start?: T): Generator<T> {
    let ci = this.chunks.length - 1;
    let i = ci >= 0 ? (this.chunks[ci] as T[]).length - 1 : -1;
    if (start !== undefined && this.chunks.length > 0) {
      ci = this.chunkFor(start, true);
      i = this.bisect(this.chunks[ci] as T[], start, true) - 1;
    }
    for (; ci >= 0; ci--, i = ci >= 0 ? (this.chunks[ci] as T[]).length - 1 : -1) {
      const chunk = this.chunks[ci] as T[];
      for (; i >= 0; i--) yield chunk[i] as T;
    }
  }

  clear(): void {
    this.chunks = [];
    this.count = 0;
  }
}
