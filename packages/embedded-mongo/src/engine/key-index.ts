import { Query } from 'mingo';
import { valuesAtPath } from '../bson/paths';
import {
  compactKey,
  compareValues,
  isNumeric,
  isPlainObject,
  keyOf,
  numberOr,
  promote,
  toNumber,
  truthy,
  typeRank,
} from '../bson/values';
import { MongoServerError, notSupported } from '../errors';
import { SortedList } from './sorted-list';

/**
 * One index entry: the first field's value, the other fields' values for a compound index, and
 * the owning document's id key. Split this way because an array per entry of a single-field
 * index cost more memory than the value itself.
 */
export interface Entry {
  readonly v: unknown;
  readonly more: readonly unknown[] | undefined;
  readonly id: string;
  /** Only on search probes: where the probe sits among entries sharing its (shorter) key prefix. */
  readonly edge?: -1 | 1;
}

const entryOf = (k: readonly unknown[], id: string, edge?: -1 | 1): Entry => ({
  v: compactKey(k[0]),
  more: k.length > 1 ? k.slice(1).map(compactKey) : undefined,
  id,
  edge,
});

/** A range of first-field values; an undefined end is open (bounded by the other end's type). */
export interface Interval {
  lo?: unknown;
  loInc: boolean;
  hi?: unknown;
  hiInc: boolean;
}

export interface IndexSpec {
  v: number;
  key: Record<string, unknown>;
  name: string;
  [option: string]: unknown;
}

/** Smallest value of a type bracket, so an open lower bound skips keys of lower types. */
function bracketStart(v: unknown): unknown {
  switch (typeRank(v)) {
    case 3:
      return -Infinity;
    case 4:
      return '';
    case 10:
      return new Date(-8.64e15);
    default:
      return undefined;
  }
}

/**
 * A secondary (or `_id`) index over one collection: an ordered list of (key tuple, id) entries.
 * Array values produce one entry per element (a multikey index), as in mongod.
 */
export class KeyIndex {
  readonly fields: string[];
  readonly dirs: number[];
  readonly unique: boolean;
  readonly sparse: boolean;
  readonly expireAfterSeconds: number | undefined;
  private readonly partial: Query | undefined;
  private readonly list: SortedList<Entry>;
  /** Every field is top-level and no partial filter applies: the fields alone decide the keys. */
  get topLevel(): boolean {
    return this.partial === undefined && this.fields.every((f) => !f.includes('.'));
  }

