import { encode, type Doc } from '../bson/codec';
import { Query } from 'mingo';
import { isPlainObject, promote, truthy, valuesEqual } from '../bson/values';
import { ID_INDEX, type Collection } from '../engine/collection';
import { splitNs } from '../engine/engine';
import type { IndexSpec } from '../engine/key-index';
import { MongoServerError, notSupported } from '../errors';
import { cursorResult, isSimpleCollation } from './common';
import { targetName, type CommandContext, type CommandHandler } from './context';

const UNSUPPORTED_CREATE = [
  'viewOn',
  'pipeline',
  'capped',
  'timeseries',
  'validator',
  'clusteredIndex',
  'changeStreamPreAndPostImages',
  'encryptedFields',
];
/** Options of `create` that carry no behaviour here. */
const IGNORED = new Set([
  'create',
  'lsid',
  '$db',
  '$readPreference',
  'writeConcern',
  'comment',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
  '$clusterTime',
]);

const create: CommandHandler = (ctx) => {
  const c = ctx.command;
  for (const option of UNSUPPORTED_CREATE)
    if (c[option] !== undefined && c[option] !== false)
      throw notSupported(option === 'viewOn' ? 'Views' : `The "${option}" collection option`);
  if (!isSimpleCollation(c.collation)) throw notSupported('Collation (in create)');
  const options: Doc = {};
  for (const [k, v] of Object.entries(c)) if (!IGNORED.has(k)) options[k] = v;
  ctx.state.engine.createCollection(ctx.db, targetName(ctx), options);
  return { ok: 1 };
};

const drop: CommandHandler = (ctx) => {
  const coll = ctx.state.engine.collection(ctx.db, targetName(ctx));
  const nIndexesWas = coll?.indexes.length ?? 0;
  ctx.state.engine.dropCollection(ctx.db, targetName(ctx));
  return { ns: `${ctx.db}.${targetName(ctx)}`, nIndexesWas, ok: 1 };
};

const dropDatabase: CommandHandler = (ctx) => {
  ctx.state.engine.dropDatabase(ctx.db);
  return { dropped: ctx.db, ok: 1 };
};

const collectionInfo = (coll: Collection): Doc => ({
  name: coll.name,
  type: 'collection',
  options: coll.options,
  info: { readOnly: false },
  idIndex: ID_INDEX,
});

const listCollections: CommandHandler = (ctx) => {
  const c = ctx.command;
  const colls = [...(ctx.state.engine.dbs.get(ctx.db)?.values() ?? [])];
  let infos = colls.map(collectionInfo);
  if (isPlainObject(c.filter) && Object.keys(c.filter).length > 0) {
    const q = new Query(promote(c.filter) as Doc);
    infos = infos.filter((i) => q.test(i));
  }
  if (truthy(c.nameOnly))
    infos = infos.map((i) => ({ name: i.name as string, type: 'collection' }));
  const batchSize = isPlainObject(c.cursor) ? c.cursor.batchSize : undefined;
  return cursorResult(
    ctx,
    `${ctx.db}.$cmd.listCollections`,
    infos.map((i) => encode(i)),
    { batchSize },
  );
};

const listDatabases: CommandHandler = (ctx) => {
  const databases = [...ctx.state.engine.dbs.entries()].map(([name, colls]) => {
    let size = 0;
    for (const coll of colls.values()) size += coll.dataSize;
    return { name, sizeOnDisk: size, empty: size === 0 };
  });
  let result = databases;
  if (isPlainObject(ctx.command.filter)) {
    const q = new Query(promote(ctx.command.filter) as Doc);
    result = result.filter((d) => q.test(d));
  }
  if (truthy(ctx.command.nameOnly))
    return { databases: result.map((d) => ({ name: d.name })), ok: 1 };
  return { databases: result, totalSize: result.reduce((n, d) => n + d.sizeOnDisk, 0), ok: 1 };
};

function requireCollection(ctx: CommandContext): Collection {
  const coll = ctx.state.engine.collection(ctx.db, targetName(ctx));
  if (!coll)
    throw new MongoServerError(
      'NamespaceNotFound',
      `ns does not exist: ${ctx.db}.${targetName(ctx)}`,
    );
  return coll;
}

/** Index options that change how an index answers; two specs differing in these conflict. */
const SEMANTIC_OPTIONS = ['unique', 'sparse', 'expireAfterSeconds', 'partialFilterExpression'];

const sameOptions = (a: Doc, b: Doc): boolean =>
  SEMANTIC_OPTIONS.every((o) => valuesEqual(promote(a[o] ?? false), promote(b[o] ?? false)));

