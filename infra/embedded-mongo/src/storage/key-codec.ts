import { MaxKey, MinKey, ObjectId } from 'bson';
import { toNumber, typeRank } from '../values/compare';

/**
 * Index entries packed into one string each, ordered by plain string comparison exactly as
 * compareValues orders their keys (then by document id), the way MongoDB's KeyString packs index keys
 * into bytes. One short string per entry instead of an entry object, a key array and boxed values is
 * what keeps 100,000s of index entries to a few dozen bytes each, and sorting them is a native sort.
 *
 * Layout: for each key field, a type byte (the BSON comparison rank) and a payload; then the document
 * id (an ObjectId's as its 12 bytes, see putId) and a 0x00 (so ids that are prefixes of others still sort first); then one character whose bits say which fields held `undefined` (an empty array's key) rather
 * than null. Both compare equal, so the distinction sits after the id, where it cannot reorder keys.
 * A descending field's characters are complemented (0xFF - c), which reverses their order.
 *
 * Only types whose order a byte string can express are packed: null, numbers (every numeric type
 * compares by value), strings, booleans, dates, ObjectIds, MinKey and MaxKey. encode* answers undefined
 * for anything else (objects, arrays, binary data, ...), and the index then keeps entry objects.
 */

/**
 * Version of this layout (and of the flags kept with it), written beside the entries a snapshot holds:
 * entries in another layout are not reused, the index is rebuilt instead. Snapshots from before ObjectId
 * ids were held as bytes and per-field multikey flags were kept carry no version.
 */
export const ENTRY_FORMAT = 2;

/** Key fields a packed entry can flag as `undefined` in its last character (and so hold at all). */
export const MAX_PACKED_FIELDS = 7;

const FLAG_BASE = 0x30;
const f64 = new Float64Array(1);
const bytes = new Uint8Array(f64.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Entries are assembled as character codes in one reused array and turned into a string by a single
 * String.fromCharCode: a flat string, where concatenation would leave chains of string pieces that
 * cost memory and are flattened again on every sort comparison.
 */
const codes: number[] = [];
let size = 0;
/** 0xff while writing a descending field: XOR with it is 0xff - c on byte-range codes. */
let flip = 0;

function put(c: number): void {
  codes[size++] = c ^ flip;
}

/** The 8 bytes of a double, big-endian, with the sign handled so that bytes order like numbers. */
function putNumber(x: number): void {
  if (Number.isNaN(x)) {
    for (let i = 0; i < 8; i++) put(0);
    return;
  }
  f64[0] = x === 0 ? 0 : x; // -0 equals 0
  const negative = ((bytes[BIG_ENDIAN_ORDER[0] as number] as number) & 0x80) !== 0;
  for (let i = 0; i < 8; i++) {
    const v = bytes[BIG_ENDIAN_ORDER[i] as number] as number;
    put(negative ? 0xff - v : i === 0 ? v ^ 0x80 : v);
  }
}

const BIG_ENDIAN_ORDER = LITTLE_ENDIAN ? [7, 6, 5, 4, 3, 2, 1, 0] : [0, 1, 2, 3, 4, 5, 6, 7];

function charsNumber(s: string, at: number, xor: number): number {
  let allZero = true;
  for (let i = 0; i < 8; i++) if ((s.charCodeAt(at + i) ^ xor) !== 0) allZero = false;
  if (allZero) return Number.NaN;
  const negative = ((s.charCodeAt(at) ^ xor) & 0x80) === 0;
  for (let i = 0; i < 8; i++) {
    const c = s.charCodeAt(at + i) ^ xor;
    bytes[BIG_ENDIAN_ORDER[i] as number] = negative ? 0xff - c : i === 0 ? c ^ 0x80 : c;
  }
  return f64[0] as number;
}

/**
 * A string as UTF-16 code units (the order compareValues uses), 0x00 and 0x01 escaped as 0x01 0x01 and
 * 0x01 0x02, ended by 0x00: no encoding is a prefix of another, and shorter strings sort first. In a
 * descending field each code unit is written as two bytes, so that complementing stays within a byte.
 */
function putString(s: string, descending: boolean): void {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (descending) {
      putEscaped(c >> 8);
      putEscaped(c & 0xff);
    } else putEscaped(c);
  }
  put(0);
}

