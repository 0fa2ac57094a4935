import type { Collection } from '../storage/collection';
import type { Bound } from '../storage/index-types';
import type { SortedIndex } from '../storage/sorted-index';
import { compareValues, keyString } from '../values/compare';
import { isPlainObject, type Doc } from '../values/normalize';
import { bracket, fieldPredicates, predicateFor, type Predicate } from './predicates';

const rankOf = (p: Predicate, index: SortedIndex): number => {
  const kindRank = p.kind === 'eq' ? 0 : p.kind === 'in' ? 2 : p.kind === 'range' && p.regex ? 6 : 4;
  return kindRank + (index.unique ? 0 : 1);
};

/**
 * Counting index entries for an estimate stops here: callers only ask whether a candidate set is small
 * (find-executor's threshold is 2,000), and counting costs one step per entry.
 */
const ESTIMATE_CAP = 2_048;

export interface Plan {
  index: SortedIndex;
  /**
   * Index entries in the scanned ranges (at most a little over ESTIMATE_CAP: counting stops there).
   * Computed on first read, since counting walks the entries.
   */
  readonly estimate: number;
  /**
   * True when every candidate is known to match: the filter is a single equality on the indexed field,
   * so testing candidates with mingo again would be wasted work.
   */
  exact: boolean;
  /** Candidate ids in index order, without duplicates. */
  ids(): string[];
  /** The candidates hold every one of several equalities on the index's leading field (intersected). */
  intersection?: boolean;
}

/**
 * How to narrow a filter with the best usable index, or undefined when only a full scan will do.
 * Candidates are a superset of the matches unless `exact`: the caller tests them with mingo.
 */
export function planCandidates(coll: Collection, filter: Doc): Plan | undefined {
  const preds = fieldPredicates(filter);
  if (preds.size === 0) return undefined;
  let best: { index: SortedIndex; pred: Predicate; rank: number } | undefined;
  for (const index of coll.indexes.values()) {
    if (!index.plannable) continue;
    const field = (index.fields[0] as [string, number])[0];
    const pred = preds.get(field);
    if (!pred) continue;
    const rank = rankOf(pred, index);
    if (!best || rank < best.rank) best = { index, pred, rank };
  }
  if (!best) return undefined;
  const { index, pred } = best;
  const field = (index.fields[0] as [string, number])[0];
  let ranges: Array<{ lo: Bound; hi: Bound }>;
  if (pred.kind === 'eq' || pred.kind === 'in') {
    const values = pred.kind === 'eq' ? [pred.value] : [...pred.values].sort((a, b) => compareValues(a, b));
    ranges = values.map((v) => {
      const b = { value: v, inclusive: true };
      return { lo: b, hi: b };
    });
  } else {
    // On a multikey index both bounds may be met by different array elements, so only one side narrows.
    const bounds = fieldBounds(filter, field, index.multikey);
    if (!bounds) return undefined;
    ranges = [bounds];
  }
  if (pred.kind === 'eq') {
    const others = otherEqualities(filter, field, pred.value);
    if (others.length) return intersectionPlan(index, pred.value, others);
  }
  let estimate: number | undefined;
  const keys = Object.keys(filter);
  return {
    index,
    get estimate() {
      if (estimate === undefined) {
        estimate = 0;
        for (const r of ranges) {
          if (estimate > ESTIMATE_CAP) break;
          estimate += equal(r)
            ? index.countEqual(r.lo.value, ESTIMATE_CAP)
            : index.count(r.lo, r.hi, ESTIMATE_CAP);
        }
      }
      return estimate;
    },
    exact:
      keys.length === 1 &&
      keys[0] === field &&
      pred.kind === 'eq' &&
      pred.value !== null &&
      // A bare value (not {$eq: v}) whose type compares exactly as mingo's equality does.
      filter[field] === pred.value &&
      ['string', 'number', 'boolean'].includes(typeof pred.value),
    ids() {
      const ids: string[] = [];
      const dedupe = index.multikey || ranges.length > 1;
      const seen = dedupe ? new Set<string>() : undefined;
      const add = (id: string): void => {
        if (seen) {
          if (seen.has(id)) return;
          seen.add(id);
        }
        ids.push(id);
      };
      for (const r of ranges) {
        if (equal(r)) index.eachEqualId(r.lo.value, add);
        else index.each(r.lo, r.hi, false, (entry) => add(entry.id));
      }
      return ids;
    },
  };
}

