#!/usr/bin/env node
/**
 * A stand-in for `mongodump` and `mongorestore` (MongoDB Database Tools), for the restore drill and the
 * smoke test: neither Debian nor the npm registry ships the real tools, and the machines that test Voltdesk
 * reach nothing else. It accepts exactly the options the backup and restore scripts pass, refuses any
 * other, and applies the real tools' rules on them that the scripts depend on:
 * - a database in the connection string's path is the tools' `--db`: beside a different `--db`, mongodump
 *   refuses ("Cannot specify different database in connection URI and command-line option"); mongorestore
 *   takes it as the target database, which `--nsInclude` cannot be combined with;
 * - `--archive` without `--gzip` is not what the scripts write, so only gzip archives are supported.
 * It talks to the server through the official driver (TLS with `--tlsCAFile` when the string asks for it).
 * Its archive is its own format (gzip of BSON documents: a header per collection with its options and
 * indexes, then its documents), not mongodump's; production runs the real tools of the `mongo` image.
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
    gzip: 'flag',
    archive: 'value',
  },
  mongorestore: {
    uri: 'value',
    tlsCAFile: 'value',
    nsInclude: 'value',
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
  if (!dbName) fail('this stand-in dumps one database: give --db');
  if (!o.archive || !o.gzip) fail('this stand-in writes gzip archives only: give --gzip --archive=FILE');
  const client = await connect(o);
  try {
    const db = client.db(dbName);
    const gzip = createGzip();
    const done = pipeline(gzip, createWriteStream(o.archive));
    const write = (doc) => gzip.write(BSON.serialize(doc));
    let documents = 0;
    const collections = (await db.listCollections({ type: 'collection' }).toArray()).filter(
      (c) => !c.name.startsWith('system.'),
    );
    for (const c of collections) {
      const coll = db.collection(c.name);
      const indexes = (await coll.listIndexes().toArray()).map(cleanIndex);
      const count = await coll.countDocuments();
      write({ collection: c.name, options: c.options ?? {}, indexes, count });
      let n = 0;
      for await (const doc of coll.find({}, { sort: { $natural: 1 } })) {
        write(doc);
        n++;
      }
      if (n !== count) fail(`${dbName}.${c.name}: read ${n} documents of ${count}`);
      documents += n;
      process.stderr.write(
        `${new Date().toISOString()}\tdone dumping ${dbName}.${c.name} (${n} documents)\n`,
      );
    }
    gzip.end();
    await done;
    process.stderr.write(
      `${new Date().toISOString()}\tdumped ${documents} documents from ${collections.length} collections\n`,
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

async function restore() {
  const o = parse(OPTIONS.mongorestore);
  if (!o.uri) fail('error parsing command line options: --uri is required');
  const inUri = uriDatabase(o.uri);
  if (inUri && o.nsInclude)
    fail(
      `cannot use --nsInclude with a database ("${inUri}") named by the connection URI, which is read as --db`,
    );
  if (!o.archive || !o.gzip) fail('this stand-in reads gzip archives only: give --gzip --archive=FILE');
  const m = /^([^.*]+)\.\*$/.exec(o.nsInclude ?? '');
  if (!m) fail('this stand-in restores one database: give --nsInclude=<database>.*');
  const dbName = m[1];
  if (!existsSync(o.archive)) fail(`open ${o.archive}: no such file or directory`);
  const client = await connect(o);
  try {
    const db = client.db(dbName);
    let header;
    let batch = [];
    let restored = 0;
    const flush = async () => {
      if (batch.length) await db.collection(header.collection).insertMany(batch, { ordered: true });
      restored += batch.length;
      batch = [];
    };
    const finish = async () => {
      await flush();
      const specs = header.indexes.filter((i) => i.name !== '_id_');
      if (specs.length) await db.command({ createIndexes: header.collection, indexes: specs });
    };
    let expect = 0;
    for await (const doc of bsonDocuments(o.archive)) {
      if (expect === 0 && header) await finish();
      if (expect === 0) {
        header = doc;
        expect = Number(doc.count);
        if (o.drop)
          await db
            .collection(header.collection)
            .drop()
            .catch(() => undefined);
        await db.createCollection(header.collection, header.options);
        process.stderr.write(`${new Date().toISOString()}\trestoring ${dbName}.${header.collection}\n`);
        continue;
      }
      batch.push(doc);
      expect--;
      if (batch.length >= 500) await flush();
    }
    if (expect !== 0) fail('archive ends before its last collection does');
    if (header) await finish();
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
