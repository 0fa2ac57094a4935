import { Query } from 'mingo';
import type { SortedIndex } from '../storage/sorted-index';
import type { Collection } from '../storage/collection';
import { PROBE_CACHE, type FieldSet } from '../storage/doc-store';
import { collatorFor, resolveCollation } from '../values/collation';
import { compareValues } from '../values/compare';
import { isPlainObject, promote, type Doc } from '../values/normalize';
import { compileFilter, type Matcher } from './filter';
import { fieldsRead } from './filter-fields';
import { splitText, textMatches, type TextQuery } from './text-search';
import { countFromKeys, fieldBounds, indexForSort, planCandidates } from './planner';
import { sortDocs, type SortSpec } from './sort';
import { MINGO_OPTIONS } from './mingo-options';

export interface FindOptions {
  filter?: Doc;
  sort?: SortSpec;
  skip?: number;
  /** 0 = no limit. */
  limit?: number;
  /**
   * The command's `collation` as sent (the collection default applies when absent). Matching and sorting
   * follow it, and indexes are then not used.
   */
  collation?: unknown;
  /** `sort: {$natural: -1}`: newest-first insertion order (a full scan, as in MongoDB). */
  naturalReverse?: boolean;
  /** Filled in with the plan that ran and what it examined, for `explain`. */
  trace?: PlanTrace;
  /** The sort asks for `{$meta: 'textScore'}` first: best `$text` matches first, ties by `sort`. */
  sortByScore?: boolean;
  /** Receives each returned document's `$text` score, for `{$meta: 'textScore'}` projections. */
  textScores?: Map<Doc, number>;
  /**
   * The top-level fields the caller reads from the results (the next aggregation stage): results are
   * the candidates as tested, decoded that far and as far as the filter reads, and no further.
   * Undefined: whole documents.
   */
  read?: FieldSet;
}

/** What `explain` reports: the access path chosen and the work it did. */
export interface PlanTrace {
  stage: 'IXSCAN' | 'COLLSCAN';
  index?: SortedIndex;
  direction: 'forward' | 'backward';
  keysExamined: number;
  docsExamined: number;
  /** The sort (or part of it) was done in memory rather than by walking an index. */
  sortInMemory: boolean;
  /** Answered from index keys alone, without reading documents (a count). */
  countScan?: boolean;
}

export function newTrace(): PlanTrace {
  return { stage: 'COLLSCAN', direction: 'forward', keysExamined: 0, docsExamined: 0, sortInMemory: false };
}

export const tuning = {
  /** When an equality/range index narrows to at most this many documents, sort them in memory. */
  smallCandidateSet: 2000,
};

/** Matching documents (decoded copies, unprojected) in result order. */
export function findDocs(coll: Collection | undefined, opts: FindOptions): Doc[] {
  if (!coll) return [];
  const { text, rest: filter } = splitText(opts.filter ?? {});
  const collation = resolveCollation(opts.collation, coll.options.collation);
  if (text) return textFind(coll, text, filter, opts, collation);
  const { matched, whole } = findMatches(coll, filter, opts);
  // Candidates were decoded as far as the caller reads too: no second decode.
  if (opts.read) return matched.map(([, doc]) => doc);
  // Candidates were tested on the fields the filter and sort read; only the results are decoded whole.
  return whole ? matched.map(([, doc]) => doc) : matched.map(([id]) => coll.docs.get(id) as Doc);
}

/**
 * The ids of the matching documents in result order, for a cursor that decodes each batch as it sends
 * it; undefined for a `$text` query (its scores go with the documents: use findDocs).
 */
export function findIds(coll: Collection | undefined, opts: FindOptions): string[] | undefined {
  if (!coll) return [];
  const { text, rest: filter } = splitText(opts.filter ?? {});
  if (text) return undefined;
  return findMatches(coll, filter, opts).matched.map(([id]) => id);
}

type Match = [id: string, probe: Doc];

/**
 * The matching documents' ids, each with the document decoded as far as the filter and sort read it
 * (`whole` when that is all of it), in result order after skip and limit.
 */
