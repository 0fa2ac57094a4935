import {
  Long,
  MongoBulkWriteError,
  MongoServerError,
  ObjectId,
  type Collection,
  type Document,
} from 'mongodb';
import { openTarget, type Target } from './helpers/target';

let t: Target;
beforeAll(async () => {
  t = await openTarget('crud');
});
afterAll(async () => {
  await t.close();
});

function coll(name: string): Collection<Document> {
  return t.db.collection(name);
}

describe('insert and find', () => {
  it('generates _id, finds with filter, projection, sort, skip and limit', async () => {
    const c = coll('items');
    const res = await c.insertMany(
      Array.from({ length: 30 }, (_, i) => ({ n: i, parity: i % 2 ? 'odd' : 'even', tags: [`t${i % 3}`] })),
    );
    expect(res.insertedCount).toBe(30);
    expect(Object.values(res.insertedIds)[0]).toBeInstanceOf(ObjectId);

    const page = await c
      .find({ parity: 'even' }, { projection: { _id: 0, n: 1 } })
      .sort({ n: -1 })
      .skip(2)
      .limit(3)
      .toArray();
    expect(page).toEqual([{ n: 24 }, { n: 22 }, { n: 20 }]);

    expect(await c.countDocuments({ n: { $gte: 10, $lt: 20 } })).toBe(10);
    expect(await c.countDocuments({ tags: 't1' })).toBe(10);
    expect(await c.estimatedDocumentCount()).toBe(30);
    expect(await c.findOne({ n: 7 }, { projection: { _id: 0, parity: 1 } })).toEqual({ parity: 'odd' });
    expect(await c.findOne({ n: 1000 })).toBeNull();
    const newest = await c
      .find({}, { projection: { _id: 0, n: 1 } })
      .sort({ $natural: -1 })
      .limit(2)
      .toArray();
    expect(newest).toEqual([{ n: 29 }, { n: 28 }]);
  });

  it('supports query operators through mingo', async () => {
    const c = coll('ops');
    await c.insertMany([
      { name: 'Ada', age: 36, langs: ['en', 'fr'], address: { city: 'London' } },
      { name: 'Grace', age: 45, langs: ['en'], address: { city: 'New York' } },
      { name: 'Linus', age: 28, langs: ['fi', 'en', 'sv'] },
    ]);
    const names = async (filter: Document): Promise<string[]> =>
      (await c.find(filter).sort({ name: 1 }).toArray()).map((d) => d.name as string);
    expect(await names({ age: { $in: [28, 45] } })).toEqual(['Grace', 'Linus']);
    expect(await names({ $or: [{ age: { $lt: 30 } }, { 'address.city': 'London' }] })).toEqual([
      'Ada',
      'Linus',
    ]);
    expect(await names({ address: { $exists: false } })).toEqual(['Linus']);
    expect(await names({ langs: { $all: ['en', 'fr'] } })).toEqual(['Ada']);
    expect(await names({ langs: { $size: 3 } })).toEqual(['Linus']);
    expect(await names({ name: /^g/i })).toEqual(['Grace']);
    expect(await names({ name: { $regex: 'a$' } })).toEqual(['Ada']);
    expect(await names({ age: { $not: { $gt: 30 } } })).toEqual(['Linus']);
    expect(await names({ $expr: { $gt: [{ $size: '$langs' }, 1] } })).toEqual(['Ada', 'Linus']);
  });

  it('serves large results through getMore and killCursors', async () => {
    const c = coll('big');
    await c.insertMany(Array.from({ length: 1050 }, (_, i) => ({ i })));
    const cursor = c.find({}).sort({ i: 1 }).batchSize(100);
    let count = 0;
    let last = -1;
    for await (const doc of cursor) {
      expect(doc.i).toBe(last + 1);
      last = doc.i as number;
      count++;
    }
    expect(count).toBe(1050);

    const early = c.find({}).batchSize(10);
    await early.next();
    await early.close();
    const all = await c.find({}, { batchSize: 7 }).limit(25).toArray();
    expect(all).toHaveLength(25);
  });
});

