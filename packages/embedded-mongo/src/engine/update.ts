import type { Doc } from '../bson/codec';
import { ObjectId, Timestamp } from 'bson';
import { Aggregator, Query } from 'mingo';
import {
  compareValues,
  isNumeric,
  isOperatorObject,
  isPlainObject,
  promote,
  retype,
  toNumber,
  truthy,
  typeRank,
  valuesEqual,
} from '../bson/values';
import { MongoServerError } from '../errors';
import { add, multiply, zeroLike } from './numbers';
import { compareBySort, parseSort } from './query';

/**
 * MongoDB update operators applied to exact documents (Int32/Long/Double kept as such), written
 * here rather than delegated to mingo because mingo's updater turns every number into a JS number
 * and lacks `$setOnInsert`. Conditions ($pull, arrayFilters, the positional `$`) are matched with
 * mingo on promoted copies.
 */
export interface UpdateContext {
  /** Promoted query filter, for the positional `$`. */
  filter: Doc;
  /** Promoted array filters, for `$[ident]`. */
  arrayFilters: Doc[];
  /** True when building an upserted document: `$setOnInsert` applies. */
  isInsert: boolean;
}

type Container = Record<string, unknown> | unknown[];
type Visit = (parent: Container, key: string) => void;

const SUPPORTED = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$addToSet',
  '$pop',
  '$pull',
  '$pullAll',
  '$currentDate',
  '$setOnInsert',
]);

export const isUpdateOperatorDoc = (u: unknown): boolean =>
  isPlainObject(u) && Object.keys(u).length > 0 && Object.keys(u).every((k) => k.startsWith('$'));

const typeName = (v: unknown): string =>
  v === null || v === undefined
    ? 'null'
    : Array.isArray(v)
      ? 'array'
      : typeof v === 'object'
        ? ((v as { _bsontype?: string })._bsontype ?? 'object').toLowerCase()
        : typeof v;

function read(parent: Container, key: string): unknown {
  return Array.isArray(parent) ? parent[Number(key)] : parent[key];
}

function write(parent: Container, key: string, value: unknown): void {
  if (Array.isArray(parent)) {
    const i = Number(key);
    while (parent.length < i) parent.push(null);
    parent[i] = value;
  } else parent[key] = value;
}

function nestedDoc(path: string, leaf: unknown): Doc {
  const parts = path.split('.');
  let out: unknown = leaf;
  for (let i = parts.length - 1; i >= 0; i--) out = { [parts[i] as string]: out };
  return out as Doc;
}

/** Index of the first array element the query matched, for `a.$.b` paths. */
function positionalIndex(arr: unknown[], prefix: string, ctx: UpdateContext): number {
  const conditions: Doc = {};
  const parts = [ctx.filter, ...(Array.isArray(ctx.filter.$and) ? (ctx.filter.$and as Doc[]) : [])];
  for (const part of parts)
    for (const [k, v] of Object.entries(part))
      if (k === prefix || k.startsWith(`${prefix}.`)) conditions[k] = v;
  if (Object.keys(conditions).length > 0) {
    const q = new Query(conditions);
    const i = arr.findIndex((el) => q.test(nestedDoc(prefix, [promote(el)])));
    if (i >= 0) return i;
  }
  throw new MongoServerError(
    'BadValue',
    'The positional operator did not find the match needed from the query.',
  );
}

function arrayFilterFor(ident: string, ctx: UpdateContext): Query {
  const spec = ctx.arrayFilters.find((f) =>
    Object.keys(f).some((k) => k === ident || k.startsWith(`${ident}.`)),
  );
  if (!spec)
    throw new MongoServerError(
      'BadValue',
      `No array filter found for identifier '${ident}' in path`,
    );
  return new Query(spec);
}

