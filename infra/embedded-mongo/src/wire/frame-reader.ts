import { HEADER_SIZE } from './opcodes';

export class FrameError extends Error {}

/** Splits a TCP byte stream into whole wire-protocol messages. */
export class FrameReader {
  private chunks: Buffer[] = [];
  private buffered = 0;

  constructor(private readonly maxMessageBytes: number) {}

  push(chunk: Buffer): Buffer[] {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const out: Buffer[] = [];
    while (this.buffered >= 4) {
      const head = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : this.flatten();
      const length = head.readInt32LE(0);
      if (length < HEADER_SIZE || length > this.maxMessageBytes) {
        throw new FrameError(`invalid message length ${length}`);
      }
      if (this.buffered < length) break;
      const all = this.flatten();
      out.push(all.subarray(0, length));
      const rest = all.subarray(length);
      this.chunks = rest.length ? [rest] : [];
      this.buffered = rest.length;
    }
    return out;
  }

  private flatten(): Buffer {
    if (this.chunks.length > 1) this.chunks = [Buffer.concat(this.chunks)];
    return this.chunks[0] as Buffer;
  }
}
