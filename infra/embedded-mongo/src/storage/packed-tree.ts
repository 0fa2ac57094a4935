import BTree from 'sorted-btree';

/**
 * A sorted set of packed index entries (key-codec strings) whose leaves each hold their entries in
 * ONE string: every entry preceded by its length, concatenated in order. A string per entry cost 16
 * bytes of header, its characters rounded up to 8, and an 8-byte slot in a leaf, about 56 bytes for an
 * entry of 30 characters; in a leaf string the same entry takes 31. The leaves are the values of a
 * sorted-btree keyed by each leaf's first entry, so finding a leaf is O(log n), and a clone (a
 * snapshot's consistent view) is the tree's copy-on-write clone: leaf strings are never changed, an
 * insert or delete replaces its leaf by a new string.
 *
 * Entries handed out (iteration, keys()) are substrings of their leaf, alive only while a caller holds
 * them; the strings this structure keeps are always flat copies (see flat), never slices that would
 * pin an older leaf.
 */

/** A leaf longer than this (in characters) is split in two; bulk loads fill leaves up to it. */
const LEAF_CHARS = 1024;
/** A leaf shorter than this after a delete is merged with the next one when both fit in one. */
const MERGE_CHARS = LEAF_CHARS / 4;

/**
 * Lengths as little-endian base-128 digits in characters below 0x100, so a leaf of Latin-1 entries
 * stays a one-byte string: one character for entries shorter than 128.
 */
function lengthChars(n: number): string {
  let out = '';
  while (n >= 0x80) {
    out += String.fromCharCode(0x80 | (n & 0x7f));
    n = Math.floor(n / 0x80);
  }
  return out + String.fromCharCode(n);
}

/** Where the entry whose length readLength() last read starts (a module variable: no tuple per call). */
let entryStart = 0;

/** The length of the entry whose length starts at `at`; its characters start at `entryStart`. */
function readLength(leaf: string, at: number): number {
  let n = 0;
  let scale = 1;
  for (;;) {
    const c = leaf.charCodeAt(at++);
    n += (c & 0x7f) * scale;
    if (c < 0x80) break;
    scale *= 0x80;
  }
  entryStart = at;
  return n;
}

/** Compares `e` with the `len` characters of `leaf` from `at`, as strings, without slicing. */
function compareAt(e: string, leaf: string, at: number, len: number): number {
  const n = Math.min(e.length, len);
  for (let k = 0; k < n; k++) {
    const d = e.charCodeAt(k) - leaf.charCodeAt(at + k);
    if (d !== 0) return d;
  }
  return e.length - len;
}

/**
 * A flat copy: Array.prototype.join of several parts allocates one new string and copies into it,
 * whereas slice() answers a view that keeps its whole parent alive, and `+` a pair of references.
 */
function flat(parts: string[]): string {
  if (parts.length === 1) {
    const s = parts[0] as string;
    return s.length < 2 ? s : [s.slice(0, 1), s.slice(1)].join('');
  }
  return parts.join('');
}

const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The offsets of a leaf's length prefixes, in order, into `out` (reused); answers how many. */
function offsetsOf(leaf: string, out: number[]): number {
  let n = 0;
  for (let at = 0; at < leaf.length;) {
    out[n++] = at;
    at = readLength(leaf, at) + entryStart;
  }
  return n;
}

export class PackedTree {
  /** sorted-btree's lookups answer [key, value] in this array instead of a new one each. */
  private readonly reusedPair: [string, string] = ['', ''];

  private constructor(
    /** First entry of each leaf → the leaf. */
    private readonly leaves: BTree<string, string>,
    private count: number,
  ) {}

  static empty(): PackedTree {
    return new PackedTree(new BTree<string, string>(undefined, compareStrings), 0);
  }

  /** A tree of these entries, which must be sorted and distinct (as an index build or a snapshot gives them). */
  static fromSorted(sorted: Iterable<string>): PackedTree {
    const firsts: string[] = [];
    const leaves: string[] = [];
    let parts: string[] = [];
    let chars = 0;
    let count = 0;
    for (const e of sorted) {
      const head = lengthChars(e.length);
      if (chars > 0 && chars + head.length + e.length > LEAF_CHARS) {
        leaves.push(flat(parts));
        parts = [];
        chars = 0;
      }
      if (chars === 0) firsts.push(flat([e]));
      parts.push(head, e);
      chars += head.length + e.length;
      count++;
    }
    if (chars > 0) leaves.push(flat(parts));
    const tree = PackedTree.empty();
    // Appending in order: sorted-btree's own bulk path for keys in order is set() at the end.
    for (let i = 0; i < leaves.length; i++) tree.leaves.set(firsts[i] as string, leaves[i] as string);
    tree.count = count;
    return tree;
  }

  get size(): number {
    return this.count;
  }

  /** O(1): the leaves are shared copy-on-write, and leaf strings never change. */
  clone(): PackedTree {
    return new PackedTree(this.leaves.clone(), this.count);
  }

  clear(): void {
    this.leaves.clear();
    this.count = 0;
  }

  /** The leaf that holds `e` or would: the last whose first entry is not above it, else the first. */
  private leafFor(e: string): [string, string] | undefined {
    return (
      this.leaves.getPairOrNextLower(e, this.reusedPair) ??
      this.leaves.nextHigherPair(undefined, this.reusedPair)
    );
  }

