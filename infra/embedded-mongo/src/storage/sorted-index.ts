import { Query } from 'mingo';
import BTree from 'sorted-btree';
import { bulkLoad } from 'sorted-btree/extended/bulkLoad';
import { collatorFor, parseCollation } from '../values/collation';
import { compareValues, pathValues } from '../values/compare';
import { viewOf, type Doc } from '../values/normalize';
import { MINGO_OPTIONS } from '../query/mingo-options';
import type { FieldSet } from './doc-store';
import { crossProduct, EntryCollector, PrefixCounts, prefixKey } from './index-keys';
import { LAST_ID, probeEntry, rangeStep } from './index-walk';
import { decodeEntry, encodeEntry, encodeKey, entryIdAfter, MAX_PACKED_FIELDS } from './key-codec';
import { intersectRuns, packedConflict } from './packed-runs';
import type { Bound, Entry, IndexLoader, IndexSpec, PackedState } from './index-types';
import { PackedTree } from './packed-tree';

/**
 * An index is a B+ tree of (key tuple, document id) entries ordered by the key pattern, then by id.
 * Inserts, deletes and the search for a range start are O(log n); range scans and ordered walks then
 * proceed entry by entry and stop as soon as the caller has enough.
 */
export class SortedIndex {
  readonly fields: Array<[string, number]>;
  private readonly dirs: number[];
  /** Entry objects: used once some key cannot be packed (see key-codec), or under a collation. */
  private tree: BTree<Entry, undefined>;
  /** Packed entries (key-codec), while every key so far could be packed. */
  private packed: PackedTree | undefined;
  multikey = false;
  /**
   * Per key field: some document has held an array there (MongoDB's multikey paths). An equality on a
   * multikey leading field still leaves its entries ordered by the fields after it, one per document,
   * as long as those are not multikey: `{search_terms: 'thom'}` sorted by `invoice_no` walks only the
   * page. Never reset but by a rebuild, like explicitNull.
   */
  readonly multikeyFields: boolean[];
  /**
   * Per key field: some document has ever held an explicit null there. Until one does, a null key means
   * "field missing", so `{f: {$exists: false}}` can be counted from keys alone. Never reset: staying
   * conservative after such a document is deleted costs speed only, not correctness.
   */
  readonly explicitNull: boolean[];
  private readonly counts = new PrefixCounts();
  private readonly partial?: Query;
  /** Set for indexes created with a collation: keys compare (and unique keys collide) under it. */
  readonly collator?: Intl.Collator;
  private readonly fieldsRead: FieldSet;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.entries(spec.key).map(([f, d]) => [f, typeof d === 'number' && d < 0 ? -1 : 1]);
    this.dirs = this.fields.map(([, d]) => d);
    this.explicitNull = this.fields.map(() => false);
    this.multikeyFields = this.fields.map(() => false);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, MINGO_OPTIONS);
    this.collator = collatorFor(parseCollation(spec.collation));
    this.tree = new BTree<Entry, undefined>(undefined, (a, b) => this.compareEntries(a, b));
    this.packed = this.canPack ? PackedTree.empty() : undefined;
    // A partial filter may read any field, so those indexes get whole documents.
    this.fieldsRead = this.partial
      ? undefined
      : new Set(this.fields.map(([path]) => path.split('.')[0] as string));
  }

  /** The top-level fields keysFor() reads (undefined: the whole document). */
  get readFields(): FieldSet {
    return this.fieldsRead;
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
  }

  get size(): number {
    return this.packed ? this.packed.size : this.tree.size;
  }

  /** Collated keys order by the collator, which no byte string can express. */
  private get canPack(): boolean {
    return !this.collator && this.fields.length <= MAX_PACKED_FIELDS;
  }

  /** Switches to entry objects for good (until the next load), keeping the entries. */
  private unpack(): void {
    const packed = this.packed;
    if (!packed) return;
    this.packed = undefined;
    const entries = Array.from(packed.keys(), (s) => decodeEntry(s, this.dirs));
    this.loadSorted(entries);
  }

  private loadSorted(entries: Entry[]): void {
    const compare = (a: Entry, b: Entry): number => this.compareEntries(a, b);
    entries.sort(compare);
    this.tree = bulkLoad(entries, new Array<undefined>(entries.length), this.tree.maxNodeSize, compare);
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
      // An empty array's key is undefined: it sorts apart from its key, so it counts as multikey too.
      if (f.values.length !== 1 || f.values[0] === undefined) this.multikeyFields[i] = true;
    }
    if (this.spec.sparse && perField.every((f) => f.missing)) return [];
    // One value per field (no array among them), the common case: one tuple, built without the
    // cross product's copies or the duplicate check (a restart computes millions of these).
    if (perField.every((f) => f.values.length === 1)) return [perField.map((f) => f.values[0])];
    return crossProduct(perField, this.name);
  }

  /** Id of another document holding one of these keys, for unique enforcement. */
  findConflict(keys: unknown[][], selfId: string): { key: unknown[]; id: string } | undefined {
    if (!this.unique) return undefined;
    if (this.packed) {
      const encoded = keys.map((key) => encodeKey(key, this.dirs));
      if (encoded.every((k): k is string => k !== undefined))
        return packedConflict(this.packed, keys, encoded, selfId);
      this.unpack();
    }
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
      if (this.packed) {
        const entry = encodeEntry(key, id, this.dirs);
        if (entry !== undefined) {
          if (this.packed.set(entry) && this.counts.tracking) this.counts.adjust([key], 1);
          continue;
        }
        this.unpack();
      }
      // set() answers false for an entry already present, which must not be counted twice.
      if (this.tree.set({ key, id }, undefined, false) && this.counts.tracking) this.counts.adjust([key], 1);
    }
  }

  remove(id: string, keys: unknown[][]): void {
    for (const key of keys) {
      // A key that cannot be packed was never added to a packed index.
      const removed = this.packed
        ? this.packed.delete(encodeEntry(key, id, this.dirs) ?? '')
        : this.tree.delete({ key, id });
      if (removed && this.counts.tracking) this.counts.adjust([key], -1);
    }
  }

  /**
   * Entries whose leading key fields equal `prefix`, counted once by walking them and from then on
   * kept current by add/remove: a repeated `countDocuments` with the same equality filter costs one
   * map lookup. Only counted prefixes are tracked, so indexes nobody counts pay nothing on writes.
   */
  countPrefix(prefix: unknown[]): number {
    const cached = this.counts.get(prefix);
    if (cached !== undefined) return cached;
    const first = { value: prefix[0], inclusive: true };
    let n = 0;
    this.each(first, first, false, (entry) => {
      for (let i = 1; i < prefix.length; i++)
        if (prefixKey([entry.key[i]]) !== prefixKey([prefix[i]])) return true;
      n++;
      return true;
    });
    this.counts.set(prefix, n);
    return n;
  }

  /**
   * Replaces the contents with the entries of these documents, sorted once and built bottom-up: after a
   * restart this is several times faster than inserting entry by entry.
   */
  load(docs: Iterable<[string, Doc]>): void {
    const loader = this.loader();
    for (const [id, doc] of docs) loader.add(id, doc);
    loader.finish();
  }

  /**
   * load() in steps, so that one pass over the documents (each decoded once) can fill every index of a
   * collection: add() each document, then finish() sorts and installs the entries.
   */
  loader(): IndexLoader {
    const collected = new EntryCollector(this.dirs, this.canPack);
    this.multikey = false;
    this.multikeyFields.fill(false);
    return {
      add: (id, doc) => {
        const keys = this.keysFor(doc);
        if (keys.length > 1) this.multikey = true;
        for (const key of keys) collected.add(key, id);
      },
      finish: () => {
        this.tree.clear();
        this.packed = collected.packedTree();
        if (!this.packed) this.loadSorted(collected.entries);
        this.counts.clear();
      },
    };
  }

  /** The packed entries now, for a snapshot; undefined while the index keeps entry objects. */
  packedState(): PackedState | undefined {
    if (!this.packed) return undefined;
    return {
      entries: this.packed.clone(),
      multikey: this.multikey,
      explicitNull: [...this.explicitNull],
      multikeyFields: [...this.multikeyFields],
    };
  }

  /**
   * Installs entries a snapshot kept (sorted, as packedState gave them) in place of a build from the
   * documents. False when this index cannot hold packed entries (it then needs the build).
   */
  restorePacked(
    entries: PackedTree,
    multikey: boolean,
    explicitNull: boolean[],
    multikeyFields: boolean[],
  ): boolean {
    if (!this.canPack || explicitNull.length !== this.explicitNull.length) return false;
    if (multikeyFields.length !== this.multikeyFields.length) return false;
    this.tree.clear();
    this.packed = entries;
    this.multikey = multikey;
    explicitNull.forEach((v, i) => (this.explicitNull[i] = v));
    multikeyFields.forEach((v, i) => (this.multikeyFields[i] = v));
    this.counts.clear();
    return true;
  }

  /** For a unique index: the first key two different documents share, if any (entries are sorted). */
  firstDuplicate(): unknown[] | undefined {
    if (!this.unique) return undefined;
    let prev: Entry | undefined;
    let found: unknown[] | undefined;
    this.each(undefined, undefined, false, (e) => {
      if (prev && prev.id !== e.id && this.compareKeys(prev.key, e.key) === 0) found = e.key;
      prev = e;
      return found === undefined;
    });
    return found;
  }

  clear(): void {
    this.counts.clear();
    this.tree.clear();
    this.packed = this.canPack ? PackedTree.empty() : undefined;
    this.multikey = false;
    this.multikeyFields.fill(false);
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
    const step = rangeStep(head, tail, dir, this.collator, reverse, visit);
    const start = reverse ? tail : head;
    const edge = start?.inclusive === reverse ? 'last' : 'first';
    const from = start ? probeEntry(this.fields, start.value, edge) : undefined;
    if (this.packed) {
      // A bound that cannot be packed starts the walk at the end; the checks above then skip ahead.
      const key = from && encodeKey(from.key, this.dirs);
      const fromPacked = key === undefined ? undefined : from?.id === LAST_ID ? `${key}${LAST_ID}` : key;
      this.packed.forEach(fromPacked, reverse, (s) => step(decodeEntry(s, this.dirs)));
      return;
    }
    // One pair array reused by the iterator instead of one allocation per entry.
    const reused: Array<Entry | undefined> = [];
    const pairs = reverse ? this.tree.entriesReversed(from, reused) : this.tree.entries(from, reused);
    for (const pair of pairs) if (!step(pair[0] as Entry)) return;
  }

  /**
   * The ids of the entries whose first key field equals `value`, in index order, until `visit` answers
   * false. On a packed index they are the run of entries starting with that field's encoding, read
   * without decoding a key: what an equality's candidates, an intersection or an estimate needs.
   */
  eachEqualId(value: unknown, visit: (id: string) => boolean | void): void {
    const packed = this.packed;
    const prefix = packed && encodeKey([value], this.dirs.slice(0, 1));
    if (!packed || prefix === undefined) {
      const b = { value, inclusive: true };
      this.each(b, b, false, (entry) => visit(entry.id));
      return;
    }
    packed.forEach(
      prefix,
      false,
      (s) => s.startsWith(prefix) && visit(entryIdAfter(s, prefix.length, this.dirs, 1)) !== false,
    );
  }

  /**
   * The ids of the entries whose first key field equals each of `values` (on a multikey index: the
   * documents whose array holds them all), in index order of the rest of the key; undefined when the
   * index or a value is not packed. Within one value's run the entries are ordered by what follows the
   * value (the other key fields, then the id), and a document's entries carry the same remainder under
   * every value it holds, so the runs are merged on that remainder: characters compared in place, an id
   * decoded only for the entries every run holds, instead of a string and a set member per entry.
   */
  intersectEqualIds(values: readonly unknown[]): string[] | undefined {
    const packed = this.packed;
    if (!packed || values.length === 0) return undefined;
    const first = this.dirs.slice(0, 1);
    const prefixes: string[] = [];
    for (const value of values) {
      const prefix = encodeKey([value], first);
      if (prefix === undefined) return undefined;
      prefixes.push(prefix);
    }
    const lead = prefixes[0] as string;
    const current = intersectRuns(packed, prefixes);
    return current.map((s) => entryIdAfter(s, lead.length, this.dirs, 1));
  }

  /** How many entries have `value` as first key field, counting no further than `cap` (then cap + 1). */
  countEqual(value: unknown, cap: number): number {
    const packed = this.packed;
    const prefix = packed && encodeKey([value], this.dirs.slice(0, 1));
    if (!packed || prefix === undefined) {
      const b = { value, inclusive: true };
      return this.count(b, b, cap);
    }
    let n = 0;
    packed.forEach(prefix, false, (s) => s.startsWith(prefix) && ++n <= cap);
    return n;
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
