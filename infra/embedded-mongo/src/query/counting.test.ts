import { Collection } from '../storage/collection';
import { compileFilter } from './filter';
import { countDocs, findDocs, newTrace } from './find-executor';
import type { Doc } from '../values/normalize';

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

describe('several equalities on one multikey field, each with more entries than an estimate counts', () => {
  // Over 2,048 entries per value the runs are merged on the packed entries, not collected into sets.
  const byN = (x: { n?: unknown }, y: { n?: unknown }) => {
    const a = Array.isArray(x.n) ? Math.max(...(x.n as number[])) : (x.n as number);
    const b = Array.isArray(y.n) ? Math.max(...(y.n as number[])) : (y.n as number);
    return b - a;
  };

  function check(coll: Collection, filters: Doc[]): void {
    for (const filter of filters) {
      const got = findDocs(coll, { filter, sort: [['n', -1]], limit: 50 }).map((d) => d._id);
      const matching = [...coll.docs.values()].filter(compileFilter(filter));
      const want = matching
        .sort(byN)
        .slice(0, 50)
        .map((d) => d._id);
      expect([filter, got]).toEqual([filter, want]);
      // The candidates are exactly the documents holding every value: none read beyond the matches.
      const trace = newTrace();
      expect([filter, countDocs(coll, { filter, trace })]).toEqual([filter, matching.length]);
      expect([filter, trace.docsExamined]).toEqual([filter, matching.length]);
    }
  }

  it('give the documents and counts of a full scan, through updates and deletes, whatever the ids', () => {
    const coll = new Collection('db', 'c');
    coll.addIndex({ v: 2, key: { terms: 1, n: -1 }, name: 'terms' });
    const words = ['ann', 'bob', 'cat'];
    const rnd = random(5);
    // Numeric, string and ObjectId-like hex string ids: each packs its id differently.
    const idOf = (i: number) => (i % 3 === 0 ? i : i % 3 === 1 ? `s${i}` : i.toString(16).padStart(24, '0'));
    const terms = () => words.filter(() => rnd() < 0.7).concat(rnd() < 0.1 ? ['ann', 'ann'] : []);
    for (let i = 0; i < 6000; i++) coll.insert({ _id: idOf(i), n: i, terms: terms() });
    const filters = [
      { $and: [{ terms: 'ann' }, { terms: 'bob' }] },
      { $and: [{ terms: 'ann' }, { terms: 'bob' }, { terms: 'cat' }] },
      { terms: 'cat', $and: [{ terms: 'ann' }] },
      { $and: [{ terms: 'ann' }, { terms: 'zzz' }] },
    ];
    check(coll, filters);
    const byId = new Map([...coll.docs.values()].map((d) => [d._id, d]));
    for (let i = 0; i < 6000; i += 7) {
      const doc = byId.get(idOf(i));
      if (!doc) continue;
      if (i % 2) coll.remove(doc);
      else coll.replace(doc, { _id: doc._id, n: 6000 + i, terms: terms() });
    }
    check(coll, filters);
  });

  it('keep a document whose later key field is an array once, under each of its values', () => {
    const coll = new Collection('db', 'c');
    coll.addIndex({ v: 2, key: { terms: 1, n: -1 }, name: 'terms' });
    for (let i = 0; i < 5000; i++) {
      const terms = i % 5 === 0 ? ['ann'] : i % 5 === 1 ? ['bob'] : ['ann', 'bob'];
      coll.insert({ _id: i, n: i % 4 === 0 ? [i, i + 0.5] : i, terms });
    }
    check(coll, [{ $and: [{ terms: 'ann' }, { terms: 'bob' }] }]);
  });
});
