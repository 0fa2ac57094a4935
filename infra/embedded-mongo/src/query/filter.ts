import { Query } from 'mingo';
import type { CollationSpec } from 'mingo/types';
import { collatorFor } from '../values/collation';
import { isPlainObject, promote, viewOf, type Doc } from '../values/normalize';
import { collateContext, rewriteFilter } from './collated-filter';
import { fastChecks } from './fast-filter';
import { MINGO_OPTIONS } from './mingo-options';

export type Matcher = (doc: Doc) => boolean;

const matchAll: Matcher = () => true;

/**
 * Compiles a MongoDB filter with mingo; stored documents with Long/Double wrappers are promoted first.
 * Under a collation, string comparisons go through the collation's ICU collator (collated-filter.ts).
 */
export function compileFilter(filter: unknown, collation?: CollationSpec): Matcher {
  if (!isPlainObject(filter) || Object.keys(filter).length === 0) return matchAll;
  const collator = collatorFor(collation);
  if (collator) {
    const query = new Query(rewriteFilter(promote(filter)), {
      ...MINGO_OPTIONS,
      collation: collation as CollationSpec,
      context: collateContext(collator),
    });
    return (doc) => query.test(viewOf(doc));
  }
  const query = new Query(promote(filter), MINGO_OPTIONS);
  const mingo: Matcher = (doc) => query.test(viewOf(doc));
  const fast = fastChecks(filter);
  return fast ? (doc) => fast(doc) ?? mingo(doc) : mingo;
}
