import { ErrorCodes, MongoCommandError } from '../errors';
import type { Collection } from '../storage/collection';
import type { IndexSpec } from '../storage/index-types';
import { isTextSpec } from '../storage/text-index';
import { analyzerFor } from '../query/text-tokens';
import { parseCollation } from '../values/collation';
import { isPlainObject, type Doc } from '../values/normalize';
import { collectionArg, num } from './args';
import type { CommandHandler } from './context';

const SUPPORTED_OPTIONS = new Set([
  'key',
  'name',
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'background',
  'v',
  'hidden',
  'collation',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
]);

/**
 * A text index spec in the form MongoDB stores and lists it: text fields become `weights` (1 unless
 * given) under the key `{_fts: 'text', _ftsx: 1}`. https://www.mongodb.com/docs/manual/core/indexes/index-types/index-text/
 */
function textKey(raw: Doc): Record<string, number | string> | undefined {
  const key = raw.key as Doc;
  if (key._fts === 'text') return { _fts: 'text', _ftsx: 1 };
  const fields = Object.entries(key).filter(([, d]) => d === 'text');
  if (fields.length === 0) return undefined;
  if (fields.length !== Object.keys(key).length) {
    throw new MongoCommandError(
      ErrorCodes.CommandNotSupported,
      'compound text indexes (text fields with ascending/descending ones) are not supported by embedded-mongo',
    );
  }
  const given = isPlainObject(raw.weights) ? raw.weights : {};
  const weights: Record<string, number> = {};
  for (const [f] of fields) weights[f] = num(given[f], 1);
  for (const [f, w] of Object.entries(given)) weights[f] ??= num(w, 1);
  raw.weights = weights;
  return { _fts: 'text', _ftsx: 1 };
}

/** Specs that asked for the `simple` collation, which must not inherit a collection default. */
const explicitSimple = new WeakSet<IndexSpec>();

export function validateSpec(raw: unknown): IndexSpec {
  if (!isPlainObject(raw) || !isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new MongoCommandError(
      ErrorCodes.BadValue,
      'index specification must contain a non-empty key document',
    );
  }
  const text = textKey(raw);
  if (text) {
    if (typeof raw.name !== 'string' || raw.name.length === 0) {
      throw new MongoCommandError(ErrorCodes.BadValue, "index specification must have a 'name'");
    }
    const spec: IndexSpec = {
      v: 2,
      key: text,
      name: raw.name,
      weights: raw.weights,
      default_language: typeof raw.default_language === 'string' ? raw.default_language : 'english',
      language_override: typeof raw.language_override === 'string' ? raw.language_override : 'language',
      textIndexVersion: 3,
    };
    if (!analyzerFor(spec.default_language as string)) {
      throw new MongoCommandError(
        ErrorCodes.CannotCreateIndex,
        `unsupported language: "${String(spec.default_language)}"`,
      );
    }
    return spec;
  }
  const key: Record<string, number> = {};
  for (const [field, dir] of Object.entries(raw.key)) {
    if (typeof dir === 'string') {
      throw new MongoCommandError(
        ErrorCodes.CommandNotSupported,
        `index type '${dir}' is not supported by embedded-mongo`,
      );
    }
    const d = num(dir);
    if (d === 0 || Number.isNaN(d))
      throw new MongoCommandError(ErrorCodes.BadValue, `bad index key direction for field ${field}`);
    key[field] = d > 0 ? 1 : -1;
  }
  if (typeof raw.name !== 'string' || raw.name.length === 0) {
    throw new MongoCommandError(ErrorCodes.BadValue, "index specification must have a 'name'");
  }
  const spec: IndexSpec = { v: 2, key, name: raw.name };
  for (const [k, v] of Object.entries(raw)) {
    if (k === 'key' || k === 'name' || k === 'v' || k === 'background' || k === 'ns') continue;
    if (!SUPPORTED_OPTIONS.has(k)) {
      throw new MongoCommandError(
        ErrorCodes.InvalidOptions,
        `index option '${k}' is not supported by embedded-mongo`,
      );
    }
    if (k === 'unique' || k === 'sparse' || k === 'hidden') {
      if (v === true) spec[k] = true;
    } else if (k === 'expireAfterSeconds') spec.expireAfterSeconds = num(v);
    else if (k === 'collation') {
      const collation = parseCollation(v);
      if (collation) spec.collation = collation;
      else explicitSimple.add(spec);
    } else spec[k] = v;
  }
  return spec;
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  const norm = (s: IndexSpec): string =>
    JSON.stringify({
      key: s.key,
      unique: !!s.unique,
      sparse: !!s.sparse,
      partial: s.partialFilterExpression ?? null,
      ttl: s.expireAfterSeconds ?? null,
      collation: s.collation ?? null,
    });
  return norm(a) === norm(b);
}

