import { ErrorCodes, MongoCommandError } from '../errors';
import { keyString } from '../values/compare';
import type { Doc } from '../values/normalize';
import { DocStore, decodeFields, storedId, type FieldSet } from './doc-store';
import { duplicateKeyError } from './duplicate-key';
import type { IndexSpec } from './index-types';
import type { SortedIndex } from './sorted-index';
import { indexFor, TextIndex } from './text-index';

export const ID_INDEX: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** Index entries one rebuild pass may hold as strings (about 80 MB of them). */
const REBUILD_PASS_ENTRIES = 1_500_000;
/** Documents whose keys estimate each index's entries per document before a rebuild. */
const REBUILD_SAMPLE = 200;

/**
 * Documents (BSON bytes keyed by a canonical `_id` string, in insertion order: see DocStore) plus
 * secondary indexes. Every read decodes a fresh copy, so callers may change what they get.
 */
export class Collection {
  readonly docs = new DocStore();
  readonly indexes = new Map<string, SortedIndex>();
  readonly createdAt = new Date();
  /**
   * While a restart replays the snapshot and journal, documents go in without index maintenance;
   * rebuildIndexes() then builds every index in one pass.
   */
  deferIndexes = false;
  /** Bytes held by a capped collection; undefined until first needed, and again after an update. */
  cappedBytes: number | undefined;

  constructor(
    /** Mutable only through Engine.renameCollection. */
    public db: string,
    public name: string,
    public options: Doc = {},
  ) {
    this.indexes.set(ID_INDEX.name, indexFor(ID_INDEX));
  }

  /** The limits of a capped collection (`create` with `capped: true`), undefined for an ordinary one. */
  get capped(): { size: number; max: number } | undefined {
    if (this.options.capped !== true) return undefined;
    return { size: Number(this.options.size ?? 0), max: Number(this.options.max ?? 0) };
  }

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  get idIndex(): SortedIndex {
    return this.indexes.get(ID_INDEX.name) as SortedIndex;
  }

  static idOf(doc: Doc): string {
    return keyString(doc._id);
  }

  getById(id: unknown): Doc | undefined {
    return this.docs.get(keyString(id));
  }

  private keysFor(doc: Doc): Map<SortedIndex, unknown[][]> {
    const keys = new Map<SortedIndex, unknown[][]>();
    for (const index of this.indexes.values()) keys.set(index, index.keysFor(doc));
    return keys;
  }

  private assertNoConflict(id: string, keys: Map<SortedIndex, unknown[][]>): void {
    for (const [index, k] of keys) {
      if (index === this.idIndex) continue;
      const conflict = index.findConflict(k, id);
      if (conflict) throw duplicateKeyError(this.ns, index, conflict.key);
    }
  }

  /**
   * Inserts after checking every unique index, so a failed insert leaves nothing behind. Returns the
   * stored BSON bytes.
   */
  insert(doc: Doc): Uint8Array {
    const id = Collection.idOf(doc);
    if (this.docs.has(id)) throw duplicateKeyError(this.ns, this.idIndex, [doc._id]);
    const keys = this.keysFor(doc);
    this.assertNoConflict(id, keys);
    const bytes = this.docs.set(id, doc);
    for (const [index, k] of keys) index.add(id, k);
    return bytes;
  }

  /** Returns the stored BSON bytes of the new document. */
  replace(oldDoc: Doc, newDoc: Doc): Uint8Array {
    const id = Collection.idOf(oldDoc);
    if (Collection.idOf(newDoc) !== id) {
      throw new MongoCommandError(
        ErrorCodes.ImmutableField,
        "Performing an update on the path '_id' would modify the immutable field '_id'",
      );
    }
    const newKeys = this.keysFor(newDoc);
    this.assertNoConflict(id, newKeys);
    for (const index of this.indexes.values()) index.remove(id, index.keysFor(oldDoc));
    const bytes = this.docs.set(id, newDoc);
    for (const [index, k] of newKeys) index.add(id, k);
    return bytes;
  }

  /**
   * Insert-or-replace of stored BSON without unique checks: journal replay re-applies states that were
   * already valid.
   */
  putRaw(bytes: Uint8Array): void {
    const id = keyString(storedId(bytes));
    if (this.deferIndexes) {
      this.docs.setRaw(id, bytes);
      return;
    }
    const fields = this.indexFields();
    const old = this.docs.getFields(id, fields);
    if (old) for (const index of this.indexes.values()) index.remove(id, index.keysFor(old));
    this.docs.setRaw(id, bytes);
    const doc = decodeFields(bytes, fields);
    for (const index of this.indexes.values()) index.add(id, index.keysFor(doc));
  }

