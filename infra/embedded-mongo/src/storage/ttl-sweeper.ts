import type { Doc } from '../values/normalize';
import type { Engine } from './engine';

const EARLIEST = { value: new Date(-8.64e15), inclusive: true };

/**
 * Deletes documents whose TTL-indexed date (the earliest, for arrays) is older than expireAfterSeconds.
 * Only date values expire, as in MongoDB. Returns how many documents were removed.
 */
export function sweepExpired(engine: Engine, now = Date.now()): number {
  let removed = 0;
  for (const colls of engine.dbs.values()) {
    for (const coll of colls.values()) {
      for (const index of coll.indexes.values()) {
        const ttl = index.spec.expireAfterSeconds;
        if (typeof ttl !== 'number' || index.fields.length !== 1) continue;
        const cutoff = { value: new Date(now - ttl * 1000), inclusive: true };
        const expired: Doc[] = [];
        const seen = new Set<string>();
        for (const { id } of index.scan(EARLIEST, cutoff)) {
          if (seen.has(id)) continue;
          seen.add(id);
          const doc = coll.docs.get(id);
          if (doc) expired.push(doc);
        }
        for (const doc of expired) if (engine.remove(coll, doc)) removed++;
      }
    }
  }
  return removed;
}
