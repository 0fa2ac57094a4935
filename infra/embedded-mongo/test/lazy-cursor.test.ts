import type { Document } from 'mongodb';
import { embeddedOnly, openTarget, type Target } from './helpers/target';

let t: Target;
beforeAll(async () => {
  t = await openTarget('lazycursor');
});
afterAll(async () => {
  await t.close();
});

/**
 * A find keeps the matching ids and decodes each batch as it is sent. What a client reads must be what
 * MongoDB's cursors give: every match once, in order, projected; a document deleted before its batch
 * is sent is not returned, one changed before is returned as it is then.
 */
describe('find cursors read batch by batch', () => {
  it('return every match once, in order, with the projection, across getMore', async () => {
    const c = t.db.collection<Document>('export');
    await c.createIndex({ n: 1 });
    await c.insertMany(
      Array.from({ length: 1234 }, (_, n) => ({
        n,
        customer: { name: `c${n}`, phone: `0${n}` },
        lines: Array.from({ length: 5 }, (_, i) => ({ i, text: 'x'.repeat(50) })),
        odd: n % 2 === 1,
      })),
    );
    const read = await c
      .find({ n: { $gte: 100 } }, { projection: { n: 1, 'customer.name': 1, _id: 0 }, batchSize: 100 })
      .sort({ n: 1 })
      .toArray();
    expect(read).toEqual(
      Array.from({ length: 1134 }, (_, i) => ({ n: i + 100, customer: { name: `c${i + 100}` } })),
    );
    // Without a projection: whole documents.
    const whole = await c.find({ odd: true }, { batchSize: 50 }).sort({ n: -1 }).limit(120).toArray();
    expect(whole).toHaveLength(120);
    expect(whole[0]).toMatchObject({
      n: 1233,
      odd: true,
      lines: expect.any(Array),
      customer: { phone: '01233' },
    });
  });
});

/**
 * MongoDB does not isolate a cursor from later writes; walking an index it fetches each batch's documents
 * as it sends them, as this server does. Asserted here only, as this server's own behaviour.
 */
embeddedOnly('find cursors and writes between batches', () => {
  it('skip documents deleted before their batch and show changes made before it', async () => {
    const c = t.db.collection<Document>('moving');
    await c.createIndex({ n: 1 });
    await c.insertMany(Array.from({ length: 300 }, (_, n) => ({ n, state: 'new' })));
    const cursor = c.find({}, { batchSize: 100 }).sort({ n: 1 });
    const seen: Document[] = [];
    for (let i = 0; i < 100; i++) seen.push((await cursor.next()) as Document);
    await c.deleteMany({ n: { $gte: 150, $lt: 160 } });
    await c.updateOne({ n: 250 }, { $set: { state: 'changed' } });
    for await (const doc of cursor) seen.push(doc);
    expect(seen.map((d) => d.n)).toEqual(
      Array.from({ length: 300 }, (_, n) => n).filter((n) => n < 150 || n >= 160),
    );
    expect(seen.find((d) => d.n === 250)?.state).toBe('changed');
  });
});
