import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, type Document } from 'mongodb';
import { start, type Logger } from '../src/index';
import { embeddedOnly } from './helpers/target';
import { spawnServer, until } from './helpers/child-server';

const tmpDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-'));
  tmpDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function captureLogger(lines: string[]): Logger {
  return { info: (m) => lines.push(m), warn: (m) => lines.push(m), error: (m) => lines.push(m) };
}

const quiet = captureLogger([]);

function journals(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^journal-\d+\.log$/.test(f))
    .sort();
}

embeddedOnly('durability', () => {
  it('keeps every acknowledged write across SIGKILL during a write stream (with compactions)', async () => {
    const dir = tempDir();
    // A tiny compaction threshold makes snapshot rewrites happen (and get killed) during the stream.
    const first = await spawnServer(['--dbpath', dir, '--compact-bytes', '65536']);
    const client = await MongoClient.connect(first.uri, { serverSelectionTimeoutMS: 1000, maxPoolSize: 16 });
    const events = client
      .db('crash')
      .collection<{ _id: string; w: number; i: number; pad: string }>('events');
    await events.createIndex({ w: 1, i: 1 }, { unique: true });
    const counters = client.db('crash').collection<{ _id: string; n: number }>('counters');
    const acked: string[] = [];
    let ackedIncrements = 0;
    let stop = false;
    const writers = Array.from({ length: 12 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        try {
          await events.insertOne({ _id: `${w}-${i}`, w, i, pad: 'x'.repeat(200) });
          acked.push(`${w}-${i}`);
          if (w === 0) {
            await counters.updateOne({ _id: 'c' }, { $inc: { n: 1 } }, { upsert: true });
            ackedIncrements++;
          }
        } catch {
          return;
        }
      }
    });
    await until(() => acked.length >= 1500);
    first.child.kill('SIGKILL');
    stop = true;
    await first.exited;
    await Promise.all(writers);
    await client.close(true);

    const second = await spawnServer(['--dbpath', dir]);
    const client2 = await MongoClient.connect(second.uri, { serverSelectionTimeoutMS: 5000 });
    try {
      const present = new Set(
        (
          await client2
            .db('crash')
            .collection('events')
            .find({}, { projection: { _id: 1 } })
            .toArray()
        ).map((d) => d._id as unknown as string),
      );
      const missing = acked.filter((id) => !present.has(id));
      expect(missing).toEqual([]);
      const counter = await client2
        .db('crash')
        .collection('counters')
        .findOne({ _id: 'c' } as Document);
      expect(counter?.n).toBeGreaterThanOrEqual(ackedIncrements);
      expect(counter?.n).toBeLessThanOrEqual(ackedIncrements + 1);
      // The unique index came back too.
      await expect(client2.db('crash').collection('events').insertOne({ w: 0, i: 0 })).rejects.toMatchObject({
        code: 11000,
      });
    } finally {
      await client2.close();
      second.child.kill('SIGTERM');
    }
    expect(await second.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, 'mongod.lock'))).toBe(false);
  });

  it('drops a torn last journal record with a log line and keeps going', async () => {
    const dir = tempDir();
    const s1 = await start({ port: 0, dbPath: dir, logger: quiet });
    const c1 = await MongoClient.connect(s1.uri);
    await c1
      .db('d')
      .collection('c')
      .insertMany(Array.from({ length: 10 }, (_, i) => ({ i })));
    await c1.close();
    await s1.stop();

    const last = path.join(dir, journals(dir).pop() as string);
    const sizeBefore = fs.statSync(last).size;
    // Half a record, as a crash in the middle of write() leaves it: header says 500 bytes, 20 follow.
    const torn = Buffer.alloc(28, 7);
    torn.writeUInt32LE(500, 0);
    fs.appendFileSync(last, torn);

    const lines: string[] = [];
    const s2 = await start({ port: 0, dbPath: dir, logger: captureLogger(lines) });
    const c2 = await MongoClient.connect(s2.uri);
    expect(await c2.db('d').collection('c').countDocuments()).toBe(10);
    expect(lines.some((l) => /truncated record .*dropped 28 trailing bytes/.test(l))).toBe(true);
    await c2.db('d').collection('c').insertOne({ i: 10 });
    await c2.close();
    await s2.stop();
    expect(sizeBefore).toBeGreaterThan(0);

    const s3 = await start({ port: 0, dbPath: dir, logger: quiet });
    const c3 = await MongoClient.connect(s3.uri);
    expect(await c3.db('d').collection('c').countDocuments()).toBe(11);
    await c3.close();
    await s3.stop();
  });

  it('detects a checksum mismatch in the last record', async () => {
    const dir = tempDir();
    const s1 = await start({ port: 0, dbPath: dir, logger: quiet });
    const c1 = await MongoClient.connect(s1.uri);
    for (let i = 0; i < 5; i++) await c1.db('d').collection('c').insertOne({ i });
    await c1.close();
    await s1.stop();
    const last = path.join(dir, journals(dir).pop() as string);
    const buf = fs.readFileSync(last);
    buf[buf.length - 2] = (buf[buf.length - 2] as number) ^ 0xff;
    fs.writeFileSync(last, buf);

    const lines: string[] = [];
    const s2 = await start({ port: 0, dbPath: dir, logger: captureLogger(lines) });
    const c2 = await MongoClient.connect(s2.uri);
    expect(await c2.db('d').collection('c').countDocuments()).toBe(4);
    expect(lines.some((l) => /checksum mismatch/.test(l))).toBe(true);
    await c2.close();
    await s2.stop();
  });

  it('recovers from a compaction killed before or after the snapshot rename', async () => {
    const dir = tempDir();
    const s1 = await start({ port: 0, dbPath: dir, logger: quiet });
    const c1 = await MongoClient.connect(s1.uri);
    const coll = (c: MongoClient) => c.db('d').collection<{ _id: number }>('c');
    await coll(c1).insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    await c1.close();
    await s1.stop();
    const oldJournal = journals(dir)[0] as string;
    const saved = fs.readFileSync(path.join(dir, oldJournal));

    // Restart folds the journal into a snapshot; then delete a document.
    const s2 = await start({ port: 0, dbPath: dir, logger: quiet });
    const c2 = await MongoClient.connect(s2.uri);
    await coll(c2).deleteOne({ _id: 2 });
    await c2.close();
    await s2.stop();
    expect(fs.existsSync(path.join(dir, 'snapshot.bson'))).toBe(true);

    // Killed after rename but before deleting old journals, and a half-written temp snapshot.
    fs.writeFileSync(path.join(dir, oldJournal), saved);
    fs.writeFileSync(path.join(dir, 'snapshot.bson.tmp'), Buffer.from('half a snapshot'));

    const s3 = await start({ port: 0, dbPath: dir, logger: quiet });
    const c3 = await MongoClient.connect(s3.uri);
    expect((await coll(c3).find().sort({ _id: 1 }).toArray()).map((d) => d._id)).toEqual([1, 3]);
    await c3.close();
    await s3.stop();
    expect(fs.existsSync(path.join(dir, 'snapshot.bson.tmp'))).toBe(false);
    expect(fs.existsSync(path.join(dir, oldJournal))).toBe(false);
  });

  it('loses nothing when compactions run under concurrent inserts, updates and deletes', async () => {
    const dir = tempDir();
    const s1 = await start({ port: 0, dbPath: dir, logger: quiet, compactBytes: 8 * 1024 });
    const c1 = await MongoClient.connect(s1.uri, { maxPoolSize: 8 });
    const coll = c1.db('d').collection<{ _id: number; n: number; pad: string }>('c');
    const expected = new Map<number, number>();
    // Deterministic pseudo-random ops (LCG) so a failure reproduces.
    let seed = 12345;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      // High bits: the low bits of a power-of-two LCG cycle with a tiny period.
      return Math.floor((seed / 2147483648) * n);
    };
    const plans = Array.from({ length: 8 }, (_, w) =>
      Array.from({ length: 150 }, () => ({ op: rand(3), id: w * 1000 + rand(30) })),
    );
    await Promise.all(
      plans.map(async (ops) => {
        for (const { op, id } of ops) {
          if (op === 0 && !expected.has(id)) {
            expected.set(id, 0);
            await coll.insertOne({ _id: id, n: 0, pad: 'p'.repeat(100) });
          } else if (op === 1 && expected.has(id)) {
            expected.set(id, (expected.get(id) as number) + 1);
            await coll.updateOne({ _id: id }, { $inc: { n: 1 } });
          } else if (op === 2 && expected.has(id)) {
            expected.delete(id);
            await coll.deleteOne({ _id: id });
          }
        }
      }),
    );
    await c1.close();
    await s1.stop();
    expect(fs.existsSync(path.join(dir, 'snapshot.bson'))).toBe(true);

    const s2 = await start({ port: 0, dbPath: dir, logger: quiet });
    const c2 = await MongoClient.connect(s2.uri);
    const docs = await c2.db('d').collection('c').find().toArray();
    expect(new Map(docs.map((d) => [d._id as unknown as number, d.n as number]))).toEqual(expected);
    await c2.close();
    await s2.stop();
  });

  it('replays renames, index drops and collection drops', async () => {
    const dir = tempDir();
    const s1 = await start({ port: 0, dbPath: dir, logger: quiet });
    const c1 = await MongoClient.connect(s1.uri);
    const db = c1.db('d');
    await db.collection('a').createIndex({ k: 1 }, { unique: true });
    await db.collection('a').createIndex({ j: 1 });
    await db.collection('a').insertMany([{ k: 1 }, { k: 2 }]);
    await db.collection('a').rename('b');
    await db.collection('b').dropIndex('j_1');
    await db.collection('gone').insertOne({ x: 1 });
    await db.collection('gone').drop();
    await db.collection('b').updateOne({ k: 2 }, { $set: { k: 3 } });
    await c1.close();
    await s1.stop();

    const s2 = await start({ port: 0, dbPath: dir, logger: quiet });
    const c2 = await MongoClient.connect(s2.uri);
    const names = (await c2.db('d').listCollections().toArray()).map((c) => c.name);
    expect(names).toEqual(['b']);
    expect((await c2.db('d').collection('b').indexes()).map((i) => i.name).sort()).toEqual(['_id_', 'k_1']);
    expect((await c2.db('d').collection('b').find().sort({ k: 1 }).toArray()).map((d) => d.k)).toEqual([
      1, 3,
    ]);
    await expect(c2.db('d').collection('b').insertOne({ k: 1 })).rejects.toMatchObject({ code: 11000 });
    await c2.close();
    await s2.stop();
  });

  it('a lock file stops a second server on the same dbpath; a stale lock is taken over', async () => {
    const dir = tempDir();
    const s1 = await start({ port: 0, dbPath: dir, logger: quiet });
    await expect(start({ port: 0, dbPath: dir, logger: quiet })).rejects.toThrow(/locked/);
    const other = await spawnServer(['--dbpath', dir]).catch((e: unknown) => e);
    expect(other).toBeInstanceOf(Error);
    expect(String(other)).toMatch(/locked by running process/);
    await s1.stop();
    expect(fs.existsSync(path.join(dir, 'mongod.lock'))).toBe(false);

    const dead = spawnSync(process.execPath, ['-e', '0']).pid as number;
    fs.writeFileSync(path.join(dir, 'mongod.lock'), `${dead}\n`);
    const s2 = await start({ port: 0, dbPath: dir, logger: quiet });
    expect(fs.readFileSync(path.join(dir, 'mongod.lock'), 'utf8').trim()).toBe(String(process.pid));
    await s2.stop();
  });

  it('memory-only mode writes nothing and the CLI exits 0 on SIGINT', async () => {
    const s = await spawnServer([]);
    expect(s.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+$/);
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(0);
  });
});
