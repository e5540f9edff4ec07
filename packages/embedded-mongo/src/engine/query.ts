import type { Doc } from '../bson/codec';
import { valuesAtPath } from '../bson/paths';
import { compareValues, isPlainObject, toNumber } from '../bson/values';
import { MongoServerError, notSupported } from '../errors';
import { promoteDoc, promoteFields, type Collection } from './collection';
import { boundsFor } from './bounds';
import type { Interval, KeyIndex } from './key-index';
import { compileFilter, filterFields } from './matcher';

export type SortSpec = [field: string, dir: 1 | -1][];

export interface QueryOptions {
  /** Promoted filter. */
  filter: Doc;
  sort?: SortSpec;
  skip?: number;
  /** 0 or undefined: no limit. */
  limit?: number;
}

/** What a query cost, reported by `explain` so tests can prove an index was used. */
export interface ExecStats {
  /** Indexes the plan reads (several for a $or union); empty for a collection scan. */
  indexNames: string[];
  keysExamined: number;
  docsExamined: number;
  sortedInMemory: boolean;
}

/** A matching document; the promoted form is decoded only when someone needs it. */
export class Match {
  private promoted: Doc | undefined;

  constructor(
    readonly id: string,
    readonly raw: Buffer,
    doc?: Doc,
  ) {
    this.promoted = doc;
  }

  get doc(): Doc {
    this.promoted ??= promoteDoc(this.raw);
    return this.promoted;
  }
}

interface Plan {
  index: KeyIndex | undefined;
  intervals: Interval[];
  order: 1 | -1;
  /** The index yields documents already in the requested sort order. */
  providesSort: boolean;
  /** Every document the bounds yield matches the filter: skip re-matching. */
  exact: boolean;
  /** For a top-level $or: one plan per branch, their documents united. */
  branches?: Plan[];
}

/** Engine-wide counters, e.g. for the benchmark and tests that check no scan happened. */
export const counters = { docsExamined: 0, keysExamined: 0 };

/** Lower is better: a unique point lookup beats points, which beat closed then open ranges. */
function score(index: KeyIndex, intervals: Interval[]): number {
  const points = intervals.every((iv) => iv.lo !== undefined && iv.lo === iv.hi);
  if (points) return index.unique ? 0 : 1;
  return intervals.every((iv) => iv.lo !== undefined && iv.hi !== undefined) ? 2 : 3;
}

/** The best single-index plan for a filter's own predicates, if any index applies. */
function bestIndexPlan(coll: Collection, filter: Doc): Plan | undefined {
  let best: Plan | undefined;
  let bestScore = Infinity;
  for (const index of coll.indexes) {
    if (!index.complete) continue;
    const bounds = boundsFor(filter, index.fields[0] as string, index.multikey);
    if (!bounds) continue;
    const s = score(index, bounds.intervals);
    if (s < bestScore) {
      bestScore = s;
      best = {
        index,
        intervals: bounds.intervals,
        order: 1,
        providesSort: false,
        exact: bounds.exact,
      };
    }
  }
  return best;
}

/** A union plan for `$or` when every branch can use an index (as mongod's OR stage). */
function orPlan(coll: Collection, filter: Doc, sorted: boolean): Plan | undefined {
  if (!Array.isArray(filter.$or) || filter.$or.length === 0) return undefined;
  const branches: Plan[] = [];
  for (const branch of filter.$or as unknown[]) {
    const plan = isPlainObject(branch) ? bestIndexPlan(coll, branch) : undefined;
    if (!plan) return undefined;
    branches.push(plan);
  }
  return {
    index: undefined,
    intervals: [],
    order: 1,
    providesSort: !sorted,
    exact: false,
    branches,
  };
}

function choosePlan(coll: Collection, filter: Doc, sort: SortSpec | undefined): Plan {
  const best = bestIndexPlan(coll, filter) ?? orPlan(coll, filter, (sort?.length ?? 0) > 0);
  if (best?.branches) return best;
  const single = sort?.length === 1 ? sort[0] : undefined;
  if (best && single && best.index?.fields[0] === single[0]) {
    return { ...best, order: single[1], providesSort: true };
  }
  if (!best && single) {
    const index = coll.indexes.find((i) => i.complete && i.fields[0] === single[0]);
    if (index)
      return {
        index,
        intervals: [{ loInc: true, hiInc: true }],
        order: single[1],
        providesSort: true,
        exact: Object.keys(filter).length === 0,
      };
  }
  return (
    best ?? {
      index: undefined,
      intervals: [],
      order: 1,
      providesSort: !sort || sort.length === 0,
      exact: Object.keys(filter).length === 0,
    }
  );
}

