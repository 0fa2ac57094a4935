import { deserialize, ObjectId, onDemand, serialize } from 'bson';
import { DocArena, type ArenaCapture, type DocHandle } from './doc-arena';
import { isWrapped, markWrappedIfNeeded, normalizeDoc, type Doc } from '../values/normalize';

/**
 * Top-level field names a reader needs, or undefined for the whole document. A reader that names its
 * fields gets a document holding only those (the others are absent, as if missing), decoded without
 * touching the rest of the stored bytes.
 */
export type FieldSet = ReadonlySet<string> | undefined;

export function encodeDoc(doc: Doc): Uint8Array {
  return serialize(doc);
}

/** Stored BSON back to the in-memory shape every reader expects (numeric types kept, see normalize). */
export function decodeDoc(bytes: Uint8Array): Doc {
  return normalizeDoc(deserialize(bytes, { promoteValues: false }) as Doc);
}

const encodedNames = new WeakMap<ReadonlySet<string>, Uint8Array[]>();
const utf8 = new TextEncoder();

function namesOf(fields: ReadonlySet<string>): Uint8Array[] {
  let names = encodedNames.get(fields);
  if (!names) encodedNames.set(fields, (names = [...fields].map((f) => utf8.encode(f))));
  return names;
}

function nameIn(bytes: Uint8Array, offset: number, length: number, names: Uint8Array[]): boolean {
  outer: for (const name of names) {
    if (name.length !== length) continue;
    for (let i = 0; i < length; i++) if (bytes[offset + i] !== name[i]) continue outer;
    return true;
  }
  return false;
}

const { ByteUtils, NumberUtils } = onDemand;
/** Marks an element the fast reader leaves to bson. */
const SLOW = Symbol('slow');

/**
 * The common scalar types read straight from the bytes with bson's on-demand helpers (as the driver's
 * OnDemandDocument does); anything else, and integral doubles (kept wrapped, see normalize), is SLOW.
 */
function readScalar(bytes: Uint8Array, type: number, offset: number, length: number): unknown {
  switch (type) {
    case 0x02:
      return ByteUtils.toUTF8(bytes, offset + 4, offset + length - 1, false);
    case 0x10:
      return NumberUtils.getInt32LE(bytes, offset);
    case 0x01: {
      const v = NumberUtils.getFloat64LE(bytes, offset);
      return Number.isInteger(v) ? SLOW : v;
    }
    case 0x08:
      return bytes[offset] === 1;
    case 0x07:
      return new ObjectId(bytes.subarray(offset, offset + 12));
    case 0x0a:
      return null;
    case 0x09:
      return new Date(
        (NumberUtils.getInt32LE(bytes, offset) >>> 0) + NumberUtils.getInt32LE(bytes, offset + 4) * 2 ** 32,
      );
    case 0x04: {
      const out: unknown[] = [];
      for (const [t, , , o, l] of onDemand.parseToElements(bytes, offset)) {
        const v = t === 0x04 ? SLOW : readScalar(bytes, t, o, l);
        if (v === SLOW) return SLOW;
        out.push(v);
      }
      return out;
    }
    default:
      return SLOW;
  }
}

/**
 * Only the named top-level fields of a stored document: the elements are located with bson's on-demand
 * parser (names compared as UTF-8 bytes). Strings, numbers, booleans, nulls, dates and arrays of them are
 * read in place; other fields are copied into a smaller document that bson decodes.
 */
export function decodeFields(bytes: Uint8Array, fields: FieldSet): Doc {
  if (!fields) return decodeDoc(bytes);
  const names = namesOf(fields);
  const out: Doc = {};
  let slow: Array<[number, number]> | undefined;
  let size = 5;
  for (const [type, nameOffset, nameLength, offset, length] of onDemand.parseToElements(bytes)) {
    if (!nameIn(bytes, nameOffset, nameLength, names)) continue;
    const v = readScalar(bytes, type, offset, length);
    if (v !== SLOW) {
      out[ByteUtils.toUTF8(bytes, nameOffset, nameOffset + nameLength, false)] = v;
      continue;
    }
    // The element starts at its type byte, just before the name.
    (slow ??= []).push([nameOffset - 1, offset + length]);
    size += offset + length - (nameOffset - 1);
  }
  if (!slow) return out;
  // From Node's buffer pool: a slice of a shared slab, not a buffer (and a GC-tracked allocation) each.
  const rest = Buffer.allocUnsafe(size);
  rest.writeInt32LE(size, 0);
  let at = 4;
  for (const [from, to] of slow) {
    rest.set(bytes.subarray(from, to), at);
    at += to - from;
  }
  rest[at] = 0;
  const decoded = decodeDoc(rest);
  const wrapped = isWrapped(decoded);
  Object.assign(out, decoded);
  return wrapped ? markWrappedIfNeeded(out) : out;
}

