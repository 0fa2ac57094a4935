import { FrameError, FrameReader } from './frame-reader';

/** A wire message of `length` bytes: its length, then bytes that say which message it is. */
function message(length: number, fill: number): Buffer {
  const b = Buffer.alloc(length, fill);
  b.writeInt32LE(length, 0);
  return b;
}

/** Pushes `stream` in chunks of the given sizes (the last repeats) and answers every frame read. */
function readAll(reader: FrameReader, stream: Buffer, sizes: number[]): Buffer[] {
  const frames: Buffer[] = [];
  let at = 0;
  for (let i = 0; at < stream.length; i += 1) {
    const size = sizes[Math.min(i, sizes.length - 1)] as number;
    frames.push(...reader.push(stream.subarray(at, at + size)));
    at += size;
  }
  return frames;
}

describe('FrameReader', () => {
  const a = message(40, 1);
  const b = message(300_000, 2);
  const c = message(17, 3);
  const stream = Buffer.concat([a, b, c]);

  it.each([
    ['one chunk holding every message', [stream.length]],
    ['socket-sized chunks', [65_536]],
    ['chunks that split every length field', [2, 3, 1, 7]],
    ['one byte at a time', [1]],
  ])('reads the same messages from %s', (_name, sizes) => {
    const frames = readAll(new FrameReader(48_000_000), stream, sizes);
    expect(frames.map((f) => f.length)).toEqual([40, 300_000, 17]);
    expect(Buffer.concat(frames).equals(stream)).toBe(true);
  });

  it('answers nothing until a message is complete', () => {
    const reader = new FrameReader(48_000_000);
    expect(reader.push(b.subarray(0, 1000))).toEqual([]);
    expect(reader.push(b.subarray(1000, 299_999))).toEqual([]);
    const [frame] = reader.push(b.subarray(299_999));
    expect(frame?.equals(b)).toBe(true);
  });

  it('refuses a length below the header size or above the maximum', () => {
    expect(() => new FrameReader(1000).push(message(1001, 0))).toThrow(FrameError);
    const short = Buffer.alloc(8);
    short.writeInt32LE(8, 0);
    expect(() => new FrameReader(1000).push(short)).toThrow('invalid message length 8');
  });
});
