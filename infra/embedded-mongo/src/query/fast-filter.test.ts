import { Query } from 'mingo';
import { Int32 } from 'bson';
import { compileFilter } from './filter';
import { fastChecks } from './fast-filter';
import { MINGO_OPTIONS } from './mingo-options';
import { promote, type Doc } from '../values/normalize';

let seed = 11;
const rand = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)] as T;

const words = ['thom', 'thomp', 'thompson', 'Thompson', 'olivia', 'oliv', 'pate', '', 'a\nb', 'b'];
/** Every kind of value a field may hold, so that the fast path meets the ones it must leave to mingo. */
function value(): unknown {
  switch (rand(9)) {
    case 0:
      return pick(words);
    case 1:
      return Array.from({ length: rand(4) }, () => pick(words));
    case 2:
      return [pick(words), rand(3)];
    case 3:
      return [[pick(words)]];
    case 4:
      return rand(5);
    case 5:
      return null;
    case 6:
      return { x: pick(words) };
    case 7:
      return new Int32(rand(3));
    default:
      return undefined;
  }
}

function condition(): unknown {
  switch (rand(6)) {
    case 0:
    case 1:
      return pick(words);
    case 2:
      return { $exists: false };
    case 3:
      return { $regex: `^${pick(words).slice(0, 3)}` };
    case 4:
      return { $regex: pick(['omp', '^T', 'son$', 'a.b']), $options: pick(['', 'i', 'm', 's']) };
    default:
      return new RegExp(pick(['^th', 'ia$', 'P']), pick(['', 'i']));
  }
}

describe('fast filter checks', () => {
  it('give what mingo gives for search-shaped filters on every kind of value (5,000 cases)', () => {
    for (let n = 0; n < 5_000; n++) {
      const doc: Doc = {};
      for (const f of ['a', 'b', 'c']) {
        const v = value();
        if (v !== undefined) doc[f] = v;
      }
      const clause = () =>
        Object.fromEntries(['a', 'b', 'c'].filter(() => rand(2)).map((f) => [f, condition()]));
      const filter: Doc = rand(2)
        ? { $and: [clause(), clause()], ...clause() }
        : { a: condition(), ...clause() };
      if (Object.keys(filter).length === 0) continue;
      const want = new Query(promote(filter), MINGO_OPTIONS).test(promote(doc));
      expect({ filter, doc, got: compileFilter(filter)(doc) }).toEqual({ filter, doc, got: want });
    }
  });

  it('take only the shapes they know', () => {
    expect(fastChecks({ search_terms: 'thom', _deleted: { $exists: false } })).toBeDefined();
    expect(fastChecks({ $and: [{ t: 'a', w: { $regex: '^ab' } }] })).toBeDefined();
    for (const filter of [
      { n: 1 },
      { 'a.b': 'x' },
      { a: { $in: ['x'] } },
      { a: { $exists: true } },
      { a: { $regex: 'x', $options: 'x' } },
      { $or: [{ a: 'x' }] },
      { a: 'x', b: { $ne: 'y' } },
    ])
      expect([filter, fastChecks(filter)]).toEqual([filter, undefined]);
  });
});
