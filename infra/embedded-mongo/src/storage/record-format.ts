import { crc32 } from 'node:zlib';
import { deserialize, serialize } from 'bson';
import { normalizeDoc, type Doc } from '../values/normalize';
import type { JournalRecord } from './journal-record';

/**
 * Every journal and snapshot record is framed as [u32 payload length][u32 crc32(payload)][BSON payload],
 * little-endian. A record cut short by a crash fails the length or checksum test and is dropped.
 */
export const HEADER_BYTES = 8;

export function encodeRecord(record: JournalRecord | Doc): Buffer {
  const payload = record.o === 'put' ? putPayload(record as PutRecord) : serialize(record as Doc);
  const out = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  out.set(payload, HEADER_BYTES);
  return out;
}

export interface DecodeResult {
  records: JournalRecord[];
  /** Bytes that hold complete, valid records; anything after is torn or corrupt. */
  validLength: number;
  problem?: string;
}

export function decodeRecords(buf: Buffer): DecodeResult {
  const records: JournalRecord[] = [];
  return { records, ...forEachRecord(buf, (record) => records.push(record)) };
}

/**
 * Calls `visit` with each valid record in order, as it is decoded: a restart applies a snapshot's
 * hundreds of thousands of records without holding them all at once (each dies young, where an array
 * of them all would take old-space pages that V8 then keeps).
 */
export function forEachRecord(
  buf: Buffer,
  visit: (record: JournalRecord) => void,
): Omit<DecodeResult, 'records'> {
  let offset = 0;
  while (offset < buf.length) {
    if (buf.length - offset < HEADER_BYTES) {
      return { validLength: offset, problem: `truncated record header at byte ${offset}` };
    }
    const len = buf.readUInt32LE(offset);
    const sum = buf.readUInt32LE(offset + 4);
    const end = offset + HEADER_BYTES + len;
    if (len < 5 || end > buf.length) {
      return { validLength: offset, problem: `truncated record at byte ${offset} (length ${len})` };
    }
    const payload = buf.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== sum) {
      return { validLength: offset, problem: `checksum mismatch at byte ${offset}` };
    }
    // `raw` leaves embedded documents as bytes: a put's document stays the BSON it is stored as.
    const peek = deserialize(payload, { promoteValues: false, raw: true }) as Doc;
    if (peek.o === 'ix') {
      // Index entries: the bytes only (a view of the file's buffer, decoded once the index is complete).
      const b = (peek as { b: { buffer: Uint8Array } }).b;
      visit({ ...(peek as unknown as JournalRecord & { o: 'ix' }), b: b.buffer });
    } else if (peek.o === 'put') {
      // A view of the file's buffer: the store copies it (DocStore.setRaw).
      visit(peek as unknown as JournalRecord);
    } else visit(normalizeRecord(deserialize(payload, { promoteValues: false }) as Doc));
    offset = end;
  }
  return { validLength: offset };
}

type PutRecord = Extract<JournalRecord, { o: 'put' }>;

/**
 * `{o: 'put', db, c, doc}` with the stored document's bytes spliced in as the embedded `doc`: the
 * document is not encoded a second time. bson encodes the rest; an embedded document element is its
 * type byte (0x03), the name as a C string, then the document's own bytes.
 */
function putPayload(record: PutRecord): Uint8Array {
  const head = serialize({ o: record.o, db: record.db, c: record.c });
  const name = Buffer.from('doc\0', 'latin1');
  const size = head.length + 1 + name.length + record.doc.length;
  const out = Buffer.allocUnsafe(size);
  out.set(head.subarray(0, head.length - 1), 0);
  let at = head.length - 1;
  out[at++] = 0x03;
  out.set(name, at);
  at += name.length;
  out.set(record.doc, at);
  out[size - 1] = 0;
  out.writeInt32LE(size, 0);
  return out;
}

function normalizeRecord(record: Doc): JournalRecord {
  for (const key of ['opts', 'spec', 'id'] as const) {
    if (record[key] !== undefined) record[key] = normalizeDoc({ v: record[key] }).v;
  }
  return record as unknown as JournalRecord;
}
