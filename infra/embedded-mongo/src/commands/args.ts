import { ErrorCodes, MongoCommandError } from '../errors';
import { toNumber } from '../values/compare';
import { isPlainObject, type Doc } from '../values/normalize';

/** Numeric command arguments may arrive as int32, double or Long. */
export function num(v: unknown, fallback = 0): number {
  if (v === undefined || v === null) return fallback;
  if (typeof v === 'boolean') return v ? 1 : 0;
  const n = toNumber(v);
  return Number.isNaN(n) ? fallback : n;
}

export function collectionArg(cmd: Doc, name: string): string {
  const v = cmd[name];
  if (typeof v !== 'string' || v.length === 0) {
    throw new MongoCommandError(ErrorCodes.InvalidNamespace, `collection name has invalid type ${typeof v}`);
  }
  return v;
}

export function docArg(cmd: Doc, name: string): Doc {
  const v = cmd[name];
  if (v === undefined || v === null) return {};
  if (!isPlainObject(v)) throw new MongoCommandError(ErrorCodes.BadValue, `'${name}' must be an object`);
  return v;
}