describe('update and delete', () => {
  it('updates one/many, upserts, replaces, uses arrayFilters and $setOnInsert', async () => {
    const c = coll('upd');
    await c.insertMany([
      { _id: 1, qty: 5, grades: [80, 95, 100] } as Document,
      { _id: 2, qty: 5, grades: [60, 70] } as Document,
      { _id: 3, qty: 1 } as Document,
    ]);
    const many = await c.updateMany({ qty: 5 }, { $inc: { qty: 1 }, $set: { touched: true } });
    expect(many.matchedCount).toBe(2);
    expect(many.modifiedCount).toBe(2);
    const noop = await c.updateOne({ _id: 3 } as Document, { $set: { qty: 1 } });
    expect(noop.matchedCount).toBe(1);
    expect(noop.modifiedCount).toBe(0);

    await c.updateOne(
      { _id: 1 } as Document,
      { $set: { 'grades.$[g]': 0 } },
      { arrayFilters: [{ g: { $gte: 95 } }] },
    );
    expect((await c.findOne({ _id: 1 } as Document))?.grades).toEqual([80, 0, 0]);
    await c.updateOne({ _id: 1, grades: 80 } as Document, { $set: { 'grades.$': 82 } });
    expect((await c.findOne({ _id: 1 } as Document))?.grades).toEqual([82, 0, 0]);

    const up = await c.updateOne(
      { _id: 9, kind: 'new' } as Document,
      { $set: { qty: 3 }, $setOnInsert: { created: true } },
      { upsert: true },
    );
    expect(up.upsertedCount).toBe(1);
    expect(up.upsertedId).toBe(9);
    expect(await c.findOne({ _id: 9 } as Document)).toEqual({ _id: 9, kind: 'new', qty: 3, created: true });
    await c.updateOne(
      { _id: 9 } as Document,
      { $set: { qty: 4 }, $setOnInsert: { created: false } },
      { upsert: true },
    );
    expect(await c.findOne({ _id: 9 } as Document)).toMatchObject({ qty: 4, created: true });

    const rep = await c.replaceOne({ _id: 3 } as Document, { replaced: 'yes' });
    expect(rep.modifiedCount).toBe(1);
    expect(await c.findOne({ _id: 3 } as Document)).toEqual({ _id: 3, replaced: 'yes' });

    await c.updateOne({ _id: 2 } as Document, [{ $set: { total: { $sum: '$grades' } } }]);
    expect((await c.findOne({ _id: 2 } as Document))?.total).toBe(130);

    await expect(c.updateOne({ _id: 2 } as Document, { $set: { _id: 5 } })).rejects.toMatchObject({
      code: 66,
    });

    const del1 = await c.deleteOne({ qty: { $gte: 1 } });
    expect(del1.deletedCount).toBe(1);
    const delMany = await c.deleteMany({});
    expect(delMany.deletedCount).toBe(3);
  });

  it('findOneAndUpdate / findOneAndDelete / findOneAndReplace', async () => {
    const c = coll('fam');
    await c.insertMany([
      { name: 'a', n: 1 },
      { name: 'b', n: 2 },
    ]);
    const after = await c.findOneAndUpdate({ name: 'a' }, { $inc: { n: 10 } }, { returnDocument: 'after' });
    expect(after?.n).toBe(11);
    const before = await c.findOneAndUpdate({ name: 'a' }, { $inc: { n: 1 } }, { returnDocument: 'before' });
    expect(before?.n).toBe(11);
    const sorted = await c.findOneAndUpdate(
      {},
      { $set: { top: true } },
      { sort: { n: -1 }, returnDocument: 'after' },
    );
    expect(sorted?.name).toBe('a');
    const upserted = await c.findOneAndUpdate(
      { name: 'c' },
      { $set: { n: 3 } },
      { upsert: true, returnDocument: 'after', projection: { _id: 0 } },
    );
    expect(upserted).toEqual({ name: 'c', n: 3 });
    const replaced = await c.findOneAndReplace({ name: 'b' }, { name: 'b2' }, { returnDocument: 'after' });
    expect(replaced?.name).toBe('b2');
    const removed = await c.findOneAndDelete({ name: 'c' });
    expect(removed?.n).toBe(3);
    expect(await c.findOneAndDelete({ name: 'zzz' })).toBeNull();
    expect(await c.countDocuments()).toBe(2);
  });
});

