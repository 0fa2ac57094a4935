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

export function collatorFor(spec: CollationSpec | undefined): Intl.Collator | undefined {
  if (!spec) return undefined;
  const strength = Number(spec.strength ?? 3);
  return new Intl.Collator(spec.locale, {
    sensitivity: strength <= 1 ? 'base' : strength === 2 ? 'accent' : 'variant',
    caseFirst: spec.caseFirst === 'upper' || spec.caseFirst === 'lower' ? spec.caseFirst : undefined,
    numeric: spec.numericOrdering === true,
  });
}

/**
 * mingo applies a collation to sorting only, not to equality. For case- (strength 2) or case-and-accent-
 * (strength 1) insensitive collations, queries are evaluated on a copy whose strings are folded the same
 * way on both sides. Regular expressions are left alone, as MongoDB ignores collation for them too.
 */
export function stringFolder(spec: CollationSpec | undefined): ((s: string) => string) | undefined {
  if (!spec) return undefined;
  const strength = Number(spec.strength ?? 3);
  if (strength >= 3) return undefined;
  const locale = spec.locale;
  if (strength === 2) return (s) => s.toLocaleLowerCase(locale);
  return (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase(locale);
}

export function foldStrings<T>(value: T, fold: (s: string) => string): T {
  if (typeof value === 'string') return fold(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => foldStrings(v, fold)) as T;
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = foldStrings(v, fold);
  return out as T;
}