/** Calls visit(parent, key) for every location the (possibly positional) path names. */
function forEachTarget(
  doc: Doc,
  path: string,
  ctx: UpdateContext,
  create: boolean,
  visit: Visit,
): void {
  const parts = path.split('.');
  const descend = (container: Container, i: number, prefix: string): void => {
    const part = parts[i] as string;
    const last = i === parts.length - 1;
    const step = (key: string): void => {
      if (last) return visit(container, key);
      let child = read(container, key);
      if (child === undefined || child === null) {
        if (!create) return;
        child = {};
        write(container, key, child);
      }
      if (typeof child !== 'object' || (typeRank(child) !== 5 && !Array.isArray(child))) {
        if (!create) return;
        throw new MongoServerError(
          'PathNotViable',
          `Cannot create field '${parts[i + 1]}' in element {${key}: ${String(child)}}`,
        );
      }
      descend(child as Container, i + 1, prefix ? `${prefix}.${key}` : key);
    };
    if (part === '$' || part.startsWith('$[')) {
      if (!Array.isArray(container))
        throw new MongoServerError(
          'BadValue',
          `The path '${prefix}' must exist in the document in order to apply array updates.`,
        );
      if (part === '$') return step(String(positionalIndex(container, prefix, ctx)));
      const ident = part.slice(2, -1);
      const q = ident === '' ? undefined : arrayFilterFor(ident, ctx);
      container.forEach((el, idx) => {
        if (!q || q.test({ [ident]: promote(el) })) step(String(idx));
      });
      return;
    }
    step(part);
  };
  descend(doc, 0, '');
}

function checkConflicts(update: Doc): void {
  const paths: string[] = [];
  for (const [op, fields] of Object.entries(update)) {
    if (!isPlainObject(fields))
      throw new MongoServerError(
        'FailedToParse',
        `Modifiers operate on fields but we found type ${typeName(fields)} instead. For example: {$mod: {<field>: ...}} not {${op}: ${String(fields)}}`,
      );
    paths.push(...Object.keys(fields));
    if (op === '$rename') paths.push(...Object.values(fields).map(String));
  }
  const norm = paths.map((p) => p.replace(/\.\$(\[[^\]]*\])?/g, ''));
  norm.forEach((p, i) => {
    for (let j = i + 1; j < norm.length; j++) {
      const q = norm[j] as string;
      if (p === q || q.startsWith(`${p}.`) || p.startsWith(`${q}.`))
        throw new MongoServerError(
          'ConflictingUpdateOperators',
          `Updating the path '${paths[j]}' would create a conflict at '${paths[i]}'`,
        );
    }
  });
}

function numericOp(
  name: string,
  doc: Doc,
  path: string,
  operand: unknown,
  ctx: UpdateContext,
  fn: (cur: unknown) => unknown,
): void {
  if (!isNumeric(operand))
    throw new MongoServerError(
      'TypeMismatch',
      `Cannot ${name === '$inc' ? 'increment' : 'multiply'} with non-numeric argument: {${path}: ${String(operand)}}`,
    );
  forEachTarget(doc, path, ctx, true, (parent, key) => {
    const cur = read(parent, key);
    if (cur !== undefined && !isNumeric(cur))
      throw new MongoServerError(
        'TypeMismatch',
        `Cannot apply ${name} to a value of non-numeric type. {_id: ${String(doc._id)}} has the field '${key}' of non-numeric type ${typeName(cur)}`,
      );
    write(parent, key, fn(cur));
  });
}

/** The array at a path for an array operator; mongod's codes and messages when it is not one. */
function requireArray(doc: Doc, key: string, cur: unknown, op: string): unknown[] | undefined {
  if (cur === undefined || Array.isArray(cur)) return cur;
  const type = typeName(cur);
  if (op === '$pop')
    throw new MongoServerError(
      'TypeMismatch',
      `Path '${key}' contains an element of non-array type '${type}'`,
    );
  if (op === '$addToSet')
    throw new MongoServerError(
      'BadValue',
      `Cannot apply $addToSet to non-array field. Field named '${key}' has non-array type ${type}`,
    );
  if (op === '$push')
    throw new MongoServerError(
      'BadValue',
      `The field '${key}' must be an array but is of type ${type} in document {_id: ${String(doc._id)}}`,
    );
  throw new MongoServerError('BadValue', `Cannot apply ${op} to a non-array value`);
}

function pullMatcher(cond: unknown): (el: unknown) => boolean {
  if (isOperatorObject(cond)) {
    const q = new Query({ v: promote(cond) });
    return (el) => q.test({ v: promote(el) });
  }
  if (isPlainObject(cond)) {
    // A document condition matches elements as a query on each element ($pull semantics).
    const q = new Query(promote(cond) as Doc);
    return (el) => isPlainObject(el) && q.test(promote(el) as Doc);
  }
  return (el) => valuesEqual(el, cond);
}

