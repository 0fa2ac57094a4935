import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Document } from 'mongodb';
import { indexesUsed, silentLogger, start } from '../src/index';
import { embeddedOnly } from './helpers/target';

/**
 * A restart replays documents without index maintenance and then builds every index in one pass
 * (sorted, bulk-loaded). The rebuilt indexes must answer exactly as the ones maintained live did.
 */
embeddedOnly('indexes after a restart', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-restart-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const queries = async (db: ReturnType<MongoClient['db']>) => {
    const c = db.collection('things');
    return {
      byTag: await c.find({ tags: 't3' }).sort({ n: -1 }).limit(7).toArray(),
      range: await c
        .find({ n: { $gte: 40, $lt: 60 } })
        .sort({ n: 1 })
        .toArray(),
      count: await c.countDocuments({ kind: 'b', gone: { $exists: false } }),
      text: await c
        .find({ $text: { $search: 'socket' } })
        .sort({ n: 1 })
        .toArray(),
      plan: indexesUsed(await c.find({ tags: 't3' }).explain('queryPlanner')),
    };
  };

  it('answers the same and keeps uniqueness, multikey sorts, counts and text search', async () => {
    let server = await start({ port: 0, dbPath: dir, logger: silentLogger });
    let client = await MongoClient.connect(server.uri);
    let c = client.db('r').collection<Document>('things');
    await c.createIndex({ email: 1 }, { unique: true });
    await c.createIndex({ tags: 1, n: -1 });
    await c.createIndex({ n: 1 });
    await c.createIndex({ kind: 1, gone: 1 });
    await c.createIndex({ body: 'text' });
    await c.insertMany(
      Array.from({ length: 120 }, (_, n) => ({
        n,
        email: `u${n}@x.test`,
        tags: [`t${n % 5}`, `t${n % 7}`],
        kind: n % 2 ? 'a' : 'b',
        body: n % 3 ? 'new socket fitted' : 'lighting',
      })),
    );
    await c.updateMany({ n: { $lt: 10 } }, { $set: { gone: new Date() }, $push: { tags: 't3' } as Document });
    await c.deleteMany({ n: { $gte: 100 } });
    const before = await queries(client.db('r'));
    await client.close();
    await server.stop();

    server = await start({ port: 0, dbPath: dir, logger: silentLogger });
    client = await MongoClient.connect(server.uri);
    try {
      c = client.db('r').collection<Document>('things');
      expect(await queries(client.db('r'))).toEqual(before);
      expect(before.plan).toEqual(['tags_1_n_-1']);
      await expect(c.insertOne({ n: 500, email: 'u5@x.test' })).rejects.toMatchObject({ code: 11000 });
    } finally {
      await client.close();
      await server.stop();
    }
  });
});
