import { ErrorCodes, MongoCommandError } from '../errors';
import { formatKeyDoc } from '../values/format';
import type { SortedIndex } from './sorted-index';

export function duplicateKeyError(ns: string, index: SortedIndex, key: unknown[]): MongoCommandError {
  const keyPattern: Record<string, number> = {};
  const keyValue: Record<string, unknown> = {};
  index.fields.forEach(([field, dir], i) => {
    keyPattern[field] = dir;
    keyValue[field] = key[i];
  });
  const message = `E11000 duplicate key error collection: ${ns} index: ${index.name} dup key: ${formatKeyDoc(keyValue)}`;
  return new MongoCommandError(ErrorCodes.DuplicateKey, message, { keyPattern, keyValue });
}
