import { Query } from 'mingo';
import { isPlainObject, promote, viewOf, type Doc } from '../values/normalize';

export type Matcher = (doc: Doc) => boolean;

const matchAll: Matcher = () => true;

/** Compiles a MongoDB filter with mingo; stored documents with Long/Double wrappers are promoted first. */
export function compileFilter(filter: unknown): Matcher {
  if (!isPlainObject(filter) || Object.keys(filter).length === 0) return matchAll;
  const query = new Query(promote(filter), {});
  return (doc) => query.test(viewOf(doc));
}