function putEscaped(c: number): void {
  if (c < 2) {
    put(1);
    put(c + 1);
  } else put(c);
}

/** One key value; false when its type is not packed. */
function putValue(v: unknown, descending: boolean): boolean {
  const rank = typeRank(v);
  put(0x10 + rank);
  switch (rank) {
    case 1:
    case 2:
    case 13:
      return true;
    case 3:
      putNumber(toNumber(v));
      return true;
    case 4:
      if (typeof v !== 'string') return false;
      putString(v, descending);
      return true;
    case 8:
      for (const b of (v as ObjectId).id) put(b);
      return true;
    case 9:
      put(v ? 1 : 0);
      return true;
    case 10: {
      const t = (v as Date).getTime();
      if (Number.isNaN(t)) return false;
      putNumber(t);
      return true;
    }
    default:
      return false;
  }
}

function putKey(key: readonly unknown[], dirs: readonly number[]): boolean {
  for (let i = 0; i < key.length; i++) {
    const descending = (dirs[i] as number) < 0;
    flip = descending ? 0xff : 0;
    const ok = putValue(key[i], descending);
    flip = 0;
    if (!ok) return false;
  }
  return true;
}

const APPLY_CHUNK = 8192;

function take(): string {
  codes.length = size;
  if (size <= APPLY_CHUNK) return String.fromCharCode.apply(null, codes);
  // apply() passes its arguments on the stack: a long key (a long string) goes in chunks.
  let out = '';
  for (let i = 0; i < size; i += APPLY_CHUNK)
    out += String.fromCharCode.apply(null, codes.slice(i, i + APPLY_CHUNK));
  return out;
}

/** The key part of an entry (a prefix of every entry with an equal key); undefined if not packable. */
export function encodeKey(key: readonly unknown[], dirs: readonly number[]): string | undefined {
  size = 0;
  return putKey(key, dirs) ? take() : undefined;
}

export function encodeEntry(
  key: readonly unknown[],
  id: string,
  dirs: readonly number[],
): string | undefined {
  if (key.length > MAX_PACKED_FIELDS) return undefined;
  size = 0;
  if (!putKey(key, dirs)) return undefined;
  let flags = 0;
  for (let i = 0; i < key.length; i++) if (key[i] === undefined) flags |= 1 << i;
  putId(id);
  put(0);
  put(FLAG_BASE + flags);
  return take();
}

export interface DecodedEntry {
  key: unknown[];
  id: string;
}

/** A character of a packed entry, un-complemented (XOR 0xff is 0xff - c on byte-range characters). */
function code(s: string, i: number, flip: number): number {
  return s.charCodeAt(i) ^ flip;
}

const MIN = new MinKey();
const MAX = new MaxKey();

/** The key and document id of a packed entry (numbers come back as JS numbers: equal by value). */
export function decodeEntry(s: string, dirs: readonly number[]): DecodedEntry {
  const key: unknown[] = [];
  let at = 0;
  const flags = s.charCodeAt(s.length - 1) - FLAG_BASE;
  for (let f = 0; f < dirs.length; f++) {
    const flip = (dirs[f] as number) < 0 ? 0xff : 0;
    const rank = code(s, at++, flip) - 0x10;
    switch (rank) {
      case 1:
        key.push(MIN);
        break;
      case 2:
        key.push(flags & (1 << f) ? undefined : null);
        break;
      case 13:
        key.push(MAX);
        break;
      case 3:
      case 10: {
        const n = charsNumber(s, at, flip);
        key.push(rank === 3 ? n : new Date(n));
        at += 8;
        break;
      }
      case 4: {
        let out = '';
        if (flip) {
          const units: number[] = [];
          for (let c = code(s, at++, flip); c !== 0; c = code(s, at++, flip))
            units.push(c === 1 ? code(s, at++, flip) - 1 : c);
          for (let i = 0; i < units.length; i += 2)
            out += String.fromCharCode(((units[i] as number) << 8) | (units[i + 1] as number));
        } else {
          for (let c = code(s, at++, flip); c !== 0; c = code(s, at++, flip))
            out += String.fromCharCode(c === 1 ? code(s, at++, flip) - 1 : c);
        }
        key.push(out);
        break;
      }
      case 8: {
        const id = new Uint8Array(12);
        for (let i = 0; i < 12; i++) id[i] = code(s, at + i, flip);
        key.push(new ObjectId(id));
        at += 12;
        break;
      }
      case 9:
        key.push(code(s, at++, flip) === 1);
        break;
      default:
        throw new Error(`packed index entry with unknown type byte ${rank}`);
    }
  }
  return { key, id: entryId(s, at) };
}

