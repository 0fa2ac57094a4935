import { MaxKey, MinKey } from 'bson';
import { compareValues } from '../values/compare';
import type { Bound, Entry } from './index-types';

const MIN = new MinKey();
const MAX = new MaxKey();
/** Sorts after every real id (ids are keyStrings, which start with an ASCII type tag). */
export const LAST_ID = '\uffff';

/**
 * The first (`first`) or last entry position, in storage order, among entries whose first key field
 * equals `value`: a probe key that sorts just before or after that whole group.
 */
export function probeEntry(
  fields: ReadonlyArray<[string, number]>,
  value: unknown,
  edge: 'first' | 'last',
): Entry {
  const key: unknown[] = [value];
  for (let i = 1; i < fields.length; i++) {
    const dir = (fields[i] as [string, number])[1];
    key.push((edge === 'first') === dir > 0 ? MIN : MAX);
  }
  return { key, id: edge === 'first' ? '' : LAST_ID };
}

/**
 * The per-entry step of a walk over the range [head, tail] (storage order; undefined = unbounded) of an
 * index whose first field sorts in `dir`, forwards or `reverse`: skips entries until the first in range
 * (the walk starts at or just before it), calls `visit` for each in range, and answers false when the walk
 * must stop (past the range, or `visit` said so).
 */
export function rangeStep(
  head: Bound | undefined,
  tail: Bound | undefined,
  dir: number,
  collator: Intl.Collator | undefined,
  reverse: boolean,
  visit: (entry: Readonly<Entry>) => boolean | void,
): (e: Entry) => boolean {
  const afterHead = (e: Entry): boolean => {
    if (!head) return true;
    const c = compareValues(e.key[0], head.value, collator) * dir;
    return head.inclusive ? c >= 0 : c > 0;
  };
  const beforeTail = (e: Entry): boolean => {
    if (!tail) return true;
    const c = compareValues(e.key[0], tail.value, collator) * dir;
    return tail.inclusive ? c <= 0 : c < 0;
  };
  // The probe key lands on (or just before) the first entry in range, so the head (tail, reversed)
  // check is only needed until it first passes; the opposite check ends the scan.
  let started = false;
  /** False: stop the walk. */
  return reverse
    ? (e: Entry): boolean => {
        if (!started) {
          if (!beforeTail(e)) return true;
          started = true;
        }
        if (head && !afterHead(e)) return false;
        return visit(e) !== false;
      }
    : (e: Entry): boolean => {
        if (!started) {
          if (!afterHead(e)) return true;
          started = true;
        }
        if (tail && !beforeTail(e)) return false;
        return visit(e) !== false;
      };
}
