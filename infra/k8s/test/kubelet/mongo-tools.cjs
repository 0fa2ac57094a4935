#!/usr/bin/env node
/**
 * A stand-in for `mongodump` and `mongorestore` (MongoDB Database Tools), for the restore drill and the
 * smoke test: neither Debian nor the npm registry ships the real tools, and the machines that test Voltdesk
 * reach nothing else. It accepts exactly the options the backup and restore scripts pass, refuses any
 * other, and applies the real tools' rules on them that the scripts depend on:
 * - a database in the connection string's path is the tools' `--db`: beside a different `--db`, mongodump
 *   refuses ("Cannot specify different database in connection URI and command-line option"); mongorestore
 *   takes it as the target database, which `--nsInclude` cannot be combined with;
 * - `mongodump --oplog` dumps the whole instance only: with `--db`, or a database in the connection
 *   string's path, it refuses ("bad option: --oplog mode only supported on full dumps"). It takes the
 *   newest entry of `local.oplog.rs` before dumping (none, as on a standalone: "error getting oplog start:
 *   error getting recent oplog entry: mongo: no documents in result"), dumps every database but `local`
 *   and `config`, then adds every oplog entry from that one on (the real tool's `oplog.bson`), and fails
 *   when the first is gone (the oplog rolled over during the dump);
 * - `mongorestore --oplogReplay` refuses `--nsInclude` ("cannot use --oplogReplay with includes
 *   specified"), restores every database of the archive, then applies the oplog entries after the
 *   collections, as the server applies them: an insert or an update replaces the document by `_id`
 *   (upsert), a delete removes it. Only the entry forms the embedded server logs are supported (see
 *   `infra/embedded-mongo/src/storage/oplog.ts`): no update operators or diffs, no commands;
 * - `--archive` without `--gzip` is not what the scripts write, so only gzip archives are supported.
 * It talks to the server through the official driver (TLS with `--tlsCAFile` when the string asks for it).
 * Its archive is its own format (gzip of BSON documents: a header per collection with its options and
 * indexes, then its documents; with --oplog, a last header and the entries), not mongodump's; production
 * runs the real tools of the `mongo` image.
 */
const { createReadStream, createWriteStream, existsSync } = require('node:fs');
const { createGunzip, createGzip } = require('node:zlib');
const { pipeline } = require('node:stream/promises');
const { BSON } = require('bson');
const { MongoClient } = require('mongodb');

const [tool, ...argv] = process.argv.slice(2);
const OPTIONS = {
  mongodump: {
    uri: 'value',
    tlsCAFile: 'value',
    db: 'value',
    readPreference: 'value',
    oplog: 'flag',
    gzip: 'flag',
    archive: 'value',
  },
  mongorestore: {
    uri: 'value',
    tlsCAFile: 'value',
    nsInclude: 'value',
    oplogReplay: 'flag',
    drop: 'flag',
    gzip: 'flag',
    archive: 'value',
  },
};

function fail(message) {
  process.stderr.write(`${new Date().toISOString()}\tFailed: ${message}\n`);
  process.exit(1);
}

function parse(spec) {
  const o = {};
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([A-Za-z]+)(?:=(.*))?$/s.exec(argv[i]);
    if (!m || !spec[m[1]]) fail(`error parsing command line options: unknown option ${argv[i]}`);
    const [, name, inline] = m;
    if (spec[name] === 'flag') o[name] = true;
    else o[name] = inline ?? argv[++i];
  }
  return o;
}

/** The database named by the connection string's path, as the tools' URI parser reads it. */
function uriDatabase(uri) {
  const m = /^mongodb(?:\+srv)?:\/\/[^/?]*(?:\/([^?]*))?(?:\?.*)?$/.exec(uri);
  if (!m) fail(`error parsing uri: ${uri.replace(/\/\/[^@/]*@/, '//<credentials>@')}`);
  return decodeURIComponent(m[1] ?? '');
}

async function connect(o) {
  const tls = /[?&](ssl|tls)=true(&|$)/.test(o.uri);
  const client = new MongoClient(o.uri, {
    serverSelectionTimeoutMS: 10_000,
    ...(tls && o.tlsCAFile ? { tlsCAFile: o.tlsCAFile } : {}),
    ...(o.readPreference ? { readPreference: o.readPreference } : {}),
  });
  await client.connect();
  return client;
}

