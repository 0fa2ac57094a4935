import { calculateObjectSize } from 'bson';
import { ErrorCodes, MongoCommandError } from '../errors';
import type { Doc } from '../values/normalize';

/** MongoDB's BSON document size limit: https://www.mongodb.com/docs/manual/reference/limits/ */
export const MAX_BSON_OBJECT_SIZE = 16 * 1024 * 1024;

export function bsonSize(doc: Doc): number {
  return calculateObjectSize(doc);
}

/** Refuses a document over 16 MB with the error mongod gives for an insert or for an update's result. */
export function assertDocumentSize(doc: Doc, op: 'insert' | 'update'): number {
  const size = bsonSize(doc);
  if (size <= MAX_BSON_OBJECT_SIZE) return size;
  if (op === 'insert') {
    throw new MongoCommandError(
      ErrorCodes.BadValue,
      `object to insert too large. size in bytes: ${size}, max size: ${MAX_BSON_OBJECT_SIZE}`,
    );
  }
  throw new MongoCommandError(
    ErrorCodes.BSONObjectTooLarge,
    `Resulting document after update is larger than ${MAX_BSON_OBJECT_SIZE}`,
  );
}
