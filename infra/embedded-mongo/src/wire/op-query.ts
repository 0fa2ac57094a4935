import { isPlainObject, type Doc } from '../values/normalize';
import { decodeDocument } from './op-msg';
import { HEADER_SIZE, OP_REPLY, writeHeader } from './opcodes';
import { serializeReply } from './raw-document';

export interface ParsedQuery {
  fullCollectionName: string;
  command: Doc;
}

/**
 * Legacy OP_QUERY, which drivers still use for the very first handshake: i32 flags, cstring namespace,
 * i32 skip, i32 return, query document, optional field selector.
 */
export function parseOpQuery(message: Buffer): ParsedQuery {
  let offset = HEADER_SIZE + 4;
  const nul = message.indexOf(0, offset);
  const fullCollectionName = message.toString('utf8', offset, nul);
  offset = nul + 1 + 8;
  const size = message.readInt32LE(offset);
  let command = decodeDocument(message.subarray(offset, offset + size));
  // Old drivers wrap the command as {$query: {...}, $readPreference: ...}.
  if (isPlainObject(command.$query)) command = command.$query;
  const dot = fullCollectionName.indexOf('.');
  command.$db = dot >= 0 ? fullCollectionName.slice(0, dot) : fullCollectionName;
  return { fullCollectionName, command };
}

/** OP_REPLY with a single document: i32 flags, i64 cursor id, i32 starting from, i32 number returned. */
export function encodeOpReply(requestId: number, responseTo: number, doc: Doc): Buffer {
  const body = serializeReply(doc);
  const buf = Buffer.alloc(HEADER_SIZE + 20 + body.length);
  writeHeader(buf, requestId, responseTo, OP_REPLY);
  buf.writeInt32LE(1, HEADER_SIZE + 16);
  buf.set(body, HEADER_SIZE + 20);
  return buf;
}
