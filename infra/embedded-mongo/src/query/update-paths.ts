import { Query } from 'mingo';
import { ErrorCodes, MongoCommandError } from '../errors';
import { keyString } from '../values/compare';
import { isPlainObject, type Doc } from '../values/normalize';
import { MINGO_OPTIONS } from './mingo-options';

/**
 * Rewrites an operator update for one document into plain, concrete paths before mingo applies it.
 *
 * mingo resolves `$`, `$[]` and `$[id]` itself, but it checks path conflicts on the part before the first
 * positional token, so `children.$.name` next to `children.$.updatedAt` (which MongoDB accepts) is refused
 * there. Resolving each positional token to the array indexes it stands for (`children.1.name`,
 * `children.1.updatedAt`) leaves mingo only concrete paths, whose conflicts it judges as mongod does.
 * See https://www.mongodb.com/docs/manual/reference/operator/update/positional/ and
 * .../positional-filtered/.
 */

const POSITIONAL = /(^|\.)\$(\[[^\]]*\])?(\.|$)/;

export function hasPositional(modifier: Doc): boolean {
  return Object.values(modifier).some(
    (args) => isPlainObject(args) && Object.keys(args).some((path) => POSITIONAL.test(path)),
  );
}

/** Filter conditions (top level and top-level `$and`) on `field` or below it, for the positional `$`. */
function conditionsOn(filter: Doc, field: string): Doc[] {
  const out: Doc[] = [];
  const visit = (f: Doc): void => {
    for (const [k, v] of Object.entries(f)) {
      if (k === '$and' && Array.isArray(v)) {
        for (const sub of v) if (isPlainObject(sub)) visit(sub);
      } else if (k === field || k.startsWith(`${field}.`)) {
        out.push({ [k]: v });
      }
    }
  };
  visit(filter);
  return out;
}

/** The index of the array element the query matched, as mongod records it for `$`. */
function matchedIndex(arr: unknown[], field: string, filter: Doc): number {
  const conds = conditionsOn(filter, field).map((c) => new Query(c, MINGO_OPTIONS));
  const test = (e: unknown, all: boolean): boolean => {
    const probe = { [field]: [e] };
    return all ? conds.every((q) => q.test(probe)) : conds.some((q) => q.test(probe));
  };
  let i = conds.length ? arr.findIndex((e) => test(e, true)) : -1;
  if (i < 0 && conds.length) i = arr.findIndex((e) => test(e, false));
  if (i < 0) {
    throw new MongoCommandError(
      ErrorCodes.BadValue,
      'The positional operator did not find the match needed from the query.',
    );
  }
  return i;
}

function arrayFilterFor(arrayFilters: Doc[], id: string): Query {
  const own = arrayFilters.filter((f) => Object.keys(f).some((k) => k === id || k.startsWith(`${id}.`)));
  if (own.length === 0) {
    throw new MongoCommandError(ErrorCodes.BadValue, `No array filter found for identifier '${id}' in path`);
  }
  return new Query(Object.assign({}, ...own) as Doc, MINGO_OPTIONS);
}

/** Every concrete path a positional path stands for in `doc` (none when the array is absent or empty). */
function expandPath(doc: Doc, path: string, filter: Doc, arrayFilters: Doc[]): string[] {
  const parts = path.split('.');
  const out: string[] = [];
  const walk = (value: unknown, i: number, prefix: string[]): void => {
    if (i === parts.length) {
      out.push(prefix.join('.'));
      return;
    }
    const part = parts[i] as string;
    if (part === '$' || (part.startsWith('$[') && part.endsWith(']'))) {
      if (!Array.isArray(value)) {
        throw new MongoCommandError(
          ErrorCodes.BadValue,
          `The path '${prefix.join('.')}' must exist in the document in order to apply array updates.`,
        );
      }
      let indexes: number[];
      if (part === '$') indexes = [matchedIndex(value, prefix.join('.'), filter)];
      else if (part === '$[]') indexes = value.map((_, k) => k);
      else {
        const id = part.slice(2, -1);
        const q = arrayFilterFor(arrayFilters, id);
        indexes = value.flatMap((e, k) => (q.test({ [id]: e }) ? [k] : []));
      }
      for (const k of indexes) walk(value[k], i + 1, [...prefix, String(k)]);
      return;
    }
    const next = Array.isArray(value) ? value[Number(part)] : isPlainObject(value) ? value[part] : undefined;
    walk(next, i + 1, [...prefix, part]);
  };
  walk(doc, 0, []);
  return out;
}