/**
 * The document's bytes without the top-level `fields` (an exclusion projection): the other elements'
 * bytes in their order, or the same bytes when it holds none of them.
 */
export function omitFields(bytes: Uint8Array, fields: ReadonlySet<string>): Uint8Array {
  const names = namesOf(fields);
  const kept: Array<[number, number]> = [];
  let size = 5;
  let omitted = false;
  for (const [, nameOffset, nameLength, offset, length] of onDemand.parseToElements(bytes)) {
    if (nameIn(bytes, nameOffset, nameLength, names)) {
      omitted = true;
      continue;
    }
    // The element starts at its type byte, just before the name.
    kept.push([nameOffset - 1, offset + length]);
    size += offset + length - (nameOffset - 1);
  }
  if (!omitted) return bytes;
  const out = new Uint8Array(size);
  new DataView(out.buffer).setInt32(0, size, true);
  let at = 4;
  for (const [from, to] of kept) {
    out.set(bytes.subarray(from, to), at);
    at += to - from;
  }
  out[at] = 0;
  return out;
}

const ID_FIELD: FieldSet = new Set(['_id']);
/** Decoded candidates kept per collection: a few MB for documents the size of an order. */
export const PROBE_CACHE = 8192;
const keysOfFieldSets = new WeakMap<ReadonlySet<string>, string>();

function fieldsKey(fields: ReadonlySet<string>): string {
  let key = keysOfFieldSets.get(fields);
  if (key === undefined) keysOfFieldSets.set(fields, (key = [...fields].sort().join('\0')));
  return key;
}
const FIXED_LENGTH: Record<number, number> = { 0x01: 8, 0x07: 12, 0x08: 1, 0x09: 8, 0x0a: 0, 0x10: 4 };

/**
 * The `_id` of stored BSON. Documents are stored with `_id` first (as MongoDB stores them), so it is
 * read in place at offset 4 without parsing the rest; otherwise through decodeFields.
 */
export function storedId(bytes: Uint8Array): unknown {
  // Type byte, then the name `_id` and its terminating zero.
  if (bytes[5] === 0x5f && bytes[6] === 0x69 && bytes[7] === 0x64 && bytes[8] === 0) {
    const type = bytes[4] as number;
    const length = type === 0x02 ? 4 + NumberUtils.getInt32LE(bytes, 9) : FIXED_LENGTH[type];
    if (length !== undefined) {
      const v = readScalar(bytes, type, 9, length);
      if (v !== SLOW) return v;
    }
  }
  return decodeFields(bytes, ID_FIELD)._id;
}

/**
 * A flat copy of a canonical id for the store's map, which keeps it as long as the document. An id such
 * as `o${hex}` is built as a rope of its two parts; kept as a key it cost about 285 bytes of heap
 * against 77 for a flat string (measured over 125,000 ObjectId ids, Map entry included). Array join
 * allocates one string and copies into it.
 */
function flatId(id: string): string {
  return id.length < 2 ? id : [id.slice(0, 1), id.slice(1)].join('');
}

/**
 * The stored bytes of a collection's documents at one moment, read back one at a time (a compaction
 * writes them while the collection changes).
 */
export class CapturedDocs implements Iterable<Uint8Array> {
  constructor(
    private readonly handles: Float64Array,
    private readonly slabs: ArenaCapture,
  ) {}

  *[Symbol.iterator](): Generator<Uint8Array> {
    for (const h of this.handles) yield this.slabs.view(h);
  }
}

/**
 * A collection's documents, held as BSON bytes keyed by the canonical `_id` string (insertion order is
 * the natural order). Bytes take a fraction of the memory of decoded objects and give the garbage
 * collector one object per document instead of dozens; readers decode what they need on each read.
 * The map holds each document's place in the arena (a number), not a view object. Stored bytes are
 * never changed in place, so snapshots and open cursors may hold on to them.
 */
