import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Document } from 'mongodb';
import { indexesUsed, silentLogger, start } from '../src/index';
import { decodeRecords, encodeRecord } from '../src/storage/record-format';
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

  it('reuses the index entries the snapshot kept, then applies the journal on top', async () => {
    const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'em-restore-'));
    const lines: string[] = [];
    const logger = { ...silentLogger, info: (m: string) => lines.push(m) };
    const people = (db: ReturnType<MongoClient['db']>) => db.collection<Document>('people');
    const answers = async (db: ReturnType<MongoClient['db']>) => {
      const c = people(db);
      const ids = (docs: Document[]) => docs.map((d) => d.n as number);
      return {
        byTag: ids(await c.find({ tags: 't3' }).sort({ n: -1 }).limit(9).toArray()),
        byName: ids(
          await c
            .find({ name: { $gte: 'Zo' } })
            .sort({ name: -1 })
            .toArray(),
        ),
        wide: ids(await c.find({ name: /^名前/ }).sort({ n: 1 }).toArray()),
        // Each document once, though the multikey index holds it under each of its tags.
        byTags: ids(
          await c
            .find({ n: { $lt: 40 } })
            .sort({ tags: 1, n: -1 })
            .limit(30)
            .toArray(),
        ),
        // Counted from keys while no document stores an explicit null in `gone`, from documents after.
        missing: await c.countDocuments({ kind: 'b', gone: { $exists: false } }),
        nulls: await c.countDocuments({ kind: 'b', gone: null }),
        sparse: ids(
          await c
            .find({ opt: { $gte: 0 } })
            .sort({ opt: 1 })
            .toArray(),
        ),
        partial: ids(
          await c
            .find({ p: { $gt: 5 }, n: { $gte: 0 } })
            .sort({ p: 1 })
            .toArray(),
        ),
        text: ids(
          await db
            .collection('notes')
            .find({ $text: { $search: 'socket' } })
            .sort({ n: 1 })
            .toArray(),
        ),
        plans: [
          indexesUsed(await c.find({ tags: 't3' }).explain('queryPlanner')),
          indexesUsed(await c.find({ p: { $gt: 5 }, n: { $gte: 0 } }).explain('queryPlanner')),
        ],
      };
    };
    try {
      // 1: writes, in the journal only.
      let server = await start({ port: 0, dbPath, logger });
      let client = await MongoClient.connect(server.uri);
      let c = people(client.db('r'));
      await c.createIndex({ email: 1 }, { unique: true });
      await c.createIndex({ tags: 1, n: -1 });
      await c.createIndex({ name: -1 });
      await c.createIndex({ kind: 1, gone: 1 });
      await c.createIndex({ opt: 1 }, { sparse: true });
      await c.createIndex({ p: 1 }, { partialFilterExpression: { n: { $gte: 0 } } });
      await c.insertMany(
        Array.from({ length: 300 }, (_, n) => ({
          n,
          email: `u${n}@x.test`,
          name: n % 4 === 0 ? `名前 ${n} 🔌` : `${String.fromCharCode(65 + (n % 26))}oe ${n}`,
          tags: [`t${n % 5}`, `t${n % 7}`],
          kind: n % 2 ? 'a' : 'b',
          ...(n % 10 === 0 ? { opt: n } : {}),
          p: n % 13,
        })),
      );
      await c.updateMany({ n: { $lt: 20 } }, { $set: { gone: new Date() } });
      // An explicit null: from now on `gone: {$exists: false}` cannot be counted from keys alone, and the
      // snapshot must say so.
      await c.insertOne({
        n: -1,
        email: 'null@x.test',
        name: 'Zz null',
        tags: ['t1'],
        kind: 'b',
        gone: null,
      });
      const notes = client.db('r').collection('notes');
      await notes.createIndex({ body: 'text' });
      await notes.insertMany([1, 2, 3].map((n) => ({ n, body: n === 2 ? 'lighting' : 'new socket' })));
      await client.close();
      await server.stop();

      // 2: the restart replays the journal and compacts it into a snapshot holding the index entries;
      // then more changes, in the new journal.
      server = await start({ port: 0, dbPath, logger });
      client = await MongoClient.connect(server.uri);
      c = people(client.db('r'));
      // Only deletes and documents with one tag here: no change in the journal marks the tags index
      // multikey again, so the multikey sort below depends on the flag the snapshot kept.
      await c.deleteMany({ n: { $gte: 280 } });
      await c.insertOne({ n: 1000, email: 'new@x.test', name: 'Zz new', tags: ['t3'], kind: 'b', p: 9 });
      const live = await answers(client.db('r'));
      await client.close();
      await server.stop();
      // The snapshot written at step 2 holds the index entries (records `ix`, closed by `ixe`).
      expect(fs.readFileSync(path.join(dbPath, 'snapshot.bson')).includes('\u0000ixe\u0000')).toBe(true);

      // 3: snapshot entries reused (people, not the text index's collection), journal applied on top.
      lines.length = 0;
      server = await start({ port: 0, dbPath, logger });
      client = await MongoClient.connect(server.uri);
      try {
        expect(lines.join('\n')).toMatch(/indexes of 1 collections read from it/);
        expect(await answers(client.db('r'))).toEqual(live);
        expect(live.nulls).toBe(live.missing + 1);
        expect(live.plans[0]).toEqual(['tags_1_n_-1']);
        c = people(client.db('r'));
        await expect(c.insertOne({ n: 2000, email: 'u5@x.test' })).rejects.toMatchObject({ code: 11000 });
        // The restored entries are live: changes after the restart keep them exact.
        await c.updateMany({ n: { $lt: 100 } }, { $push: { tags: 't3' } as Document });
        await c.deleteMany({ tags: 't3' });
        expect(await c.countDocuments({ tags: 't3' })).toBe(0);
        expect(await c.find({ tags: 't3' }).toArray()).toEqual([]);
      } finally {
        await client.close();
        await server.stop();
      }
    } finally {
      fs.rmSync(dbPath, { recursive: true, force: true });
    }
  });

  it('keeps which key fields are multikey, and rebuilds entries of a snapshot from an older layout', async () => {
    const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'em-layout-'));
    const lines: string[] = [];
    const logger = { ...silentLogger, info: (m: string) => lines.push(m) };
    const snapshot = path.join(dbPath, 'snapshot.bson');
    /** A search-shaped page: equality on the multikey field, newest first by the field after it. */
    const page = async () => {
      const server = await start({ port: 0, dbPath, logger });
      const client = await MongoClient.connect(server.uri);
      try {
        const cursor = client.db('r').collection('orders').find({ terms: 'thom' }).sort({ no: -1 }).limit(5);
        const stats = (await cursor.explain('executionStats')).executionStats as Document;
        // The page and the entry after it, rather than the 200 'thom' entries sorted in memory.
        const pageOnly = (stats.totalKeysExamined as number) <= 6;
        return { nos: (await cursor.toArray()).map((d) => d.no as number), pageOnly };
      } finally {
        await client.close();
        await server.stop();
      }
    };
    try {
      const server = await start({ port: 0, dbPath, logger });
      const client = await MongoClient.connect(server.uri);
      const orders = client.db('r').collection('orders');
      await orders.createIndex({ terms: 1, no: -1 });
      await orders.insertMany(
        Array.from({ length: 400 }, (_, no) => ({ no, terms: no % 2 ? ['thom', 'th', 't'] : ['smit', 's'] })),
      );
      await client.close();
      await server.stop();
      const want = { nos: [399, 397, 395, 393, 391], pageOnly: true };
      // The first restart replays the journal and writes the snapshot with the entries and flags.
      expect(await page()).toEqual(want);
      lines.length = 0;
      expect(await page()).toEqual(want);
      expect(lines.join('\n')).toMatch(/indexes of 1 collections read from it/);

      // A snapshot written before the entries' layout was recorded: its entries are not reused.
      const { records } = decodeRecords(fs.readFileSync(snapshot));
      const old = records.map((r) => {
        if (r.o !== 'ixe') return r;
        const { f, mkf, ...rest } = r;
        expect(f).toBeDefined();
        expect(mkf).toEqual(r.name === 'terms_1_no_-1' ? [true, false] : [false]);
        return rest;
      });
      fs.writeFileSync(snapshot, Buffer.concat(old.map((r) => encodeRecord(r))));
      lines.length = 0;
      expect(await page()).toEqual(want);
      expect(lines.join('\n')).toMatch(/indexes of 0 collections read from it/);
    } finally {
      fs.rmSync(dbPath, { recursive: true, force: true });
    }
  });
});
