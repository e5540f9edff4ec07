import { Context, Query as FullQuery } from 'mingo';
import * as queryOperators from 'mingo/operators/query';
import { Query } from 'mingo/query';
import type { Doc } from '../bson/codec';
import { isPlainObject } from '../bson/values';
import { MongoServerError, notSupported } from '../errors';

export interface Matcher {
  test(doc: Doc): boolean;
}

/**
 * mingo copies its whole operator context (hundreds of expression operators) for every Query it
 * builds, which dominated point lookups; filters without $expr get a context holding only the
 * query operators.
 */
const QUERY_CONTEXT = Context.init({ query: queryOperators });
const MATCH_ALL: Matcher = { test: () => true };
const UNSUPPORTED = ['$text', '$near', '$nearSphere', '$where', '$geoWithin', '$geoIntersects'];

function hasKey(v: unknown, keys: string[]): string | undefined {
  if (Array.isArray(v)) {
    for (const x of v) {
      const found = hasKey(x, keys);
      if (found) return found;
    }
  } else if (isPlainObject(v)) {
    for (const [k, x] of Object.entries(v)) {
      if (keys.includes(k)) return k;
      const found = hasKey(x, keys);
      if (found) return found;
    }
  }
  return undefined;
}

/** Operators whose fields cannot be read off the filter's keys. */
const OPAQUE = new Set(['$expr', '$where', '$jsonSchema', '$text', '$comment']);

/**
 * The top-level document fields a filter reads, or undefined when that cannot be known (then the
 * whole document must be decoded).
 */
export function filterFields(filter: Doc): Set<string> | undefined {
  const out = new Set<string>();
  const visit = (f: Doc): boolean => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' || k === '$or' || k === '$nor') {
        if (!Array.isArray(v) || !v.every((part) => isPlainObject(part) && visit(part)))
          return false;
      } else if (k.startsWith('$') || OPAQUE.has(k)) return false;
      else out.add(k.split('.')[0] as string);
    }
    return true;
  };
  return visit(filter) ? out : undefined;
}

/** A matcher for a promoted filter; unsupported operators are refused, never ignored. */
export function compileFilter(filter: Doc): Matcher {
  if (Object.keys(filter).length === 0) return MATCH_ALL;
  const unsupported = hasKey(filter, UNSUPPORTED);
  if (unsupported) throw notSupported(`The ${unsupported} query operator`);
  try {
    return hasKey(filter, ['$expr', '$jsonSchema'])
      ? new FullQuery(filter)
      : new Query(filter, { context: QUERY_CONTEXT });
  } catch (e) {
    throw new MongoServerError('BadValue', (e as Error).message);
  }
}
