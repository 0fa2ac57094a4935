import { MongoCommandError, ErrorCodes } from '../errors';
import { compareValues, sortKey } from '../values/compare';
import { isPlainObject, viewOf, type Doc } from '../values/normalize';

export type SortSpec = Array<[string, number]>;

/** Accepts `{a: 1, b: -1}`; `$natural` and `$meta` sorts are ignored (natural order is the default). */
export function parseSort(sort: unknown): SortSpec {
  if (!isPlainObject(sort)) return [];
  const out: SortSpec = [];
  for (const [field, dir] of Object.entries(sort)) {
    if (field === '$natural' || isPlainObject(dir)) continue;
    const d = Number(dir);
    if (d !== 1 && d !== -1)
      throw new MongoCommandError(
        ErrorCodes.BadValue,
        `$sort key ordering must be 1 (for ascending) or -1 (for descending)`,
      );
    out.push([field, d]);
  }
  return out;
}

/**
 * Stable sort with MongoDB ordering semantics (arrays sort by their min/max element). With `keep`, only
 * the first `keep` documents are needed: a bounded insertion keeps the best ones instead of sorting all.
 */
export function sortDocs(docs: Doc[], spec: SortSpec, keep = Infinity, collator?: Intl.Collator): Doc[] {
  if (spec.length === 0) return docs;
  type Keyed = { doc: Doc; i: number; keys: unknown[] };
  const cmp = (a: Keyed, b: Keyed): number => {
    for (let k = 0; k < spec.length; k++) {
      const c = compareValues(a.keys[k], b.keys[k], collator);
      if (c) return c * (spec[k] as [string, number])[1];
    }
    return a.i - b.i;
  };
  const keyed = (doc: Doc, i: number): Keyed => {
    const view = viewOf(doc);
    return { doc, i, keys: spec.map(([f, d]) => sortKey(view, f, d, collator)) };
  };
  if (keep * 4 < docs.length) {
    const best: Keyed[] = [];
    for (let i = 0; i < docs.length; i++) {
      const item = keyed(docs[i] as Doc, i);
      if (best.length === keep && cmp(item, best[keep - 1] as Keyed) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (cmp(best[mid] as Keyed, item) <= 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, item);
      if (best.length > keep) best.pop();
    }
    return best.map((k) => k.doc);
  }
  return docs
    .map(keyed)
    .sort(cmp)
    .map((k) => k.doc);
}