  remove(doc: Doc): boolean {
    return this.removeId(Collection.idOf(doc));
  }

  removeId(id: string): boolean {
    if (!this.docs.has(id)) return false;
    if (!this.deferIndexes) {
      const current = this.docs.getFields(id, this.indexFields()) as Doc;
      for (const index of this.indexes.values()) index.remove(id, index.keysFor(current));
    }
    this.docs.delete(id);
    return true;
  }

  /** The top-level fields every index reads (undefined: some index needs whole documents). */
  indexFields(indexes: Iterable<SortedIndex> = this.indexes.values()): FieldSet {
    const out = new Set<string>();
    for (const index of indexes) {
      const f = index.readFields;
      if (!f) return undefined;
      for (const name of f) out.add(name);
    }
    return out;
  }

  /**
   * Builds the index in full (sorted and bulk-loaded) before installing it; a uniqueness violation
   * aborts with E11000 and leaves the collection as it was.
   */
  addIndex(spec: IndexSpec, enforceUnique = true): void {
    const index = indexFor(spec);
    if (!this.deferIndexes) {
      index.load(this.docs.entries(index.readFields));
      const conflict = enforceUnique ? index.firstDuplicate() : undefined;
      if (conflict) throw duplicateKeyError(this.ns, index, conflict);
    }
    this.indexes.set(spec.name, index);
  }

  /** The collection's text index (at most one), for `$text`. */
  get textIndex(): TextIndex | undefined {
    for (const index of this.indexes.values()) if (index instanceof TextIndex) return index;
    return undefined;
  }

  /**
   * Builds every index from the documents (after a replay with deferIndexes) and resumes maintenance.
   * One pass over the documents (each decoded once, in the fields its indexes read) fills a group of
   * indexes; a build holds each entry as a string (about 56 bytes) until its index is sorted and packed,
   * and the heap's peak is what the process keeps (V8 pools freed pages), so the indexes are grouped to
   * hold at most about REBUILD_PASS_ENTRIES at once: 125,000 orders take two passes, the search index's
   * 1.7 million entries alone, then the other eleven indexes.
   */
  rebuildIndexes(): void {
    for (const group of this.rebuildGroups()) {
      const loaders = group.map((index) => index.loader());
      for (const [id, doc] of this.docs.entries(this.indexFields(group)))
        for (const loader of loaders) loader.add(id, doc);
      for (const loader of loaders) loader.finish();
    }
    this.deferIndexes = false;
  }

  /** The indexes in groups of at most REBUILD_PASS_ENTRIES estimated entries (an index over it alone). */
  private rebuildGroups(): SortedIndex[][] {
    const indexes = [...this.indexes.values()];
    // Entries per document, estimated from the first documents.
    const perDoc = new Map<SortedIndex, number>(indexes.map((index) => [index, 0]));
    let sampled = 0;
    for (const [, doc] of this.docs.entries(this.indexFields())) {
      if (sampled++ === REBUILD_SAMPLE) break;
      for (const index of indexes)
        perDoc.set(index, (perDoc.get(index) as number) + index.keysFor(doc).length);
    }
    const estimate = (index: SortedIndex): number =>
      ((perDoc.get(index) as number) / Math.max(1, sampled)) * this.docs.size;
    const groups: Array<{ indexes: SortedIndex[]; entries: number }> = [];
    for (const index of indexes.sort((a, b) => estimate(b) - estimate(a))) {
      const n = estimate(index);
      const group = groups.find((g) => g.entries + n <= REBUILD_PASS_ENTRIES);
      if (group) {
        group.indexes.push(index);
        group.entries += n;
      } else groups.push({ indexes: [index], entries: n });
    }
    return groups.map((g) => g.indexes);
  }

  findIndexByKey(key: Record<string, unknown>): SortedIndex | undefined {
    const wanted = JSON.stringify(key);
    for (const index of this.indexes.values()) if (JSON.stringify(index.spec.key) === wanted) return index;
    return undefined;
  }

  indexSpecs(): IndexSpec[] {
    return [...this.indexes.values()].map((i) => i.spec);
  }
}
