import { Binary, Decimal128, Double, Int32, Long, MaxKey, MinKey, ObjectId } from 'bson';
import { compareValues } from '../values/compare';
import { decodeEntry, encodeEntry } from './key-codec';

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

const sign = (n: number): number => (n < 0 ? -1 : n > 0 ? 1 : 0);

describe('packed index entries (key-codec)', () => {
  it('order like compareValues (field by field, each in its direction), then by id', () => {
    for (let n = 0; n < 20_000; n++) {
      const width = 1 + rand(3);
      const dirs = Array.from({ length: width }, () => (rand(2) ? 1 : -1));
      const a = Array.from({ length: width }, value);
      const b = Array.from({ length: width }, value);
      const ids = ['n1', 'n10', 'n1.5', 'sx', 'o0a'];
      const idA = ids[rand(ids.length)] as string;
      const idB = ids[rand(ids.length)] as string;
      let want = 0;
      for (let i = 0; i < width && want === 0; i++) want = compareValues(a[i], b[i]) * (dirs[i] as number);
      if (want === 0) want = idA < idB ? -1 : idA > idB ? 1 : 0;
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

  it('refuse the types a byte string cannot order, so the index keeps entry objects for them', () => {
    for (const v of [{ a: 1 }, [1, 2], new Binary(Buffer.from('x')), /re/, new Date(Number.NaN)])
      expect(encodeEntry([v], 'n1', [1])).toBeUndefined();
  });
});
