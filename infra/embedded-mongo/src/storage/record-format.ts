import { crc32 } from 'node:zlib';
import { deserialize, serialize } from 'bson';
import { normalizeDoc, type Doc } from '../values/normalize';
import type { JournalRecord } from './engine';

/**
 * Every journal and snapshot record is framed as [u32 payload length][u32 crc32(payload)][BSON payload],
 * little-endian. A record cut short by a crash fails the length or checksum test and is dropped.
 */
export const HEADER_BYTES = 8;

export function encodeRecord(record: JournalRecord | Doc): Buffer {
  const payload = serialize(record as Doc);
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
  let offset = 0;
  while (offset < buf.length) {
    if (buf.length - offset < HEADER_BYTES) {
      return { records, validLength: offset, problem: `truncated record header at byte ${offset}` };
    }
    const len = buf.readUInt32LE(offset);
    const sum = buf.readUInt32LE(offset + 4);
    const end = offset + HEADER_BYTES + len;
    if (len < 5 || end > buf.length) {
      return { records, validLength: offset, problem: `truncated record at byte ${offset} (length ${len})` };
    }
    const payload = buf.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== sum) {
      return { records, validLength: offset, problem: `checksum mismatch at byte ${offset}` };
    }
    const record = deserialize(payload, { promoteValues: false }) as Doc;
    records.push(normalizeRecord(record));
    offset = end;
  }
  return { records, validLength: offset };
}

function normalizeRecord(record: Doc): JournalRecord {
  if (record.doc) normalizeDoc(record.doc as Doc);
  for (const key of ['opts', 'spec', 'id'] as const) {
    if (record[key] !== undefined) record[key] = normalizeDoc({ v: record[key] }).v;
  }
  return record as unknown as JournalRecord;
}
