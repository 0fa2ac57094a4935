import { deserialize } from 'bson';
import { normalizeValue, type Doc } from '../values/normalize';
import { HEADER_SIZE, MSG_CHECKSUM_PRESENT, OP_MSG, writeHeader } from './opcodes';
import { serializeReply } from './raw-document';

export class ProtocolError extends Error {}

export interface ParsedMsg {
  flags: number;
  command: Doc;
}

/** Numbers are decoded unpromoted and then normalised, so stored documents keep their BSON types. */
export function decodeDocument(buf: Buffer): Doc {
  return normalizeValue(deserialize(buf, { promoteValues: false }) as Doc);
}

/**
 * OP_MSG: u32 flags, then sections until the end (minus a trailing CRC-32C when flagged, which is
 * tolerated and not verified). Kind 0 is the command body; kind 1 is a document sequence whose
 * identifier names the command field the documents belong to (e.g. `documents` of an insert).
 */
export function parseOpMsg(message: Buffer): ParsedMsg {
  const flags = message.readUInt32LE(HEADER_SIZE);
  const end = flags & MSG_CHECKSUM_PRESENT ? message.length - 4 : message.length;
  let offset = HEADER_SIZE + 4;
  let command: Doc | undefined;
  const sequences: Array<[string, Doc[]]> = [];
  while (offset < end) {
    const kind = message[offset];
    offset += 1;
    if (kind === 0) {
      const size = message.readInt32LE(offset);
      command = decodeDocument(message.subarray(offset, offset + size));
      offset += size;
    } else if (kind === 1) {
      const size = message.readInt32LE(offset);
      const sectionEnd = offset + size;
      const nul = message.indexOf(0, offset + 4);
      if (nul < 0 || nul >= sectionEnd) throw new ProtocolError('unterminated document sequence identifier');
      const identifier = message.toString('utf8', offset + 4, nul);
      const docs: Doc[] = [];
      let p = nul + 1;
      while (p < sectionEnd) {
        const docSize = message.readInt32LE(p);
        docs.push(decodeDocument(message.subarray(p, p + docSize)));
        p += docSize;
      }
      sequences.push([identifier, docs]);
      offset = sectionEnd;
    } else {
      throw new ProtocolError(`unknown OP_MSG section kind ${String(kind)}`);
    }
  }
  if (!command) throw new ProtocolError('OP_MSG without a body section');
  for (const [identifier, docs] of sequences) command[identifier] = docs;
  return { flags, command };
}

export function encodeOpMsg(requestId: number, responseTo: number, doc: Doc): Buffer {
  const body = serializeReply(doc);
  const buf = Buffer.allocUnsafe(HEADER_SIZE + 5 + body.length);
  writeHeader(buf, requestId, responseTo, OP_MSG);
  buf.writeUInt32LE(0, HEADER_SIZE);
  buf[HEADER_SIZE + 4] = 0;
  buf.set(body, HEADER_SIZE + 5);
  return buf;
}