const cleanIndex = ({ v: _v, ns: _ns, ...spec }) => spec;

/** Databases a whole-instance dump leaves out, as the real tool does on a replica set. */
const NOT_DUMPED = ['local', 'config'];

/** The newest oplog entry's `ts`, read as mongodump reads it before and after dumping. */
async function newestOplogTs(client) {
  const [newest] = await client
    .db('local')
    .collection('oplog.rs')
    .find({}, { sort: { $natural: -1 }, limit: 1, promoteValues: false })
    .toArray();
  if (!newest)
    fail('error getting oplog start: error getting recent oplog entry: mongo: no documents in result');
  return newest.ts;
}

async function dumpCollections(db, write) {
  let documents = 0;
  const collections = (await db.listCollections({ type: 'collection' }).toArray()).filter(
    (c) => !c.name.startsWith('system.'),
  );
  for (const c of collections) {
    const coll = db.collection(c.name);
    const indexes = (await coll.listIndexes().toArray()).map(cleanIndex);
    // What the scan returns is counted as it goes: writes during the dump change any count taken first.
    const docs = [];
    for await (const doc of coll.find({}, { sort: { $natural: 1 } })) docs.push(doc);
    write({ db: db.databaseName, collection: c.name, options: c.options ?? {}, indexes, count: docs.length });
    for (const doc of docs) write(doc);
    documents += docs.length;
    process.stderr.write(
      `${new Date().toISOString()}\tdone dumping ${db.databaseName}.${c.name} (${docs.length} documents)\n`,
    );
  }
  return { documents, collections: collections.length };
}

async function dump() {
  const o = parse(OPTIONS.mongodump);
  if (!o.uri) fail('error parsing command line options: --uri is required');
  const inUri = uriDatabase(o.uri);
  if (inUri && o.db && inUri !== o.db)
    fail(
      'error parsing command line options: Invalid Options: Cannot specify different database in connection URI ' +
        `and command-line option ("${inUri}" was specified in the URI and "${o.db}" was specified in the --db option)`,
    );
  const dbName = o.db || inUri;
  // The URI's database is the tool's --db: either makes it a one-database dump, which has no oplog.
  if (o.oplog && dbName) fail('bad option: --oplog mode only supported on full dumps');
  if (!o.archive || !o.gzip) fail('this stand-in writes gzip archives only: give --gzip --archive=FILE');
  const client = await connect(o);
  try {
    const oplogStart = o.oplog ? await newestOplogTs(client) : undefined;
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream(o.archive));
    const write = (doc) => gzip.write(BSON.serialize(doc));
    const names = dbName
      ? [dbName]
      : (await client.db('admin').admin().listDatabases({ nameOnly: true })).databases
          .map((d) => d.name)
          .filter((n) => !NOT_DUMPED.includes(n));
    let documents = 0;
    let collections = 0;
    for (const name of names) {
      const n = await dumpCollections(client.db(name), write);
      documents += n.documents;
      collections += n.collections;
    }
    if (oplogStart) {
      const all = await client
        .db('local')
        .collection('oplog.rs')
        .find({}, { sort: { $natural: 1 }, promoteValues: false, promoteLongs: false })
        .toArray();
      // From the entry that was newest before the dump on; gone means the oplog rolled over meanwhile.
      const first = all.findIndex((e) => e.ts.equals(oplogStart));
      if (first < 0)
        fail('oplog overflow: mongodump was unable to capture all new oplog entries during execution');
      const entries = all.slice(first);
      write({ oplog: true, count: entries.length });
      for (const e of entries) write(e);
      process.stderr.write(`${new Date().toISOString()}\tdumped ${entries.length} oplog entries\n`);
    }
    gzip.end();
    await done;
    process.stderr.write(
      `${new Date().toISOString()}\tdumped ${documents} documents from ${collections} collections\n`,
    );
  } finally {
    await client.close();
  }
}

async function* bsonDocuments(file) {
  let buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(file).pipe(createGunzip())) {
    buffer = Buffer.concat([buffer, chunk]);
    while (buffer.length >= 4 && buffer.length >= buffer.readInt32LE(0)) {
      const size = buffer.readInt32LE(0);
      yield BSON.deserialize(buffer.subarray(0, size), { promoteValues: false, promoteLongs: false });
      buffer = buffer.subarray(size);
    }
  }
  if (buffer.length) fail('archive ends in the middle of a document');
}

