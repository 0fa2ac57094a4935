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

/** Stable sort with MongoDB ordering semantics (arrays sort by their min/max element). */
export function sortDocs(docs: Doc[], spec: SortSpec): Doc[] {
  if (spec.length === 0) return docs;
  const keyed = docs.map((doc, i) => {
    const view = viewOf(doc);
    return { doc, i, keys: spec.map(([f, d]) => sortKey(view, f, d)) };
  });
  keyed.sort((a, b) => {
    for (let k = 0; k < spec.length; k++) {
      const c = compareValues(a.keys[k], b.keys[k]);
      if (c) return c * (spec[k] as [string, number])[1];
    }
    return a.i - b.i;
  });
  return keyed.map((k) => k.doc);
}