/** The range of an equality (or of one `$in` value). */
const equal = (r: { lo: Bound; hi: Bound }): boolean => r.lo === r.hi;

/**
 * Bounds an equality or range predicate puts on one field, so a sorted index walk can start and stop at
 * them instead of filtering its way there. Undefined when the filter does not bound the field.
 */
export function fieldBounds(
  filter: Doc,
  field: string,
  multikey: boolean,
): { lo: Bound; hi: Bound } | undefined {
  const pred = fieldPredicates(filter).get(field);
  if (!pred || pred.kind === 'in') return undefined;
  if (pred.kind === 'eq') {
    const b = { value: pred.value, inclusive: true };
    return { lo: b, hi: b };
  }
  const anchor = (pred.lo ?? pred.hi) as Bound;
  const br = bracket(anchor.value);
  if (!br) return undefined;
  return { lo: pred.lo ?? br.lo, hi: pred.lo && multikey ? br.hi : (pred.hi ?? br.hi) };
}

/**
 * An index whose key order serves the requested sort (walked forward or backward). `covered` is how many
 * leading sort fields the index orders; the caller finishes ties on the remaining fields in memory.
 * `offset` is 1 when the index's first field is pinned by an equality in the filter and the sort follows
 * from its second field on (`{paid: 1, invoice_no: -1}` serves `{paid: false}` sorted by `invoice_no`,
 * `{search_terms: 1, invoice_no: -1}` serves `{search_terms: 'thom'}` sorted by it though the search
 * keys are an array), as MongoDB's planner does: https://www.mongodb.com/docs/manual/tutorial/sort-results-with-indexes/
 */
export function indexForSort(
  coll: Collection,
  sort: Array<[string, number]>,
  filter: Doc = {},
): { index: SortedIndex; reverse: boolean; covered: number; offset: number } | undefined {
  if (sort.length === 0) return undefined;
  const preds = fieldPredicates(filter);
  let best: { index: SortedIndex; reverse: boolean; covered: number; offset: number } | undefined;
  for (const index of coll.indexes.values()) {
    if (!index.plannable) continue;
    const head = sort[0] as [string, number];
    const lead = (index.fields[0] as [string, number])[0];
    // An equality on a multikey leading field (a search key) pins it as well: its entries are one per
    // document and ordered by the fields after it, unless those hold arrays too.
    const pinned = preds.get(lead)?.kind === 'eq' && lead !== head[0];
    const offset = pinned ? 1 : 0;
    const multikey = index.multikeyFields.slice(offset).some(Boolean);
    if (pinned && multikey) continue;
    const first = index.fields[offset] as [string, number] | undefined;
    if (!first || first[0] !== head[0]) continue;
    const reverse = first[1] !== head[1];
    let covered = 0;
    while (covered < Math.min(sort.length, index.fields.length - offset)) {
      const [f, d] = index.fields[covered + offset] as [string, number];
      const [sf, sd] = sort[covered] as [string, number];
      if (f !== sf || (d === sd) === reverse) break;
      covered++;
    }
    // Finishing ties in memory needs one key per document, which a multikey index does not give.
    if (covered < sort.length && multikey) continue;
    if (!best || covered > best.covered || (covered === best.covered && offset > best.offset)) {
      best = { index, reverse, covered, offset };
    }
  }
  return best;
}

/** A filter value whose index key is exactly the set of documents it matches (on a non-multikey index). */
function exactKey(value: unknown): { key: unknown; missingOnly: boolean } | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return { key: value, missingOnly: false };
  if (typeof value === 'number' && !Number.isNaN(value)) return { key: value, missingOnly: false };
  if (value === null) return { key: null, missingOnly: false };
  if (isPlainObject(value) && Object.keys(value).length === 1 && value.$exists === false) {
    return { key: null, missingOnly: true };
  }
  return undefined;
}

