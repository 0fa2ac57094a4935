import { Long, ObjectId } from 'bson';
import { Aggregator } from 'mingo';
import { ErrorCodes, MongoCommandError, toCommandError } from '../errors';
import { countDocs, findDocs, type FindOptions } from '../query/find-executor';
import { pipelineFields } from '../query/fields-needed';
import { parseSort } from '../query/sort';
import { resolveCollation } from '../values/collation';
import { Collection } from '../storage/collection';
import { cloneDoc, isPlainObject, markWrappedIfNeeded, viewOf, type Doc } from '../values/normalize';
import { num } from './args';
import type { CommandContext, CommandHandler } from './context';
import { MINGO_OPTIONS } from '../query/mingo-options';

/** Stages that read their input without writing into it, so stored documents can be fed directly. */
const NON_MUTATING = new Set([
  '$match',
  '$group',
  '$count',
  '$sort',
  '$skip',
  '$limit',
  '$sortByCount',
  '$sample',
]);
const UNSUPPORTED = new Set([
  '$merge',
  '$changeStream',
  '$collStats',
  '$indexStats',
  '$currentOp',
  '$listSessions',
  '$planCacheStats',
  '$search',
  '$vectorSearch',
  '$geoNear',
  '$graphLookup',
]);

function stageName(stage: unknown): string {
  if (!isPlainObject(stage))
    throw new MongoCommandError(ErrorCodes.BadValue, 'pipeline stage must be an object');
  const keys = Object.keys(stage);
  if (keys.length !== 1) {
    throw new MongoCommandError(
      ErrorCodes.BadValue,
      'A pipeline stage specification object must contain exactly one field.',
    );
  }
  return keys[0] as string;
}

/**
 * Leading `$match`, `$sort`, `$skip`, `$limit` stages run through the query planner (indexes, early stop);
 * mingo runs the rest.
 */
export function splitPipeline(pipeline: Doc[]): { find: FindOptions; rest: Doc[] } {
  const filters: Doc[] = [];
  let i = 0;
  while (i < pipeline.length && stageName(pipeline[i]) === '$match')
    filters.push((pipeline[i++] as Doc).$match as Doc);
  const find: FindOptions = {
    filter: filters.length === 0 ? {} : filters.length === 1 ? (filters[0] as Doc) : { $and: filters },
  };
  if (i < pipeline.length && stageName(pipeline[i]) === '$sort')
    find.sort = parseSort((pipeline[i++] as Doc).$sort);
  if (i < pipeline.length && stageName(pipeline[i]) === '$skip')
    find.skip = num((pipeline[i++] as Doc).$skip);
  if (i < pipeline.length && stageName(pipeline[i]) === '$limit')
    find.limit = num((pipeline[i++] as Doc).$limit);
  return { find, rest: pipeline.slice(i) };
}

/** `$out: 'name'` or `$out: {db, coll}`; only valid as the last stage. */
function outTarget(stage: Doc, db: string): [string, string] {
  const spec = stage.$out;
  if (typeof spec === 'string') return [db, spec];
  if (isPlainObject(spec) && typeof spec.coll === 'string') {
    return [typeof spec.db === 'string' ? spec.db : db, spec.coll];
  }
  throw new MongoCommandError(ErrorCodes.FailedToParse, '$out must be a collection name or {db, coll}');
}

/**
 * Replaces the target with the results, keeping the target's existing indexes as MongoDB does. The new
 * contents are built and checked against those indexes first, so a duplicate key leaves the target intact.
 */
async function writeOut(ctx: CommandContext, [db, name]: [string, string], results: Doc[]): Promise<void> {
  const existing = ctx.engine.getCollection(db, name);
  const specs = existing ? existing.indexSpecs().filter((sp) => sp.name !== '_id_') : [];
  const docs = results.map((d) => (d._id === undefined ? { _id: new ObjectId(), ...d } : d));
  const trial = new Collection(db, name, existing?.options ?? {});
  for (const spec of specs) trial.addIndex(spec);
  for (const doc of docs) trial.insert(doc);
  if (existing) ctx.engine.dropCollection(db, name);
  const coll = ctx.engine.createCollection(db, name, existing?.options ?? {});
  for (const spec of specs) ctx.engine.createIndex(coll, spec);
  for (const doc of docs) ctx.engine.insert(coll, markWrappedIfNeeded(doc));
  await ctx.engine.durable();
}

