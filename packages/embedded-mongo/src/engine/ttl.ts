import type { Engine } from './engine';

/**
 * Deletes documents whose TTL-indexed date is older than expireAfterSeconds, like mongod's TTL
 * monitor. Returns how many were removed. Uses the index, so it never scans live documents.
 */
export function expireDocuments(engine: Engine, now = Date.now()): number {
  let removed = 0;
  for (const colls of engine.dbs.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes) {
        if (index.expireAfterSeconds === undefined || index.fields.length !== 1) continue;
        const cutoff = new Date(now - index.expireAfterSeconds * 1000);
        const expired = new Set<string>();
        for (const e of index.scan([{ hi: cutoff, hiInc: true, loInc: true }], 1, () => undefined))
          expired.add(e.id);
        for (const id of expired) if (coll.remove(id)) removed++;
      }
    }
  }
  if (removed > 0) engine.commit();
  return removed;
}
