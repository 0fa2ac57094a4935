import { Collection } from '../storage/collection';
import { compileFilter } from './filter';
import { countDocs, findDocs, newTrace } from './find-executor';

/** A small deterministic generator, so a failure replays the same way. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const brute = (coll: Collection, filter: object) =>
  [...coll.docs.values()].filter(compileFilter(filter)).length;

describe('counts from index keys', () => {
  it('stay equal to a full scan through inserts, updates and deletes (prefix counts kept current)', () => {
    const coll = new Collection('db', 'c');
    coll.addIndex({ v: 2, key: { paid: 1, gone: 1 }, name: 'paid_gone' });
    coll.addIndex({ v: 2, key: { gone: 1 }, name: 'gone' });
    const rnd = random(7);
    const filters = [
      { paid: true },
      { paid: false },
      { paid: false, gone: { $exists: false } },
      { paid: true, gone: { $exists: false } },
      { gone: { $exists: false } },
      { gone: null },
      { paid: 1 },
    ];
    for (let step = 0; step < 3000; step++) {
      const id = Math.floor(rnd() * 400);
      const old = coll.getById(id);
      const r = rnd();
      const doc: Record<string, unknown> = { _id: id, paid: rnd() < 0.5 };
      if (r < 0.1) doc.gone = new Date(step);
      else if (r < 0.12) doc.gone = null;
      else if (r < 0.14) doc.paid = 1;
      if (old && rnd() < 0.2) coll.remove(old);
      else if (old) coll.replace(old, doc);
      else coll.insert(doc);
      if (step % 150 === 0)
        for (const f of filters) expect([f, countDocs(coll, { filter: f })]).toEqual([f, brute(coll, f)]);
    }
  });

  it('are answered from the keys (no documents examined) for equality and $exists:false', () => {
    const coll = new Collection('db', 'c');
    coll.addIndex({ v: 2, key: { paid: 1, gone: 1 }, name: 'paid_gone' });
    for (let i = 0; i < 100; i++) coll.insert({ _id: i, paid: i % 4 === 0 });
    const trace = newTrace();
    expect(countDocs(coll, { filter: { paid: false, gone: { $exists: false } }, trace })).toBe(75);
    expect(trace).toMatchObject({ countScan: true, docsExamined: 0 });
  });
});

describe('several equalities on one multikey field', () => {
  it('intersect the index entries and give the same documents as a full scan', () => {
    const coll = new Collection('db', 'c');
    coll.addIndex({ v: 2, key: { terms: 1, n: -1 }, name: 'terms' });
    const words = ['ann', 'bob', 'cat', 'dan', 'eve'];
    const rnd = random(11);
    for (let i = 0; i < 2000; i++) {
      coll.insert({
        _id: i,
        n: i,
        terms: words.filter(() => rnd() < 0.4).concat(rnd() < 0.1 ? ['ann', 'ann'] : []),
      });
    }
    for (const [a, b] of [
      ['ann', 'bob'],
      ['cat', 'eve'],
      ['ann', 'zzz'],
    ] as const) {
      const filter = { $and: [{ terms: a }, { terms: b }] };
      const got = findDocs(coll, { filter, sort: [['n', -1]], limit: 30 }).map((d) => d._id);
      const want = [...coll.docs.values()]
        .filter(compileFilter(filter))
        .sort((x, y) => (y.n as number) - (x.n as number))
        .slice(0, 30)
        .map((d) => d._id);
      expect(got).toEqual(want);
      expect(countDocs(coll, { filter })).toBe(brute(coll, filter));
    }
  });
});
