import { Context } from 'mingo';
import { keyString, pathValues } from '../values/compare';
import { isPlainObject, type Doc } from '../values/normalize';

/**
 * Query matching under a collation. mingo applies a collation to sorting only, so every string
 * comparison of a filter (`$eq`, `$ne`, `$gt`, `$gte`, `$lt`, `$lte`, `$in`, `$nin`, bare equality) is
 * rewritten into a `$collate` condition that compares with the collation's `Intl.Collator`. Other
 * operands (numbers, dates, regular expressions, which MongoDB matches without collation) are left as
 * they were.
 */

const COMPARISONS = new Set(['$eq', '$ne', '$gt', '$gte', '$lt', '$lte', '$in', '$nin']);

interface Collate {
  op: string;
  value: unknown;
}

const hasString = (op: string, v: unknown): boolean =>
  op === '$in' || op === '$nin'
    ? Array.isArray(v) && v.some((x) => typeof x === 'string')
    : typeof v === 'string';

function rewriteField(field: string, value: unknown, out: Doc[]): void {
  if (typeof value === 'string') {
    out.push({ [field]: { $collate: { op: '$eq', value } } });
    return;
  }
  if (!isPlainObject(value) || !Object.keys(value).every((k) => k.startsWith('$'))) {
    out.push({ [field]: value });
    return;
  }
  const kept: Doc = {};
  for (const [op, v] of Object.entries(value)) {
    if (COMPARISONS.has(op) && hasString(op, v)) out.push({ [field]: { $collate: { op, value: v } } });
    else if (op === '$elemMatch' && isPlainObject(v) && !Object.keys(v).some((k) => k.startsWith('$'))) {
      kept.$elemMatch = rewriteFilter(v);
    } else kept[op] = v;
  }
  if (Object.keys(kept).length) out.push({ [field]: kept });
}

/** The filter with its string comparisons turned into `$collate` conditions. */
export function rewriteFilter(filter: Doc): Doc {
  const out: Doc[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
      out.push({ [key]: value.map((f) => (isPlainObject(f) ? rewriteFilter(f) : f)) });
    } else if (key.startsWith('$')) out.push({ [key]: value });
    else rewriteField(key, value, out);
  }
  return out.length === 1 ? (out[0] as Doc) : { $and: out };
}

function equalUnder(collator: Intl.Collator, a: unknown, b: unknown): boolean {
  if (typeof b === 'string') return typeof a === 'string' && collator.compare(a, b) === 0;
  if (b === null) return a === null || a === undefined;
  return keyString(a) === keyString(b);
}

/** The mingo context that knows `$collate` for one collator. */
export function collateContext(collator: Intl.Collator): Context {
  const $collate = (selector: string, spec: Collate) => {
    const { op, value } = spec;
    const list = Array.isArray(value) ? (value as unknown[]) : [value];
    const some = (obj: unknown, test: (v: unknown) => boolean): boolean =>
      pathValues(obj, selector).values.some(test);
    const order = (v: unknown): number | undefined =>
      typeof v === 'string' ? collator.compare(v, value as string) : undefined;
    switch (op) {
      case '$eq':
        return (obj: unknown) => some(obj, (v) => equalUnder(collator, v, value));
      case '$ne':
        return (obj: unknown) => !some(obj, (v) => equalUnder(collator, v, value));
      case '$in':
        return (obj: unknown) => some(obj, (v) => list.some((x) => equalUnder(collator, v, x)));
      case '$nin':
        return (obj: unknown) => !some(obj, (v) => list.some((x) => equalUnder(collator, v, x)));
      case '$gt':
        return (obj: unknown) => some(obj, (v) => (order(v) ?? 0) > 0);
      case '$gte':
        return (obj: unknown) => some(obj, (v) => order(v) !== undefined && (order(v) as number) >= 0);
      case '$lt':
        return (obj: unknown) => some(obj, (v) => (order(v) ?? 0) < 0);
      default:
        return (obj: unknown) => some(obj, (v) => order(v) !== undefined && (order(v) as number) <= 0);
    }
  };
  return Context.init().addQueryOps({ $collate } as never);
}