function applyPush(
  doc: Doc,
  path: string,
  spec: unknown,
  ctx: UpdateContext,
  addToSet: boolean,
): void {
  const each = isPlainObject(spec) && '$each' in spec;
  const values = each ? ((spec as Doc).$each as unknown[]) : [spec];
  if (!Array.isArray(values))
    throw new MongoServerError(
      'BadValue',
      `The argument to $each in ${addToSet ? '$addToSet' : '$push'} must be an array`,
    );
  const mods = each ? (spec as Doc) : {};
  forEachTarget(doc, path, ctx, true, (parent, key) => {
    const arr = requireArray(doc, key, read(parent, key), addToSet ? '$addToSet' : '$push') ?? [];
    if (addToSet) {
      for (const v of values) if (!arr.some((x) => valuesEqual(x, v))) arr.push(v);
    } else {
      const pos = mods.$position === undefined ? arr.length : toNumber(mods.$position);
      arr.splice(pos < 0 ? Math.max(0, arr.length + pos) : pos, 0, ...values);
      if (mods.$sort !== undefined) {
        if (isPlainObject(mods.$sort)) {
          const by = compareBySort(parseSort(mods.$sort) ?? []);
          arr.sort((a, b) => by(promote(a) as Doc, promote(b) as Doc));
        } else arr.sort((a, b) => compareValues(a, b) * toNumber(mods.$sort));
      }
      if (mods.$slice !== undefined) {
        const n = toNumber(mods.$slice);
        const kept = n >= 0 ? arr.slice(0, n) : arr.slice(n);
        arr.length = 0;
        arr.push(...kept);
      }
    }
    write(parent, key, arr);
  });
}

