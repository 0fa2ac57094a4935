/**
 * A packed index's entries as snapshot records: the sorted strings, each as [u32 length | wide flag]
 * then its characters (latin1 when every code unit fits a byte, the usual case, else UTF-16LE), cut
 * into parts of about CHUNK_BYTES. A restart reads them back in order and bulk-loads the tree: no
 * document is decoded, no key computed or encoded, nothing sorted (DurableStore.open decides when).
 */
const CHUNK_BYTES = 4 << 20;
const WIDE = 0x80000000;
const NOT_LATIN1 = /[\u0100-\uffff]/;

/** Calls `part` with each chunk of the encoded entries, in order; answers how many entries there were. */
export async function encodeEntries(
  entries: Iterable<string>,
  part: (bytes: Buffer) => Promise<void>,
): Promise<number> {
  let buf = Buffer.allocUnsafe(CHUNK_BYTES);
  let at = 0;
  let n = 0;
  for (const s of entries) {
    const wide = NOT_LATIN1.test(s);
    const need = 4 + (wide ? 2 : 1) * s.length;
    if (at + need > buf.length) {
      if (at > 0) await part(buf.subarray(0, at));
      buf = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, need));
      at = 0;
    }
    buf.writeUInt32LE(wide ? (s.length | WIDE) >>> 0 : s.length, at);
    at += 4;
    at += buf.write(s, at, wide ? 'utf16le' : 'latin1');
    n += 1;
  }
  if (at > 0) await part(buf.subarray(0, at));
  return n;
}

/**
 * The entries of the chunks encodeEntries wrote, in order, one at a time: a restart packs them into
 * leaves as they come (PackedTree.fromSorted), so the millions of entry strings die young instead of
 * all being alive at once (the heap's peak is what the process keeps: V8 holds on to freed pages).
 */
export function* decodeEntries(chunks: Uint8Array[]): Generator<string> {
  for (const chunk of chunks) {
    const buf = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let at = 0;
    while (at < buf.length) {
      const head = buf.readUInt32LE(at);
      at += 4;
      const len = head & ~WIDE;
      if ((head & WIDE) !== 0) {
        yield buf.toString('utf16le', at, at + 2 * len);
        at += 2 * len;
      } else {
        yield buf.toString('latin1', at, at + len);
        at += len;
      }
    }
  }
}
