import { Decimal128, Double, Int32, Long } from 'bson';

/**
 * Value helpers shared by indexes, sorting, updates and the query planner. Documents are kept in
 * two shapes: "exact" (decoded with `promoteValues: false`, so Int32/Double/Long survive a round
 * trip) and "promoted" (plain JS numbers, the shape mingo can match). Everything here accepts both.
 */

type Bsonish = { _bsontype?: string };

const bsonType = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' ? (v as Bsonish)._bsontype : undefined;

/** BSON comparison order (https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/). */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    default:
      break;
  }
  switch (bsonType(v)) {
    case 'MinKey':
      return 1;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    default:
      break;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  if (v instanceof Uint8Array) return 7;
  return 5;
}

/** A numeric BSON value as a JS number (lossy above 2^53, fine for ordering). */
export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  switch (bsonType(v)) {
    case 'Int32':
    case 'Double':
      return (v as Int32 | Double).value;
    case 'Long':
      return (v as Long).toNumber();
    case 'Decimal128':
      return Number.parseFloat((v as Decimal128).toString());
    default:
      return Number.NaN;
  }
}

const cmp = (a: number | string, b: number | string): number => (a < b ? -1 : a > b ? 1 : 0);

function compareNumbers(a: unknown, b: unknown): number {
  // Two Longs are compared exactly; anything else through doubles, as mongod does for mixed types.
  if (bsonType(a) === 'Long' && bsonType(b) === 'Long') return (a as Long).compare(b as Long);
  const x = toNumber(a);
  const y = toNumber(b);
  if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
  if (Number.isNaN(y)) return 1;
  return cmp(x, y);
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) return cmp(a.length, b.length);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return cmp(a[i] ?? 0, b[i] ?? 0);
  return 0;
}

const bytesOf = (v: unknown): Uint8Array =>
  v instanceof Uint8Array ? v : (v as { buffer: Uint8Array }).buffer;

/** Total order over BSON values, the one mongod uses for sorting and index keys. */
export function compareValues(a: unknown, b: unknown): number {
  if (a instanceof CompactObjectId && b instanceof CompactObjectId) return cmp(a.hex, b.hex);
  // Fast path: the overwhelmingly common same-type primitive comparisons.
  if (typeof a === 'string' && typeof b === 'string') return cmp(a, b);
  if (typeof a === 'number' && typeof b === 'number' && a === a && b === b) return cmp(a, b);
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return cmp(ra, rb);
  switch (ra) {
    case 1:
    case 2:
    case 13:
      return 0;
    case 3:
      return compareNumbers(a, b);
    case 4:
      return cmp(String(a), String(b));
    case 5:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>);
    case 6:
      return compareArrays(a as unknown[], b as unknown[]);
    case 7:
      return compareBytes(bytesOf(a), bytesOf(b));
    case 8:
      return cmp(String(a), String(b));
    case 9:
      return cmp(Number(a), Number(b));
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (a as Long).compare(b as Long);
    default:
      return cmp(String(a), String(b));
  }
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const c = compareValues(a[i], b[i]);
    if (c !== 0) return c;
  }
  return cmp(a.length, b.length);
}

function compareObjects(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  const n = Math.min(ka.length, kb.length);
  for (let i = 0; i < n; i++) {
    const x = a[ka[i] as string];
    const y = b[kb[i] as string];
    const c =
      cmp(typeRank(x), typeRank(y)) || cmp(ka[i] as string, kb[i] as string) || compareValues(x, y);
    if (c !== 0) return c;
  }
  return cmp(ka.length, kb.length);
}

export const valuesEqual = (a: unknown, b: unknown): boolean => compareValues(a, b) === 0;

/**
 * A string that is equal for two values exactly when they compare equal (1, 1.0 and Long(1) share
 * one key), used to key documents by `_id` and to deduplicate.
 */