/** The modifier with every positional path replaced by the concrete paths it resolves to in `doc`. */
export function concretize(doc: Doc, modifier: Doc, filter: Doc, arrayFilters: Doc[] = []): Doc {
  const out: Doc = {};
  for (const [op, args] of Object.entries(modifier)) {
    if (!isPlainObject(args)) {
      out[op] = args;
      continue;
    }
    const concrete: Doc = {};
    for (const [path, value] of Object.entries(args)) {
      if (!POSITIONAL.test(path)) concrete[path] = value;
      else for (const p of expandPath(doc, path, filter, arrayFilters)) concrete[p] = value;
    }
    if (Object.keys(concrete).length) out[op] = concrete;
  }
  return out;
}

/**
 * `$set: {_id: <current value>}` is accepted by mongod (updates built from whole documents do it): drop
 * the no-op. A different value is left in place, so the update fails with the immutable-field error.
 */
export function withoutUnchangedId(modifier: Doc, docs: Doc[]): Doc {
  const set = modifier.$set;
  if (!isPlainObject(set) || !('_id' in set)) return modifier;
  const id = keyString(set._id);
  if (!docs.every((d) => keyString(d._id) === id)) return modifier;
  const { _id: _dropped, ...rest } = set;
  const out = { ...modifier };
  if (Object.keys(rest).length) out.$set = rest;
  else delete out.$set;
  return out;
}

/** A `$pull` condition that is a query on the elements (a top-level `$or`/`$and`/`$nor`), not on values. */
function isLogicalCondition(cond: unknown): cond is Doc {
  return isPlainObject(cond) && Object.keys(cond).some((k) => k === '$or' || k === '$and' || k === '$nor');
}

/**
 * Splits out the `$pull` entries whose condition starts with a logical operator: mingo would test them
 * against each element as a value rather than as a document, and remove the wrong elements.
 */
export function splitLogicalPulls(modifier: Doc): { rest: Doc; pulls: Array<[string, Doc]> } {
  const pull = modifier.$pull;
  if (!isPlainObject(pull)) return { rest: modifier, pulls: [] };
  const pulls = Object.entries(pull).filter((e): e is [string, Doc] => isLogicalCondition(e[1]));
  if (pulls.length === 0) return { rest: modifier, pulls };
  const kept = Object.fromEntries(Object.entries(pull).filter(([, c]) => !isLogicalCondition(c)));
  const rest = { ...modifier };
  if (Object.keys(kept).length) rest.$pull = kept;
  else delete rest.$pull;
  return { rest, pulls };
}

/** Removes from the array at `path` (concrete, numeric segments for array elements) every matching element. */
export function applyLogicalPull(target: Doc, path: string, cond: Doc): boolean {
  const parts = path.split('.');
  let parent: unknown = target;
  for (const part of parts.slice(0, -1)) {
    parent = Array.isArray(parent) ? parent[Number(part)] : isPlainObject(parent) ? parent[part] : undefined;
  }
  const last = parts[parts.length - 1] as string;
  if (!isPlainObject(parent) && !Array.isArray(parent)) return false;
  const holder = parent as Record<string, unknown>;
  const arr = holder[last];
  if (arr === undefined) return false;
  if (!Array.isArray(arr)) {
    throw new MongoCommandError(ErrorCodes.BadValue, 'Cannot apply $pull to a non-array value');
  }
  const q = new Query(cond, MINGO_OPTIONS);
  const kept = arr.filter((e) => !(isPlainObject(e) && q.test(e)));
  if (kept.length === arr.length) return false;
  holder[last] = kept;
  return true;
}
