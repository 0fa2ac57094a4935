import { Query } from 'mingo';
import { collatorFor, parseCollation } from '../values/collation';
import { compareValues, keyString, pathValues } from '../values/compare';
import { viewOf, type Doc } from '../values/normalize';

export interface IndexSpec {
  v?: number;
  key: Record<string, number>;
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

interface Entry {
  key: unknown[];
  id: string;
}

/** Upper bound on index entries one document may produce (compound multikey cartesian product). */
const MAX_KEYS_PER_DOC = 10000;

/**
 * An index is a sorted array of (key tuple, document id) with binary search. Inserting into the middle is
 * an O(n) memmove, which stays in the microseconds for the collection sizes this server is meant for,
 * and it keeps range scans and ordered walks trivially correct.
 */
export class SortedIndex {
  readonly fields: Array<[string, number]>;
  readonly entries: Entry[] = [];
  multikey = false;
  private readonly partial?: Query;
  /** Set for indexes created with a collation: keys compare (and unique keys collide) under it. */
  readonly collator?: Intl.Collator;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.entries(spec.key).map(([f, d]) => [f, typeof d === 'number' && d < 0 ? -1 : 1]);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression, {});
    this.collator = collatorFor(parseCollation(spec.collation));
  }

  get name(): string {
    return this.spec.name;
  }

  get unique(): boolean {
    return this.spec.unique === true;
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

  /** First position whose entry is not before `probe` (binary search). */
  private lowerBound(probe: Entry): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compareEntries(this.entries[mid] as Entry, probe) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** First position where pred turns true; pred must be monotone over the sorted entries. */
  firstWhere(pred: (e: Entry) => boolean): number {
    let lo = 0;
    let hi = this.entries.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (pred(this.entries[mid] as Entry)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }

  /** Id of another document holding one of these keys, for unique enforcement. */
  findConflict(keys: unknown[][], selfId: string): { key: unknown[]; id: string } | undefined {
    if (!this.unique) return undefined;
    for (const key of keys) {
      let i = this.firstWhere((e) => this.compareKeys(e.key, key) >= 0);
      while (i < this.entries.length) {
        const e = this.entries[i] as Entry;
        if (this.compareKeys(e.key, key) !== 0) break;
        if (e.id !== selfId) return { key, id: e.id };
        i++;
      }
    }
    return undefined;
  }

  add(id: string, keys: unknown[][]): void {
    if (keys.length > 1) this.multikey = true;
    for (const key of keys) {
      const entry = { key, id };
      const n = this.entries.length;
      // Ascending inserts (ObjectId _id, timestamps) append without a search.
      if (n === 0 || this.compareEntries(this.entries[n - 1] as Entry, entry) < 0) this.entries.push(entry);
      else this.entries.splice(this.lowerBound(entry), 0, entry);
    }
  }

  remove(id: string, keys: unknown[][]): void {
    for (const key of keys) {
      const i = this.lowerBound({ key, id });
      const e = this.entries[i];
      if (e && e.id === id && this.compareKeys(e.key, key) === 0) this.entries.splice(i, 1);
    }
  }

  clear(): void {
    this.entries.length = 0;
    this.multikey = false;
  }

  /**
   * Positions [start, end) of the entries whose first key field lies within the bounds. `lo`/`hi`
   * undefined means unbounded on that side (callers bound by type bracket themselves).
   */
  rangePositions(lo: Bound | undefined, hi: Bound | undefined): [number, number] {
    const dir = (this.fields[0] as [string, number])[1];
    // In storage order, the "start" bound is lo for ascending indexes and hi for descending ones.
    const startBound = dir > 0 ? lo : hi;
    const endBound = dir > 0 ? hi : lo;
    const start = startBound
      ? this.firstWhere((e) => {
          const c = compareValues(e.key[0], startBound.value, this.collator) * dir;
          return startBound.inclusive ? c >= 0 : c > 0;
        })
      : 0;
    const end = endBound
      ? this.firstWhere((e) => {
          const c = compareValues(e.key[0], endBound.value, this.collator) * dir;
          return endBound.inclusive ? c > 0 : c >= 0;
        })
      : this.entries.length;
    return [start, Math.max(start, end)];
  }

  /** Ids whose first key field lies within the bounds, in index order. */
  *scanFirstField(lo: Bound | undefined, hi: Bound | undefined): Generator<string> {
    const [start, end] = this.rangePositions(lo, hi);
    for (let i = start; i < end; i++) yield (this.entries[i] as Entry).id;
  }

  /** Entries in positions [start, end), in index order (forward) or reverse order. */
  *walk(reverse: boolean, start = 0, end = this.entries.length): Generator<Readonly<Entry>> {
    if (reverse) for (let i = end - 1; i >= start; i--) yield this.entries[i] as Entry;
    else for (let i = start; i < end; i++) yield this.entries[i] as Entry;
  }
}
