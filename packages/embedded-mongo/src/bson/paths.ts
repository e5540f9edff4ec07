import { isPlainObject } from './values';

/**
 * Dotted-path access with MongoDB's array semantics: a non-numeric segment applied to an array
 * fans out over its elements, so `tags.name` on `{ tags: [{ name: 'a' }, { name: 'b' }] }` yields
 * both names. Returns every value reached; a missing path yields `undefined` once.
 */
export function valuesAtPath(doc: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  walk(doc, path.split('.'), 0, out);
  return out.length === 0 ? [undefined] : out;
}

function walk(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (i === parts.length) {
    out.push(value);
    return;
  }
  const part = parts[i] as string;
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part)) {
      walk(value[Number(part)], parts, i + 1, out);
      return;
    }
    for (const el of value) if (isPlainObject(el)) walk(el, parts, i, out);
    return;
  }
  if (isPlainObject(value) && part in value) walk(value[part], parts, i + 1, out);
}

/** The single value at a dotted path without array fan-out (numeric segments index arrays). */
export function getPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(cur)) cur = cur[Number(part)];
    else if (isPlainObject(cur)) cur = cur[part];
    else return undefined;
  }
  return cur;
}
