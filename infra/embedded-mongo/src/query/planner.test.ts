import { Query } from 'mingo';
import { Collection } from '../storage/collection';
import { sortKey } from '../values/compare';
import { findDocs, tuning } from './find-executor';
import { MINGO_OPTIONS } from './mingo-options';
import { planCandidates } from './planner';

function collection(n: number): Collection {
  const coll = new Collection('db', 'c');
  coll.addIndex({ v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  coll.addIndex({ v: 2, key: { score: -1 }, name: 'score_-1' });
  for (let i = 0; i < n; i++)
    coll.insert({ _id: i, email: `u${i}@x`, score: (i * 7919) % 10007, odd: i % 2 === 1 });
  return coll;
}

describe('query planner', () => {
  const coll = collection(10_000);

  it('answers equality on a unique index from one index entry, without re-testing', () => {
    const plan = planCandidates(coll, { email: 'u42@x' });
    expect(plan?.index.name).toBe('email_1');
    expect(plan?.estimate).toBe(1);
    expect(plan?.exact).toBe(true);
    expect(findDocs(coll, { filter: { email: 'u42@x' } })).toEqual([coll.getById(42)]);
  });

  it('uses the _id index for _id lookups and ranges', () => {
    expect(planCandidates(coll, { _id: 7 })?.estimate).toBe(1);
    expect(planCandidates(coll, { _id: { $in: [1, 2, 3] } })?.estimate).toBe(3);
    const range = planCandidates(coll, { _id: { $gte: 100, $lt: 200 } });
    expect(range?.estimate).toBe(100);
    expect(findDocs(coll, { filter: { _id: { $gte: 100, $lt: 200 }, odd: true } })).toHaveLength(50);
  });

  it('falls back to a scan only when no index applies', () => {
    expect(planCandidates(coll, { odd: true })).toBeUndefined();
    expect(planCandidates(coll, { email: { $not: /u1/ } })).toBeUndefined();
  });

  it('scans an index for a regex on its field, narrowed to a literal prefix when anchored', () => {
    // MongoDB bounds a regex the same way: every string key, or only those starting with `^prefix`.
    const scan = (filter: object) =>
      [...coll.docs.values()].filter((d) => new Query(filter, MINGO_OPTIONS).test(d)).map((d) => d._id);
    const ids = (filter: object) => findDocs(coll, { filter: filter as never }).map((d) => d._id);
    const unanchored = planCandidates(coll, { email: /u1/i });
    expect(unanchored?.index.name).toBe('email_1');
    expect(unanchored?.exact).toBe(false);
    expect(unanchored?.estimate).toBeGreaterThan(2_000);
    const anchored = planCandidates(coll, { email: { $regex: '^u12' } });
    expect(anchored?.estimate).toBe(111); // u12@x, u120..u129, u1200..u1299
    // Case-insensitive or multi-line anchors are not literal prefixes: every string is a candidate.
    expect(planCandidates(coll, { email: { $regex: '^u12', $options: 'i' } })?.estimate).toBeGreaterThan(
      2_000,
    );
    expect(planCandidates(coll, { $or: [{ email: /^u12/ }] })?.estimate).toBe(111);
    for (const filter of [
      { email: /u1/i },
      { email: { $regex: '^u12' } },
      { email: { $regex: '^U12', $options: 'i' } },
      { $or: [{ email: /^u9/ }] },
      { email: /^u12/, odd: true },
    ]) {
      expect([filter, ids(filter).sort()]).toEqual([filter, scan(filter).sort()]);
    }
  });

  it('serves sort + limit by walking the index, touching only the page', () => {
    const get = jest.spyOn(coll.docs, 'get');
    const page = findDocs(coll, { sort: [['score', -1]], limit: 50 });
    expect(page).toHaveLength(50);
    expect(get.mock.calls.length).toBe(50);
    const scores = page.map((d) => d.score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(Math.max(...[...coll.docs.values()].map((d) => d.score as number)));

    get.mockClear();
    const bounded = findDocs(coll, { filter: { score: { $lt: 5000 } }, sort: [['score', -1]], limit: 10 });
    expect(bounded.map((d) => d.score)).toEqual([4999, 4998, 4997, 4996, 4995, 4994, 4993, 4992, 4991, 4990]);
    expect(get.mock.calls.length).toBeLessThan(20);
    get.mockRestore();
  });

  it('still filters when the sort index differs from an exact equality plan', () => {
    const c = new Collection('db', 'c');
    c.addIndex({ v: 2, key: { status: 1 }, name: 'status_1' });
    c.addIndex({ v: 2, key: { at: -1 }, name: 'at_-1' });
    for (let i = 0; i < 6000; i++) c.insert({ _id: i, status: i % 2 ? 'paid' : 'open', at: i });
    expect(planCandidates(c, { status: 'paid' })?.exact).toBe(true);
    const page = findDocs(c, { filter: { status: 'paid' }, sort: [['at', -1]], limit: 5 });
    expect(page.map((d) => d._id)).toEqual([5999, 5997, 5995, 5993, 5991]);
  });

  it('walks an equality on a multikey leading field in the order of the fields after it, a page only', () => {
    // The svc-pos search: `{search_terms: 1, invoice_no: -1}`, each order holding many terms.
    const c = new Collection('db', 'c');
    const plain = new Collection('db', 'c');
    c.addIndex({ v: 2, key: { terms: 1, no: -1 }, name: 'terms_1_no_-1' });
    c.addIndex({ v: 2, key: { no: -1 }, name: 'no_-1' });
    const docs = Array.from({ length: 6000 }, (_, i) => ({
      _id: i,
      no: (i * 7919) % 6007,
      terms: [`t${i % 3}`, `u${i % 5}`, `t${i % 3}`],
      word: `w${i % 4}`,
    }));
    for (const d of docs) {
      c.insert(d);
      plain.insert(d);
    }
    const get = jest.spyOn(c.docs, 'getFields');
    const opts = {
      filter: { $and: [{ terms: 't1', word: { $regex: '^w' } }] },
      sort: [['no', -1]] as Array<[string, number]>,
      limit: 20,
    };
    const page = findDocs(c, opts);
    // 2,000 candidates: without the ordered walk they would all be read and sorted.
    expect(get.mock.calls.length).toBe(20);
    get.mockRestore();
    expect(page.map((d) => d._id)).toEqual(findDocs(plain, opts).map((d) => d._id));
    const check = (o: typeof opts & { skip?: number }) =>
      expect({ o, ids: findDocs(c, o).map((d) => d._id) }).toEqual({
        o,
        ids: findDocs(plain, o).map((d) => d._id),
      });
    check({ ...opts, sort: [['no', 1]], skip: 7 });
    check({ ...opts, filter: { $and: [{ terms: 'u2' }, { terms: 't0' }] } as never });
    // Once `no` holds an array somewhere, it no longer orders the entries one per document: still right.
    c.insert({ _id: 'arr', no: [1, 9000], terms: ['t1'], word: 'w1' });
    plain.insert({ _id: 'arr', no: [1, 9000], terms: ['t1'], word: 'w1' });
    const keys = (coll: Collection, o: typeof opts) => findDocs(coll, o).map((d) => sortKey(d, 'no', -1));
    expect(keys(c, opts)).toEqual(keys(plain, opts));
    expect(findDocs(c, opts)[0]?._id).toBe('arr');
  });

  it('keeps indexes consistent through replace and remove', () => {
    const c = collection(10);
    const doc = c.getById(3) as Record<string, unknown>;
    c.replace(doc, { ...doc, email: 'changed@x' });
    expect(planCandidates(c, { email: 'u3@x' })?.estimate).toBe(0);
    expect(planCandidates(c, { email: 'changed@x' })?.estimate).toBe(1);
    c.remove(c.getById(3) as Record<string, unknown>);
    expect(planCandidates(c, { email: 'changed@x' })?.estimate).toBe(0);
    expect(() => c.insert({ _id: 99, email: 'u4@x' })).toThrow(
      /E11000 duplicate key error collection: db.c index: email_1/,
    );
  });
});

describe('planner against a full scan (seeded random filters)', () => {
  // Deterministic LCG so any failure reproduces.
  let seed = 42;
  const rand = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    // High bits: the low bits of a power-of-two LCG cycle with a tiny period.
    return Math.floor((seed / 2147483648) * n);
  };
  const dates = [new Date(0), new Date(1000), new Date(2000), new Date(3000)];
  const value = (): unknown => {
    switch (rand(8)) {
      case 0:
        return rand(20);
      case 1:
        return rand(20) + 0.5;
      case 2:
        return `s${rand(10)}`;
      case 3:
        return null;
      case 4:
        return dates[rand(4)];
      case 5:
        return [rand(20), rand(20)];
      case 6:
        return [];
      default:
        return undefined;
    }
  };
  const build = (withIndexes: boolean): Collection => {
    seed = 7;
    const c = new Collection('db', withIndexes ? 'indexed' : 'plain');
    if (withIndexes) {
      c.addIndex({ v: 2, key: { a: 1 }, name: 'a_1' });
      c.addIndex({ v: 2, key: { b: -1 }, name: 'b_-1' });
      c.addIndex({ v: 2, key: { a: 1, b: -1 }, name: 'a_1_b_-1' });
    }
    for (let i = 0; i < 400; i++) {
      const doc: Record<string, unknown> = { _id: i };
      const a = value();
      const b = value();
      if (a !== undefined) doc.a = a;
      if (b !== undefined) doc.b = b;
      c.insert(doc);
    }
    return c;
  };
  const indexed = build(true);
  const plain = build(false);

  const predicate = (): unknown => {
    const v = value() ?? rand(20);
    switch (rand(7)) {
      case 0:
        return v;
      case 1:
        return { $in: [value() ?? 1, value() ?? 's1', rand(20)] };
      case 2:
        return { $gt: rand(20) };
      case 3:
        return { $gte: rand(10), $lt: 10 + rand(10) };
      case 4:
        return { $lte: `s${rand(10)}` };
      case 5:
        return { $gt: dates[rand(4)], $lte: dates[rand(4)] };
      default:
        return { $eq: v };
    }
  };

  afterAll(() => {
    tuning.smallCandidateSet = 2000;
  });

  it('returns the same documents for 400 random filters, sorts and limits', () => {
    seed = 99;
    for (let n = 0; n < 400; n++) {
      const filter: Record<string, unknown> = {};
      if (rand(3) > 0) filter.a = predicate();
      if (rand(2) > 0) filter.b = predicate();
      const sortField = ['a', 'b'][rand(2)] as string;
      const sort: Array<[string, number]> = rand(2) ? [[sortField, rand(2) ? 1 : -1]] : [];
      if (sort.length && rand(2)) sort.push(['_id', 1]);
      const limit = rand(3) === 0 ? 0 : 1 + rand(30);
      const skip = rand(4) === 0 ? rand(10) : 0;
      const opts = { filter, sort, limit, skip };
      // Half the queries force the sorted index walk even when the candidate set is small.
      tuning.smallCandidateSet = n % 2 ? 0 : 2000;
      const got = findDocs(indexed, opts).map((d) => d._id);
      const want = findDocs(plain, opts).map((d) => d._id);
      const label = JSON.stringify(opts);
      if (sort.length === 0) {
        // Without a sort the order, and so which documents a page holds, is unspecified.
        if (limit === 0 && skip === 0)
          expect({ label, ids: [...got].sort() }).toEqual({ label, ids: [...want].sort() });
        else expect({ label, n: got.length }).toEqual({ label, n: want.length });
      } else if (sort.length === 2) {
        expect({ label, ids: got }).toEqual({ label, ids: want });
      } else {
        // Ties on a single sort key may come in any order: compare the sequence of sort keys instead
        // (for arrays, the smallest or largest element, which is what the sort orders by).
        const [field, dir] = sort[0] as [string, number];
        const keys = (ids: unknown[], c: Collection): string =>
          JSON.stringify(ids.map((id) => sortKey(c.getById(id), field, dir) ?? null));
        expect({ label, keys: keys(got, indexed) }).toEqual({ label, keys: keys(want, plain) });
      }
    }
  });

  it('orders arrays by their smallest/largest element when a range on the same field is walked', () => {
    seed = 5;
    tuning.smallCandidateSet = 0;
    for (let n = 0; n < 200; n++) {
      const dir = rand(2) ? 1 : -1;
      const filter = { a: rand(2) ? { $gt: rand(20) } : { $gte: rand(10), $lte: 10 + rand(10) } };
      const opts = { filter, sort: [['a', dir]] as Array<[string, number]>, limit: 1 + rand(20) };
      const keys = (c: Collection): string =>
        JSON.stringify(findDocs(c, opts).map((d) => sortKey(d, 'a', dir)));
      expect({ opts, keys: keys(indexed) }).toEqual({ opts, keys: keys(plain) });
    }
  });
});