describe('bulk writes and duplicate keys', () => {
  it('bulkWrite mixes operations and reports counts', async () => {
    const c = t.db.collection<{ _id: number; v: number }>('bulk');
    const res = await c.bulkWrite([
      { insertOne: { document: { _id: 1, v: 1 } } },
      { insertOne: { document: { _id: 2, v: 2 } } },
      { updateOne: { filter: { _id: 1 }, update: { $set: { v: 10 } } } },
      { updateMany: { filter: {}, update: { $inc: { v: 1 } } } },
      { replaceOne: { filter: { _id: 2 }, replacement: { v: 99 } } },
      { updateOne: { filter: { _id: 3 }, update: { $set: { v: 3 } }, upsert: true } },
      { deleteOne: { filter: { _id: 1 } } },
    ]);
    expect(res.insertedCount).toBe(2);
    expect(res.matchedCount).toBe(4);
    expect(res.modifiedCount).toBe(4);
    expect(res.upsertedCount).toBe(1);
    expect(res.deletedCount).toBe(1);
    expect(await c.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 2, v: 99 },
      { _id: 3, v: 3 },
    ]);
  });

  it('insertMany with a duplicate in the middle: ordered stops, unordered continues', async () => {
    const c = coll('dups');
    await c.createIndex({ email: 1 }, { unique: true });
    const docs = [{ email: 'a' }, { email: 'b' }, { email: 'a' }, { email: 'c' }];
    const ordered = await c.insertMany(docs.map((d) => ({ ...d }))).catch((e: unknown) => e);
    expect(ordered).toBeInstanceOf(MongoBulkWriteError);
    const oe = ordered as MongoBulkWriteError;
    expect(oe.code).toBe(11000);
    expect(oe.result.insertedCount).toBe(2);
    expect(oe.writeErrors).toHaveLength(1);
    expect(await c.countDocuments()).toBe(2);

    await c.deleteMany({});
    const unordered = await c
      .insertMany(
        docs.map((d) => ({ ...d })),
        { ordered: false },
      )
      .catch((e: unknown) => e);
    const ue = unordered as MongoBulkWriteError;
    expect(ue).toBeInstanceOf(MongoBulkWriteError);
    expect(ue.result.insertedCount).toBe(3);
    const errs = Array.isArray(ue.writeErrors) ? ue.writeErrors : [ue.writeErrors];
    expect(errs[0]?.index).toBe(2);
    expect(errs[0]?.code).toBe(11000);
    expect(await c.countDocuments()).toBe(3);
  });

  it('reports E11000 with keyPattern and keyValue like mongod', async () => {
    const c = coll('e11000');
    await c.createIndex({ name: 1 }, { unique: true });
    await c.insertOne({ name: 'x' });
    const err = (await c.insertOne({ name: 'x' }).catch((e: unknown) => e)) as MongoServerError;
    expect(err).toBeInstanceOf(MongoServerError);
    expect(err.code).toBe(11000);
    expect(err.keyPattern).toEqual({ name: 1 });
    expect(err.keyValue).toEqual({ name: 'x' });
    expect(err.message).toBe(
      `E11000 duplicate key error collection: ${t.dbName}.e11000 index: name_1 dup key: { name: "x" }`,
    );
    const id = new ObjectId();
    await c.insertOne({ _id: id, name: 'y' });
    await expect(c.insertOne({ _id: id, name: 'z' })).rejects.toMatchObject({
      code: 11000,
      keyValue: { _id: id },
    });
    await c.insertOne({ name: 'w' });
    await expect(c.updateOne({ name: 'w' }, { $set: { name: 'x' } })).rejects.toMatchObject({ code: 11000 });
  });
});

