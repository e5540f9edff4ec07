import { decodeExact, encode, type Doc } from '../bson/codec';
import { Aggregator } from 'mingo';
import { isPlainObject, keyOf, promote, retype } from '../bson/values';
import { promoteDoc } from '../engine/collection';
import type { ExecStats } from '../engine/query';
import { MongoServerError, notSupported } from '../errors';
import { cursorResult, query, rejectUnsupported } from './common';
import { targetName, type CommandContext, type CommandHandler } from './context';

const UNSUPPORTED_STAGES = new Set([
  '$out',
  '$merge',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$listLocalSessions',
  '$listSessions',
  '$currentOp',
  '$search',
  '$searchMeta',
  '$geoNear',
  '$planCacheStats',
  '$unionWith',
  '$graphLookup',
]);

/**
 * The answer of a counting pipeline (what countDocuments sends: optional $skip and $limit, then
 * `{ $group: { _id: <constant>, n: { $sum: 1 } } }`) without decoding the documents counted.
 */
function countOnly(stages: Doc[], matched: number): Buffer[] | undefined {
  let n = matched;
  for (const stage of stages.slice(0, -1)) {
    if (typeof stage.$skip === 'number') n = Math.max(0, n - stage.$skip);
    else if (typeof stage.$limit === 'number') n = Math.min(n, stage.$limit);
    else return undefined;
  }
  const group = stages.at(-1)?.$group;
  if (!isPlainObject(group) || Object.keys(group).length !== 2) return undefined;
  const [field, accumulator] = Object.entries(group).find(([k]) => k !== '_id') ?? [];
  const constantId = group._id === null || typeof group._id === 'number';
  const sumsOne = isPlainObject(accumulator) && accumulator.$sum === 1;
  if (!field || !constantId || !sumsOne) return undefined;
  return n === 0 ? [] : [encode({ _id: group._id, [field]: n })];
}

/**
 * Runs a pipeline; a leading $match is answered through the query planner so it can use an index.
 * Returns encoded result documents.
 */
function runPipeline(ctx: CommandContext, pipeline: Doc[]): { docs: Buffer[]; stats: ExecStats } {
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0] ?? '';
    if (UNSUPPORTED_STAGES.has(name)) throw notSupported(`The ${name} aggregation stage`);
  }
  const coll = ctx.state.engine.collection(ctx.db, targetName(ctx));
  const first = pipeline[0];
  const hasMatch = first !== undefined && isPlainObject(first.$match);
  const { matches, stats } = query(coll, { filter: hasMatch ? (first.$match as Doc) : {} });
  const rest = (hasMatch ? pipeline.slice(1) : pipeline).map((s) => promote(s) as Doc);
  // A lone $match returns the stored documents themselves, exact.
  if (rest.length === 0) return { docs: matches.map((m) => m.raw), stats };
  const counted = countOnly(rest, matches.length);
  if (counted) return { docs: counted, stats };
  const resolve = (name: string): Doc[] => {
    const other = ctx.state.engine.collection(ctx.db, name);
    return other ? [...other.entries()].map(([, raw]) => promoteDoc(raw)) : [];
  };
  let out: Doc[];
  try {
    out = new Aggregator(rest, { collectionResolver: resolve }).run<Doc>(matches.map((m) => m.doc));
  } catch (e) {
    throw new MongoServerError('BadValue', `aggregation failed: ${(e as Error).message}`);
  }
  // Output documents still carrying a stored _id get their stored numeric types back.
  const byId = new Map(matches.map((m) => [keyOf(m.doc._id), m.raw]));
  const docs = out.map((d) => {
    const source = d._id === undefined ? undefined : byId.get(keyOf(d._id));
    return encode(source ? (retype(d, decodeExact(source)) as Doc) : d);
  });
  return { docs, stats };
}

const aggregate: CommandHandler = (ctx) => {
  const c = ctx.command;
  rejectUnsupported(c, 'aggregate');
  if (typeof c[ctx.name] !== 'string')
    throw notSupported('A collectionless aggregate ({ aggregate: 1 })');
  if (!Array.isArray(c.pipeline))
    throw new MongoServerError('TypeMismatch', "'pipeline' option must be specified as an array");
  if (!isPlainObject(c.cursor) && c.explain === undefined)
    throw new MongoServerError(
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  const { docs, stats } = runPipeline(ctx, c.pipeline as Doc[]);
  if (c.explain) return explainReply(ctx, stats, docs.length);
  const batchSize = isPlainObject(c.cursor) ? c.cursor.batchSize : undefined;
  return cursorResult(ctx, `${ctx.db}.${targetName(ctx)}`, docs, { batchSize });
};

/** A classic-engine shaped explain: FETCH over IXSCAN, or COLLSCAN, with execution counters. */
function explainReply(ctx: CommandContext, stats: ExecStats, nReturned: number): Doc {
  const ns = `${ctx.db}.${targetName(ctx)}`;
  const coll = ctx.state.engine.collection(ctx.db, targetName(ctx));
  const scans = stats.indexNames.flatMap((name) => {
    const index = coll?.findIndex(name);
    return index
      ? [
          {
            stage: 'IXSCAN',
            indexName: name,
            keyPattern: index.spec.key,
            isMultiKey: index.multikey,
          },
        ]
      : [];
  });
  const winningPlan =
    scans.length === 0
      ? { stage: 'COLLSCAN', direction: 'forward' }
      : {
          stage: 'FETCH',
          inputStage: scans.length === 1 ? scans[0] : { stage: 'OR', inputStages: scans },
        };
  return {
    queryPlanner: { namespace: ns, winningPlan, rejectedPlans: [] },
    executionStats: {
      executionSuccess: true,
      nReturned,
      totalKeysExamined: stats.keysExamined,
      totalDocsExamined: stats.docsExamined,
      executionStages: { ...winningPlan, nReturned, docsExamined: stats.docsExamined },
    },
    serverInfo: { host: '127.0.0.1', version: '7.0.0' },
    ok: 1,
  };
}

/** explain of find/count/distinct/aggregate/update/delete/findAndModify: runs the read side only. */
const explain: CommandHandler = (ctx) => {
  const inner = ctx.command.explain as Doc;
  if (!isPlainObject(inner))
    throw new MongoServerError('FailedToParse', 'explain command requires a nested object');
  const name = Object.keys(inner)[0] ?? '';
  const sub: CommandContext = { ...ctx, command: inner, name };
  if (name === 'aggregate') {
    const { docs, stats } = runPipeline(sub, (inner.pipeline as Doc[]) ?? []);
    return explainReply(sub, stats, docs.length);
  }
  const firstStatement = (field: string): Doc => (inner[field] as Doc[] | undefined)?.[0] ?? {};
  const specs: Record<string, () => Doc> = {
    find: () => ({
      filter: inner.filter ?? {},
      sort: inner.sort,
      skip: inner.skip,
      limit: inner.limit,
    }),
    count: () => ({ filter: inner.query ?? {}, skip: inner.skip, limit: inner.limit }),
    distinct: () => ({ filter: inner.query ?? {} }),
    findAndModify: () => ({ filter: inner.query ?? {}, sort: inner.sort, limit: 1 }),
    update: () => ({ filter: firstStatement('updates').q ?? {} }),
    delete: () => ({ filter: firstStatement('deletes').q ?? {} }),
  };
  const spec = specs[name];
  if (!spec) throw notSupported(`explain of ${name}`);
  const { matches, stats } = query(
    ctx.state.engine.collection(ctx.db, targetName(sub)),
    spec() as never,
  );
  return explainReply(sub, stats, matches.length);
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate, explain };