export class DocStore {
  private readonly bytes = new Map<string, DocHandle>();
  /** Per field set read (its fieldsKey), the recent decodes by id (see getFields). */
  private readonly probes = new Map<string, Map<string, { handle: DocHandle; doc: Doc }>>();
  private probeCount = 0;
  private readonly arena = new DocArena();

  get size(): number {
    return this.bytes.size;
  }

  has(id: string): boolean {
    return this.bytes.has(id);
  }

  get(id: string): Doc | undefined {
    const h = this.bytes.get(id);
    return h === undefined ? undefined : decodeDoc(this.arena.view(h));
  }

  /**
   * The document with only `fields` decoded (all of it when undefined), for testing and ordering
   * candidates; never handed to a client. Recent answers are kept (PROBE_CACHE of them): a search that
   * tests thousands of candidates, repeated as the user types or pages, then decodes none again. An entry
   * is used only while the document's stored bytes are the very ones it was decoded from.
   */
  getFields(id: string, fields: FieldSet, cache = true): Doc | undefined {
    const h = this.bytes.get(id);
    if (h === undefined) return undefined;
    if (!fields) return decodeDoc(this.arena.view(h));
    if (!cache) return decodeFields(this.arena.view(h), fields);
    // Two lookups with strings at hand rather than one with a key built (and hashed) per candidate.
    const set = fieldsKey(fields);
    let probes = this.probes.get(set);
    const hit = probes?.get(id);
    if (hit && hit.handle === h) return hit.doc;
    const doc = decodeFields(this.arena.view(h), fields);
    if (!hit) {
      // Full: start again. Deleting the oldest entry one at a time costs more, since a Map skips its
      // deleted slots each time it is read from the front.
      if (this.probeCount >= PROBE_CACHE) {
        this.probes.clear();
        this.probeCount = 0;
        probes = undefined;
      }
      this.probeCount++;
    }
    if (!probes) this.probes.set(set, (probes = new Map()));
    probes.set(id, { handle: h, doc });
    return doc;
  }

  /** The document decoded as far as `fields` (all of it when undefined), uncached: a fresh object. */
  read(id: string, fields: FieldSet): Doc | undefined {
    const h = this.bytes.get(id);
    return h === undefined ? undefined : decodeFields(this.arena.view(h), fields);
  }

  raw(id: string): Uint8Array | undefined {
    const h = this.bytes.get(id);
    return h === undefined ? undefined : this.arena.view(h);
  }

  /** Stores the document and returns its BSON bytes (the journal records the same bytes). */
  set(id: string, doc: Doc): Uint8Array {
    return this.setRaw(id, encodeDoc(doc));
  }

  /** Stores a copy of `bytes` (callers may pass views of larger buffers) and returns it. */
  setRaw(id: string, bytes: Uint8Array): Uint8Array {
    const stored = this.arena.copy(bytes);
    const old = this.bytes.get(id);
    this.bytes.set(old === undefined ? flatId(id) : id, stored);
    if (old !== undefined) this.released(old);
    return this.arena.view(stored);
  }

  delete(id: string): boolean {
    const old = this.bytes.get(id);
    if (old === undefined) return false;
    this.bytes.delete(id);
    this.released(old);
    return true;
  }

  private released(handle: DocHandle): void {
    const sparse = this.arena.release(handle);
    if (sparse === undefined) return;
    // Map.set on an existing key during iteration keeps the order and visits each key once.
    for (const [id, h] of this.bytes)
      if (this.arena.inSlab(h, sparse)) this.bytes.set(id, this.arena.relocate(h));
  }

  keys(): IterableIterator<string> {
    return this.bytes.keys();
  }

  *rawValues(): Generator<Uint8Array> {
    for (const h of this.bytes.values()) yield this.arena.view(h);
  }

  /** Every document's stored bytes as they are now, read later (see CapturedDocs): O(documents) numbers. */
  capture(): CapturedDocs {
    return new CapturedDocs(Float64Array.from(this.bytes.values()), this.arena.capture());
  }

  *values(): Generator<Doc> {
    for (const h of this.bytes.values()) yield decodeDoc(this.arena.view(h));
  }

  *entries(fields?: FieldSet): Generator<[string, Doc]> {
    for (const [id, h] of this.bytes) yield [id, decodeFields(this.arena.view(h), fields)];
  }

  /** Sum of the stored BSON sizes: what `dataSize` reports. */
  dataSize(): number {
    let n = 0;
    for (const h of this.bytes.values()) n += this.arena.length(h);
    return n;
  }
}
