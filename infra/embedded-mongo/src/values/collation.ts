import type { CollationSpec } from 'mingo/types';
import { ErrorCodes, MongoCommandError } from '../errors';
import { isPlainObject } from './normalize';

/**
 * MongoDB collations map onto ICU collators (Node ships full ICU): strength 1 ignores case and accents,
 * 2 ignores case, 3 (default) distinguishes both. `locale: 'simple'` means plain binary comparison.
 */
export function parseCollation(spec: unknown): CollationSpec | undefined {
  if (spec === undefined || spec === null) return undefined;
  if (!isPlainObject(spec) || typeof spec.locale !== 'string') {
    throw new MongoCommandError(ErrorCodes.BadValue, "collation must be an object with a 'locale' string");
  }
  if (spec.locale === 'simple') return undefined;
  return spec as unknown as CollationSpec;
}

/** A query's collation, or else the collection's default one; an explicit `simple` overrides the default. */
export function resolveCollation(explicit: unknown, collectionDefault: unknown): CollationSpec | undefined {
  return parseCollation(explicit !== undefined ? explicit : collectionDefault);
}

/**
 * An ICU collator for a MongoDB collation (https://www.mongodb.com/docs/manual/reference/collation/):
 * strength 1 compares base letters only, 2 adds accents, 3 (default) and above add case; `caseLevel`
 * adds case to strength 1 or 2; `numericOrdering` compares digit runs as numbers; `caseFirst` orders
 * upper or lower case first; `alternate: 'shifted'` ignores punctuation and spaces.
 */
export function collatorFor(spec: CollationSpec | undefined): Intl.Collator | undefined {
  if (!spec) return undefined;
  const strength = Number(spec.strength ?? 3);
  const caseLevel = spec.caseLevel === true;
  const sensitivity =
    strength <= 1 ? (caseLevel ? 'case' : 'base') : strength === 2 && !caseLevel ? 'accent' : 'variant';
  try {
    return new Intl.Collator(spec.locale, {
      sensitivity,
      caseFirst: spec.caseFirst === 'upper' || spec.caseFirst === 'lower' ? spec.caseFirst : undefined,
      numeric: spec.numericOrdering === true,
      ignorePunctuation: spec.alternate === 'shifted',
      usage: 'sort',
    });
  } catch {
    throw new MongoCommandError(ErrorCodes.BadValue, `Field 'locale' is invalid in: ${JSON.stringify(spec)}`);
  }
}
