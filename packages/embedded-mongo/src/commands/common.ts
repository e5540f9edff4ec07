import { decodeExact, type Doc } from '../bson/codec';
import { Long } from 'bson';
import { find as mingoFind } from 'mingo';
import { isPlainObject, numberOr, promote, truthy } from '../bson/values';
import type { Collection } from '../engine/collection';
import { takeBatch } from '../engine/cursors';
import { parseSort, runQuery, type ExecStats, type Match } from '../engine/query';
import { MongoServerError, notSupported } from '../errors';
import { cursorReply } from '../wire/raw-bson';
import type { CommandContext } from './context';

/** No collation, or `{ locale: 'simple' }`: binary comparison, which is what this server does. */
export const isSimpleCollation = (c: unknown): boolean =>
  c === undefined ||
  (isPlainObject(c) &&
    (Object.keys(c).length === 0 || (Object.keys(c).length === 1 && c.locale === 'simple')));

/** Options a command may carry that this server cannot honour: refuse rather than ignore. */
export function rejectUnsupported(spec: Doc, where: string): void {
  if (!isSimpleCollation(spec.collation)) throw notSupported(`Collation (in ${where})`);
  if (spec.let !== undefined) throw notSupported(`"let" variables (in ${where})`);
}

/** Applies a find-style projection to an exact document. */
export function project(doc: Doc, projection: unknown): Doc {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0) return doc;
  const normalized: Doc = {};
  for (const [k, v] of Object.entries(projection))
    normalized[k] = isPlainObject(v) ? promote(v) : truthy(v) ? 1 : 0;
  try {
    return mingoFind<Doc>([doc], {}, normalized).next();
  } catch (e) {
    throw new MongoServerError('BadValue', (e as Error).message);
  }
}

export interface FindSpec {
  filter: Doc;
  sort?: unknown;
  skip?: unknown;
  limit?: unknown;
}

/** Runs a filter/sort/skip/limit query from exact command fields. */
export function query(
  coll: Collection | undefined,
  spec: FindSpec,
): { matches: Match[]; stats: ExecStats } {
  const limit = numberOr(spec.limit, 0);
  return runQuery(coll, {
    filter: (promote(spec.filter ?? {}) as Doc) ?? {},
    sort: parseSort(spec.sort),
    skip: numberOr(spec.skip, 0),
    limit: Math.abs(limit),
  });
}

export const exactDoc = (raw: Buffer): Doc => decodeExact(raw);

/**
 * Answers a cursor-returning command: the first batch now, the rest parked in the cursor manager
 * (unless the command asked for a single batch).
 */
export function cursorResult(
  ctx: CommandContext,
  ns: string,
  docs: Buffer[],
  options: { batchSize?: unknown; singleBatch?: boolean } = {},
): Buffer {
  const batchSize = numberOr(options.batchSize, 101);
  const { docs: first, end } = takeBatch(docs, 0, batchSize);
  let id = Long.ZERO;
  if (end < docs.length && !options.singleBatch) id = ctx.state.cursors.create(ns, docs, end);
  return cursorReply('firstBatch', first, id, ns);
}

/** `writeErrors` entry for a failed statement of a batch write. */
export function writeError(index: number, e: unknown): Doc {
  if (e instanceof MongoServerError) return { index, code: e.code, errmsg: e.message, ...e.extra };
  return { index, code: 1, errmsg: (e as Error).message };
}