const createIndexes: CommandHandler = (ctx) => {
  const existed = ctx.state.engine.collection(ctx.db, targetName(ctx)) !== undefined;
  const coll = ctx.state.engine.ensureCollection(ctx.db, targetName(ctx));
  const before = coll.indexes.length;
  for (const raw of (ctx.command.indexes as Doc[] | undefined) ?? []) {
    if (!isPlainObject(raw.key) || Object.keys(raw.key).length === 0)
      throw new MongoServerError('BadValue', 'Index spec must have a non-empty key');
    if (!isSimpleCollation(raw.collation)) throw notSupported('Collation (in an index)');
    const name =
      typeof raw.name === 'string'
        ? raw.name
        : Object.entries(raw.key)
            .map(([k, v]) => `${k}_${String(promote(v))}`)
            .join('_');
    const spec: IndexSpec = { ...raw, v: 2, key: raw.key, name };
    const sameName = coll.findIndex(name);
    if (sameName) {
      if (!valuesEqual(promote(sameName.spec.key), promote(spec.key)))
        throw new MongoServerError(
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(promote(spec))}, existing index: ${JSON.stringify(promote(sameName.spec))}`,
        );
      if (!sameOptions(sameName.spec, spec))
        throw new MongoServerError(
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(promote(spec))}, existing index: ${JSON.stringify(promote(sameName.spec))}`,
        );
      continue;
    }
    const sameKey = coll.indexes.find(
      (i) => valuesEqual(promote(i.spec.key), promote(spec.key)) && sameOptions(i.spec, spec),
    );
    if (sameKey)
      throw new MongoServerError(
        'IndexOptionsConflict',
        `Index already exists with a different name: ${sameKey.name}`,
      );
    coll.createIndex(spec);
  }
  const reply: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.length,
    createdCollectionAutomatically: !existed,
    ok: 1,
  };
  if (before === coll.indexes.length) reply.note = 'all indexes already exist';
  return reply;
};

const listIndexes: CommandHandler = (ctx) => {
  const coll = requireCollection(ctx);
  const batchSize = isPlainObject(ctx.command.cursor) ? ctx.command.cursor.batchSize : undefined;
  return cursorResult(
    ctx,
    `${ctx.db}.${coll.name}`,
    coll.indexes.map((i) => encode(i.spec)),
    { batchSize },
  );
};

const dropIndexes: CommandHandler = (ctx) => {
  const coll = requireCollection(ctx);
  const nIndexesWas = coll.indexes.length;
  const target = ctx.command.index;
  if (target === '*') {
    for (const index of coll.indexes.slice(1)) coll.dropIndex(index.name);
  } else if (Array.isArray(target)) {
    for (const name of target) coll.dropIndex(String(name));
  } else if (isPlainObject(target)) {
    const index = coll.indexes.find((i) => valuesEqual(promote(i.spec.key), promote(target)));
    if (!index)
      throw new MongoServerError(
        'IndexNotFound',
        `can't find index with key: ${JSON.stringify(promote(target))}`,
      );
    coll.dropIndex(index.name);
  } else coll.dropIndex(String(target));
  return { nIndexesWas, ok: 1 };
};

const renameCollection: CommandHandler = (ctx) => {
  const from = splitNs(String(ctx.command.renameCollection));
  const to = splitNs(String(ctx.command.to));
  ctx.state.engine.renameCollection(from, to, truthy(ctx.command.dropTarget));
  return { ok: 1 };
};

const dbStats: CommandHandler = (ctx) => {
  const colls = [...(ctx.state.engine.dbs.get(ctx.db)?.values() ?? [])];
  let objects = 0;
  let dataSize = 0;
  for (const coll of colls) {
    objects += coll.size;
    dataSize += coll.dataSize;
  }
  const indexes = colls.reduce((n, c) => n + c.indexes.length, 0);
  return {
    db: ctx.db,
    collections: colls.length,
    views: 0,
    objects,
    avgObjSize: objects ? dataSize / objects : 0,
    dataSize,
    storageSize: dataSize,
    indexes,
    ok: 1,
  };
};

const collStats: CommandHandler = (ctx) => {
  const coll = requireCollection(ctx);
  const size = coll.dataSize;
  return {
    ns: coll.ns,
    count: coll.size,
    size,
    storageSize: size,
    nindexes: coll.indexes.length,
    ok: 1,
  };
};

/** mongod's compact: here it rewrites the snapshot and empties the journal (all collections). */
const compact: CommandHandler = (ctx) => {
  requireCollection(ctx);
  const before = ctx.state.engine.storageSizes;
  ctx.state.engine.compact();
  const after = ctx.state.engine.storageSizes;
  const bytesFreed = Math.max(0, before.journal + before.snapshot - after.journal - after.snapshot);
  return { bytesFreed, ok: 1 };
};

export const catalogCommands: Record<string, CommandHandler> = {
  create,
  drop,
  dropDatabase,
  listCollections,
  listDatabases,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  renameCollection,
  dbStats,
  collStats,
  compact,
};