/**
 * The id of an ObjectId `_id` (its keyString: `o` and 24 lowercase hex digits, by far the most common
 * one) is written as this character and the id's 12 bytes: 12 characters less in every entry of every
 * index, a fifth to a third of an entry, and byte order is hex order, so entries keep their order. No
 * keyString starts with a control character, so the two forms cannot be confused.
 */
const OID_ID = 0x07;
const OID_KEY_LENGTH = 25;
const HEX_DIGITS = '0123456789abcdef';
const HEX_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < 16; i++) HEX_VALUE[HEX_DIGITS.charCodeAt(i)] = i;
const HEX_CODES = Array.from(HEX_DIGITS, (c) => c.charCodeAt(0));
const hexCodes: number[] = new Array<number>(OID_KEY_LENGTH).fill(0);

function hexValue(id: string, i: number): number {
  const c = id.charCodeAt(i);
  return c < 128 ? (HEX_VALUE[c] as number) : -1;
}

function putId(id: string): void {
  if (id.length === OID_KEY_LENGTH && id.charCodeAt(0) === 0x6f /* o */) {
    const start = size;
    put(OID_ID);
    for (let i = 1; i < OID_KEY_LENGTH; i += 2) {
      const hi = hexValue(id, i);
      const lo = hexValue(id, i + 1);
      if (hi < 0 || lo < 0) break;
      put((hi << 4) | lo);
    }
    if (size === start + 13) return;
    size = start;
  }
  for (let i = 0; i < id.length; i++) put(id.charCodeAt(i));
}

/**
 * The document id of an entry whose key fields from `field` on start at character `at`: those fields
 * are stepped over without being decoded (a scan that wants only ids builds no keys).
 */
export function entryIdAfter(s: string, at: number, dirs: readonly number[], field: number): string {
  for (let f = field; f < dirs.length; f++) {
    const flip = (dirs[f] as number) < 0 ? 0xff : 0;
    switch (code(s, at++, flip) - 0x10) {
      case 3:
      case 10:
        at += 8;
        break;
      case 4:
        for (let c = code(s, at++, flip); c !== 0; c = code(s, at++, flip)) if (c === 1) at++;
        break;
      case 8:
        at += 12;
        break;
      case 9:
        at += 1;
        break;
      default:
        break;
    }
  }
  return entryId(s, at);
}

/** The document id (as keyString) of the entry whose id part starts at `at` (after its key). */
export function entryId(s: string, at: number): string {
  const end = s.length - 2;
  if (end - at !== 13 || s.charCodeAt(at) !== OID_ID) return s.slice(at, end);
  hexCodes[0] = 0x6f;
  for (let i = at + 1, j = 1; i < end; i++, j += 2) {
    const b = s.charCodeAt(i);
    hexCodes[j] = HEX_CODES[b >> 4] as number;
    hexCodes[j + 1] = HEX_CODES[b & 15] as number;
  }
  // One flat string (a Map key hashed right away), where += would build a chain of pieces.
  return String.fromCharCode.apply(null, hexCodes);
}
