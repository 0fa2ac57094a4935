import { entryId } from './key-codec';
import type { PackedTree } from './packed-tree';

/** Compares `a` from `at` with `b` from `bt` as strings, without slicing either. */
function compareFrom(a: string, at: number, b: string, bt: number): number {
  const n = Math.min(a.length - at, b.length - bt);
  for (let k = 0; k < n; k++) {
    const d = a.charCodeAt(at + k) - b.charCodeAt(bt + k);
    if (d !== 0) return d;
  }
  return a.length - at - (b.length - bt);
}

/** Entries of a packed index start with their encoded key, so equal keys are a run of entries. */
export function packedConflict(
  packed: PackedTree,
  keys: unknown[][],
  encoded: string[],
  selfId: string,
): { key: unknown[]; id: string } | undefined {
  for (let i = 0; i < keys.length; i++) {
    const prefix = encoded[i] as string;
    // At most two lookups: the first entry with this key may be the document itself.
    for (
      let next = packed.atOrAfter(prefix);
      next?.startsWith(prefix);
      next = packed.atOrAfter(`${next}\u0000`)
    ) {
      const id = entryId(next, prefix.length);
      if (id !== selfId) return { key: keys[i] as unknown[], id };
    }
  }
  return undefined;
}

/**
 * The entries (of the first prefix's run) whose remainder after the prefix is in every prefix's run:
 * the runs are merged on that remainder, characters compared in place (see SortedIndex.intersectEqualIds).
 */
export function intersectRuns(packed: PackedTree, prefixes: readonly string[]): string[] {
  const [lead, ...rest] = prefixes as [string, ...string[]];
  let current: string[] = [];
  packed.forEach(lead, false, (s) => {
    if (!s.startsWith(lead)) return false;
    current.push(s);
  });
  for (const prefix of rest) {
    if (current.length === 0) break;
    const kept: string[] = [];
    let i = 0;
    packed.forEach(prefix, false, (s) => {
      if (!s.startsWith(prefix)) return false;
      let order = -1;
      while (
        i < current.length &&
        (order = compareFrom(current[i] as string, lead.length, s, prefix.length)) < 0
      )
        i++;
      if (i === current.length) return false;
      if (order === 0) kept.push(current[i++] as string);
    });
    current = kept;
  }
  return current;
}
