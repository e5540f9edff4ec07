import type { Doc } from '../bson/codec';
import { compareValues, isOperatorObject, isPlainObject, typeRank } from '../bson/values';
import type { Interval } from './key-index';

/**
 * Index bounds: which first-field values of an index can satisfy a filter. `exact` means every
 * key inside the bounds satisfies the whole filter, so documents fetched need no re-check.
 */
export interface Bounds {
  intervals: Interval[];
  exact: boolean;
}

const indexable = (v: unknown): boolean =>
  v !== undefined && !Array.isArray(v) && !(v instanceof RegExp) && typeRank(v) !== 12;

const point = (v: unknown): Interval => ({ lo: v, loInc: true, hi: v, hiInc: true });

/** Bounds a filter puts on field, or undefined when no predicate on it can use an index. */
export function boundsFor(filter: Doc, field: string, multikey: boolean): Bounds | undefined {
  const conditions: unknown[] = [];
  if (field in filter) conditions.push(filter[field]);
  if (Array.isArray(filter.$and))
    for (const part of filter.$and as unknown[])
      if (isPlainObject(part) && field in part) conditions.push(part[field]);
  let result: Bounds | undefined;
  for (const c of conditions) {
    const next = conditionBounds(c, multikey);
    if (!next) continue;
    result =
      result === undefined
        ? next
        : { intervals: intersect(result.intervals, next.intervals), exact: false };
    // Bounds from several predicates on a multikey field may be met by different elements.
    if (multikey) break;
  }
  if (result && (conditions.length !== 1 || Object.keys(filter).length !== 1)) result.exact = false;
  return result;
}

function conditionBounds(c: unknown, multikey: boolean): Bounds | undefined {
  if (!isOperatorObject(c)) {
    if (!indexable(c) || (c === null && multikey)) return undefined;
    return { intervals: [point(c)], exact: true };
  }
  let intervals: Interval[] | undefined;
  let used = 0;
  const ops = Object.entries(c);
  const add = (iv: Interval[]): void => {
    used++;
    intervals = intervals === undefined ? iv : multikey ? intervals : intersect(intervals, iv);
  };
  for (const [op, v] of ops) {
    if (op === '$eq' && indexable(v) && !(v === null && multikey)) add([point(v)]);
    else if (
      op === '$in' &&
      Array.isArray(v) &&
      v.every(indexable) &&
      !(multikey && v.includes(null))
    ) {
      const sorted = [...(v as unknown[])].sort(compareValues);
      add(sorted.filter((x, i) => i === 0 || compareValues(x, sorted[i - 1]) !== 0).map(point));
    } else if ((op === '$gt' || op === '$gte') && indexable(v) && v !== null)
      add([{ lo: v, loInc: op === '$gte', hiInc: false }]);
    else if ((op === '$lt' || op === '$lte') && indexable(v) && v !== null)
      add([{ hi: v, hiInc: op === '$lte', loInc: false }]);
  }
  if (intervals === undefined) return undefined;
  const onlyPoints = intervals.every((iv) => iv.lo !== undefined && iv.lo === iv.hi);
  return { intervals, exact: used === ops.length && (!multikey || (used === 1 && onlyPoints)) };
}

function intersect(a: Interval[], b: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const x of a)
    for (const y of b) {
      const lo = tighter(x.lo, x.loInc, y.lo, y.loInc, 1);
      const hi = tighter(x.hi, x.hiInc, y.hi, y.hiInc, -1);
      const iv: Interval = { lo: lo.v, loInc: lo.inc, hi: hi.v, hiInc: hi.inc };
      if (iv.lo !== undefined && iv.hi !== undefined) {
        const c = compareValues(iv.lo, iv.hi);
        if (c > 0 || (c === 0 && !(iv.loInc && iv.hiInc))) continue;
      }
      out.push(iv);
    }
  return out;
}

function tighter(
  a: unknown,
  ai: boolean,
  b: unknown,
  bi: boolean,
  sign: 1 | -1,
): { v: unknown; inc: boolean } {
  if (a === undefined) return { v: b, inc: bi };
  if (b === undefined) return { v: a, inc: ai };
  const c = compareValues(a, b) * sign;
  if (c > 0) return { v: a, inc: ai };
  if (c < 0) return { v: b, inc: bi };
  return { v: a, inc: ai && bi };
}