/**
 * The number of matches counted from index keys alone, or undefined when the filter needs documents.
 * Applies when every top-level condition is an equality (or `$exists: false`) on one of an index's
 * leading fields, and the index is complete and not multikey: each matching document then has exactly
 * one key in one contiguous range. `{paid: false, _deleted: {$exists: false}}` counts this way on an
 * index `{paid: 1, _deleted: 1}`.
 */
export function countFromKeys(coll: Collection, filter: Doc): { index: SortedIndex; n: number } | undefined {
  const entries = Object.entries(filter);
  if (entries.length === 0 || entries.some(([k]) => k.startsWith('$'))) return undefined;
  const wanted = new Map<string, { key: unknown; missingOnly: boolean }>();
  for (const [field, value] of entries) {
    const k = exactKey(value);
    if (!k) return undefined;
    wanted.set(field, k);
  }
  for (const index of coll.indexes.values()) {
    if (!index.plannable || index.multikey || index.fields.length < wanted.size) continue;
    const lead = index.fields.slice(0, wanted.size).map(([f]) => f);
    if (!lead.every((f) => wanted.has(f))) continue;
    // `$exists: false` reads a null key as "missing" only while no document stores an explicit null.
    if (
      lead.some((f, i) => (wanted.get(f) as { missingOnly: boolean }).missingOnly && index.explicitNull[i])
    ) {
      continue;
    }
    const keys = lead.map((f) => (wanted.get(f) as { key: unknown }).key);
    const n = index.countPrefix(keys);
    return { index, n };
  }
  return undefined;
}

/** Further equalities on `field` (from a top-level `$and`) besides `first`: `{$and: [{tags: 'a'}, {tags: 'b'}]}`. */
function otherEqualities(filter: Doc, field: string, first: unknown): unknown[] {
  const out: unknown[] = [];
  const visit = (f: Doc): void => {
    for (const [key, value] of Object.entries(f)) {
      if (key === '$and' && Array.isArray(value)) {
        for (const sub of value) if (isPlainObject(sub)) visit(sub);
      } else if (key === field) {
        const p = predicateFor(value);
        if (p?.kind === 'eq') out.push(p.value);
      }
    }
  };
  visit(filter);
  const firstKey = keyString(first);
  return out.filter((v) => keyString(v) !== firstKey);
}

/**
 * Candidates holding every one of several equalities on the leading field of an index (on a multikey
 * index, an array holding each value): the entries of each value, intersected. A name search for
 * "olivia patel" then reads the few orders with both words instead of every "olivia".
 */
function intersectionPlan(index: SortedIndex, first: unknown, others: unknown[]): Plan {
  let ids: string[] | undefined;
  const idsOf = (v: unknown): string[] => {
    const out: string[] = [];
    index.eachEqualId(v, (id) => {
      out.push(id);
    });
    return out;
  };
  const all = (): string[] => {
    if (ids) return ids;
    // Smallest value first (counted up to the cap). When it is small, its entries alone are the
    // candidates (the filter is tested on each anyway); otherwise intersect them all.
    const sized = [first, ...others]
      .map((value) => ({ value, n: index.countEqual(value, ESTIMATE_CAP) }))
      .sort((a, b) => a.n - b.n);
    const [smallest, ...rest] = sized as [{ value: unknown; n: number }, ...Array<{ value: unknown }>];
    // Past the cap, the runs are merged on the packed entries (undefined: the index cannot, so sets).
    const merged = smallest.n > ESTIMATE_CAP ? index.intersectEqualIds(sized.map((s) => s.value)) : undefined;
    let current = merged ?? idsOf(smallest.value);
    if (smallest.n > ESTIMATE_CAP && !merged) {
      for (const { value } of rest) {
        if (current.length === 0) break;
        const next = new Set(idsOf(value));
        current = current.filter((id) => next.has(id));
      }
    }
    // A document's array may hold a value twice over (two entries): keep each id once.
    ids = [...new Set(current)];
    return ids;
  };
  return {
    index,
    get estimate() {
      return all().length;
    },
    exact: false,
    ids: all,
    intersection: true,
  };
}
