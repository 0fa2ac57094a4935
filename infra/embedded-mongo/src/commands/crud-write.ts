import { ObjectId } from 'bson';
import { ErrorCodes, MongoCommandError, toCommandError } from '../errors';
import { findDocs, project } from '../query/find-executor';
import { parseSort } from '../query/sort';
import {
  applyUpdate,
  applyUpdates,
  buildUpsert,
  isOperatorUpdate,
  type UpdateSpec,
} from '../query/update-apply';
import type { Collection } from '../storage/collection';
import { keyString } from '../values/compare';
import { isPlainObject, markWrappedIfNeeded, type Doc } from '../values/normalize';
import { collectionArg, docArg, num } from './args';
import type { CommandContext, CommandHandler } from './context';

function writeError(index: number, err: unknown): Doc {
  const e = toCommandError(err);
  return { index, code: e.code, errmsg: e.message, ...e.extra };
}

function batchArg(cmd: Doc, name: string): Doc[] {
  const v = cmd[name];
  if (!Array.isArray(v)) throw new MongoCommandError(ErrorCodes.FailedToParse, `'${name}' must be an array`);
  return v as Doc[];
}

/** Mongod stores `_id` first and generates it when absent. */
function withId(doc: Doc): Doc {
  if (doc._id === undefined) return markWrappedIfNeeded({ _id: new ObjectId(), ...doc });
  if (Object.keys(doc)[0] !== '_id') {
    const { _id, ...rest } = doc;
    return markWrappedIfNeeded({ _id, ...rest });
  }
  return markWrappedIfNeeded(doc);
}

/** Acknowledges only once the journal holds every change made by this command. */
async function reply(ctx: CommandContext, body: Doc): Promise<Doc> {
  await ctx.engine.durable();
  return body;
}

const insert: CommandHandler = async (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'insert');
  const docs = batchArg(cmd, 'documents');
  const ordered = cmd.ordered !== false;
  const coll = ctx.engine.ensureCollection(db, name);
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < docs.length; i++) {
    try {
      const doc = docs[i];
      if (!isPlainObject(doc)) throw new MongoCommandError(ErrorCodes.BadValue, 'document must be an object');
      ctx.engine.insert(coll, withId(doc));
      n++;
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return reply(ctx, writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 });
};

function changed(before: Doc, after: Doc): boolean {
  return before !== after && keyString(before) !== keyString(after);
}

const update: CommandHandler = async (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'update');
  const updates = batchArg(cmd, 'updates');
  const ordered = cmd.ordered !== false;
  let n = 0;
  let nModified = 0;
  const upserted: Doc[] = [];
  const writeErrors: Doc[] = [];
  for (let i = 0; i < updates.length; i++) {
    const u = updates[i] as Doc;
    try {
      const filter = docArg(u, 'q');
      const spec = u.u as UpdateSpec;
      if (!isPlainObject(spec) && !Array.isArray(spec)) {
        throw new MongoCommandError(ErrorCodes.FailedToParse, "'u' must be an object or a pipeline");
      }
      const multi = u.multi === true;
      if (multi && !Array.isArray(spec) && !isOperatorUpdate(spec)) {
        throw new MongoCommandError(
          ErrorCodes.FailedToParse,
          'multi update is not supported for replacement-style update',
        );
      }
      const arrayFilters = Array.isArray(u.arrayFilters) ? (u.arrayFilters as Doc[]) : undefined;
      let coll: Collection | undefined = ctx.engine.getCollection(db, name);
      const matches = findDocs(coll, {
        filter,
        limit: multi ? 0 : 1,
        sort: parseSort(u.sort),
        collation: u.collation,
      });
      if (matches.length === 0) {
        if (u.upsert === true) {
          coll ??= ctx.engine.ensureCollection(db, name);
          const doc = buildUpsert(filter, spec, arrayFilters);
          ctx.engine.insert(coll, doc);
          n++;
          upserted.push({ index: i, _id: doc._id });
        }
        continue;
      }
      const updated = applyUpdates(matches, spec, { arrayFilters, filter });
      for (let k = 0; k < matches.length; k++) {
        const doc = matches[k] as Doc;
        const next = updated[k] as Doc;
        n++;
        if (changed(doc, next)) {
          ctx.engine.replace(coll as Collection, doc, next);
          nModified++;
        }
      }
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  const body: Doc = { n, nModified };
  if (upserted.length) body.upserted = upserted;
  if (writeErrors.length) body.writeErrors = writeErrors;
  body.ok = 1;
  return reply(ctx, body);
};

const del: CommandHandler = async (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'delete');
  const deletes = batchArg(cmd, 'deletes');
  const ordered = cmd.ordered !== false;
  const coll = ctx.engine.getCollection(db, name);
  let n = 0;
  const writeErrors: Doc[] = [];
  for (let i = 0; i < deletes.length; i++) {
    const d = deletes[i] as Doc;
    try {
      const limit = num(d.limit);
      if (limit !== 0 && limit !== 1)
        throw new MongoCommandError(ErrorCodes.BadValue, 'limit must be 0 or 1');
      for (const doc of findDocs(coll, {
        filter: docArg(d, 'q'),
        limit,
        collation: d.collation,
      })) {
        if (coll && ctx.engine.remove(coll, doc)) n++;
      }
    } catch (err) {
      writeErrors.push(writeError(i, err));
      if (ordered) break;
    }
  }
  return reply(ctx, writeErrors.length ? { n, writeErrors, ok: 1 } : { n, ok: 1 });
};

const findAndModify: CommandHandler = async (cmd, db, ctx) => {
  const name = collectionArg(cmd, Object.keys(cmd)[0] as string);
  const query = docArg(cmd, 'query');
  const fields = cmd.fields;
  const one = (doc: Doc | null): Doc | null =>
    doc ? ((project([doc], fields)[0] as Doc | undefined) ?? null) : null;
  let coll = ctx.engine.getCollection(db, name);
  const [doc] = findDocs(coll, {
    filter: query,
    sort: parseSort(cmd.sort),
    limit: 1,
    collation: cmd.collation,
  });
  if (cmd.remove === true) {
    if (doc && coll) ctx.engine.remove(coll, doc);
    return reply(ctx, { lastErrorObject: { n: doc ? 1 : 0 }, value: one(doc ?? null), ok: 1 });
  }
  const spec = cmd.update as UpdateSpec | undefined;
  if (!isPlainObject(spec) && !Array.isArray(spec)) {
    throw new MongoCommandError(
      ErrorCodes.FailedToParse,
      'Either an update or remove=true must be specified',
    );
  }
  const arrayFilters = Array.isArray(cmd.arrayFilters) ? (cmd.arrayFilters as Doc[]) : undefined;
  if (doc) {
    const next = applyUpdate(doc, spec, { arrayFilters, filter: query });
    if (changed(doc, next)) ctx.engine.replace(coll as Collection, doc, next);
    return reply(ctx, {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: one(cmd.new === true ? next : doc),
      ok: 1,
    });
  }
  if (cmd.upsert === true) {
    coll ??= ctx.engine.ensureCollection(db, name);
    const created = buildUpsert(query, spec, arrayFilters);
    ctx.engine.insert(coll, created);
    return reply(ctx, {
      lastErrorObject: { n: 1, updatedExisting: false, upserted: created._id },
      value: cmd.new === true ? one(created) : null,
      ok: 1,
    });
  }
  return reply(ctx, { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 });
};

export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: del,
  findAndModify,
};
