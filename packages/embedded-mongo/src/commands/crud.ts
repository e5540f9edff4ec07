import { encode, type Doc } from '../bson/codec';
import { Long, ObjectId } from 'bson';
import { valuesAtPath } from '../bson/paths';
import { isPlainObject, keyOf, numberOr, promote, truthy } from '../bson/values';
import type { Collection } from '../engine/collection';
import type { Match } from '../engine/query';
import { updatedDocument, upsertDocument, type UpdateContext } from '../engine/update';
import { MongoServerError, notSupported } from '../errors';
import { cursorReply } from '../wire/raw-bson';
import { cursorResult, exactDoc, project, query, rejectUnsupported, writeError } from './common';
import { targetName, type CommandContext, type CommandHandler } from './context';

const collectionOf = (ctx: CommandContext): Collection | undefined =>
  ctx.state.engine.collection(ctx.db, targetName(ctx));

const writableCollection = (ctx: CommandContext): Collection =>
  ctx.state.engine.ensureCollection(ctx.db, targetName(ctx));

/** Statements of a batch write: a kind-1 sequence or an array in the body. */
function statements(ctx: CommandContext, field: string): Doc[] {
  const seq = ctx.sequences.get(field);
  if (seq) return seq.map(exactDoc);
  const arr = ctx.command[field];
  return Array.isArray(arr) ? (arr as Doc[]) : [];
}

/** Runs each statement; ordered batches stop at the first failure, as mongod does. */
function batch<T>(ctx: CommandContext, items: T[], run: (item: T, index: number) => void): Doc[] {
  const ordered = ctx.command.ordered === undefined || truthy(ctx.command.ordered);
  const errors: Doc[] = [];
  for (let i = 0; i < items.length; i++) {
    try {
      run(items[i] as T, i);
    } catch (e) {
      if (!(e instanceof MongoServerError)) throw e;
      errors.push(writeError(i, e));
      if (ordered) break;
    }
  }
  return errors;
}

const withErrors = (reply: Doc, errors: Doc[]): Doc =>
  errors.length > 0 ? { ...reply, writeErrors: errors } : reply;

/** True when the raw document's first element is named `_id`. */
const ID_FIRST = Buffer.from('_id\0', 'latin1');
const idIsFirst = (raw: Buffer): boolean => raw.length > 9 && raw.subarray(5, 9).equals(ID_FIRST);

/**
 * The stored form of an inserted document: mongod gives it an `_id` when it has none and always
 * stores `_id` as the first field. Most drivers already send it that way, so the bytes are kept.
 */
function normalizeInsert(raw: Buffer): Buffer {
  if (idIsFirst(raw)) return raw;
  const { _id, ...rest } = exactDoc(raw);
  return encode({ _id: _id ?? new ObjectId(), ...rest });
}

const insert: CommandHandler = (ctx) => {
  const seq = ctx.sequences.get('documents');
  const raws = seq ?? ((ctx.command.documents as Doc[] | undefined) ?? []).map((d) => encode(d));
  const coll = writableCollection(ctx);
  let n = 0;
  const errors = batch(ctx, raws, (sent) => {
    coll.insert(normalizeInsert(sent));
    n++;
  });
  return withErrors({ n, ok: 1 }, errors);
};

const find: CommandHandler = (ctx) => {
  const c = ctx.command;
  rejectUnsupported(c, 'find');
  if (truthy(c.tailable) || truthy(c.awaitData)) throw notSupported('A tailable cursor');
  if (c.min !== undefined || c.max !== undefined || truthy(c.returnKey))
    throw notSupported('min/max/returnKey');
  const coll = collectionOf(ctx);
  const { matches } = query(coll, {
    filter: (c.filter as Doc) ?? {},
    sort: c.sort,
    skip: c.skip,
    limit: c.limit,
  });
  const docs =
    isPlainObject(c.projection) && Object.keys(c.projection).length > 0
      ? matches.map((m) => encode(project(exactDoc(m.raw), c.projection)))
      : matches.map((m) => m.raw);
  const singleBatch = truthy(c.singleBatch) || numberOr(c.limit, 0) < 0;
  return cursorResult(ctx, `${ctx.db}.${targetName(ctx)}`, docs, {
    batchSize: c.batchSize,
    singleBatch,
  });
};

const getMore: CommandHandler = (ctx) => {
  const id = ctx.command.getMore;
  if (!(id instanceof Long))
    throw new MongoServerError('TypeMismatch', 'getMore cursor id must be a long');
  const ns = `${ctx.db}.${String(ctx.command.collection)}`;
  const { docs, done } = ctx.state.cursors.next(id, ns, numberOr(ctx.command.batchSize, 0));
  return cursorReply('nextBatch', docs, done ? Long.ZERO : id, ns);
};