  /** The field name when the index has one top-level field (the fast paths apply). */
  private readonly simpleField: string | undefined;
  /** Set once any document had an array under an indexed field; range bounds then stay one-sided. */
  multikey = false;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.dirs = this.fields.map((f) => {
      const d = spec.key[f];
      if (!isNumeric(d)) throw notSupported(`A "${String(d)}" index (field ${f})`);
      return toNumber(d) < 0 ? -1 : 1;
    });
    this.unique = truthy(spec.unique) || spec.name === '_id_';
    const only = this.fields.length === 1 ? this.fields[0] : undefined;
    this.simpleField = only !== undefined && !only.includes('.') ? only : undefined;
    this.sparse = truthy(spec.sparse);
    this.expireAfterSeconds =
      spec.expireAfterSeconds === undefined ? undefined : numberOr(spec.expireAfterSeconds, 0);
    this.partial = isPlainObject(spec.partialFilterExpression)
      ? new Query(promote(spec.partialFilterExpression) as Record<string, unknown>)
      : undefined;
    this.list = new SortedList<Entry>((a, b) => this.compareEntries(a, b));
  }

  get name(): string {
    return this.spec.name;
  }

  get size(): number {
    return this.list.size;
  }

  /** Usable to answer queries: sparse and partial indexes would miss documents. */
  get complete(): boolean {
    return !this.sparse && this.partial === undefined;
  }

  private compareEntries(a: Entry, b: Entry): number {
    const c = compareValues(a.v, b.v) * (this.dirs[0] as number);
    if (c !== 0) return c;
    // A probe carrying only the first field sits before/after every entry sharing that value.
    if (a.more === undefined && a.edge !== undefined && b.more !== undefined) return a.edge;
    if (b.more === undefined && b.edge !== undefined && a.more !== undefined) return -b.edge;
    if (a.more !== undefined && b.more !== undefined) {
      for (let i = 0; i < a.more.length; i++) {
        const ci = compareValues(a.more[i], b.more[i]) * (this.dirs[i + 1] as number);
        if (ci !== 0) return ci;
      }
    }
    if (a.edge !== undefined) return a.edge;
    if (b.edge !== undefined) return -b.edge;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  }

  /** The key tuples a (promoted) document contributes; none when sparse/partial exclude it. */
  keysFor(doc: Record<string, unknown>): unknown[][] {
    if (this.partial && !this.partial.test(doc)) return [];
    // Fast path for the common case: one top-level scalar field (every insert goes through here).
    if (this.simpleField !== undefined) {
      const v = doc[this.simpleField];
      if (!Array.isArray(v) && !(v === undefined && this.sparse)) return [[v ?? null]];
    }
    const perField = this.fields.map((f) => {
      const found = valuesAtPath(doc, f);
      const flat: unknown[] = [];
      for (const v of found) {
        if (Array.isArray(v)) {
          this.multikey = true;
          if (v.length === 0) flat.push(undefined);
          else flat.push(...(v as unknown[]));
        } else flat.push(v);
      }
      if (found.length > 1) this.multikey = true;
      return flat.map((v) => (v === undefined ? null : v));
    });
    if (this.sparse && this.fields.every((f) => valuesAtPath(doc, f)[0] === undefined)) return [];
    let tuples: unknown[][] = [[]];
    for (const values of perField) {
      const unique = dedupe(values);
      tuples = tuples.flatMap((t) => unique.map((v) => [...t, v]));
    }
    return tuples;
  }

  add(doc: Record<string, unknown>, id: string): void {
    for (const k of this.keysFor(doc)) this.list.insert(entryOf(k, id));
  }

  /** Moves a document's entries from its previous to its new version (none when keys match). */
  replace(
    previous: Record<string, unknown> | undefined,
    doc: Record<string, unknown>,
    id: string,
  ): void {
    if (!previous) return this.add(doc, id);
    const before = this.keysFor(previous);
    const after = this.keysFor(doc);
    const same =
      before.length === after.length &&
      before.every((k, i) => k.every((v, j) => compareValues(v, after[i]?.[j]) === 0));
    if (same) return;
    for (const k of before) this.list.delete(entryOf(k, id));
    for (const k of after) this.list.insert(entryOf(k, id));
  }

  remove(doc: Record<string, unknown>, id: string): void {
    for (const k of this.keysFor(doc)) this.list.delete(entryOf(k, id));
  }

  clear(): void {
    this.list.clear();
  }

  /** Throws E11000 when another document already holds one of doc's keys. */
  checkUnique(doc: Record<string, unknown>, id: string, ns: string): void {
    if (!this.unique) return;
    for (const k of this.keysFor(doc)) {
      // At most two entries can share a unique key here: another document's and this one's.
      for (const e of this.list.ascending(entryOf(k, '', -1))) {
        const same =
          compareValues(k[0], e.v) === 0 &&
          k.slice(1).every((v, i) => compareValues(v, e.more?.[i]) === 0);
        if (!same) break;
        if (e.id !== id) throw this.duplicateError(k, ns);
      }
    }
  }

  duplicateError(k: readonly unknown[], ns: string): MongoServerError {
    const keyValue: Record<string, unknown> = {};
    const keyPattern: Record<string, unknown> = {};
    this.fields.forEach((f, i) => {
      keyValue[f] = k[i];
      keyPattern[f] = this.dirs[i];
    });
    const shown = this.fields.map((f, i) => `${f}: ${showValue(k[i])}`).join(', ');
    return new MongoServerError(
      'DuplicateKey',
      `E11000 duplicate key error collection: ${ns} index: ${this.name} dup key: { ${shown} }`,
      { keyPattern, keyValue },
    );
  }

  /**
   * Entries whose first field lies in the intervals (ascending, non-overlapping), visited in value
   * order `order`. `onKey` counts keys examined so plans are observable.
   */
  *scan(intervals: Interval[], order: 1 | -1, onKey: () => void): Generator<Entry> {
    const dir0 = this.dirs[0] as number;
    const listAscending = order * dir0 === 1;
    const ordered = order === 1 ? intervals : [...intervals].reverse();
    for (const iv of ordered) {
      const from = order === 1 ? (iv.lo ?? bracketStart(iv.hi)) : (iv.hi ?? undefined);
      const probe: Entry | undefined =
        from === undefined
          ? undefined
          : { v: compactKey(from), more: undefined, id: '', edge: listAscending ? -1 : 1 };
      const it = listAscending ? this.list.ascending(probe) : this.list.descending(probe);
      for (const e of it) {
        onKey();
        const position = inInterval(e.v, iv, order);
        if (position === 'before') continue;
        if (position === 'after') break;
        yield e;
      }
    }
  }
}

function inInterval(v: unknown, iv: Interval, order: 1 | -1): 'before' | 'in' | 'after' {
  const belowLo =
    iv.lo !== undefined &&
    (compareValues(v, iv.lo) < 0 || (!iv.loInc && compareValues(v, iv.lo) === 0));
  const aboveHi =
    iv.hi !== undefined &&
    (compareValues(v, iv.hi) > 0 || (!iv.hiInc && compareValues(v, iv.hi) === 0));
  // An open end is bounded by the other end's type bracket ({ $gt: 5 } matches numbers only).
  const anchor = iv.lo !== undefined ? iv.lo : iv.hi;
  const outOfBracket = anchor !== undefined && typeRank(v) !== typeRank(anchor);
  const pastBracket =
    outOfBracket && (order === 1 ? typeRank(v) > typeRank(anchor) : typeRank(v) < typeRank(anchor));
  if (order === 1) {
    if (aboveHi || pastBracket) return 'after';
    return belowLo || outOfBracket ? 'before' : 'in';
  }
  if (belowLo || pastBracket) return 'after';
  return aboveHi || outOfBracket ? 'before' : 'in';
}

function dedupe(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = keyOf(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Renders a key value the way mongod's E11000 message does. */
export function showValue(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v);
  if (v === null || v === undefined) return 'null';
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  const t = (v as { _bsontype?: string })._bsontype;
  if (t === 'ObjectId') return `ObjectId('${(v as { toHexString(): string }).toHexString()}')`;
  if (Array.isArray(v)) return `[ ${v.map(showValue).join(', ')} ]`;
  if (isPlainObject(v))
    return `{ ${Object.entries(v)
      .map(([k, x]) => `${k}: ${showValue(x)}`)
      .join(', ')} }`;
  // Numbers, booleans and BSON values (Decimal128, Timestamp...) all print through toString().
  return (v as { toString(): string }).toString();
}
