import { ObjectId } from 'bson';
import type { Bound } from '../storage/index-types';
import { typeRank } from '../values/compare';
import { bsonType, isPlainObject, type Doc } from '../values/normalize';

/** What the planner can ask an index about one field of a filter: an equality, an `$in` or a range. */
export type Predicate =
  | { kind: 'eq'; value: unknown }
  | { kind: 'in'; values: unknown[] }
  | { kind: 'range'; lo?: Bound; hi?: Bound; regex?: boolean };

/** Scalars whose index order matches query equality; embedded documents, arrays and regexes are left to mingo. */
function plannable(v: unknown): boolean {
  if (v === null) return true;
  switch (typeof v) {
    case 'string':
    case 'number':
    case 'boolean':
      return true;
    case 'object':
      if (v instanceof Date) return true;
      return ['ObjectId', 'Long', 'Double', 'Decimal128', 'Binary'].includes(bsonType(v as object) ?? '');
    default:
      return false;
  }
}

/** Lowest and highest values of a BSON type bracket: range operators never cross types in MongoDB. */
export function bracket(v: unknown): { lo: Bound; hi: Bound } | undefined {
  switch (typeRank(v)) {
    case 3:
      return { lo: { value: -Infinity, inclusive: true }, hi: { value: Infinity, inclusive: true } };
    case 4:
      return { lo: { value: '', inclusive: true }, hi: { value: {}, inclusive: false } };
    case 8:
      return {
        lo: { value: new ObjectId('000000000000000000000000'), inclusive: true },
        hi: { value: new ObjectId('ffffffffffffffffffffffff'), inclusive: true },
      };
    case 10:
      return {
        lo: { value: new Date(-8.64e15), inclusive: true },
        hi: { value: new Date(8.64e15), inclusive: true },
      };
    default:
      return undefined;
  }
}

/** `^` followed by plain ASCII characters: the literal prefix every match starts with. */
const LITERAL_PREFIX = /^\^([\w\s!"#%&',/:;<=>@`~-]+)$/;

/**
 * The index range a regex predicate scans, as MongoDB's planner bounds it
 * (https://www.mongodb.com/docs/manual/reference/operator/query/regex/#index-use): a case-sensitive
 * regex anchored on a literal prefix scans only the strings starting with it; any other regex scans every
 * string key and tests each candidate. (A stored BSON regex equal to the pattern also matches in
 * MongoDB; such values are not strings and are not candidates here.)
 */
function regexPredicate(source: string, flags: string): Predicate {
  const prefix =
    flags.includes('i') || flags.includes('m') || flags.includes('x')
      ? undefined
      : LITERAL_PREFIX.exec(source)?.[1];
  if (prefix) {
    const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
    return {
      kind: 'range',
      lo: { value: prefix, inclusive: true },
      hi: { value: next, inclusive: false },
      regex: true,
    };
  }
  return {
    kind: 'range',
    lo: { value: '', inclusive: true },
    hi: { value: {}, inclusive: false },
    regex: true,
  };
}

function regexOf(value: unknown): { source: string; flags: string } | undefined {
  if (value instanceof RegExp) return { source: value.source, flags: value.flags };
  if (!isPlainObject(value)) return undefined;
  if (bsonType(value as object) === 'BSONRegExp') {
    const r = value as unknown as { pattern: string; options: string };
    return { source: r.pattern, flags: r.options };
  }
  const ops = value as Doc;
  const keys = Object.keys(ops);
  if (!('$regex' in ops) || keys.some((k) => k !== '$regex' && k !== '$options')) return undefined;
  const inner = regexOf(ops.$regex);
  const options = typeof ops.$options === 'string' ? ops.$options : '';
  if (inner) return { source: inner.source, flags: inner.flags + options };
  return typeof ops.$regex === 'string' ? { source: ops.$regex, flags: options } : undefined;
}

export function predicateFor(value: unknown): Predicate | undefined {
  if (plannable(value)) return { kind: 'eq', value };
  const regex = regexOf(value);
  if (regex) return regexPredicate(regex.source, regex.flags);
  if (!isPlainObject(value)) return undefined;
  const ops = value as Doc;
  if ('$eq' in ops && plannable(ops.$eq)) return { kind: 'eq', value: ops.$eq };
  if ('$in' in ops && Array.isArray(ops.$in) && ops.$in.every(plannable))
    return { kind: 'in', values: ops.$in };
  let lo: Bound | undefined;
  let hi: Bound | undefined;
  for (const [op, v] of Object.entries(ops)) {
    if (!plannable(v) || v === null || typeof v === 'boolean') continue;
    if (op === '$gt' || op === '$gte') lo = { value: v, inclusive: op === '$gte' };
    if (op === '$lt' || op === '$lte') hi = { value: v, inclusive: op === '$lte' };
  }
  if (lo && hi && typeRank(lo.value) !== typeRank(hi.value)) hi = undefined;
  if (lo || hi) return { kind: 'range', lo, hi };
  return undefined;
}

/** Field predicates from the top level of a filter and from a top-level `$and`. */
export function fieldPredicates(filter: Doc): Map<string, Predicate> {
  const out = new Map<string, Predicate>();
  const visit = (f: Doc): void => {
    for (const [key, value] of Object.entries(f)) {
      // An `$or` of one clause is that clause, as MongoDB's planner rewrites it.
      const and = key === '$and' || (key === '$or' && Array.isArray(value) && value.length === 1);
      if (and && Array.isArray(value)) {
        for (const sub of value) if (isPlainObject(sub)) visit(sub);
        continue;
      }
      if (key.startsWith('$')) continue;
      const p = predicateFor(value);
      if (p && !out.has(key)) out.set(key, p);
    }
  };
  visit(filter);
  return out;
}