/** Applies an operator update document to doc in place. */
export function applyOperators(doc: Doc, update: Doc, ctx: UpdateContext): void {
  checkConflicts(update);
  for (const [op, fields] of Object.entries(update)) {
    if (!SUPPORTED.has(op))
      throw new MongoServerError(
        'FailedToParse',
        `Unknown modifier: ${op}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    for (const [path, value] of Object.entries(fields as Doc)) {
      switch (op) {
        case '$setOnInsert':
        case '$set':
          if (op === '$set' || ctx.isInsert)
            forEachTarget(doc, path, ctx, true, (p, k) => write(p, k, value));
          break;
        case '$unset':
          forEachTarget(doc, path, ctx, false, (p, k) => {
            if (Array.isArray(p)) write(p, k, null);
            else delete p[k];
          });
          break;
        case '$inc':
          numericOp(op, doc, path, value, ctx, (cur) =>
            cur === undefined ? value : add(cur, value),
          );
          break;
        case '$mul':
          numericOp(op, doc, path, value, ctx, (cur) =>
            cur === undefined ? zeroLike(value) : multiply(cur, value),
          );
          break;
        case '$min':
        case '$max':
          forEachTarget(doc, path, ctx, true, (p, k) => {
            const cur = read(p, k);
            const c = cur === undefined ? 0 : compareValues(value, cur);
            if (cur === undefined || (op === '$min' ? c < 0 : c > 0)) write(p, k, value);
          });
          break;
        case '$rename':
          applyRename(doc, path, String(value), ctx);
          break;
        case '$push':
        case '$addToSet':
          applyPush(doc, path, value, ctx, op === '$addToSet');
          break;
        case '$pop':
          forEachTarget(doc, path, ctx, false, (p, k) => {
            const arr = requireArray(doc, k, read(p, k), op);
            if (arr && toNumber(value) < 0) arr.shift();
            else if (arr) arr.pop();
          });
          break;
        case '$pull':
        case '$pullAll': {
          const matchers =
            op === '$pull' ? [pullMatcher(value)] : (value as unknown[]).map(pullMatcher);
          forEachTarget(doc, path, ctx, false, (p, k) => {
            const arr = requireArray(doc, k, read(p, k), op);
            if (arr)
              write(
                p,
                k,
                arr.filter((el) => !matchers.some((m) => m(el))),
              );
          });
          break;
        }
        case '$currentDate': {
          const asTimestamp = isPlainObject(value) && value.$type === 'timestamp';
          const now = asTimestamp
            ? new Timestamp({ t: Math.floor(Date.now() / 1000), i: 1 })
            : new Date();
          if (!asTimestamp && !truthy(value) && !isPlainObject(value)) break;
          forEachTarget(doc, path, ctx, true, (p, k) => write(p, k, now));
          break;
        }
      }
    }
  }
}

function applyRename(doc: Doc, from: string, to: string, ctx: UpdateContext): void {
  let moved: unknown;
  let found = false;
  forEachTarget(doc, from, ctx, false, (p, k) => {
    if (Array.isArray(p)) return;
    if (k in p) {
      moved = p[k];
      found = true;
      delete p[k];
    }
  });
  if (found) forEachTarget(doc, to, ctx, true, (p, k) => write(p, k, moved));
}

const PIPELINE_UPDATE_STAGES = new Set([
  '$set',
  '$addFields',
  '$unset',
  '$project',
  '$replaceRoot',
  '$replaceWith',
]);

/**
 * An update given as an aggregation pipeline (MongoDB 4.2+), run by mingo on the promoted document;
 * fields it leaves alone keep their stored numeric types (see retype()).
 */
function pipelineUpdate(doc: Doc, stages: unknown[], ctx: UpdateContext): Doc {
  for (const stage of stages) {
    const name = isPlainObject(stage) ? Object.keys(stage)[0] : undefined;
    if (!name || !PIPELINE_UPDATE_STAGES.has(name))
      throw new MongoServerError(
        'InvalidOptions',
        `${String(name)} is not allowed to be used within an update`,
      );
  }
  let out: Doc | undefined;
  try {
    out = new Aggregator(stages.map((st) => promote(st) as Doc)).run<Doc>([promote(doc)])[0];
  } catch (e) {
    throw new MongoServerError('BadValue', `update pipeline failed: ${(e as Error).message}`);
  }
  const next = retype(out ?? {}, doc) as Doc;
  if (!ctx.isInsert && !valuesEqual(promote(next._id), promote(doc._id)))
    throw new MongoServerError(
      'ImmutableField',
      `Performing an update on the path '_id' would modify the immutable field '_id'`,
    );
  const { _id, ...rest } = next;
  return { _id: _id ?? doc._id, ...rest };
}

/**
 * The result of an update (operators or a replacement document). Operators are applied to doc in
 * place (callers pass a freshly decoded document; copying it first doubled the cost of updates).
 */
export function updatedDocument(doc: Doc, update: unknown, ctx: UpdateContext): Doc {
  if (Array.isArray(update)) return pipelineUpdate(doc, update, ctx);
  if (!isPlainObject(update))
    throw new MongoServerError('FailedToParse', 'Update document must be an object');
  const keys = Object.keys(update);
  if (keys.length > 0 && keys.every((k) => k.startsWith('$'))) {
    const idBefore = promote(doc._id); // a copy when _id is a document
    applyOperators(doc, update, ctx);
    if (!ctx.isInsert && !valuesEqual(promote(doc._id), idBefore))
      throw new MongoServerError(
        'ImmutableField',
        `Performing an update on the path '_id' would modify the immutable field '_id'`,
      );
    return doc;
  }
  if (keys.some((k) => k.startsWith('$')))
    throw new MongoServerError(
      'FailedToParse',
      `Unknown modifier: ${keys.find((k) => k.startsWith('$'))}`,
    );
  if (
    '_id' in update &&
    doc._id !== undefined &&
    !valuesEqual(promote(update._id), promote(doc._id))
  )
    throw new MongoServerError(
      'ImmutableField',
      `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(update._id)}`,
    );
  return { _id: doc._id, ...update, ...(doc._id === undefined ? {} : { _id: doc._id }) };
}

/** The document an upsert inserts: equality fields of the (exact) filter, then the update. */
export function upsertDocument(filter: Doc, update: unknown, ctx: UpdateContext): Doc {
  const base: Doc = {};
  const seed = (f: Doc): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) v.forEach((part) => isPlainObject(part) && seed(part));
      if (k.startsWith('$')) continue;
      const value = isOperatorObject(v) ? ('$eq' in v ? v.$eq : undefined) : v;
      if (value !== undefined) forEachTarget(base, k, ctx, true, (p, key) => write(p, key, value));
    }
  };
  const isOps = Array.isArray(update) || isUpdateOperatorDoc(update);
  if (isOps) seed(filter);
  else if (filter._id !== undefined && !isOperatorObject(filter._id)) base._id = filter._id;
  const built = updatedDocument(base, update, { ...ctx, isInsert: true });
  const id: unknown = built._id ?? new ObjectId();
  // mongod stores _id first.
  const { _id: _ignored, ...rest } = built;
  return { _id: id, ...rest };
}