function findMatches(coll: Collection, filter: Doc, opts: FindOptions): { matched: Match[]; whole: boolean } {
  const sort = opts.sort ?? [];
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.max(0, opts.limit ?? 0);
  const wanted = limit > 0 ? skip + limit : Infinity;
  const collation = resolveCollation(opts.collation, coll.options.collation);
  const tested = fieldsRead(filter, sort);
  const fields = opts.read && tested ? new Set([...tested, ...opts.read]) : opts.read ? undefined : tested;
  const whole = fields === undefined;
  const plan = collation || opts.naturalReverse ? undefined : planCandidates(coll, filter);
  let compiled: Matcher | undefined;
  const matches: Matcher = (doc) => (compiled ??= compileFilter(filter, collation))(doc);

  const sortIndex = sort.length && !collation ? indexForSort(coll, sort, filter) : undefined;
  // The sorted walk wins unless the filter's own index yields only a few candidates. When both are the
  // same index, the walk is bounded by the filter anyway, so no need to count: a non-multikey index, or
  // one whose leading field the plan's single equality pins (a search key's entries, newest first).
  const sameIndex =
    plan !== undefined &&
    plan.index === sortIndex?.index &&
    (!plan.index.multikey || (sortIndex.offset === 1 && !plan.intersection));
  if (sortIndex && (sameIndex || !(plan && plan.estimate <= tuning.smallCandidateSet))) {
    return walkSortIndex(coll, filter, sortIndex, { sort, skip, limit, fields, matches, trace: opts.trace });
  }

  const out: Match[] = [];
  const stopEarly = sort.length === 0 ? wanted : Infinity;
  const trace = opts.trace;
  if (trace) trace.sortInMemory = sort.length > 0;
  if (plan) {
    // An exact plan's candidates all match; re-testing is only needed for a superset.
    const test = plan.exact ? undefined : matches;
    const ids = plan.ids();
    if (trace) Object.assign(trace, { stage: 'IXSCAN', index: plan.index, keysExamined: ids.length });
    // More candidates than the cache holds would only push out others' and be pushed out in turn.
    const cache = ids.length <= PROBE_CACHE;
    for (const id of ids) {
      if (trace) trace.docsExamined++;
      const doc = coll.docs.getFields(id, fields, cache);
      if (doc && (!test || test(doc))) {
        out.push([id, doc]);
        if (out.length >= stopEarly) break;
      }
    }
  } else {
    const ids = opts.naturalReverse ? [...coll.docs.keys()].reverse() : coll.docs.keys();
    for (const id of ids) {
      if (trace) trace.docsExamined++;
      const doc = coll.docs.getFields(id, fields, false) as Doc;
      if (matches(doc)) {
        out.push([id, doc]);
        if (out.length >= stopEarly) break;
      }
    }
  }
  const sorted = sortMatches(out, sort, wanted, collatorFor(collation));
  return { matched: limit > 0 ? sorted.slice(skip, skip + limit) : sorted.slice(skip), whole };
}

/**
 * Walks the index in sort order and stops as soon as the page is full: no full sort. When the index
 * orders only a prefix of the sort, keeps reading until that prefix changes, then orders the ties.
 */
function walkSortIndex(
  coll: Collection,
  filter: Doc,
  sortIndex: NonNullable<ReturnType<typeof indexForSort>>,
  page: {
    sort: NonNullable<FindOptions['sort']>;
    skip: number;
    limit: number;
    fields: Parameters<Collection['docs']['getFields']>[1];
    matches: Matcher;
    trace: FindOptions['trace'];
  },
): { matched: Match[]; whole: boolean } {
  const { sort, skip, limit, fields, matches, trace } = page;
  const wanted = limit > 0 ? skip + limit : Infinity;
  const whole = fields === undefined;
  const { index, reverse, covered, offset } = sortIndex;
  const partial = covered < sort.length;
  const out: Match[] = [];
  const seen = index.multikey ? new Set<string>() : undefined;
  let lastKey: unknown[] | undefined;
  // A multikey index must be walked whole when it orders by its multikey field: an array sorts by its
  // smallest (or largest) element even when only another element satisfies the filter, so starting at
  // the filter's bound would misplace it. An equality pinning that field bounds the walk as usual.
  const bounds =
    index.multikey && offset === 0
      ? undefined
      : fieldBounds(filter, (index.fields[0] as [string, number])[0], false);
  // With no filter every entry is a match, so skipped entries need no document lookup at all.
  let toSkip = !partial && !seen && Object.keys(filter).length === 0 ? skip : 0;
  const skipped = toSkip;
  // A page's candidates are worth keeping decoded (the user pages or types on); a walk to the end is not.
  const cacheWalk = wanted <= PROBE_CACHE;
  if (trace) Object.assign(trace, { stage: 'IXSCAN', index, direction: reverse ? 'backward' : 'forward' });
  if (trace) trace.sortInMemory = partial;
  index.each(bounds?.lo, bounds?.hi, reverse, (entry) => {
    if (trace) trace.keysExamined++;
    if (toSkip > 0) {
      toSkip--;
      return true;
    }
    if (out.length + skipped >= wanted) {
      if (!partial || !lastKey || !samePrefix(entry.key, lastKey, offset, covered)) return false;
    }
    if (seen) {
      if (seen.has(entry.id)) return true;
      seen.add(entry.id);
    }
    const doc = coll.docs.getFields(entry.id, fields, cacheWalk);
    if (trace) trace.docsExamined++;
    if (doc && matches(doc)) {
      out.push([entry.id, doc]);
      lastKey = entry.key;
    }
    return true;
  });
  const ordered = partial ? sortMatches(out, sort) : out;
  const from = skip - skipped;
  return { matched: limit > 0 ? ordered.slice(from, from + limit) : ordered.slice(from), whole };
}