export function keyOf(v: unknown): string {
  const r = typeRank(v);
  switch (r) {
    case 2:
      return 'z';
    case 3: {
      const n = toNumber(v);
      if (bsonType(v) === 'Long' && !Number.isSafeInteger(n)) return `n${String(v)}`;
      return `n${Object.is(n, -0) ? 0 : n}`;
    }
    case 4:
      return `s${String(v)}`;
    case 5:
      return `{${Object.entries(v as object)
        .map(([k, x]) => `${JSON.stringify(k)}:${keyOf(x)}`)
        .join(',')}}`;
    case 6:
      return `[${(v as unknown[]).map(keyOf).join(',')}]`;
    case 7:
      return `b${Buffer.from(bytesOf(v)).toString('base64')}`;
    case 8:
      return `o${String(v)}`;
    case 10:
      return `d${(v as Date).getTime()}`;
    default:
      return `${r}:${String(v)}`;
  }
}

/**
 * The promoted (plain number) form of an exact value, deep. Filters arrive exact from the wire and
 * must be promoted before mingo compares them with promoted documents.
 */
export function promote(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  switch (bsonType(v)) {
    case 'Int32':
    case 'Double':
      return toNumber(v);
    case 'Long': {
      // Like bson's own promotion: a number when exact; beyond 2^53 the Long stays, so equality
      // with another Long (mingo compares them by value) and index lookups remain exact.
      const n = toNumber(v);
      return Number.isSafeInteger(n) ? n : v;
    }
    case undefined:
      break;
    default:
      return v;
  }
  if (Array.isArray(v)) return v.map(promote);
  if (v instanceof Date || v instanceof RegExp || v instanceof Uint8Array) return v;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v)) out[k] = promote(x);
  return out;
}

/**
 * Gives the numbers of a promoted value back their stored BSON types wherever `exact` (the stored,
 * exact form of the same document) holds an equal number at the same path. Pipeline stages that
 * pass fields through ($match, $sort, $project, $addFields...) then return int32/int64/double
 * as stored instead of re-typing them by value.
 */
export function retype(value: unknown, exact: unknown): unknown {
  if (typeof value === 'number')
    return isNumeric(exact) && typeof exact === 'object' && toNumber(exact) === value
      ? exact
      : value;
  if (Array.isArray(value))
    return Array.isArray(exact) ? value.map((v, i) => retype(v, exact[i])) : value;
  if (isPlainObject(value) && isPlainObject(exact)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = retype(v, exact[k]);
    return out;
  }
  return value;
}

export const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && typeRank(v) === 5 && !Array.isArray(v);

/** `{ $gt: 1 }` style operator objects, as opposed to embedded documents. */
export const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  isPlainObject(v) && Object.keys(v).some((k) => k.startsWith('$'));

export const isNumeric = (v: unknown): boolean => typeRank(v) === 3;

/** A truthy BSON option flag (drivers send 1, true, Int32(1) or Double(1)). */
export const truthy = (v: unknown): boolean =>
  isNumeric(v) ? toNumber(v) !== 0 : v !== undefined && v !== null && v !== false;

/** A numeric option as a JS number, or the fallback when absent. */
export const numberOr = (v: unknown, fallback: number): number =>
  isNumeric(v) ? toNumber(v) : fallback;

/**
 * An ObjectId as index keys hold it: the driver's ObjectId carries its own Buffer (hundreds of
 * bytes per key); this keeps only the hex string and still orders and prints as an ObjectId.
 */
export class CompactObjectId {
  readonly _bsontype = 'ObjectId';
  constructor(readonly hex: string) {}
  toHexString(): string {
    return this.hex;
  }
  toString(): string {
    return this.hex;
  }
}

/** The form a value takes inside an index entry (see CompactObjectId). */
export function compactKey(v: unknown): unknown {
  return bsonType(v) === 'ObjectId' && !(v instanceof CompactObjectId)
    ? new CompactObjectId((v as { toHexString(): string }).toHexString())
    : v;
}

export { Decimal128, Double, Int32, Long };
