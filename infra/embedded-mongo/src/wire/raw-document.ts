import { serialize } from 'bson';
import { isPlainObject, type Doc } from '../values/normalize';

/**
 * A stored document's BSON bytes, put in a cursor's batch as they are: a find without a projection
 * sends what it stored instead of decoding each document into objects and encoding it again.
 */
export class RawDocument {
  constructor(readonly bytes: Uint8Array) {}
}

const utf8 = new TextEncoder();
const BSON_DOCUMENT = 0x03;
const BSON_ARRAY = 0x04;

/** A BSON document (or array) of the given elements, each already encoded. */
function documentOf(elements: Uint8Array[]): Uint8Array {
  let size = 5;
  for (const e of elements) size += e.length;
  const out = new Uint8Array(size);
  new DataView(out.buffer).setInt32(0, size, true);
  let at = 4;
  for (const e of elements) {
    out.set(e, at);
    at += e.length;
  }
  out[at] = 0;
  return out;
}

/** One element: type byte, name (a C string), then the value's bytes. */
function element(type: number, name: string, value: Uint8Array): Uint8Array {
  const encodedName = utf8.encode(name);
  const out = new Uint8Array(1 + encodedName.length + 1 + value.length);
  out[0] = type;
  out.set(encodedName, 1);
  out[1 + encodedName.length] = 0;
  out.set(value, 2 + encodedName.length);
  return out;
}

/** The elements of `doc` as bson encodes them, without the document's length and terminator. */
function elementsOf(doc: Doc): Uint8Array {
  const bytes = serialize(doc);
  return bytes.subarray(4, bytes.length - 1);
}

/**
 * A reply as BSON. A cursor reply whose batch holds RawDocuments is assembled around their bytes (the
 * batch first in its `cursor`, the cursor first in the reply; drivers read fields by name); any other
 * reply is bson's own encoding.
 */
export function serializeReply(doc: Doc): Uint8Array {
  const cursor = doc.cursor;
  if (!isPlainObject(cursor)) return serialize(doc);
  const key = Array.isArray(cursor.firstBatch)
    ? 'firstBatch'
    : Array.isArray(cursor.nextBatch)
      ? 'nextBatch'
      : '';
  const batch = key ? (cursor[key] as unknown[]) : [];
  if (!batch.some((d) => d instanceof RawDocument)) return serialize(doc);
  const items = batch.map((d, i) =>
    element(BSON_DOCUMENT, String(i), d instanceof RawDocument ? d.bytes : serialize(d as Doc)),
  );
  const { [key]: _batch, ...cursorRest } = cursor;
  const { cursor: _cursor, ...rest } = doc;
  const cursorBytes = documentOf([element(BSON_ARRAY, key, documentOf(items)), elementsOf(cursorRest)]);
  return documentOf([element(BSON_DOCUMENT, 'cursor', cursorBytes), elementsOf(rest)]);
}
