import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { compareValues } from '../values/compare';
import { decodeEntry, encodeEntry, encodeKey } from './key-codec';

let seed = 7;
const rand = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};

const strings = [
  '',
  'a',
  'ab',
  'b',
  'a\0',
  'a\0b',
  'a\x01',
  '\x01',
  '\0',
  'é',
  'z\u0100',
  '\u4e2d',
  '😀',
  'A',
];
const numbers = [0, -0, 1, -1, 2.5, -2.5, 1e300, -1e300, Infinity, -Infinity, NaN, 2 ** 53, 5e-324];
const oids = [
  new ObjectId('000000000000000000000000'),
  new ObjectId('0000000000000000000000ff'),
  new ObjectId(),
];
const dates = [new Date(0), new Date(-1), new Date(1e12), new Date(8.64e15)];

/** A value of one of the types packed entries hold, including every numeric BSON type. */
function value(): unknown {
  switch (rand(12)) {
    case 0:
      return null;
    case 1:
      return undefined;
    case 2:
      return strings[rand(strings.length)];
    case 3:
      return numbers[rand(numbers.length)];
    case 4:
      return new Int32(rand(5) - 2);
    case 5:
      return new Double(rand(5) - 2);
    case 6:
      return Long.fromNumber(rand(5) - 2);
    case 7:
      return Decimal128.fromString(String(rand(5) - 2));
    case 8:
      return rand(2) === 1;
    case 9:
      return dates[rand(dates.length)];
    case 10:
      return oids[rand(oids.length)];
    default:
      return rand(2) ? new MinKey() : new MaxKey();
  }
}

/** Ids as keyString gives them for ObjectId `_id`s (`o` and 24 hex digits), byte order != time order. */
const OID_KEYS = [
  'o000000000000000000000000',
  'o000000000000000000000001',
  'o0000000000000000000000ff',
  'o00000000000000000000ff00',
  'offffffffffffffffffffffff',
  'o65a1b2c3d4e5f60718293a4b',
];

const isOidKey = (id: string): number => (/^o[0-9a-f]{24}$/.test(id) ? 1 : 0);

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

describe('packed index entries (key-codec)', () => {
  it('order like compareValues (field by field, each in its direction), then by id', () => {
    for (let n = 0; n < 20_000; n++) {
      const width = 1 + rand(3);
      const dirs = Array.from({ length: width }, () => (rand(2) ? 1 : -1));
      const a = Array.from({ length: width }, value);
      const b = Array.from({ length: width }, value);
      const ids = ['n1', 'n10', 'n1.5', 'sx', 'o0a', ...OID_KEYS];
      const idA = ids[rand(ids.length)] as string;
      const idB = ids[rand(ids.length)] as string;
      let want = 0;
      for (let i = 0; i < width && want === 0; i++) want = compareValues(a[i], b[i]) * (dirs[i] as number);
      // Among equal keys, ObjectId ids (held as bytes) come first, each kind in its keyString order.
      if (want === 0) want = isOidKey(idB) - isOidKey(idA) || (idA < idB ? -1 : idA > idB ? 1 : 0);
      const ea = encodeEntry(a, idA, dirs) as string;
      const eb = encodeEntry(b, idB, dirs) as string;
      const got = ea < eb ? -1 : ea > eb ? 1 : 0;
      // Entries that compare equal differ only in their undefined-vs-null flags.
      if (want === 0) expect(ea.slice(0, -1)).toBe(eb.slice(0, -1));
      else expect({ a, b, dirs, got: sign(got) }).toEqual({ a, b, dirs, got: sign(want) });
    }
  });

  it('decode to keys equal to the originals, null and undefined (an empty array) kept apart', () => {
    for (let n = 0; n < 5_000; n++) {
      const width = 1 + rand(3);
      const dirs = Array.from({ length: width }, () => (rand(2) ? 1 : -1));
      const key = Array.from({ length: width }, value);
      const id = `s${strings[rand(strings.length)]}`;
      const decoded = decodeEntry(encodeEntry(key, id, dirs) as string, dirs);
      expect(decoded.id).toBe(id);
      key.forEach((v, i) => {
        expect([v, compareValues(decoded.key[i], v)]).toEqual([v, 0]);
        expect(decoded.key[i] === undefined).toBe(v === undefined);
      });
    }
  });

  it('hold an ObjectId id as its 12 bytes, read back as the same keyString; other ids as they are', () => {
    const key = ['thom', 42];
    const dirs = [1, -1];
    const keyLength = (encodeKey(key, dirs) as string).length;
    for (const id of OID_KEYS) {
      const entry = encodeEntry(key, id, dirs) as string;
      // Key, a marker and 12 bytes, the 0x00 after the id, the flags.
      expect(entry.length).toBe(keyLength + 13 + 2);
      expect(decodeEntry(entry, dirs)).toEqual({ key, id });
    }
    // Not ObjectId keyStrings (uppercase, not hex, another length): kept character for character.
    for (const id of ['o65A1B2C3D4E5F60718293A4B', 'o65a1b2c3d4e5f60718293a4g', 'o65a1b2c3', 'sabc']) {
      const entry = encodeEntry(key, id, dirs) as string;
      expect(entry.length).toBe(keyLength + id.length + 2);
      expect(decodeEntry(entry, dirs).id).toBe(id);
    }
  });

  it('refuse the types a byte string cannot order, so the index keeps entry objects for them', () => {
    for (const v of [{ a: 1 }, [1, 2], new Binary(Buffer.from('x')), /re/, new Date(Number.NaN)])
      expect(encodeEntry([v], 'n1', [1])).toBeUndefined();
  });
});