describe('projection and rename', () => {
  it('supports positional, $slice and $elemMatch projections', async () => {
    const c = coll('proj');
    await c.insertOne({ _id: 1, grades: [70, 91, 95], items: [{ k: 'a' }, { k: 'b' }] } as Document);
    expect(await c.findOne({ grades: { $gte: 90 } }, { projection: { 'grades.$': 1 } })).toEqual({
      _id: 1,
      grades: [91],
    });
    expect(await c.findOne({}, { projection: { grades: { $slice: 2 }, items: 1, _id: 0 } })).toEqual({
      grades: [70, 91],
      items: [{ k: 'a' }, { k: 'b' }],
    });
    expect(await c.findOne({}, { projection: { items: { $elemMatch: { k: 'b' } } } })).toEqual({
      _id: 1,
      items: [{ k: 'b' }],
    });
  });

  it('renames a collection with its indexes', async () => {
    const c = coll('before_rename');
    await c.createIndex({ u: 1 }, { unique: true });
    await c.insertOne({ u: 1 });
    await c.rename('after_rename');
    const renamed = coll('after_rename');
    expect(await renamed.countDocuments()).toBe(1);
    await expect(renamed.insertOne({ u: 1 })).rejects.toMatchObject({ code: 11000 });
    expect(await coll('before_rename').countDocuments()).toBe(0);
    await coll('other').insertOne({ x: 1 });
    await expect(renamed.rename('other')).rejects.toMatchObject({ code: 48 });
    await renamed.rename('other', { dropTarget: true });
    expect(await coll('other').countDocuments({ u: 1 })).toBe(1);
  });
});

describe('distinct and count', () => {
  it('distinct flattens arrays and honours the query', async () => {
    const c = coll('distinct');
    await c.insertMany([
      { cat: 'a', tags: ['x', 'y'] },
      { cat: 'b', tags: ['y', 'z'] },
      { cat: 'a', tags: [] },
      { other: 1 },
    ]);
    expect((await c.distinct('cat')).sort()).toEqual(['a', 'b']);
    expect((await c.distinct('tags', { cat: 'b' })).sort()).toEqual(['y', 'z']);
    expect((await c.distinct('tags')).sort()).toEqual(['x', 'y', 'z']);
  });
});

describe('collections and databases', () => {
  it('create, listCollections (filter, nameOnly), drop', async () => {
    await t.db.createCollection('made');
    await expect(t.db.createCollection('made')).rejects.toMatchObject({ code: 48 });
    const listed = await t.db.listCollections({ name: 'made' }).toArray();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ name: 'made', type: 'collection' });
    const names = (await t.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
    expect(names).toContain('made');
    expect(await t.db.collection('made').drop()).toBe(true);
    expect((await t.db.listCollections({ name: 'made' }).toArray()).length).toBe(0);
    const dbs = await t.client.db('admin').admin().listDatabases();
    expect(dbs.databases.map((d) => d.name)).toContain(t.dbName);
  });

  it('answers ping, buildInfo, serverStatus and hello', async () => {
    expect(await t.db.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const build = await t.db.admin().buildInfo();
    expect(typeof build.version).toBe('string');
    const hello = await t.db.admin().command({ hello: 1 });
    expect(hello.isWritablePrimary).toBe(true);
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(21);
    const status = await t.db.admin().command({ serverStatus: 1 });
    expect(status.ok).toBe(1);
  });

  it('rejects unknown commands with CommandNotFound (59) naming the command', async () => {
    const err = (await t.db.command({ frobnicate: 1 }).catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(59);
    expect(err.message).toContain('frobnicate');
  });

  it('listIndexes on a missing collection is NamespaceNotFound (26)', async () => {
    await expect(t.db.collection('nope').indexes()).rejects.toMatchObject({ code: 26 });
  });

  it('getMore on an unknown cursor fails with CursorNotFound (43)', async () => {
    const err = (await t.db
      .command({ getMore: Long.fromNumber(123456789), collection: 'items' })
      .catch((e: unknown) => e)) as MongoServerError;
    expect(err.code).toBe(43);
  });
});