/** One oplog entry applied as the server applies it during replay (idempotently, by `_id`). */
async function applyEntry(client, entry, only) {
  if (entry.op === 'n') return false;
  const dot = entry.ns.indexOf('.');
  const [db, coll] = [entry.ns.slice(0, dot), entry.ns.slice(dot + 1)];
  if (NOT_DUMPED.includes(db) || (only && db !== only)) return false;
  const c = client.db(db).collection(coll);
  if (entry.op === 'i') await c.replaceOne({ _id: entry.o._id }, entry.o, { upsert: true });
  else if (entry.op === 'u') {
    if (Object.keys(entry.o).some((k) => k.startsWith('$')))
      fail(
        `this stand-in applies replacement updates only: ${entry.ns} ${JSON.stringify(Object.keys(entry.o))}`,
      );
    await c.replaceOne({ _id: entry.o2._id }, entry.o, { upsert: true });
  } else if (entry.op === 'd') await c.deleteOne({ _id: entry.o._id });
  else fail(`this stand-in cannot apply oplog entries of type '${entry.op}'`);
  return true;
}

async function restore() {
  const o = parse(OPTIONS.mongorestore);
  if (!o.uri) fail('error parsing command line options: --uri is required');
  const inUri = uriDatabase(o.uri);
  if (o.oplogReplay && (o.nsInclude || inUri)) fail('cannot use --oplogReplay with includes specified');
  if (inUri && o.nsInclude)
    fail(
      `cannot use --nsInclude with a database ("${inUri}") named by the connection URI, which is read as --db`,
    );
  if (!o.archive || !o.gzip) fail('this stand-in reads gzip archives only: give --gzip --archive=FILE');
  let only;
  if (o.nsInclude) {
    const m = /^([^.*]+)\.\*$/.exec(o.nsInclude);
    if (!m) fail('this stand-in selects whole databases only: give --nsInclude=<database>.*');
    only = m[1];
  }
  if (!existsSync(o.archive)) fail(`open ${o.archive}: no such file or directory`);
  const client = await connect(o);
  try {
    let header;
    let batch = [];
    let restored = 0;
    let replayed = 0;
    const oplog = [];
    const target = () => client.db(header.db).collection(header.collection);
    const flush = async () => {
      if (batch.length) await target().insertMany(batch, { ordered: true });
      restored += batch.length;
      batch = [];
    };
    const finish = async () => {
      if (header.skip || header.oplog) return;
      await flush();
      const specs = header.indexes.filter((i) => i.name !== '_id_');
      if (specs.length)
        await client.db(header.db).command({ createIndexes: header.collection, indexes: specs });
    };
    let expect = 0;
    for await (const doc of bsonDocuments(o.archive)) {
      if (expect === 0 && header) await finish();
      if (expect === 0) {
        header = doc;
        expect = Number(doc.count);
        if (doc.oplog) continue;
        header.skip = only !== undefined && header.db !== only;
        if (header.skip) continue;
        if (o.drop)
          await target()
            .drop()
            .catch(() => undefined);
        await client.db(header.db).createCollection(header.collection, header.options);
        process.stderr.write(`${new Date().toISOString()}\trestoring ${header.db}.${header.collection}\n`);
        continue;
      }
      expect--;
      if (header.oplog) oplog.push(doc);
      else if (!header.skip) {
        batch.push(doc);
        if (batch.length >= 500) await flush();
      }
    }
    if (expect !== 0) fail('archive ends before its last collection does');
    if (header) await finish();
    if (o.oplogReplay) {
      process.stderr.write(`${new Date().toISOString()}\treplaying oplog\n`);
      for (const entry of oplog) if (await applyEntry(client, entry, only)) replayed++;
      process.stderr.write(`${new Date().toISOString()}\tapplied ${replayed} oplog entries\n`);
    }
    process.stderr.write(
      `${new Date().toISOString()}\t${restored} document(s) restored successfully. 0 document(s) failed to restore.\n`,
    );
  } finally {
    await client.close();
  }
}

(tool === 'mongodump' ? dump() : tool === 'mongorestore' ? restore() : fail(`unknown tool ${tool}`)).catch(
  (err) => fail(err && err.message ? err.message : String(err)),
);
