import { Binary, BSONRegExp, Decimal128, Double, Int32, Long, ObjectId, Timestamp, UUID } from 'bson';
import { keyString } from '../values/compare';
import { decodeDoc, decodeFields, DocStore, encodeDoc, storedId } from './doc-store';

const doc = {
  _id: new ObjectId(),
  str: 'héllo 😀',
  int: 7,
  int32: new Int32(-3),
  frac: 2.5,
  integralDouble: new Double(3),
  long: Long.fromNumber(2 ** 40),
  dec: Decimal128.fromString('1.10'),
  bool: true,
  nil: null,
  date: new Date('2025-01-02T03:04:05.678Z'),
  early: new Date(-86_400_000),
  oid: new ObjectId(),
  bin: new Binary(Buffer.from('abc'), 128),
  uuid: new UUID(),
  re: new BSONRegExp('^a', 'i'),
  ts: new Timestamp({ t: 5, i: 1 }),
  tags: ['a', 'b', 1, 2.5, null, true],
  nestedArray: [[1], [2]],
  mixed: ['x', new Double(4)],
  sub: { a: 1, b: { c: 'd' } },
  empty: [],
};

describe('DocStore', () => {
  const bytes = encodeDoc(doc);
  const full = decodeDoc(bytes);

  it('decodes any set of top-level fields exactly as the whole document has them', () => {
    const names = Object.keys(doc);
    for (const name of names) expect(decodeFields(bytes, new Set([name]))).toEqual({ [name]: full[name] });
    for (let i = 0; i < 200; i++) {
      const picked = names.filter((_, j) => (i * 7919 + j * 104729) % 3 === 0);
      const want = Object.fromEntries(picked.map((n) => [n, full[n]]));
      expect(decodeFields(bytes, new Set([...picked, 'absent']))).toEqual(want);
    }
  });

  it('reads the _id of every type in place or through bson alike', () => {
    for (const id of [
      new ObjectId(),
      'text',
      5,
      2.5,
      new Double(5),
      Long.fromNumber(9),
      { a: 1 },
      new Date(0),
    ]) {
      const b = encodeDoc({ _id: id, x: 1 });
      expect(keyString(storedId(b))).toBe(keyString(decodeDoc(b)._id));
    }
    // `_id` not first (a document built by hand): found by name.
    expect(storedId(encodeDoc({ x: 1, _id: 'later' }))).toBe('later');
  });

  it('answers a repeated field read from the kept decode only while the document is unchanged', () => {
    const store = new DocStore();
    const fields = new Set(['a']);
    store.set('n1', { _id: 1, a: 'old', b: 1 });
    expect(store.getFields('n1', fields)).toEqual({ a: 'old' });
    expect(store.getFields('n1', new Set(['a']))).toEqual({ a: 'old' });
    store.set('n1', { _id: 1, a: 'new', b: 1 });
    expect(store.getFields('n1', new Set(['a']))).toEqual({ a: 'new' });
    expect(store.getFields('n1', new Set(['a', 'b']))).toEqual({ a: 'new', b: 1 });
    store.delete('n1');
    expect(store.getFields('n1', fields)).toBeUndefined();
    store.set('n1', { _id: 1, a: 'again' });
    expect(store.getFields('n1', fields)).toEqual({ a: 'again' });
  });

  it('reads right through more field sets and documents than its kept decodes hold, cached or not', () => {
    const store = new DocStore();
    for (let i = 0; i < 20_000; i++) store.set(`n${i}`, { _id: i, a: i, b: `b${i}`, c: [i] });
    const sets = [new Set(['a']), new Set(['b', 'c']), new Set(['a', 'c'])];
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 20_000; i += 7) {
        const fields = sets[i % 3] as Set<string>;
        const want = Object.fromEntries(
          [...fields].map((f) => [f, f === 'a' ? i : f === 'b' ? `b${i}` : [i]]),
        );
        expect(store.getFields(`n${i}`, fields, i % 2 === 0)).toEqual(want);
        if (round === 0 && i % 1000 === 0) store.set(`n${i}`, { _id: i, a: i, b: `b${i}`, c: [i] });
      }
    }
  });

  it('keeps every document intact while replacing and deleting moves the rest out of sparse slabs', () => {
    const store = new DocStore();
    const want = new Map<string, number>();
    const pad = 'p'.repeat(2000);
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 3000; i++) {
        const id = `n${i}`;
        if ((i + round) % 5 === 0) {
          store.delete(id);
          want.delete(id);
        } else {
          store.set(id, { _id: i, v: round * 10_000 + i, pad });
          want.set(id, round * 10_000 + i);
        }
      }
    }
    expect(store.size).toBe(want.size);
    for (const [id, v] of want) expect([id, store.get(id)?.v]).toEqual([id, v]);
    expect(store.dataSize()).toBe([...store.rawValues()].reduce((n, b) => n + b.length, 0));
  });
  it('stores documents of every size from a small first slab on', () => {
    // Slabs start small and double: a document larger than the next slab must still fit whole.
    const store = new DocStore();
    const sizes = [10, 200_000, 5, 60_000, 250_000, 900, 300_000, 1];
    sizes.forEach((n, i) => store.set(`d${i}`, { _id: i, pad: 'x'.repeat(n) }));
    for (let i = 0; i < 3000; i++) store.set(`m${i}`, { _id: `m${i}`, pad: 'y'.repeat(i % 700) });
    sizes.forEach((n, i) => expect(store.get(`d${i}`)?.pad).toHaveLength(n));
    for (let i = 0; i < 3000; i++) expect(store.get(`m${i}`)?.pad).toHaveLength(i % 700);
    expect(store.dataSize()).toBe([...store.rawValues()].reduce((n, b) => n + b.length, 0));
  });
  it('a capture reads every document as it was, though later writes replace, delete and move them', () => {
    const store = new DocStore();
    const pad = 'p'.repeat(3000);
    for (let i = 0; i < 2000; i++) store.set(`n${i}`, { _id: i, v: i, pad });
    // A large document has a slab of its own.
    store.set('big', { _id: 'big', v: -1, pad: 'b'.repeat(300_000) });
    const captured = store.capture();
    // Replacing most documents empties the old slabs, whose remaining documents are then moved out.
    for (let i = 0; i < 2000; i++) {
      if (i % 10 === 0) continue;
      if (i % 3 === 0) store.delete(`n${i}`);
      else store.set(`n${i}`, { _id: i, v: i + 100_000, pad });
    }
    store.delete('big');
    const seen = Array.from(captured, (b) => decodeDoc(b).v as number);
    expect(seen).toEqual([...Array.from({ length: 2000 }, (_, i) => i), -1]);
    expect(store.get('n10')?.v).toBe(10);
    expect(store.get('n11')?.v).toBe(100_011);
    expect(store.get('n12')).toBeUndefined();
    expect(store.dataSize()).toBe([...store.rawValues()].reduce((n, b) => n + b.length, 0));
  });
});
