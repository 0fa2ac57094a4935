import { keyString } from '../values/compare';
import type { Entry } from './index-types';
import { decodeEntry, encodeEntry } from './key-codec';
import { PackedTree } from './packed-tree';

/** Upper bound on index entries one document may produce (compound multikey cartesian product). */
const MAX_KEYS_PER_DOC = 10000;

/**
 * The key tuples of a document some of whose key fields hold several values (arrays): every combination
 * of one value per field, each tuple once.
 *
 * @throws Error when they would be more than MAX_KEYS_PER_DOC (`index` names the index).
 */
export function crossProduct(perField: ReadonlyArray<{ values: unknown[] }>, index: string): unknown[][] {
  let tuples: unknown[][] = [[]];
  for (const f of perField) {
    const next: unknown[][] = [];
    for (const t of tuples) for (const v of f.values) next.push([...t, v]);
    tuples = next;
    if (tuples.length > MAX_KEYS_PER_DOC) throw new Error(`too many index keys for index ${index}`);
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

/**
 * Equality identity of a key prefix for counting: MongoDB equality (numbers across types compare equal),
 * with `undefined` (the key of an empty array) kept apart from null.
 */
export function prefixKey(prefix: unknown[]): string {
  return prefix.map((v) => (v === undefined ? 'u' : keyString(v))).join('\u0001');
}

/**
 * Counts of entries by key prefix, for the prefixes someone counted (SortedIndex.countPrefix), kept
 * current by adjust() on every add and remove: indexes nobody counts pay nothing on writes.
 */
export class PrefixCounts {
  private readonly counts = new Map<string, number>();
  private readonly lengths = new Set<number>();

  get tracking(): boolean {
    return this.counts.size > 0;
  }

  get(prefix: unknown[]): number | undefined {
    return this.counts.get(prefixKey(prefix));
  }

  set(prefix: unknown[], n: number): void {
    this.counts.set(prefixKey(prefix), n);
    this.lengths.add(prefix.length);
  }

  adjust(keys: unknown[][], delta: number): void {
    for (const key of keys) {
      for (const len of this.lengths) {
        const k = prefixKey(key.slice(0, len));
        const n = this.counts.get(k);
        if (n !== undefined) this.counts.set(k, n + delta);
      }
    }
  }

  clear(): void {
    this.counts.clear();
    this.lengths.clear();
  }
}

/**
 * The entries of a (re)build, packed while every key can be (key-codec), as entry objects from the first
 * that cannot on.
 */
export class EntryCollector {
  readonly entries: Entry[] = [];
  private readonly packed: string[] = [];

  constructor(
    private readonly dirs: number[],
    private packing: boolean,
  ) {}

  add(key: unknown[], id: string): void {
    const p = this.packing ? encodeEntry(key, id, this.dirs) : undefined;
    if (p !== undefined) {
      this.packed.push(p);
      return;
    }
    if (this.packing) {
      this.packing = false;
      for (const s of this.packed) this.entries.push(decodeEntry(s, this.dirs));
      this.packed.length = 0;
    }
    this.entries.push({ key, id });
  }

  /** The packed entries as a tree, or undefined when some key could not be packed (use `entries`). */
  packedTree(): PackedTree | undefined {
    if (!this.packing) return undefined;
    // Plain string order is the index order: a native sort, no comparator calls.
    this.packed.sort();
    const tree = PackedTree.fromSorted(this.packed);
    // The entry strings are garbage from here, while the next index of the pass is built.
    this.packed.length = 0;
    return tree;
  }
}
