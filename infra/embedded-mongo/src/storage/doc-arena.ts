/** Slab size: large enough that slabs are few, small enough that a sparse one is cheap to move. */
const SLAB_BYTES = 1 << 20;
/**
 * A collection's first slab: each slab doubles the last up to SLAB_BYTES, so a collection of a few
 * documents (a counter, the settings) does not hold a whole megabyte.
 */
const FIRST_SLAB_BYTES = 16 << 10;
/** Documents above this get a slab of their own rather than most of a shared one. */
const OWN_BUFFER_BYTES = SLAB_BYTES / 4;

interface Slab {
  bytes: Uint8Array;
  used: number;
  /** Bytes of documents still stored in the slab. */
  live: number;
}

/**
 * Where a stored document lives: its slab's number times SLAB_BYTES plus its offset there (a number,
 * exact up to 2^53, so 2^33 slabs). A number in the store's map instead of a Uint8Array view per
 * document saves the view object (about 100 bytes of heap each); views are made when a document is read.
 * Slab numbers are never reused, so a handle names one stored version of one document for good.
 */
export type DocHandle = number;

const slabOf = (h: DocHandle): number => Math.floor(h / SLAB_BYTES);

/** The stored document at `h` of `slab`: BSON starts with its own length (int32, little-endian). */
function viewIn(slab: Slab, h: DocHandle): Uint8Array {
  const at = h % SLAB_BYTES;
  const b = slab.bytes;
  const length =
    ((b[at] as number) | ((b[at + 1] as number) << 8) | ((b[at + 2] as number) << 16)) +
    (b[at + 3] as number) * 0x1000000;
  return b.subarray(at, at + length);
}

/**
 * The slabs as they were when captured: a compaction reads every document it captured through this,
 * whatever the arena has moved or freed since (a freed slab stays alive while the capture holds it).
 */
export class ArenaCapture {
  constructor(private readonly slabs: ReadonlyMap<number, Slab>) {}

  view(h: DocHandle): Uint8Array {
    const slab = this.slabs.get(slabOf(h));
    if (!slab) throw new Error(`document handle ${h} names no captured slab`);
    return viewIn(slab, h);
  }
}

/**
 * Where stored documents' bytes live: copied into 1 MB slabs. One small allocation per document,
 * interleaved with the short-lived buffers of requests and replies, fragments the C heap, which then
 * keeps the process's memory long after those buffers are freed; a few large slabs do not. A slab whose
 * documents were mostly replaced or deleted is reported by release(), and its owner moves the rest out
 * (relocate) so the slab can be freed.
 */
export class DocArena {
  private current: Slab | undefined;
  private currentNo = -1;
  private nextSlab = 0;
  private readonly slabs = new Map<number, Slab>();

  /** Stores a copy of `bytes` (one BSON document) and answers its handle. */
  copy(bytes: Uint8Array): DocHandle {
    if (bytes.length > OWN_BUFFER_BYTES) {
      const no = this.nextSlab++;
      this.slabs.set(no, { bytes: new Uint8Array(bytes), used: bytes.length, live: bytes.length });
      return no * SLAB_BYTES;
    }
    let slab = this.current;
    if (!slab || slab.used + bytes.length > slab.bytes.length) {
      let size = slab ? slab.bytes.length * 2 : FIRST_SLAB_BYTES;
      while (size < bytes.length) size *= 2;
      slab = { bytes: new Uint8Array(Math.min(SLAB_BYTES, size)), used: 0, live: 0 };
      this.currentNo = this.nextSlab++;
      this.slabs.set(this.currentNo, slab);
      this.current = slab;
    }
    const no = this.currentNo;
    const at = slab.used;
    slab.bytes.set(bytes, at);
    slab.used += bytes.length;
    slab.live += bytes.length;
    return no * SLAB_BYTES + at;
  }

  /**
   * The stored bytes at `h`: a fresh view of its slab, which stays alive as long as the view does.
   * Stored bytes are never changed in place.
   */
  view(h: DocHandle): Uint8Array {
    const slab = this.slabs.get(slabOf(h));
    if (!slab) throw new Error(`document handle ${h} names no slab`);
    return viewIn(slab, h);
  }

  /** The byte length of the document at `h`. */
  length(h: DocHandle): number {
    return this.view(h).length;
  }

  /**
   * The document at `h` is no longer stored. Answers the number of a slab that has become mostly
   * empty: the owner should relocate() the documents still in it.
   */
  release(h: DocHandle): number | undefined {
    const no = slabOf(h);
    const slab = this.slabs.get(no);
    if (!slab) return undefined;
    slab.live -= viewIn(slab, h).length;
    if (slab === this.current) return undefined;
    if (slab.live <= 0) {
      this.slabs.delete(no);
      return undefined;
    }
    return slab.live < slab.bytes.length / 4 ? no : undefined;
  }

  /** Whether the document at `h` is in slab `no`. */
  inSlab(h: DocHandle, no: number): boolean {
    return slabOf(h) === no;
  }

  /** Copies a document out of a slab being emptied (see release) and forgets the slab once empty. */
  relocate(h: DocHandle): DocHandle {
    const no = slabOf(h);
    const slab = this.slabs.get(no);
    if (!slab) throw new Error(`document handle ${h} names no slab`);
    const bytes = viewIn(slab, h);
    const moved = this.copy(bytes);
    if (slab !== this.current) {
      slab.live -= bytes.length;
      if (slab.live <= 0) this.slabs.delete(no);
    }
    return moved;
  }

  /** The slabs as they are now (references only), for reading captured handles later. */
  capture(): ArenaCapture {
    return new ArenaCapture(new Map(this.slabs));
  }

  /** Forgets every slab (the collection was emptied or dropped). */
  clear(): void {
    this.slabs.clear();
    this.current = undefined;
    this.currentNo = -1;
  }
}
