import { Query } from 'mingo';
import type { CollationSpec } from 'mingo/types';
import { foldStrings, stringFolder } from '../values/collation';
import { isPlainObject, promote, viewOf, type Doc } from '../values/normalize';
import { MINGO_OPTIONS } from './mingo-options';

export type Matcher = (doc: Doc) => boolean;

const matchAll: Matcher = () => true;

/** Compiles a MongoDB filter with mingo; stored documents with Long/Double wrappers are promoted first. */
export function compileFilter(filter: unknown, collation?: CollationSpec): Matcher {
  if (!isPlainObject(filter) || Object.keys(filter).length === 0) return matchAll;
  const fold = stringFolder(collation);
  if (fold) {
    const folded = new Query(foldStrings(promote(filter), fold), {
      ...MINGO_OPTIONS,
      collation: collation as CollationSpec,
    });
    return (doc) => folded.test(foldStrings(viewOf(doc), fold));
  }
  const query = new Query(promote(filter), collation ? { ...MINGO_OPTIONS, collation } : MINGO_OPTIONS);
  return (doc) => query.test(viewOf(doc));
}
