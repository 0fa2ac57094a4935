import { MANUAL, type ConformanceCase } from './case';

const CORE = 'https://www.mongodb.com/docs/manual/core';

export const collectionCases: ConformanceCase[] = [
  {
    manual: `${CORE}/capped-collections/`,
    title: 'a capped collection with max keeps only the newest documents, in insertion order',
    async run(db) {
      const c = await db.createCollection('capped_max', { capped: true, size: 4096, max: 3 });
      for (let i = 0; i < 5; i++) await c.insertOne({ _id: i as never });
      expect((await c.find().toArray()).map((d) => d._id)).toEqual([2, 3, 4]);
      expect(await c.isCapped()).toBe(true);
    },
  },
  {
    manual: `${CORE}/capped-collections/`,
    title: 'a capped collection bounded by size drops its oldest documents',
    async run(db) {
      const c = await db.createCollection('capped_size', { capped: true, size: 4096 });
      for (let i = 0; i < 40; i++) await c.insertOne({ _id: i as never, s: 'x'.repeat(200) });
      const left = (await c.find().toArray()).map((d) => d._id as unknown as number);
      expect(left.length).toBeLessThan(40);
      expect(left[left.length - 1]).toBe(39);
      expect(left).toEqual([...left].sort((a, b) => a - b));
    },
  },
  {
    manual: `${MANUAL}/command/collMod/`,
    title: 'collMod changes a TTL index expireAfterSeconds and hides an index',
    async run(db, c) {
      await c.insertOne({ at: new Date() });
      await c.createIndex({ at: 1 }, { expireAfterSeconds: 3600 });
      await c.createIndex({ k: 1 });
      const res = await db.command({
        collMod: c.collectionName,
        index: { keyPattern: { at: 1 }, expireAfterSeconds: 60 },
      });
      expect(res).toMatchObject({ expireAfterSeconds_old: 3600, expireAfterSeconds_new: 60, ok: 1 });
      await db.command({ collMod: c.collectionName, index: { name: 'k_1', hidden: true } });
      const indexes = await c.listIndexes().toArray();
      expect(indexes.find((i) => i.name === 'at_1')?.expireAfterSeconds).toBe(60);
      expect(indexes.find((i) => i.name === 'k_1')?.hidden).toBe(true);
    },
  },
  {
    manual: `${MANUAL}/command/collMod/`,
    title: 'collMod sets a validator level and refuses an unknown option',
    async run(db, c) {
      await c.insertOne({ a: 1 });
      await db.command({ collMod: c.collectionName, validationLevel: 'moderate' });
      const [info] = await db.listCollections({ name: c.collectionName }, { nameOnly: false }).toArray();
      expect((info as { options?: object } | undefined)?.options).toMatchObject({
        validationLevel: 'moderate',
      });
      await expect(db.command({ collMod: c.collectionName, noSuchOption: 1 })).rejects.toThrow();
    },
  },

  {
    manual: `${CORE}/index-unique/`,
    title:
      'a unique index over existing duplicates is refused (11000) and not created; over distinct values it is',
    async run(_db, c) {
      await c.insertMany([
        { e: 'a', tags: ['x', 'x'] },
        { e: 'b', tags: ['y'] },
        { e: 'a', tags: ['z'] },
      ]);
      await expect(c.createIndex({ e: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
      expect((await c.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
      // One document repeating a value in its own array is not a duplicate.
      await c.createIndex({ tags: 1 }, { unique: true });
      await expect(c.insertOne({ e: 'c', tags: ['y'] })).rejects.toMatchObject({ code: 11000 });
    },
  },
];
