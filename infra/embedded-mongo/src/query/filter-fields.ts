import type { FieldSet } from '../storage/doc-store';
import { isPlainObject, type Doc } from '../values/normalize';
import type { SortSpec } from './sort';

const LOGICAL = new Set(['$and', '$or', '$nor']);

/**
 * The top-level fields a filter (and a sort) can read, so candidates are tested on those fields alone.
 * Undefined when a top-level operator may read anything (`$expr`, `$where`, `$jsonSchema`, ...).
 * https://www.mongodb.com/docs/manual/reference/operator/query/
 */
export function fieldsRead(filter: Doc, sort: SortSpec = []): FieldSet {
  const out = new Set<string>();
  const visit = (f: Doc): boolean => {
    for (const [key, value] of Object.entries(f)) {
      if (key === '$comment') continue;
      if (LOGICAL.has(key)) {
        if (!Array.isArray(value)) return false;
        for (const clause of value) if (!isPlainObject(clause) || !visit(clause)) return false;
        continue;
      }
      if (key.startsWith('$')) return false;
      out.add(key.split('.')[0] as string);
    }
    return true;
  };
  if (!visit(filter)) return undefined;
  for (const [path] of sort) out.add(path.split('.')[0] as string);
  return out;
}