const createIndexes: CommandHandler = async (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'createIndexes');
  if (!Array.isArray(cmd.indexes) || cmd.indexes.length === 0) {
    throw new MongoCommandError(ErrorCodes.BadValue, "'indexes' must be a non-empty array");
  }
  const specs = cmd.indexes.map(validateSpec);
  const existed = ctx.engine.getCollection(db, name) !== undefined;
  const coll = ctx.engine.ensureCollection(db, name);
  const before = coll.indexes.size;
  let created = 0;
  // Indexes inherit the collection's default collation unless they name one (`simple` included).
  const inherited = parseCollation(coll.options.collation);
  for (const spec of specs) {
    if (inherited && !('collation' in spec) && !explicitSimple.has(spec)) spec.collation = inherited;
    const text = isTextSpec(spec) ? coll.textIndex : undefined;
    if (text) {
      if (text.name === spec.name && JSON.stringify(text.spec.weights) === JSON.stringify(spec.weights))
        continue;
      throw new MongoCommandError(
        ErrorCodes.IndexOptionsConflict,
        `only one text index per collection allowed, found existing text index "${text.name}"`,
      );
    }
    const sameName = coll.indexes.get(spec.name);
    if (sameName) {
      if (sameOptions(sameName.spec, spec)) continue;
      throw new MongoCommandError(
        ErrorCodes.IndexKeySpecsConflict,
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
      );
    }
    const sameKey = coll.findIndexByKey(spec.key);
    if (sameKey) {
      if (sameOptions(sameKey.spec, spec)) continue;
      throw new MongoCommandError(
        ErrorCodes.IndexOptionsConflict,
        `An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameKey.spec)}`,
      );
    }
    ctx.engine.createIndex(coll, spec);
    created++;
  }
  await ctx.engine.durable();
  const reply: Doc = {
    numIndexesBefore: before,
    numIndexesAfter: coll.indexes.size,
    createdCollectionAutomatically: !existed,
    ok: 1,
  };
  if (created === 0) reply.note = 'all indexes already exist';
  return reply;
};

function requireCollection(coll: Collection | undefined, ns: string): Collection {
  if (!coll) throw new MongoCommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${ns}`);
  return coll;
}

const listIndexes: CommandHandler = (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'listIndexes');
  const coll = requireCollection(ctx.engine.getCollection(db, name), `${db}.${name}`);
  const cursor = isPlainObject(cmd.cursor) ? cmd.cursor : {};
  const batchSize = cursor.batchSize === undefined ? undefined : num(cursor.batchSize);
  return ctx.cursors.firstBatch(`${db}.${name}`, coll.indexSpecs() as Doc[], batchSize);
};

const dropIndexes: CommandHandler = async (cmd, db, ctx) => {
  const name = collectionArg(cmd, Object.keys(cmd)[0] as string);
  const coll = requireCollection(ctx.engine.getCollection(db, name), `${db}.${name}`);
  const nIndexesWas = coll.indexes.size;
  const target = cmd.index;
  let names: string[];
  if (target === '*') names = [...coll.indexes.keys()].filter((n) => n !== '_id_');
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (isPlainObject(target)) {
    const index = coll.findIndexByKey(target as Record<string, number>);
    if (!index)
      throw new MongoCommandError(
        ErrorCodes.IndexNotFound,
        `can't find index with key: ${JSON.stringify(target)}`,
      );
    names = [index.name];
  } else throw new MongoCommandError(ErrorCodes.BadValue, "'index' must be a string, array or key pattern");
  for (const n of names) {
    if (n === '_id_') throw new MongoCommandError(ErrorCodes.InvalidOptions, 'cannot drop _id index');
    if (!coll.indexes.has(n))
      throw new MongoCommandError(ErrorCodes.IndexNotFound, `index not found with name [${n}]`);
  }
  for (const n of names) ctx.engine.dropIndex(coll, n);
  await ctx.engine.durable();
  return { nIndexesWas, ok: 1 };
};

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
};