/** Candidate (id, raw) pairs a plan visits, counting keys and documents examined. */
function* candidates(coll: Collection, plan: Plan, stats: ExecStats): Generator<[string, Buffer]> {
  const seen = new Set<string>();
  for (const branch of plan.branches ?? [plan]) yield* scanIndex(coll, branch, stats, seen);
}

function* scanIndex(
  coll: Collection,
  plan: Plan,
  stats: ExecStats,
  seen: Set<string>,
): Generator<[string, Buffer]> {
  if (!plan.index) {
    for (const entry of coll.entries()) {
      stats.docsExamined++;
      yield entry;
    }
    return;
  }
  const onKey = (): void => {
    stats.keysExamined++;
  };
  for (const e of plan.index.scan(plan.intervals, plan.order, onKey)) {
    if (seen.has(e.id)) continue;
    seen.add(e.id);
    const raw = coll.raw(e.id);
    if (!raw) continue;
    stats.docsExamined++;
    yield [e.id, raw];
  }
}

/** Sort key of a document for one field: arrays sort by their smallest (asc) or largest element. */
function sortKey(doc: Doc, field: string, dir: 1 | -1): unknown {
  const values = valuesAtPath(doc, field).flatMap((v): unknown[] =>
    Array.isArray(v) ? (v.length ? (v as unknown[]) : [undefined]) : [v],
  );
  let best = values[0];
  for (const v of values.slice(1)) if (compareValues(v, best) * dir < 0) best = v;
  return best ?? null;
}

export function compareBySort(sort: SortSpec): (a: Doc, b: Doc) => number {
  return (a, b) => {
    for (const [field, dir] of sort) {
      const c = compareValues(sortKey(a, field, dir), sortKey(b, field, dir)) * dir;
      if (c !== 0) return c;
    }
    return 0;
  };
}

/** Runs a query: index selection, filtering with mingo, sort, skip and limit. */
export function runQuery(
  coll: Collection | undefined,
  options: QueryOptions,
): { matches: Match[]; stats: ExecStats } {
  const stats: ExecStats = {
    indexNames: [],
    keysExamined: 0,
    docsExamined: 0,
    sortedInMemory: false,
  };
  if (!coll) return { matches: [], stats };
  const sort = options.sort?.filter(([f]) => f !== '$natural');
  const natural = options.sort?.find(([f]) => f === '$natural');
  const plan = choosePlan(coll, options.filter, sort);
  stats.indexNames = (plan.branches ?? [plan]).flatMap((p) => (p.index ? [p.index.name] : []));
  const query = plan.exact ? undefined : compileFilter(options.filter);
  const skip = options.skip ?? 0;
  const limit = options.limit ?? 0;
  const stopAt = plan.providesSort && limit > 0 ? skip + limit : Infinity;
  let matches: Match[] = [];
  // Matching needs only the top-level fields the filter names; decoding just those makes scans
  // several times cheaper on wide documents.
  const fields = query ? filterFields(options.filter) : undefined;
  for (const [id, raw] of candidates(coll, plan, stats)) {
    if (query && fields) {
      if (!query.test(promoteFields(raw, fields))) continue;
      matches.push(new Match(id, raw));
    } else if (query) {
      const doc = promoteDoc(raw);
      if (!query.test(doc)) continue;
      matches.push(new Match(id, raw, doc));
    } else matches.push(new Match(id, raw));
    if (matches.length >= stopAt) break;
  }
  counters.docsExamined += stats.docsExamined;
  counters.keysExamined += stats.keysExamined;
  if (natural && natural[1] === -1) matches.reverse();
  if (!plan.providesSort && sort && sort.length > 0) {
    stats.sortedInMemory = true;
    const byDoc = compareBySort(sort);
    matches.sort((a, b) => byDoc(a.doc, b.doc));
  }
  if (skip > 0 || limit > 0) matches = matches.slice(skip, limit > 0 ? skip + limit : undefined);
  return { matches, stats };
}

/** Parses a sort document ({ a: 1, b: -1 }) into pairs; rejects $meta sorts honestly. */
export function parseSort(sort: unknown): SortSpec | undefined {
  if (!isPlainObject(sort)) return undefined;
  return Object.entries(sort).map(([f, d]) => {
    if (isPlainObject(d)) throw notSupported('Sorting by $meta');
    const n = toNumber(d);
    if (n !== 1 && n !== -1)
      throw new MongoServerError(
        'BadValue',
        `$sort key ordering must be 1 (for ascending) or -1 (for descending)`,
      );
    return [f, n];
  });
}
