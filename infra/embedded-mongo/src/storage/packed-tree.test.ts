import { PackedTree } from './packed-tree';

/** A seeded generator (mulberry32), so a failure repeats. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Entries shaped like key-codec's (shared prefixes, 0x00 and 0xff characters), with some long ones
 * (lengths of two and three base-128 digits, and longer than a leaf) and some wide characters.
 */
function entryOf(random: () => number): string {
  const kind = random();
  const prefix = String.fromCharCode(0x10 + Math.floor(random() * 4), Math.floor(random() * 3) * 0x7f);
  let body = '';
  const n = kind < 0.9 ? Math.floor(random() * 12) : kind < 0.97 ? 120 + Math.floor(random() * 300) : 2100;
  for (let i = 0; i < n; i++)
    body += String.fromCharCode(random() < 0.02 ? 0x100 + i : Math.floor(random() * 256));
  return prefix + body;
}

const sortedCopy = (set: Set<string>): string[] => [...set].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

function walk(tree: PackedTree, from: string | undefined, reverse: boolean, limit = Infinity): string[] {
  const out: string[] = [];
  tree.forEach(from, reverse, (e) => {
    out.push(e);
    return out.length < limit;
  });
  return out;
}

/** What forEach must give: the entries not below `from` ascending, or not above it descending. */
function expected(model: string[], from: string | undefined, reverse: boolean, limit = Infinity): string[] {
  const out = reverse
    ? model.filter((e) => from === undefined || e <= from).reverse()
    : model.filter((e) => from === undefined || e >= from);
  return out.slice(0, limit);
}

describe('PackedTree (index entries in one string per leaf)', () => {
  it('keeps the same sorted set as a model through thousands of inserts and deletes', () => {
    const random = rng(18);
    const tree = PackedTree.empty();
    const model = new Set<string>();
    const pool: string[] = [];
    for (let step = 0; step < 20_000; step++) {
      const r = random();
      if (r < 0.6 || pool.length === 0) {
        const e = entryOf(random);
        pool.push(e);
        expect(tree.set(e)).toBe(!model.has(e));
        model.add(e);
      } else if (r < 0.9) {
        const e = pool[Math.floor(random() * pool.length)] as string;
        expect(tree.delete(e)).toBe(model.delete(e));
      } else {
        // Absent entries: neither deleted nor counted.
        expect(tree.delete(`${entryOf(random)}\u0000absent`)).toBe(false);
      }
      expect(tree.size).toBe(model.size);
      if (step % 1000 === 999) {
        const sorted = sortedCopy(model);
        expect([...tree.keys()]).toEqual(sorted);
        for (let k = 0; k < 20; k++) {
          const from =
            random() < 0.5 && sorted.length ? sorted[Math.floor(random() * sorted.length)] : entryOf(random);
          const reverse = random() < 0.5;
          const limit = 1 + Math.floor(random() * 80);
          expect(walk(tree, from, reverse, limit)).toEqual(expected(sorted, from, reverse, limit));
        }
        expect(walk(tree, undefined, false)).toEqual(sorted);
        expect(walk(tree, undefined, true)).toEqual([...sorted].reverse());
      }
    }
    // Deleting everything empties the tree.
    for (const e of model) expect(tree.delete(e)).toBe(true);
    expect(tree.size).toBe(0);
    expect([...tree.keys()]).toEqual([]);
    expect(walk(tree, undefined, false)).toEqual([]);
  });

  it('builds from sorted entries the tree that inserting them one by one builds', () => {
    const random = rng(7);
    const model = new Set<string>();
    for (let i = 0; i < 5000; i++) model.add(entryOf(random));
    const sorted = sortedCopy(model);
    const tree = PackedTree.fromSorted(sorted);
    expect(tree.size).toBe(sorted.length);
    expect([...tree.keys()]).toEqual(sorted);
    for (const e of sorted) expect(tree.set(e)).toBe(false);
    const e = `${sorted[0] as string}\u0000`;
    expect(tree.set(e)).toBe(true);
    expect(walk(tree, sorted[0], false, 2)).toEqual([sorted[0], e]);
    expect(PackedTree.fromSorted([]).size).toBe(0);
  });

  it('a clone is a point-in-time copy that later writes to either side do not reach', () => {
    const random = rng(3);
    const entries = new Set<string>();
    for (let i = 0; i < 3000; i++) entries.add(entryOf(random));
    const sorted = sortedCopy(entries);
    const tree = PackedTree.fromSorted(sorted);
    const copy = tree.clone();
    for (const e of sorted.slice(0, 1000)) tree.delete(e);
    const added = ['\u0001new', '\u00ffnew', `${sorted[1500] as string}\u0000new`];
    for (const e of added) tree.set(e);
    copy.delete(sorted[2000] as string);
    expect([...copy.keys()]).toEqual(sorted.filter((e) => e !== sorted[2000]));
    expect(copy.size).toBe(sorted.length - 1);
    expect([...tree.keys()]).toEqual(sortedCopy(new Set([...sorted.slice(1000), ...added])));
  });
});
