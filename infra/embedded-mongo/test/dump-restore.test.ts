import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Binary, Decimal128, Double, Int32, Long, MongoClient, ObjectId, Timestamp, UUID } from 'mongodb';
import { deserialize, EJSON } from 'bson';
import { silentLogger, start } from '../src/index';
import { embeddedOnly } from './helpers/target';
import { BIN } from './helpers/child-server';

const run = promisify(execFile);
const cli = (...args: string[]) => run(process.execPath, [BIN, ...args]);

const oid = new ObjectId();
const docs = [
  {
    _id: oid,
    int: new Int32(7),
    long: Long.fromString('9007199254740993'),
    double: new Double(2),
    dec: Decimal128.fromString('12.50'),
    date: new Date('2026-11-24T01:00:00Z'),
    bin: new Binary(Buffer.from([1, 2, 3]), 128),
    uuid: new UUID('8f0a4b7c-2a52-4c1e-9f0e-2b6f1c3d4e5f'),
    ts: new Timestamp({ t: 1, i: 2 }),
    re: /^ab/i,
    nested: { arr: [1, 'two', null, [3]] },
  },
  { _id: 'second', email: 'A@x.test', n: 2 },
];

/**
 * `embedded-mongo dump` writes mongodump's layout and `embedded-mongo restore` reads it back: documents,
 * BSON types, collection options and indexes survive the round trip.
 */
embeddedOnly('dump and restore (mongodump layout)', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'em-dump-'));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('round-trips documents, types, options and indexes through the CLI', async () => {
    const src = path.join(tmp, 'src');
    const server = await start({ port: 0, dbPath: src, logger: silentLogger });
    const client = await MongoClient.connect(server.uri);
    const db = client.db('shop');
    await db.createCollection('people', { collation: { locale: 'en', strength: 2 } });
    const people = db.collection('people');
    await people.insertMany(docs as never[]);
    await people.createIndex({ email: 1 }, { unique: true, sparse: true, name: 'email_unique' });
    await people.createIndex({ n: -1, 'nested.arr': 1 });
    await people.createIndex({ date: 1 }, { expireAfterSeconds: 3600 * 24 * 365 * 100 });
    await db.collection('empty').createIndex({ k: 1 });
    await client.close();
    await server.stop();

    const out = path.join(tmp, 'dump');
    const dumped = await cli('dump', '--dbpath', src, '--out', out);
    expect(dumped.stdout).toContain('dumped 2 documents in 2 collections');

    // The layout mongorestore reads: concatenated BSON plus canonical Extended JSON metadata.
    const raw = fs.readFileSync(path.join(out, 'shop', 'people.bson'));
    const first = raw.readInt32LE(0);
    expect(deserialize(raw.subarray(first)).email).toBe('A@x.test');
    const meta = EJSON.parse(fs.readFileSync(path.join(out, 'shop', 'people.metadata.json'), 'utf8')) as {
      indexes: Array<{ name: string; key: object; unique?: boolean }>;
      options: object;
    };
    expect(meta.indexes.map((i) => i.name)).toEqual(['_id_', 'email_unique', 'n_-1_nested.arr_1', 'date_1']);
    expect(meta.options).toEqual({ collation: { locale: 'en', strength: 2 } });
    expect(fs.existsSync(path.join(out, 'shop', 'empty.bson'))).toBe(true);

    const dst = path.join(tmp, 'dst');
    const restored = await cli('restore', out, '--dbpath', dst);
    expect(restored.stdout).toContain('restored 2 documents in 2 collections');
    await expect(cli('restore', out, '--dbpath', dst)).rejects.toThrow(/already exists/);

    const again = await start({ port: 0, dbPath: dst, logger: silentLogger });
    const c2 = await MongoClient.connect(again.uri);
    try {
      const back = c2.db('shop').collection('people');
      const got = await back.find({}, { promoteValues: false, promoteLongs: false }).toArray();
      // Canonical Extended JSON spells every BSON type out, so equal strings mean equal types too.
      expect(EJSON.stringify(got, { relaxed: false })).toBe(EJSON.stringify(docs, { relaxed: false }));
      expect(got[0]?.long).toBeInstanceOf(Long);
      expect(got[0]?.int).toBeInstanceOf(Int32);
      expect(got[0]?.dec).toBeInstanceOf(Decimal128);
      expect((got[0]?.bin as Binary).sub_type).toBe(128);
      const indexes = await back.listIndexes().toArray();
      expect(indexes.map((i) => [i.name, i.key, i.unique ?? false, i.sparse ?? false])).toEqual([
        ['_id_', { _id: 1 }, false, false],
        ['email_unique', { email: 1 }, true, true],
        ['n_-1_nested.arr_1', { n: -1, 'nested.arr': 1 }, false, false],
        ['date_1', { date: 1 }, false, false],
      ]);
      expect(indexes.find((i) => i.name === 'date_1')?.expireAfterSeconds).toBe(3600 * 24 * 365 * 100);
      // The restored unique index and collection collation are live: a case variant collides.
      await expect(back.insertOne({ _id: 'third' as never, email: 'a@X.TEST' })).rejects.toMatchObject({
        code: 11000,
      });
      expect(await c2.db('shop').collection('empty').indexExists('k_1')).toBe(true);
    } finally {
      await c2.close();
      await again.stop();
    }
  });
});