/**
 * `countDocuments` arrives as `[{$match}, {$group: {_id: 1, n: {$sum: 1}}}]`. When the group key is a
 * constant and every accumulator counts, the answer is the number of matches: no need to run the group.
 */
function constantCountGroup(rest: Doc[], matched: number): Doc[] | undefined {
  if (rest.length !== 1) return undefined;
  const group = (rest[0] as Doc).$group;
  if (!isPlainObject(group)) return undefined;
  const id = group._id;
  if (typeof id === 'string' ? id.startsWith('$') : id !== null && typeof id !== 'number') return undefined;
  const out: Doc = { _id: id };
  for (const [field, acc] of Object.entries(group)) {
    if (field === '_id') continue;
    if (!isPlainObject(acc) || Object.keys(acc).length !== 1 || acc.$sum !== 1) return undefined;
    out[field] = matched;
  }
  return matched === 0 ? [] : [out];
}

const aggregate: CommandHandler = async (cmd, db, ctx) => {
  const name = cmd.aggregate;
  if (typeof name !== 'string') {
    throw new MongoCommandError(
      ErrorCodes.CommandNotSupported,
      'aggregate without a collection is not supported by embedded-mongo',
    );
  }
  if (!Array.isArray(cmd.pipeline))
    throw new MongoCommandError(ErrorCodes.FailedToParse, "'pipeline' must be an array");
  const pipeline = cmd.pipeline as Doc[];
  const check = (stages: Doc[]): void => {
    for (const stage of stages) {
      const op = stageName(stage);
      if (UNSUPPORTED.has(op) || op === '$out') {
        throw new MongoCommandError(
          ErrorCodes.CommandNotSupported,
          `aggregation stage ${op} is not supported by embedded-mongo`,
        );
      }
      if (op === '$facet' && isPlainObject(stage.$facet)) {
        for (const sub of Object.values(stage.$facet)) if (Array.isArray(sub)) check(sub as Doc[]);
      }
    }
  };
  const last = pipeline[pipeline.length - 1];
  const out = last && stageName(last) === '$out' ? outTarget(last, db) : undefined;
  const stages = out ? pipeline.slice(0, -1) : pipeline;
  check(stages);
  const { find, rest } = splitPipeline(stages);
  const coll = ctx.engine.getCollection(db, name);
  const collation = resolveCollation(cmd.collation, coll?.options.collation);
  // A count answers from the index when it can (countDocs), without building the matching documents.
  const counting = constantCountGroup(rest, 1) !== undefined;
  // Matches are decoded only as far as the next stage reads them (a $project's or $group's fields).
  const read = pipelineFields(rest);
  const docs = counting ? [] : findDocs(coll, { ...find, collation: cmd.collation, read });
  let results: Doc[];
  const counted = counting
    ? constantCountGroup(rest, countDocs(coll, { ...find, collation: cmd.collation }))
    : undefined;
  if (rest.length === 0) {
    results = docs;
  } else if (counted) {
    results = counted;
  } else {
    const mutating = rest.some((s) => !NON_MUTATING.has(stageName(s)));
    const input = docs.map((d) => (mutating ? cloneDoc(viewOf(d)) : viewOf(d)));
    try {
      results = new Aggregator(rest, {
        ...MINGO_OPTIONS,
        ...(collation ? { collation } : {}),
        collectionResolver: (from) =>
          [...(ctx.engine.getCollection(db, from)?.docs.values() ?? [])].map((d) => cloneDoc(viewOf(d))),
      }).run<Doc>(input);
    } catch (err) {
      throw toCommandError(err);
    }
  }
  if (out) {
    await writeOut(ctx, out, results);
    return { cursor: { firstBatch: [], id: Long.ZERO, ns: `${db}.${name}` }, ok: 1 };
  }
  const cursor = isPlainObject(cmd.cursor) ? cmd.cursor : {};
  const batchSize = cursor.batchSize === undefined ? undefined : num(cursor.batchSize);
  return ctx.cursors.firstBatch(`${db}.${name}`, results, batchSize);
};

export const aggregateCommands: Record<string, CommandHandler> = { aggregate };
