import { Query } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import type { Collection } from '../storage/collection';
import { parseCollation } from '../values/collation';
import { ID_INDEX } from '../storage/collection';
import { isPlainObject, type Doc } from '../values/normalize';
import { collectionArg, num } from './args';
import { collMod } from './coll-mod';
import type { CommandHandler } from './context';
import { MINGO_OPTIONS } from '../query/mingo-options';

/** The BSON size of the documents, as stored. */
function dataSize(coll: Collection): number {
  return coll.docs.dataSize();
}

function collectionInfo(coll: Collection): Doc {
  return {
    name: coll.name,
    type: 'collection',
    options: coll.options,
    info: { readOnly: false },
    idIndex: ID_INDEX,
  };
}

const listCollections: CommandHandler = (cmd, db, ctx) => {
  let infos = ctx.engine.listCollections(db).map(collectionInfo);
  if (isPlainObject(cmd.filter) && Object.keys(cmd.filter).length > 0) {
    const q = new Query(cmd.filter, MINGO_OPTIONS);
    infos = infos.filter((i) => q.test(i));
  }
  if (cmd.nameOnly === true) infos = infos.map((i) => ({ name: i.name, type: i.type }));
  const cursor = isPlainObject(cmd.cursor) ? cmd.cursor : {};
  return ctx.cursors.firstBatch(
    `${db}.$cmd.listCollections`,
    infos,
    cursor.batchSize === undefined ? undefined : num(cursor.batchSize),
  );
};

const listDatabases: CommandHandler = (cmd, _db, ctx) => {
  let dbs = [...ctx.engine.dbs.entries()].map(([name, colls]) => {
    let size = 0;
    if (cmd.nameOnly !== true) for (const c of colls.values()) size += dataSize(c);
    return { name, sizeOnDisk: size, empty: [...colls.values()].every((c) => c.docs.size === 0) } as Doc;
  });
  if (isPlainObject(cmd.filter) && Object.keys(cmd.filter).length > 0) {
    const q = new Query(cmd.filter, MINGO_OPTIONS);
    dbs = dbs.filter((d) => q.test(d));
  }
  if (cmd.nameOnly === true) return { databases: dbs.map((d) => ({ name: d.name })), ok: 1 };
  const totalSize = dbs.reduce((s, d) => s + (d.sizeOnDisk as number), 0);
  return { databases: dbs, totalSize, totalSizeMb: Math.round(totalSize / 1048576), ok: 1 };
};

const UNSUPPORTED_CREATE_OPTIONS = ['viewOn', 'timeseries', 'clusteredIndex', 'changeStreamPreAndPostImages'];

const create: CommandHandler = async (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'create');
  for (const opt of UNSUPPORTED_CREATE_OPTIONS) {
    if (cmd[opt] !== undefined && cmd[opt] !== false) {
      throw new MongoCommandError(
        ErrorCodes.CommandNotSupported,
        `create option '${opt}' is not supported by embedded-mongo`,
      );
    }
  }
  const options: Doc = {};
  for (const [k, v] of Object.entries(cmd)) if (k !== 'create' && k !== 'writeConcern') options[k] = v;
  if (options.capped === true) cappedLimits(options);
  // Validated now so a bad default collation fails the create rather than every later query.
  if (options.collation !== undefined && !parseCollation(options.collation)) delete options.collation;
  ctx.engine.createCollection(db, name, options);
  await ctx.engine.durable();
  return { ok: 1 };
};

/**
 * A capped collection needs `size`; mongod rounds it up to a multiple of 256 bytes, at least 4,096:
 * https://www.mongodb.com/docs/manual/core/capped-collections/
 */
function cappedLimits(options: Doc): void {
  if (options.size === undefined) {
    throw new MongoCommandError(
      ErrorCodes.InvalidOptions,
      "the 'size' field is required when 'capped' is true",
    );
  }
  options.size = Math.max(4096, Math.ceil(num(options.size) / 256) * 256);
  if (options.max !== undefined) options.max = num(options.max);
}

const drop: CommandHandler = async (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'drop');
  const dropped = ctx.engine.dropCollection(db, name);
  await ctx.engine.durable();
  // MongoDB 7 answers ok for a missing collection too.
  return dropped ? { nIndexesWas: dropped.indexes.size, ns: `${db}.${name}`, ok: 1 } : { ok: 1 };
};

const dropDatabase: CommandHandler = async (_cmd, db, ctx) => {
  ctx.engine.dropDatabase(db);
  await ctx.engine.durable();
  return { dropped: db, ok: 1 };
};

const dbStats: CommandHandler = (_cmd, db, ctx) => {
  const colls = ctx.engine.listCollections(db);
  const objects = colls.reduce((s, c) => s + c.docs.size, 0);
  const size = colls.reduce((s, c) => s + dataSize(c), 0);
  return {
    db,
    collections: colls.length,
    views: 0,
    objects,
    dataSize: size,
    storageSize: size,
    indexes: colls.reduce((s, c) => s + c.indexes.size, 0),
    ok: 1,
  };
};

const collStats: CommandHandler = (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'collStats');
  const coll = ctx.engine.getCollection(db, name);
  if (!coll)
    throw new MongoCommandError(ErrorCodes.NamespaceNotFound, `Collection [${db}.${name}] not found.`);
  const size = dataSize(coll);
  return {
    ns: coll.ns,
    count: coll.docs.size,
    size,
    storageSize: size,
    avgObjSize: coll.docs.size ? Math.round(size / coll.docs.size) : 0,
    nindexes: coll.indexes.size,
    capped: coll.capped !== undefined,
    ...(coll.capped ? { maxSize: coll.capped.size, max: coll.capped.max } : {}),
    ok: 1,
  };
};

function splitNs(ns: unknown, field: string): [string, string] {
  const dot = typeof ns === 'string' ? ns.indexOf('.') : -1;
  if (typeof ns !== 'string' || dot <= 0 || dot === ns.length - 1) {
    throw new MongoCommandError(
      ErrorCodes.InvalidNamespace,
      `Invalid namespace specified for '${field}': '${String(ns)}'`,
    );
  }
  return [ns.slice(0, dot), ns.slice(dot + 1)];
}

const renameCollection: CommandHandler = async (cmd, db, ctx) => {
  if (db !== 'admin')
    throw new MongoCommandError(
      ErrorCodes.Unauthorized,
      'renameCollection may only be run against the admin database.',
    );
  const [fromDb, from] = splitNs(cmd.renameCollection, 'renameCollection');
  const [toDb, to] = splitNs(cmd.to, 'to');
  ctx.engine.renameCollection(fromDb, from, toDb, to, cmd.dropTarget === true);
  await ctx.engine.durable();
  return { ok: 1 };
};

export const adminCommands: Record<string, CommandHandler> = {
  collMod,
  listCollections,
  listDatabases,
  create,
  drop,
  dropDatabase,
  dbStats,
  collStats,
  renameCollection,
};
