import { Long } from 'bson';
import { ErrorCodes, MongoCommandError } from '../errors';
import { countDocs, findDocs, findIds, project, type FindOptions } from '../query/find-executor';
import { projectionFields } from '../query/fields-needed';
import { parseSort } from '../query/sort';
import { textScoreFields } from '../query/text-search';
import { collatorFor, resolveCollation } from '../values/collation';
import { compareValues, keyString, pathValues } from '../values/compare';
import { isPlainObject, type Doc } from '../values/normalize';
import { collectionArg, docArg, num } from './args';
import type { CommandHandler } from './context';
import { omitFields } from '../storage/doc-store';
import { RawDocument } from '../wire/raw-document';

/**
 * The fields a projection leaves out when it only excludes top-level fields (`{a: 0, _id: 0}`; none
 * for no projection), else undefined: inclusions, paths, `$slice` and the like go through mingo.
 */
function topLevelExclusions(projection: unknown): Set<string> | undefined {
  if (projection === undefined || projection === null) return new Set();
  if (!isPlainObject(projection)) return undefined;
  const out = new Set<string>();
  for (const [field, v] of Object.entries(projection)) {
    if (field.includes('.') || field.startsWith('$') || !(v === 0 || v === false)) return undefined;
    out.add(field);
  }
  return out;
}

const find: CommandHandler = (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'find');
  const coll = ctx.engine.getCollection(db, name);
  let limit = num(cmd.limit);
  let singleBatch = cmd.singleBatch === true;
  // A negative limit is the legacy way of asking for one batch.
  if (limit < 0) {
    limit = -limit;
    singleBatch = true;
  }
  const filter = docArg(cmd, 'filter');
  const scoreFields = textScoreFields(cmd.projection);
  const metaSort = textScoreFields(cmd.sort);
  const textScores = new Map<Doc, number>();
  const opts: FindOptions = {
    filter,
    sort: parseSort(cmd.sort),
    skip: num(cmd.skip),
    limit,
    collation: cmd.collation,
    naturalReverse: isPlainObject(cmd.sort) && num(cmd.sort.$natural) === -1,
    sortByScore: metaSort.length > 0 && metaSort[0] === Object.keys(docArg(cmd, 'sort'))[0],
    textScores,
  };
  const batchSize = cmd.batchSize === undefined ? undefined : num(cmd.batchSize);
  const ns = `${db}.${name}`;
  // Only the matching ids are kept: each batch is decoded (as far as an inclusion projection reads) when
  // it is sent, so a large result, such as an export read 500 at a time, is never all in memory.
  const scored = scoreFields.length > 0 || metaSort.length > 0;
  const ids = coll && !scored ? findIds(coll, opts) : undefined;
  const omitted = topLevelExclusions(cmd.projection);
  if (coll && ids && omitted) {
    // No projection, or one that only leaves out top-level fields (Mongoose's `select: false`): each
    // document goes out as the bytes stored, less those fields, neither decoded nor encoded again.
    const results = {
      length: ids.length,
      get: (i: number) => {
        const bytes = coll.docs.raw(ids[i] as string);
        return bytes && new RawDocument(omitted.size ? omitFields(bytes, omitted) : bytes);
      },
    };
    return ctx.cursors.firstBatch(ns, results, batchSize, singleBatch);
  }
  if (coll && ids) {
    const read = projectionFields(cmd.projection);
    const results = { length: ids.length, get: (i: number) => coll.docs.read(ids[i] as string, read) };
    return ctx.cursors.firstBatch(ns, results, batchSize, singleBatch, (batch) =>
      project(batch, cmd.projection, filter),
    );
  }
  const docs = findDocs(coll, opts);
  // `{field: {$meta: 'textScore'}}` is filled in here; the rest of the projection goes to mingo.
  const projection = scoreFields.length
    ? Object.fromEntries(Object.entries(cmd.projection as Doc).filter(([k]) => !scoreFields.includes(k)))
    : cmd.projection;
  return ctx.cursors.firstBatch(ns, docs, batchSize, singleBatch, (batch) => {
    const out = project(batch, projection, filter);
    if (scoreFields.length === 0) return out;
    return out.map((d, i) => {
      const score = textScores.get(batch[i] as Doc) ?? 0;
      return { ...d, ...Object.fromEntries(scoreFields.map((f) => [f, score])) };
    });
  });
};

const getMore: CommandHandler = (cmd, db, ctx) => {
  const id = cmd.getMore;
  const cursorId = id instanceof Long ? id : Long.fromNumber(num(id));
  const collection = typeof cmd.collection === 'string' ? cmd.collection : '';
  return ctx.cursors.getMore(
    cursorId,
    `${db}.${collection}`,
    cmd.batchSize === undefined ? undefined : num(cmd.batchSize),
  );
};

const killCursors: CommandHandler = (cmd, _db, ctx) => {
  const ids = Array.isArray(cmd.cursors) ? cmd.cursors : [];
  return ctx.cursors.kill(ids.map((id) => (id instanceof Long ? id : Long.fromNumber(num(id)))));
};

const count: CommandHandler = (cmd, db, ctx) => {
  const coll = ctx.engine.getCollection(db, collectionArg(cmd, 'count'));
  const query = docArg(cmd, 'query');
  const skip = num(cmd.skip);
  const limit = Math.abs(num(cmd.limit));
  if (Object.keys(query).length === 0 && coll) {
    const n = Math.max(0, coll.docs.size - skip);
    return { n: limit > 0 ? Math.min(n, limit) : n, ok: 1 };
  }
  return { n: countDocs(coll, { filter: query, skip, limit, collation: cmd.collation }), ok: 1 };
};

const distinct: CommandHandler = (cmd, db, ctx) => {
  const coll = ctx.engine.getCollection(db, collectionArg(cmd, 'distinct'));
  const key = cmd.key;
  if (typeof key !== 'string') throw new MongoCommandError(ErrorCodes.BadValue, "'key' must be a string");
  const seen = new Map<string, unknown>();
  for (const doc of findDocs(coll, { filter: docArg(cmd, 'query'), collation: cmd.collation })) {
    const { values, missing } = pathValues(doc, key);
    if (missing) continue;
    for (const v of values) {
      if (v === undefined) continue;
      const k = keyString(v);
      if (!seen.has(k)) seen.set(k, v);
    }
  }
  const collator = collatorFor(resolveCollation(cmd.collation, coll?.options.collation));
  const values = [...seen.values()].sort((a, b) => compareValues(a, b, collator));
  return { values, ok: 1 };
};

export const findCommands: Record<string, CommandHandler> = { find, getMore, killCursors, count, distinct };
