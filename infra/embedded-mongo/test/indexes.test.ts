import type { Document } from 'mongodb';
import { embeddedOnly, openTarget, type Target } from './helpers/target';

let t: Target;
beforeAll(async () => {
  t = await openTarget('idx');
});
afterAll(async () => {
  await t.close();
});

describe('indexes', () => {
  it('createIndexes is idempotent and listIndexes shows options', async () => {
    const c = t.db.collection('spec');
    expect(await c.createIndex({ a: 1, b: -1 }, { name: 'ab' })).toBe('ab');
    expect(await c.createIndex({ a: 1, b: -1 }, { name: 'ab' })).toBe('ab');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
    const list = await c.listIndexes().toArray();
    expect(list.find((i) => i.name === 'ab')?.key).toEqual({ a: 1, b: -1 });
    expect(list.find((i) => i.name === 'at_1')?.expireAfterSeconds).toBe(3600);
    await expect(c.createIndex({ a: 1, b: -1 }, { name: 'ab', unique: true })).rejects.toMatchObject({
      code: expect.any(Number),
    });
    await c.dropIndex('ab');
    expect((await c.listIndexes().toArray()).map((i) => i.name)).not.toContain('ab');
    await expect(c.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
  });

  it('compound unique indexes reject only the full duplicate', async () => {
    const c = t.db.collection('compound');
    await c.createIndex({ tenant: 1, email: 1 }, { unique: true });
    await c.insertOne({ tenant: 't1', email: 'a' });
    await c.insertOne({ tenant: 't2', email: 'a' });
    await expect(c.insertOne({ tenant: 't1', email: 'a' })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { tenant: 1, email: 1 },
      keyValue: { tenant: 't1', email: 'a' },
    });
  });

  it('sparse unique indexes ignore documents without the field', async () => {
    const c = t.db.collection('sparse');
    await c.createIndex({ code: 1 }, { unique: true, sparse: true });
    await c.insertMany([{ x: 1 }, { x: 2 }, { code: 'A' }]);
    await expect(c.insertOne({ code: 'A' })).rejects.toMatchObject({ code: 11000 });
    expect(await c.countDocuments({ code: null })).toBe(2);
  });

  it('partial unique indexes only constrain matching documents', async () => {
    const c = t.db.collection('partial');
    await c.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await c.insertMany([
      { email: 'a', active: false },
      { email: 'a', active: false },
      { email: 'a', active: true },
    ]);
    await expect(c.insertOne({ email: 'a', active: true })).rejects.toMatchObject({ code: 11000 });
  });

  it('collation: case-insensitive unique index, queries and sorts', async () => {
    const c = t.db.collection('collated');
    const ci = { locale: 'en', strength: 2 };
    await c.createIndex({ email: 1 }, { unique: true, collation: ci });
    await c.insertOne({ email: 'Ann@Example.com' });
    await expect(c.insertOne({ email: 'ann@example.com' })).rejects.toMatchObject({ code: 11000 });
    await c.insertMany([{ email: 'bob@example.com' }, { email: 'Carl@example.com' }]);
    expect(await c.countDocuments({ email: 'ANN@example.com' })).toBe(0);
    expect(await c.countDocuments({ email: 'ANN@example.com' }, { collation: ci })).toBe(1);
    expect(await c.findOne({ email: 'BOB@EXAMPLE.COM' }, { collation: ci })).toMatchObject({
      email: 'bob@example.com',
    });
    const sorted = await c.find({}, { collation: ci }).sort({ email: -1 }).toArray();
    expect(sorted.map((d) => d.email)).toEqual(['Carl@example.com', 'bob@example.com', 'Ann@Example.com']);
    const binary = await c.find({}).sort({ email: 1 }).toArray();
    expect(binary.map((d) => d.email)).toEqual(['Ann@Example.com', 'Carl@example.com', 'bob@example.com']);
    const up = await c.updateOne({ email: 'carl@EXAMPLE.com' }, { $set: { seen: true } }, { collation: ci });
    expect(up.modifiedCount).toBe(1);
    const listed = (await c.listIndexes().toArray()).find((i) => i.name === 'email_1');
    expect(listed?.collation).toMatchObject({ locale: 'en', strength: 2 });
  });

  it('collation: a collection default applies to queries and new indexes, `simple` overrides it', async () => {
    const ci = { locale: 'en', strength: 2 };
    await t.db.createCollection('ci_default', { collation: ci });
    const c = t.db.collection('ci_default');
    await c.createIndex({ name: 1 }, { unique: true });
    await c.insertOne({ name: 'Zed' });
    await expect(c.insertOne({ name: 'zed' })).rejects.toMatchObject({ code: 11000 });
    expect(await c.countDocuments({ name: 'ZED' })).toBe(1);
    expect(await c.countDocuments({ name: 'ZED' }, { collation: { locale: 'simple' } })).toBe(0);
    const index = (await c.listIndexes().toArray()).find((i) => i.name === 'name_1');
    expect(index?.collation).toMatchObject({ locale: 'en', strength: 2 });
  });

  it('keeps indexes exact through bulk inserts, multi-updates and multi-deletes', async () => {
    const c = t.db.collection('bulk_idx');
    await c.createIndex({ score: 1 });
    await c.createIndex({ email: 1 }, { unique: true });
    // 1201 is prime, so i * 7919 % 1201 takes every value 0..1200 exactly once.
    await c.insertMany(
      Array.from({ length: 1201 }, (_, i) => ({ email: `u${i}@x`, score: (i * 7919) % 1201 })),
    );
    const up = await c.updateMany({ score: { $gte: 400 } }, { $inc: { score: 10_000 } });
    expect(up.modifiedCount).toBe(801);
    expect(await c.countDocuments({ score: { $gte: 10_000 } })).toBe(801);
    expect(await c.countDocuments({ score: { $lt: 400 } })).toBe(400);
    expect((await c.find({}).sort({ score: -1 }).limit(1).toArray())[0]?.score).toBe(11_200);
    const del = await c.deleteMany({ score: { $lt: 200 } });
    expect(del.deletedCount).toBe(200);
    expect(await c.countDocuments({ score: { $lt: 400 } })).toBe(200);
    expect(await c.countDocuments({ email: 'u0@x' })).toBe(0);
    await c.insertOne({ email: 'u0@x', score: 1 });
    await expect(c.insertOne({ email: 'u1@x', score: 1 })).rejects.toMatchObject({ code: 11000 });
  });

  it('creating a unique index over duplicates fails with E11000', async () => {
    const c = t.db.collection('late');
    await c.insertMany([{ k: 1 }, { k: 1 }]);
    await expect(c.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
  });

  it('range and equality queries on indexed fields return the same as a scan', async () => {
    const indexed = t.db.collection('ranges');
    const plain = t.db.collection('ranges_scan');
    await indexed.createIndex({ n: 1 });
    await indexed.createIndex({ tags: 1 });
    await indexed.createIndex({ s: -1 });
    const docs = (): Document[] => [
      ...Array.from({ length: 200 }, (_, i) => ({ n: i % 50, s: `k${i % 7}`, tags: [i % 3, `t${i % 5}`] })),
      { n: 'str', s: 'c' },
      { n: null, s: 'a' },
      { other: true, s: 'b' },
      { n: [1, 60], s: 'd' },
      { n: 10.5, s: 'k1' },
    ];
    await indexed.insertMany(docs());
    await plain.insertMany(docs());
    const filters: Document[] = [
      { n: 10 },
      { n: { $gt: 45 } },
      { n: { $gte: 10, $lt: 12 } },
      { n: { $lt: 2 } },
      { n: { $in: [1, 2, 'str'] } },
      { n: null },
      { n: { $gt: 55, $lt: 65 } },
      { n: { $gte: 'a' } },
      { tags: 't1' },
      { tags: 2, n: { $lt: 25 } },
      { s: { $gt: 'k3' } },
      { s: { $lte: 'k1' }, n: { $ne: 3 } },
      { $and: [{ n: { $gt: 5 } }, { n: { $lt: 8 } }] },
    ];
    for (const filter of filters) {
      const got = (
        await indexed
          .find(filter, { projection: { _id: 0 } })
          .sort({ n: 1, s: 1 })
          .toArray()
      ).length;
      const want = (
        await plain
          .find(filter, { projection: { _id: 0 } })
          .sort({ n: 1, s: 1 })
          .toArray()
      ).length;
      expect({ filter, got }).toEqual({ filter, got: want });
    }
    expect(await indexed.countDocuments({ n: { $gte: 10, $lt: 12 } })).toBe(10);
    const top = async (c: typeof plain, sort: Document): Promise<unknown[]> =>
      (await c.find({}).sort(sort).limit(7).toArray()).map((d) => [d.n, d.s]);
    for (const sort of [
      { n: -1, s: 1 },
      { n: 1, s: -1 },
      { s: 1, n: 1 },
      { s: -1, n: -1 },
    ]) {
      expect(await top(indexed, sort)).toEqual(await top(plain, sort));
    }
  });
});

embeddedOnly('TTL (embedded sweeper runs every 200 ms in tests)', () => {
  it('removes expired documents and keeps fresh ones', async () => {
    const c = t.db.collection('ttl');
    await c.createIndex({ at: 1 }, { expireAfterSeconds: 1 });
    await c.insertMany([
      { at: new Date(Date.now() - 60_000), old: true },
      { at: new Date(Date.now() + 3_600_000) },
      { at: 'not a date' },
    ]);
    for (let i = 0; i < 100 && (await c.countDocuments({ old: true })) > 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await c.countDocuments({ old: true })).toBe(0);
    expect(await c.countDocuments()).toBe(2);
  });
});
