import net from 'node:net';
import { deserialize, serialize, type Document } from 'bson';
import { MongoClient } from 'mongodb';
import { start, type EmbeddedMongo, type Logger } from '../src/index';
import { FrameReader } from '../src/wire/frame-reader';
import { embeddedOnly } from './helpers/target';

const OP_REPLY = 1;
const OP_QUERY = 2004;
const OP_MSG = 2013;

function header(length: number, requestId: number, opCode: number): Buffer {
  const b = Buffer.alloc(16);
  b.writeInt32LE(length, 0);
  b.writeInt32LE(requestId, 4);
  b.writeInt32LE(0, 8);
  b.writeInt32LE(opCode, 12);
  return b;
}

function opMsg(
  requestId: number,
  body: Document,
  opts: { flags?: number; sequence?: [string, Document[]]; checksum?: boolean } = {},
): Buffer {
  const parts: Buffer[] = [Buffer.from([0]), Buffer.from(serialize(body))];
  if (opts.sequence) {
    const [id, docs] = opts.sequence;
    const payload = Buffer.concat([Buffer.from(`${id}\0`), ...docs.map((d) => serialize(d))]);
    const size = Buffer.alloc(4);
    size.writeInt32LE(payload.length + 4, 0);
    parts.push(Buffer.from([1]), size, payload);
  }
  const flags = Buffer.alloc(4);
  flags.writeUInt32LE((opts.flags ?? 0) | (opts.checksum ? 1 : 0), 0);
  const rest = Buffer.concat([flags, ...parts, opts.checksum ? Buffer.alloc(4) : Buffer.alloc(0)]);
  return Buffer.concat([header(16 + rest.length, requestId, OP_MSG), rest]);
}

function opQuery(requestId: number, ns: string, query: Document): Buffer {
  const rest = Buffer.concat([
    Buffer.alloc(4),
    Buffer.from(`${ns}\0`),
    Buffer.from([0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff]),
    serialize(query),
  ]);
  return Buffer.concat([header(16 + rest.length, requestId, OP_QUERY), rest]);
}

/** A raw connection that collects replies in order. */
class RawClient {
  private readonly reader = new FrameReader(48_000_000);
  private readonly frames: Buffer[] = [];
  private waiting: ((b: Buffer) => void) | undefined;
  closed: Promise<void>;

  constructor(readonly socket: net.Socket) {
    socket.on('data', (chunk: Buffer) => {
      for (const f of this.reader.push(chunk)) {
        if (this.waiting) {
          const w = this.waiting;
          this.waiting = undefined;
          w(f);
        } else this.frames.push(f);
      }
    });
    this.closed = new Promise((resolve) => socket.on('close', () => resolve()));
  }

  static connect(port: number): Promise<RawClient> {
    return new Promise((resolve, reject) => {
      const s = net.connect(port, '127.0.0.1', () => resolve(new RawClient(s)));
      s.on('error', reject);
    });
  }

  next(): Promise<Buffer> {
    const f = this.frames.shift();
    return f ? Promise.resolve(f) : new Promise((resolve) => (this.waiting = resolve));
  }

  async request(buf: Buffer): Promise<{ responseTo: number; opCode: number; doc: Document }> {
    this.socket.write(buf);
    const f = await this.next();
    const opCode = f.readInt32LE(12);
    const doc = deserialize(opCode === OP_REPLY ? f.subarray(36) : f.subarray(21));
    return { responseTo: f.readInt32LE(8), opCode, doc };
  }
}