const killCursors: CommandHandler = (ctx) => {
  const killed: Long[] = [];
  const notFound: Long[] = [];
  for (const id of (ctx.command.cursors as Long[] | undefined) ?? [])
    (ctx.state.cursors.kill(Long.fromValue(id)) ? killed : notFound).push(id);
  return {
    cursorsKilled: killed,
    cursorsNotFound: notFound,
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

function updateContext(filter: Doc, arrayFilters: unknown): UpdateContext {
  return {
    filter: promote(filter) as Doc,
    arrayFilters: Array.isArray(arrayFilters) ? (arrayFilters.map(promote) as Doc[]) : [],
    isInsert: false,
  };
}

/** Replaces one stored document with its updated version; false when nothing changed. */
function rewrite(coll: Collection, match: Match, next: Doc): boolean {
  const nextRaw = encode(next);
  if (nextRaw.equals(match.raw)) return false;
  coll.put(nextRaw, undefined, { journal: true, previous: coll.keyView(match.raw) });
  return true;
}

const update: CommandHandler = (ctx) => {
  const coll = writableCollection(ctx);
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const errors = batch(ctx, statements(ctx, 'updates'), (stmt, index) => {
    rejectUnsupported(stmt, 'update');
    const filter = (stmt.q as Doc) ?? {};
    const multi = truthy(stmt.multi);
    const isReplacement =
      isPlainObject(stmt.u) && !Object.keys(stmt.u).some((k) => k.startsWith('$'));
    if (multi && isReplacement)
      throw new MongoServerError(
        'FailedToParse',
        'multi update is not supported for replacement-style update',
      );
    const uctx = updateContext(filter, stmt.arrayFilters);
    const { matches } = query(coll, { filter, sort: stmt.sort, limit: multi ? 0 : 1 });
    for (const m of matches) {
      n++;
      if (rewrite(coll, m, updatedDocument(exactDoc(m.raw), stmt.u, uctx))) nModified++;
    }
    if (matches.length === 0 && truthy(stmt.upsert)) {
      const doc = upsertDocument(filter, stmt.u, uctx);
      coll.insert(encode(doc));
      n++;
      upserted.push({ index, _id: doc._id });
    }
  });
  const reply: Doc = { n, nModified, ok: 1 };
  if (upserted.length > 0) reply.upserted = upserted;
  return withErrors(reply, errors);
};

const del: CommandHandler = (ctx) => {
  const coll = collectionOf(ctx);
  let n = 0;
  const errors = batch(ctx, statements(ctx, 'deletes'), (stmt) => {
    rejectUnsupported(stmt, 'delete');
    const limit = numberOr(stmt.limit, 0);
    const { matches } = query(coll, {
      filter: (stmt.q as Doc) ?? {},
      limit: limit === 1 ? 1 : 0,
    });
    for (const m of matches) if (coll?.remove(m.id)) n++;
  });
  return withErrors({ n, ok: 1 }, errors);
};

const findAndModify: CommandHandler = (ctx) => {
  const c = ctx.command;
  rejectUnsupported(c, 'findAndModify');
  const filter = (c.query as Doc) ?? {};
  const fields = c.fields;
  const shown = (raw: Buffer | undefined): Doc | null =>
    raw ? project(exactDoc(raw), fields) : null;
  if (truthy(c.remove)) {
    if (c.update !== undefined)
      throw new MongoServerError('FailedToParse', 'Cannot specify both an update and remove=true');
    const coll = collectionOf(ctx);
    const [m] = query(coll, { filter, sort: c.sort, limit: 1 }).matches;
    if (m) coll?.remove(m.id);
    return { lastErrorObject: { n: m ? 1 : 0 }, value: shown(m?.raw), ok: 1 };
  }
  if (c.update === undefined)
    throw new MongoServerError(
      'FailedToParse',
      'Either an update or remove=true must be specified',
    );
  const coll = writableCollection(ctx);
  const uctx = updateContext(filter, c.arrayFilters);
  const [m] = query(coll, { filter, sort: c.sort, limit: 1 }).matches;
  if (m) {
    const next = updatedDocument(exactDoc(m.raw), c.update, uctx);
    rewrite(coll, m, next);
    const after = truthy(c.new) ? encode(next) : m.raw;
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: shown(after), ok: 1 };
  }
  if (!truthy(c.upsert))
    return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const doc = upsertDocument(filter, c.update, uctx);
  const raw = encode(doc);
  coll.insert(raw);
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
    value: truthy(c.new) ? shown(raw) : null,
    ok: 1,
  };
};

const count: CommandHandler = (ctx) => {
  const c = ctx.command;
  rejectUnsupported(c, 'count');
  const coll = collectionOf(ctx);
  const filter = (c.query as Doc) ?? {};
  if (Object.keys(filter).length === 0 && c.skip === undefined && c.limit === undefined)
    return { n: coll?.size ?? 0, ok: 1 };
  return { n: query(coll, { filter, skip: c.skip, limit: c.limit }).matches.length, ok: 1 };
};

const distinct: CommandHandler = (ctx) => {
  const c = ctx.command;
  rejectUnsupported(c, 'distinct');
  const key = String(c.key);
  const seen = new Map<string, unknown>();
  for (const m of query(collectionOf(ctx), { filter: (c.query as Doc) ?? {} }).matches) {
    for (const v of valuesAtPath(exactDoc(m.raw), key)) {
      for (const x of Array.isArray(v) ? v : [v])
        if (x !== undefined && !seen.has(keyOf(x))) seen.set(keyOf(x), x);
    }
  }
  return { values: [...seen.values()], ok: 1 };
};

export const crudCommands: Record<string, CommandHandler> = {
  insert,
  find,
  getMore,
  killCursors,
  update,
  delete: del,
  findAndModify,
  findandmodify: findAndModify,
  count,
  distinct,
};
