import net from 'node:net';
import { deserialize, ObjectId, serialize } from 'bson';
import { FrameReader } from '../src/wire/frame-reader';
import { HEADER_SIZE, OP_MSG, writeHeader } from '../src/wire/opcodes';

/**
 * A minimal OP_MSG load generator: each connection sends one single-document `insert` command, waits for
 * its acknowledgement, and sends the next, exactly as a driver does, but without the driver's per-call
 * CPU cost (about 150 µs here), so the figure measures the server rather than the client.
 */
export async function wireInserts(opts: {
  host: string;
  port: number;
  connections: number;
  total: number;
  db: string;
  collection: string;
  offset: number;
}): Promise<{ seconds: number; insertsPerSecond: number }> {
  let next = 0;
  let requestId = 1;
  const encode = (i: number): Buffer => {
    const body = serialize({
      insert: opts.collection,
      documents: [
        {
          _id: new ObjectId(),
          email: `wire${opts.offset + i}@example.com`,
          name: `User ${i}`,
          n: i,
          createdAt: new Date(),
        },
      ],
      ordered: true,
      $db: opts.db,
    });
    const buf = Buffer.allocUnsafe(HEADER_SIZE + 5 + body.length);
    writeHeader(buf, requestId++, 0, OP_MSG);
    buf.writeUInt32LE(0, HEADER_SIZE);
    buf[HEADER_SIZE + 4] = 0;
    buf.set(body, HEADER_SIZE + 5);
    return buf;
  };
  const worker = (): Promise<void> =>
    new Promise((resolve, reject) => {
      const socket = net.connect(opts.port, opts.host);
      socket.setNoDelay(true);
      const reader = new FrameReader(48_000_000);
      const send = (): void => {
        if (next >= opts.total) {
          socket.end();
          resolve();
          return;
        }
        socket.write(encode(next++));
      };
      socket.on('connect', send);
      socket.on('error', reject);
      socket.on('data', (chunk: Buffer) => {
        for (const frame of reader.push(chunk)) {
          const reply = deserialize(frame.subarray(HEADER_SIZE + 5));
          if (reply.ok !== 1 || reply.n !== 1) {
            reject(new Error(`insert failed: ${JSON.stringify(reply)}`));
            return;
          }
          send();
        }
      });
    });
  const t0 = performance.now();
  await Promise.all(Array.from({ length: opts.connections }, worker));
  const seconds = (performance.now() - t0) / 1000;
  return { seconds: Math.round(seconds * 1000) / 1000, insertsPerSecond: Math.round(opts.total / seconds) };
}