embeddedOnly('wire protocol', () => {
  let server: EmbeddedMongo;
  const lines: string[] = [];
  const logger: Logger = {
    info: (m) => lines.push(m),
    warn: (m) => lines.push(m),
    error: (m) => lines.push(m),
  };

  beforeAll(async () => {
    server = await start({ port: 0, logger, slowMs: 1_000_000 });
  });
  afterAll(async () => {
    await server.stop();
  });

  it('answers the legacy OP_QUERY handshake with OP_REPLY and the right responseTo', async () => {
    const c = await RawClient.connect(server.port);
    const r = await c.request(
      opQuery(77, 'admin.$cmd', { isMaster: 1, client: { driver: { name: 'raw' } } }),
    );
    expect(r.opCode).toBe(OP_REPLY);
    expect(r.responseTo).toBe(77);
    expect(r.doc).toMatchObject({ ismaster: true, isWritablePrimary: true, maxWireVersion: 21, ok: 1 });
    for (const field of [
      'maxBsonObjectSize',
      'maxMessageSizeBytes',
      'maxWriteBatchSize',
      'localTime',
      'logicalSessionTimeoutMinutes',
      'connectionId',
      'minWireVersion',
    ]) {
      expect(r.doc).toHaveProperty(field);
    }
    const hello = await c.request(opMsg(78, { hello: 1, $db: 'admin' }));
    expect(hello.opCode).toBe(OP_MSG);
    expect(hello.responseTo).toBe(78);
    expect(hello.doc.ismaster).toBeUndefined();
    c.socket.destroy();
  });

  it('accepts document sequences, tolerates the checksum flag, and honours moreToCome', async () => {
    const c = await RawClient.connect(server.port);
    const ins = await c.request(
      opMsg(1, { insert: 'seq', $db: 'wire' }, { sequence: ['documents', [{ _id: 1 }, { _id: 2 }]] }),
    );
    expect(ins.doc).toMatchObject({ n: 2, ok: 1 });
    const withSum = await c.request(opMsg(2, { ping: 1, $db: 'admin' }, { checksum: true }));
    expect(withSum.doc.ok).toBe(1);
    // Unacknowledged write: no reply may be sent, so the next reply must answer request 4.
    c.socket.write(opMsg(3, { insert: 'seq', documents: [{ _id: 3 }], $db: 'wire' }, { flags: 2 }));
    const count = await c.request(opMsg(4, { count: 'seq', $db: 'wire' }));
    expect(count.responseTo).toBe(4);
    expect(count.doc.n).toBe(3);
    c.socket.destroy();
  });

  it('answers unsupported commands with 115 and unknown ones with 59, and transactions with 20', async () => {
    const c = await RawClient.connect(server.port);
    expect((await c.request(opMsg(1, { mapReduce: 'b', map: 'x', $db: 'a' }))).doc).toMatchObject({
      ok: 0,
      code: 115,
    });
    expect((await c.request(opMsg(2, { fooBar: 1, $db: 'admin' }))).doc).toMatchObject({
      ok: 0,
      code: 59,
      codeName: 'CommandNotFound',
    });
    const txn = await c.request(
      opMsg(3, { find: 'x', startTransaction: true, autocommit: false, txnNumber: 1, $db: 'wire' }),
    );
    expect(txn.doc).toMatchObject({ ok: 0, code: 20 });
    c.socket.destroy();
  });

  it('drops a connection that sends garbage, logs one line, and keeps serving others', async () => {
    const bad = await RawClient.connect(server.port);
    bad.socket.write(Buffer.from([1, 0, 0, 0, 9, 9, 9, 9]));
    await bad.closed;
    expect(lines.some((l) => /protocol error: invalid message length 1/.test(l))).toBe(true);
    const client = await MongoClient.connect(server.uri);
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
    await client.close();
  });

  it('refuses server-side JavaScript ($where, $function)', async () => {
    const client = await MongoClient.connect(server.uri);
    const c = client.db('w').collection('js');
    await c.insertOne({ n: 1 });
    await expect(c.find({ $where: 'this.n > 0' }).toArray()).rejects.toMatchObject({ code: 2 });
    await expect(
      c
        .aggregate([
          { $addFields: { x: { $function: { body: 'function() { return 1 }', args: [], lang: 'js' } } } },
        ])
        .toArray(),
    ).rejects.toMatchObject({ code: 2 });
    await client.close();
  });

  it('logs slow commands', async () => {
    const slowLines: string[] = [];
    const slow = await start({
      port: 0,
      slowMs: -1,
      logger: { info: () => {}, warn: (m) => slowLines.push(m), error: (m) => slowLines.push(m) },
    });
    const client = await MongoClient.connect(slow.uri);
    await client.db('w').collection('c').insertOne({ a: 1 });
    await client.close();
    await slow.stop();
    expect(slowLines.some((l) => /^slow command insert on w\.c: \d+ ms$/.test(l))).toBe(true);
  });
});
