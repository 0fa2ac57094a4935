/** Slab size: large enough that slabs are few, small enough that a sparse one is cheap to move. */
const SLAB_BYTES = 1 << 20;
/** Documents above this get a buffer of their own rather than most of a slab. */
const OWN_BUFFER_BYTES = SLAB_BYTES / 4;

interface Slab {
  bytes: Uint8Array;
  used: number;
  /** Bytes of documents still stored in the slab. */
  live: number;
}

/**
 * Where stored documents' bytes live: copied into 1 MB slabs, each document a view of its slab. One
 * small allocation per document, interleaved with the short-lived buffers of requests and replies,
 * fragments the C heap, which then keeps the process's memory long after those buffers are freed; a
 * few large slabs do not. A slab whose documents were mostly replaced or deleted is reported by
 * release(), and its owner moves the rest out (relocate) so the slab can be freed.
 */
export class DocArena {
  private current: Slab | undefined;
  private readonly slabs = new Map<ArrayBufferLike, Slab>();

  /** A copy of `bytes` in a slab (or in its own buffer when large). */
  copy(bytes: Uint8Array): Uint8Array {
    if (bytes.length > OWN_BUFFER_BYTES) return new Uint8Array(bytes);
    let slab = this.current;
    if (!slab || slab.used + bytes.length > slab.bytes.length) {
      slab = { bytes: new Uint8Array(SLAB_BYTES), used: 0, live: 0 };
      this.slabs.set(slab.bytes.buffer, slab);
      this.current = slab;
    }
    const out = slab.bytes.subarray(slab.used, slab.used + bytes.length);
    out.set(bytes);
    slab.used += bytes.length;
    slab.live += bytes.length;
    return out;
  }

  /**
   * `bytes` (from copy()) is no longer stored. Answers the buffer of a slab that has become mostly
   * empty: the owner should relocate() the documents still in it.
   */
  release(bytes: Uint8Array): ArrayBufferLike | undefined {
    const slab = this.slabs.get(bytes.buffer);
    if (!slab) return undefined;
    slab.live -= bytes.length;
    if (slab === this.current) return undefined;
    if (slab.live === 0) {
      this.slabs.delete(bytes.buffer);
      return undefined;
    }
    return slab.live < slab.bytes.length / 4 ? bytes.buffer : undefined;
  }

  /** Copies a document out of a slab being emptied (see release) and forgets the slab once empty. */
  relocate(bytes: Uint8Array): Uint8Array {
    const moved = this.copy(bytes);
    const slab = this.slabs.get(bytes.buffer);
    if (slab && slab !== this.current) {
      slab.live -= bytes.length;
      if (slab.live <= 0) this.slabs.delete(bytes.buffer);
    }
    return moved;
  }

  /** Forgets every slab (the collection was emptied or dropped). */
  clear(): void {
    this.slabs.clear();
    this.current = undefined;
  }
}
