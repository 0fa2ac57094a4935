import { MaxKey, MinKey } from 'bson';
import { Query } from 'mingo';
import BTree from 'sorted-btree';
import { bulkLoad } from 'sorted-btree/extended/bulkLoad';
import { collatorFor, parseCollation } from '../values/collation';
import { compareValues, keyString, pathValues } from '../values/compare';
import { viewOf, type Doc } from '../values/normalize';
import { MINGO_OPTIONS } from '../query/mingo-options';

export interface IndexSpec {
  v?: number;
  /** Directions (1, -1), or `_fts: 'text', _ftsx: 1` for a text index. */
  key: Record<string, number | string>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Doc;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

export interface Entry {
  key: unknown[];
  id: string;
}

/** Upper bound on index entries one document may produce (compound multikey cartesian product). */
const MAX_KEYS_PER_DOC = 10000;

const MIN = new MinKey();
const MAX = new MaxKey();
/** Sorts after every real id (ids are keyStrings, which start with an ASCII type tag). */
const LAST_ID = '\uffff';

/**
 * An index is a B+ tree of (key tuple, document id) entries ordered by the key pattern, then by id.
 * Inserts, deletes and the search for a range start are O(log n); range scans and ordered walks then
 * proceed entry by entry and stop as soon as the caller has enough.
 */
/**
 * Equality identity of a key prefix for counting: MongoDB equality (numbers across types compare equal),
 * with `undefined` (the key of an empty array) kept apart from null.
 */
function prefixKey(prefix: unknown[]): string {
  return prefix.map((v) => (v === undefined ? 'u' : keyString(v))).join('\u0001');
}

export class SortedIndex {
  readonly fields: Array<[string, number]>;
  private tree: BTree<Entry, undefined>;
  multikey = false;
  /**
   * Per key field: some document has ever held an explicit null there. Until one does, a null key means
   * "field missing", so `{f: {$exists: false}}` can be counted from keys alone. Never reset: staying
   * conservative after such a document is deleted costs speed only, not correctness.
   */
  readonly explicitNull: boolean[];
  private readonly prefixCounts = new Map<string, number>();
  private readonly countedLengths = new Set<number>();
  private readonly partial?: Query;
  /** Set for indexes created with a collation: keys compare (and unique keys collide) under it. */
  readonly collator?: Intl.Collator;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.entries(spec.key).map(([f, d]) => [f, typeof d === 'number' && d < 0 ? -1 : 1]);
    this.explicitNull = this.fields.map(() => false);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, MINGO_OPTIONS);
    this.collator = collatorFor(parseCollation(spec.collation));
    this.tree = new BTree<Entry, undefined>(undefined, (a, b) => this.compareEntries(a, b));
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  get size(): number {
    return this.tree.size;
  }

  /** Whether every document has an entry, so scans of this index see the whole collection. */
  get complete(): boolean {
    return !this.spec.sparse && !this.partial;
  }

  /** Usable by the planner for queries without a collation: complete, binary-ordered and not hidden. */
  get plannable(): boolean {
    return this.complete && !this.collator && this.spec.hidden !== true;
  }

  compareKeys(a: unknown[], b: unknown[]): number {
    for (let i = 0; i < this.fields.length; i++) {
      const c = compareValues(a[i], b[i], this.collator);
      if (c) return c * (this.fields[i] as [string, number])[1];
    }
    return 0;
  }

  private compareEntries(a: Entry, b: Entry): number {
    return this.compareKeys(a.key, b.key) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  }

  /** Key tuples for a document, or none when sparse/partial rules exclude it. */
  keysFor(doc: Doc): unknown[][] {
    if (this.partial && !this.partial.test(viewOf(doc))) return [];
    const perField = this.fields.map(([path]) => pathValues(doc, path));
    for (let i = 0; i < perField.length; i++) {
      const f = perField[i] as { values: unknown[]; missing: boolean };
      if (!f.missing && !this.explicitNull[i] && f.values.includes(null)) this.explicitNull[i] = true;
    }
    if (this.spec.sparse && perField.every((f) => f.missing)) return [];
    let tuples: unknown[][] = [[]];
    for (const f of perField) {
      const next: unknown[][] = [];
      for (const t of tuples) for (const v of f.values) next.push([...t, v]);
      tuples = next;
      if (tuples.length > MAX_KEYS_PER_DOC) throw new Error(`too many index keys for index ${this.name}`);
    }
    if (tuples.length > 1) {
      const seen = new Set<string>();
      tuples = tuples.filter((t) => {
        const k = keyString(t);
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      });
    }
    return tuples;
  }

  /** Id of another document holding one of these keys, for unique enforcement. */
  findConflict(keys: unknown[][], selfId: string): { key: unknown[]; id: string } | undefined {
    if (!this.unique) return undefined;
    for (const key of keys) {
      // At most two lookups: the first entry with this key may be the document itself.
      let next = this.tree.nextHigherPair({ key, id: '' });
      while (next && this.compareKeys(next[0].key, key) === 0) {
        if (next[0].id !== selfId) return { key, id: next[0].id };
        next = this.tree.nextHigherPair(next[0]);
      }
    }
    return undefined;
  }

  add(id: string, keys: unknown[][]): void {
    if (keys.length > 1) this.multikey = true;
    for (const key of keys) {
      // set() answers false for an entry already present, which must not be counted twice.
      if (this.tree.set({ key, id }, undefined, false) && this.prefixCounts.size) this.adjustCounts([key], 1);
    }
  }

  remove(id: string, keys: unknown[][]): void {
    for (const key of keys)
      if (this.tree.delete({ key, id }) && this.prefixCounts.size) this.adjustCounts([key], -1);
  }