/** sortDocs over the probes, keeping each one's id. */
function sortMatches(matches: Match[], ...args: DropFirst<Parameters<typeof sortDocs>>): Match[] {
  if (matches.length < 2 || args[0].length === 0) return matches;
  const idOf = new Map<Doc, string>(matches.map(([id, doc]) => [doc, id]));
  return sortDocs(
    matches.map(([, doc]) => doc),
    ...args,
  ).map((doc) => [idOf.get(doc) as string, doc]);
}

type DropFirst<T extends unknown[]> = T extends [unknown, ...infer R] ? R : never;

/** A `$text` query: the text index's matches, then the rest of the filter, sort, skip and limit. */
function textFind(
  coll: Collection,
  text: TextQuery,
  filter: Doc,
  opts: FindOptions,
  collation: ReturnType<typeof resolveCollation>,
): Doc[] {
  const { index, scored, keysExamined } = textMatches(coll, text);
  const matches = compileFilter(filter, collation);
  const kept = scored.filter(([doc]) => matches(doc));
  if (opts.trace) {
    Object.assign(opts.trace, { stage: 'IXSCAN', index, keysExamined, docsExamined: scored.length });
    opts.trace.sortInMemory = (opts.sort ?? []).length > 0 || opts.sortByScore === true;
  }
  const score = new Map(kept);
  let docs = kept.map(([doc]) => doc);
  const sort = opts.sort ?? [];
  if (opts.sortByScore) {
    // Stable: equal scores keep the order of the remaining sort keys.
    docs = sortDocs(docs, sort, Infinity, collatorFor(collation));
    docs = [...docs].sort((a, b) => (score.get(b) ?? 0) - (score.get(a) ?? 0));
  } else if (sort.length) docs = sortDocs(docs, sort, Infinity, collatorFor(collation));
  const skip = Math.max(0, opts.skip ?? 0);
  const limit = Math.max(0, opts.limit ?? 0);
  docs = limit > 0 ? docs.slice(skip, skip + limit) : docs.slice(skip);
  if (opts.textScores) for (const d of docs) opts.textScores.set(d, score.get(d) ?? 0);
  return docs;
}

/**
 * How many documents match, reading only index keys when an index answers the filter exactly (a plain
 * equality on an indexed field): `countDocuments` then builds no documents at all.
 */
export function countDocs(coll: Collection | undefined, opts: FindOptions): number {
  if (!coll) return 0;
  const filter = opts.filter ?? {};
  const { text, rest } = splitText(filter);
  const collation = resolveCollation(opts.collation, coll.options.collation);
  if (!collation && !opts.skip && !opts.limit) {
    if (Object.keys(filter).length === 0) return coll.docs.size;
    const counted = text ? undefined : countFromKeys(coll, filter);
    if (counted) {
      if (opts.trace) {
        Object.assign(opts.trace, {
          stage: 'IXSCAN',
          index: counted.index,
          keysExamined: counted.n,
          countScan: true,
        });
      }
      return counted.n;
    }
  }
  if (text) return textFind(coll, text, rest, opts, collation).length;
  return findMatches(coll, rest, opts).matched.length;
}

function samePrefix(a: unknown[], b: unknown[], from: number, n: number): boolean {
  for (let i = from; i < from + n; i++) if (compareValues(a[i], b[i]) !== 0) return false;
  return true;
}

/**
 * Applies a find projection with mingo; an empty projection returns the stored documents untouched. The
 * positional `field.$` projection needs the query that matched, so the filter is passed along for it.
 */
export function project(docs: Doc[], projection: unknown, filter?: Doc): Doc[] {
  if (!isPlainObject(projection) || Object.keys(projection).length === 0 || docs.length === 0) return docs;
  const positional = filter && Object.keys(projection).some((k) => k.endsWith('.$'));
  const run = (p: Doc, input: Doc[]) =>
    new Query(positional ? promote(filter as Doc) : {}, MINGO_OPTIONS).find<Doc>(input, p).all();
  const slices = Object.keys(projection).filter(
    (k) => isPlainObject(projection[k]) && '$slice' in (projection[k] as Doc),
  );
  const inclusive = Object.entries(projection).some(
    ([k, v]) => !slices.includes(k) && k !== '_id' && v !== 0 && v !== false,
  );
  if (slices.length === 0 || inclusive || slices.some((k) => k.includes('.'))) return run(projection, docs);
  // Only `$slice` (and exclusions): MongoDB keeps every other field, where mingo would keep only these.
  // https://www.mongodb.com/docs/manual/reference/operator/projection/slice/
  const exclusions = Object.fromEntries(Object.entries(projection).filter(([k]) => !slices.includes(k)));
  const sliced = run(Object.fromEntries(slices.map((k) => [k, projection[k]])), docs);
  const rest = Object.keys(exclusions).length ? run(exclusions, docs) : docs;
  return rest.map((doc, i) => {
    const out: Doc = {};
    const cut = sliced[i] as Doc;
    for (const [k, v] of Object.entries(doc)) out[k] = k in cut && slices.includes(k) ? cut[k] : v;
    return out;
  });
}
