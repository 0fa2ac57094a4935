import {
  Binary,
  BSONRegExp,
  calculateObjectSize,
  Decimal128,
  deserialize,
  Double,
  Int32,
  Long,
  MaxKey,
  MinKey,
  ObjectId,
  serialize,
  Timestamp,
} from 'bson';
import type { Document } from 'mongodb';
import { openTarget, type Target } from './helpers/target';

let t: Target;
beforeAll(async () => {
  t = await openTarget('rawreplies');
});
afterAll(async () => {
  await t.close();
});

const exact = { promoteValues: false, promoteLongs: false, promoteBuffers: false, bsonRegExp: true };

/**
 * A find without a projection sends each document's stored bytes. What a client reads must still be
 * exactly what it wrote, type for type, and batches must stay within a reply's size.
 */
describe('find replies without a projection', () => {
  it('give back every BSON type as it was written, in the first batch and after getMore', async () => {
    const c = t.db.collection<Document>('types');
    const doc = {
      _id: new ObjectId(),
      double: new Double(1),
      int: new Int32(5),
      long: Long.fromNumber(7),
      decimal: Decimal128.fromString('1.10'),
      binary: new Binary(Buffer.from([1, 2, 3]), 128),
      date: new Date('2026-11-26T04:00:00Z'),
      regex: new BSONRegExp('^a', 'i'),
      ts: new Timestamp({ t: 5, i: 1 }),
      min: new MinKey(),
      max: new MaxKey(),
      nil: null,
      text: 'Zoë ✓',
      nested: { lines: [{ i: new Int32(1), at: new Date(0) }, [new Double(2.5), 'x']], empty: {} },
    };
    const docs = Array.from({ length: 5 }, (_, n) => ({ ...doc, _id: new ObjectId(), n: new Int32(n) }));
    await c.insertMany(docs);
    const read = await c.find({}, { batchSize: 2, raw: true }).sort({ n: 1 }).toArray();
    expect(read.map((b) => deserialize(b as unknown as Uint8Array, exact))).toEqual(
      docs.map((d) => deserialize(serialize(d), exact)),
    );
  });

  it('leave out only the excluded top-level fields of a projection, whatever their types', async () => {
    const c = t.db.collection<Document>('excluded');
    const docs = Array.from({ length: 7 }, (_, n) => ({
      _id: new ObjectId(),
      n: new Int32(n),
      _pending: n % 2 === 0 ? true : undefined,
      money: Decimal128.fromString(`${n}.50`),
      big: Long.fromNumber(2 ** 40 + n),
      nested: { _pending: 'kept: only the top level is excluded', d: new Double(3) },
      _deleted: n === 3 ? new Date(0) : undefined,
      tail: 'last',
    }));
    await c.insertMany(docs, { ignoreUndefined: true });
    const without = (d: Document, fields: string[]) =>
      Object.fromEntries(Object.entries(d).filter(([k, v]) => !fields.includes(k) && v !== undefined));
    for (const [projection, fields] of [
      [{ _pending: 0, _deleted: false }, ['_pending', '_deleted']],
      [{ _id: 0, money: 0 }, ['_id', 'money']],
      [{}, []],
    ] as const) {
      const read = await c.find({}, { projection, batchSize: 3, raw: true }).sort({ n: 1 }).toArray();
      expect(read.map((b) => deserialize(b as unknown as Uint8Array, exact))).toEqual(
        docs.map((d) => deserialize(serialize(without(d, [...fields])), exact)),
      );
    }
  });

  it('split a result into batches by the documents stored sizes', async () => {
    const c = t.db.collection<Document>('large');
    const big = 'x'.repeat(900 * 1024);
    // 60 documents of 0.9 MB: 54 MB, more than one reply may carry (48 MB).
    for (let n = 0; n < 60; n += 10) {
      await c.insertMany(Array.from({ length: 10 }, (_, i) => ({ n: n + i, big })));
    }
    const ns: number[] = [];
    for await (const d of c.find({}).sort({ n: 1 })) {
      expect(d.big).toBe(big);
      ns.push(d.n as number);
    }
    expect(ns).toEqual(Array.from({ length: 60 }, (_, n) => n));
    // Each reply within MongoDB's 16 MiB, read batch by batch as a driver does.
    let reply = await t.db.command({ find: 'large', sort: { n: 1 } });
    const sizes: number[] = [];
    for (;;) {
      const batch = (reply.cursor.firstBatch ?? reply.cursor.nextBatch) as Document[];
      sizes.push(batch.length);
      expect(calculateObjectSize(reply)).toBeLessThanOrEqual(16 * 1024 * 1024);
      if (Long.fromValue(reply.cursor.id).isZero()) break;
      reply = await t.db.command({ getMore: reply.cursor.id, collection: 'large' });
    }
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(60);
  });
});