  /**
   * Entries whose leading key fields equal `prefix`, counted once by walking them and from then on
   * kept current by add/remove: a repeated `countDocuments` with the same equality filter costs one
   * map lookup. Only counted prefixes are tracked, so indexes nobody counts pay nothing on writes.
   */
  countPrefix(prefix: unknown[]): number {
    const cacheKey = prefixKey(prefix);
    const cached = this.prefixCounts.get(cacheKey);
    if (cached !== undefined) return cached;
    const first = { value: prefix[0], inclusive: true };
    let n = 0;
    this.each(first, first, false, (entry) => {
      for (let i = 1; i < prefix.length; i++)
        if (prefixKey([entry.key[i]]) !== prefixKey([prefix[i]])) return true;
      n++;
      return true;
    });
    this.prefixCounts.set(cacheKey, n);
    this.countedLengths.add(prefix.length);
    return n;
  }

  private adjustCounts(keys: unknown[][], delta: number): void {
    for (const key of keys) {
      for (const len of this.countedLengths) {
        const k = prefixKey(key.slice(0, len));
        const n = this.prefixCounts.get(k);
        if (n !== undefined) this.prefixCounts.set(k, n + delta);
      }
    }
  }

  /**
   * Replaces the contents with the entries of these documents, sorted once and built bottom-up: after a
   * restart this is several times faster than inserting entry by entry.
   */
  load(docs: Iterable<[string, Doc]>): void {
    const entries: Entry[] = [];
    this.multikey = false;
    for (const [id, doc] of docs) {
      const keys = this.keysFor(doc);
      if (keys.length > 1) this.multikey = true;
      for (const key of keys) entries.push({ key, id });
    }
    const compare = (a: Entry, b: Entry): number => this.compareEntries(a, b);
    entries.sort(compare);
    this.tree = bulkLoad(entries, new Array<undefined>(entries.length), this.tree.maxNodeSize, compare);
    this.prefixCounts.clear();
    this.countedLengths.clear();
  }

  /** For a unique index: the first key two different documents share, if any (entries are sorted). */
  firstDuplicate(): unknown[] | undefined {
    if (!this.unique) return undefined;
    let prev: Entry | undefined;
    for (const [e] of this.tree.entries()) {
      if (prev && prev.id !== e.id && this.compareKeys(prev.key, e.key) === 0) return e.key;
      prev = e;
    }
    return undefined;
  }

  clear(): void {
    this.prefixCounts.clear();
    this.tree.clear();
    this.multikey = false;
  }

  /**
   * The first (`first`) or last entry position, in storage order, among entries whose first key field
   * equals `value`: a probe key that sorts just before or after that whole group.
   */
  private probe(value: unknown, edge: 'first' | 'last'): Entry {
    const key: unknown[] = [value];
    for (let i = 1; i < this.fields.length; i++) {
      const dir = (this.fields[i] as [string, number])[1];
      key.push((edge === 'first') === dir > 0 ? MIN : MAX);
    }
    return { key, id: edge === 'first' ? '' : LAST_ID };
  }

  /**
   * Calls `visit` for each entry whose first key field lies within the bounds (undefined = unbounded;
   * callers bound by type bracket themselves), in index order or reversed, until it returns false.
   * A plain loop rather than a generator: this is the inner loop of every indexed query.
   */
  each(
    lo: Bound | undefined,
    hi: Bound | undefined,
    reverse: boolean,
    visit: (entry: Readonly<Entry>) => boolean | void,
  ): void {
    const dir = (this.fields[0] as [string, number])[1];
    // Bounds in storage order: for a descending first field the storage start is the high value.
    const head = dir > 0 ? lo : hi;
    const tail = dir > 0 ? hi : lo;
    const collator = this.collator;
    const afterHead = (e: Entry): boolean => {
      if (!head) return true;
      const c = compareValues(e.key[0], head.value, collator) * dir;
      return head.inclusive ? c >= 0 : c > 0;
    };
    const beforeTail = (e: Entry): boolean => {
      if (!tail) return true;
      const c = compareValues(e.key[0], tail.value, collator) * dir;
      return tail.inclusive ? c <= 0 : c < 0;
    };
    // One pair array reused by the iterator instead of one allocation per entry.
    const reused: Array<Entry | undefined> = [];
    // The probe key lands on (or just before) the first entry in range, so the head (tail, reversed)
    // check is only needed until it first passes; the opposite check ends the scan.
    let started = false;
    if (!reverse) {
      const from = head ? this.probe(head.value, head.inclusive ? 'first' : 'last') : undefined;
      for (const pair of this.tree.entries(from, reused)) {
        const e = pair[0];
        if (!started) {
          if (!afterHead(e)) continue;
          started = true;
        }
        if (tail && !beforeTail(e)) return;
        if (visit(e) === false) return;
      }
    } else {
      const from = tail ? this.probe(tail.value, tail.inclusive ? 'last' : 'first') : undefined;
      for (const pair of this.tree.entriesReversed(from, reused)) {
        const e = pair[0];
        if (!started) {
          if (!beforeTail(e)) continue;
          started = true;
        }
        if (head && !afterHead(e)) return;
        if (visit(e) === false) return;
      }
    }
  }

  /** Generator form of each(), for callers that are not hot. */
  *scan(lo: Bound | undefined, hi: Bound | undefined, reverse = false): Generator<Readonly<Entry>> {
    const out: Entry[] = [];
    this.each(lo, hi, reverse, (e) => {
      out.push(e);
    });
    yield* out;
  }

  /** How many entries scan() would yield, counting no further than `cap` (then returns cap + 1). */
  count(lo: Bound | undefined, hi: Bound | undefined, cap: number): number {
    let n = 0;
    this.each(lo, hi, false, () => ++n <= cap);
    return n;
  }
}
