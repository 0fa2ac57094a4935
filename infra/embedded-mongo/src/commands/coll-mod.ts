import { ErrorCodes, MongoCommandError } from '../errors';
import type { SortedIndex } from '../storage/sorted-index';
import { isPlainObject, type Doc } from '../values/normalize';
import { collectionArg, num } from './args';
import type { CommandHandler } from './context';

/** Options `collMod` changes in place, mapped to the `create` option that holds them. */
const OPTION_FIELDS: Record<string, string> = {
  validator: 'validator',
  validationLevel: 'validationLevel',
  validationAction: 'validationAction',
  cappedSize: 'size',
  cappedMax: 'max',
};

function findIndex(indexes: Iterable<SortedIndex>, spec: Doc): SortedIndex | undefined {
  const wanted = isPlainObject(spec.keyPattern) ? JSON.stringify(spec.keyPattern) : undefined;
  for (const index of indexes) {
    if (typeof spec.name === 'string' && index.spec.name === spec.name) return index;
    if (wanted && JSON.stringify(index.spec.key) === wanted) return index;
  }
  return undefined;
}

/**
 * `collMod`: a TTL index's `expireAfterSeconds`, an index's `hidden` flag, the validator settings and a
 * capped collection's limits, as in https://www.mongodb.com/docs/manual/reference/command/collMod/
 */
export const collMod: CommandHandler = async (cmd, db, ctx) => {
  const name = collectionArg(cmd, 'collMod');
  const coll = ctx.engine.getCollection(db, name);
  if (!coll) throw new MongoCommandError(ErrorCodes.NamespaceNotFound, `ns does not exist: ${db}.${name}`);
  const reply: Doc = {};
  const options: Doc = { ...coll.options };
  for (const [key, value] of Object.entries(cmd)) {
    if (key === 'collMod') continue;
    if (key === 'index') {
      if (!isPlainObject(value))
        throw new MongoCommandError(ErrorCodes.BadValue, "'index' must be an object");
      const index = findIndex(coll.indexes.values(), value);
      if (!index) {
        throw new MongoCommandError(
          ErrorCodes.IndexNotFound,
          `cannot find index ${JSON.stringify(value)} for ns ${coll.ns}`,
        );
      }
      const spec = { ...index.spec };
      if (value.expireAfterSeconds !== undefined) {
        if (index.spec.expireAfterSeconds === undefined) {
          throw new MongoCommandError(ErrorCodes.InvalidOptions, 'no expireAfterSeconds field to update');
        }
        reply.expireAfterSeconds_old = index.spec.expireAfterSeconds;
        reply.expireAfterSeconds_new = spec.expireAfterSeconds = num(value.expireAfterSeconds);
      }
      if (value.hidden !== undefined) {
        reply.hidden_old = index.spec.hidden === true;
        reply.hidden_new = value.hidden === true;
        if (value.hidden === true) spec.hidden = true;
        else delete spec.hidden;
      }
      ctx.engine.modifyIndex(coll, spec);
      continue;
    }
    const field = OPTION_FIELDS[key];
    if (!field) throw new MongoCommandError(ErrorCodes.InvalidOptions, `unknown option to collMod: ${key}`);
    if ((key === 'cappedSize' || key === 'cappedMax') && !coll.capped) {
      throw new MongoCommandError(ErrorCodes.InvalidOptions, `${key} can only be set on a capped collection`);
    }
    options[field] = key === 'cappedSize' || key === 'cappedMax' ? num(value) : value;
  }
  ctx.engine.setOptions(coll, options);
  await ctx.engine.durable();
  return { ...reply, ok: 1 };
};