  /** Adds `e`; false when it was already there. */
  set(e: string): boolean {
    const pair = this.leafFor(e);
    if (!pair) {
      this.leaves.set(flat([e]), flat([lengthChars(e.length), e]));
      this.count++;
      return true;
    }
    const [first, leaf] = pair;
    let at = 0;
    while (at < leaf.length) {
      const len = readLength(leaf, at);
      const c = compareAt(e, leaf, entryStart, len);
      if (c === 0) return false;
      if (c < 0) break;
      at = entryStart + len;
    }
    const parts = at === 0 ? [] : [leaf.slice(0, at)];
    parts.push(lengthChars(e.length), e);
    if (at < leaf.length) parts.push(leaf.slice(at));
    const next = flat(parts);
    this.count++;
    if (at === 0) this.leaves.delete(first);
    if (next.length <= LEAF_CHARS) {
      this.leaves.set(at === 0 ? flat([e]) : first, next);
      return true;
    }
    // Split at the entry boundary nearest the middle.
    let mid = 0;
    while (mid < next.length / 2) mid = readLength(next, mid) + entryStart;
    if (mid >= next.length) mid = 0; // one huge entry and a small one: split before the last
    if (mid === 0) {
      const offsets: number[] = [];
      mid = offsetsOf(next, offsets) > 1 ? (offsets[offsets.length - 1] as number) : next.length;
    }
    const left = flat([next.slice(0, mid)]);
    this.leaves.set(at === 0 ? flat([e]) : first, left);
    if (mid < next.length) {
      const right = flat([next.slice(mid)]);
      const len = readLength(right, 0);
      this.leaves.set(flat([right.slice(entryStart, entryStart + len)]), right);
    }
    return true;
  }

  /** Removes `e`; false when it was not there. */
  delete(e: string): boolean {
    const pair = this.leaves.getPairOrNextLower(e, this.reusedPair);
    if (!pair) return false;
    const [first, leaf] = pair;
    let at = 0;
    let len = 0;
    let found = false;
    while (at < leaf.length) {
      len = readLength(leaf, at);
      const c = compareAt(e, leaf, entryStart, len);
      if (c === 0) {
        found = true;
        break;
      }
      if (c < 0) break;
      at = entryStart + len;
    }
    if (!found) return false;
    this.count--;
    const end = entryStart + len;
    const parts: string[] = [];
    if (at > 0) parts.push(leaf.slice(0, at));
    if (end < leaf.length) parts.push(leaf.slice(end));
    if (parts.length === 0) {
      this.leaves.delete(first);
      return true;
    }
    let rest = flat(parts);
    let key = first;
    if (at === 0) {
      this.leaves.delete(first);
      const n = readLength(rest, 0);
      key = flat([rest.slice(entryStart, entryStart + n)]);
    }
    if (rest.length < MERGE_CHARS) {
      const after = this.leaves.nextHigherPair(key);
      if (after && rest.length + after[1].length <= LEAF_CHARS) {
        this.leaves.delete(after[0]);
        rest = flat([rest, after[1]]);
      }
    }
    this.leaves.set(key, rest);
    return true;
  }

  /**
   * Calls `visit` with each entry in order from `from` (the first entry not below it; undefined: the
   * first entry), or, reversed, downwards from the last entry not above `from` (undefined: the last),
   * until it answers false.
   */
  forEach(from: string | undefined, reverse: boolean, visit: (e: string) => boolean | void): void {
    if (reverse) this.forEachReversed(from, visit);
    else this.forEachForward(from, visit);
  }

  private forEachForward(from: string | undefined, visit: (e: string) => boolean | void): void {
    const start = from === undefined ? undefined : this.leaves.getPairOrNextLower(from)?.[0];
    let skipping = from !== undefined;
    const reused: string[] = [];
    for (const pair of this.leaves.entries(start, reused)) {
      const leaf = pair[1] as string;
      for (let at = 0; at < leaf.length;) {
        const len = readLength(leaf, at);
        const s = entryStart;
        at = s + len;
        if (skipping) {
          if (compareAt(from as string, leaf, s, len) > 0) continue;
          skipping = false;
        }
        if (visit(leaf.slice(s, at)) === false) return;
      }
    }
  }

  private forEachReversed(from: string | undefined, visit: (e: string) => boolean | void): void {
    let start: string | undefined;
    if (from !== undefined) {
      start = this.leaves.getPairOrNextLower(from)?.[0];
      if (start === undefined) return; // every entry is above `from`
    }
    let skipping = from !== undefined;
    const offsets: number[] = [];
    const reused: string[] = [];
    for (const pair of this.leaves.entriesReversed(start, reused)) {
      const leaf = pair[1] as string;
      for (let i = offsetsOf(leaf, offsets) - 1; i >= 0; i--) {
        const len = readLength(leaf, offsets[i] as number);
        const s = entryStart;
        if (skipping) {
          if (compareAt(from as string, leaf, s, len) < 0) continue;
          skipping = false;
        }
        if (visit(leaf.slice(s, s + len)) === false) return;
      }
    }
  }

  /**
   * The first entry not below `from`, or undefined: what a unique check needs (a point lookup without
   * the iteration of forEach).
   */
  atOrAfter(from: string): string | undefined {
    const pair =
      this.leaves.getPairOrNextLower(from, this.reusedPair) ??
      this.leaves.nextHigherPair(undefined, this.reusedPair);
    if (!pair) return undefined;
    const [first, leaf] = pair;
    for (let at = 0; at < leaf.length;) {
      const len = readLength(leaf, at);
      const s = entryStart;
      if (compareAt(from, leaf, s, len) <= 0) return leaf.slice(s, s + len);
      at = s + len;
    }
    // Past this leaf: the next leaf's first entry (its key).
    return this.leaves.nextHigherPair(first, this.reusedPair)?.[0];
  }

  /** Every entry in order (for a snapshot, or to switch the index to entry objects). */
  *keys(): Generator<string> {
    for (const leaf of this.leaves.values()) {
      for (let at = 0; at < leaf.length;) {
        const len = readLength(leaf, at);
        const s = entryStart;
        at = s + len;
        yield leaf.slice(s, at);
      }
    }
  }
}
