import type { Binary, Decimal128, Long, ObjectId, Timestamp } from 'bson';
import { bsonType, isPlainObject } from './normalize';

/**
 * MongoDB's cross-type ordering (https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/).
 * Index keys and sorts use it so that an index scan and an in-memory sort give the same order.
 */
export function typeRank(v: unknown): number {
  if (v === undefined || v === null) return 2;
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    case 'object':
      break;
    default:
      return 4;
  }
  if (Array.isArray(v)) return 6;
  if (v instanceof Date) return 10;
  if (v instanceof RegExp) return 12;
  switch (bsonType(v)) {
    case 'MinKey':
      return 1;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    default:
      return 5;
  }
}

export function toNumber(v: unknown): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'bigint') return Number(v);
  switch (bsonType(v as object)) {
    case 'Long':
      return (v as Long).toNumber();
    case 'Decimal128':
      return Number((v as Decimal128).toString());
    case 'Int32':
    case 'Double':
      return (v as { value: number }).value;
    default:
      return Number.NaN;
  }
}

function cmp<T>(a: T, b: T): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function bytesOf(b: Binary): Uint8Array {
  return b.buffer.subarray(0, b.position);
}

export function compareValues(a: unknown, b: unknown, collator?: Intl.Collator): number {
  // Fast paths for the common index keys; NaN falls through to the general rule below.
  if (typeof a === 'number' && typeof b === 'number' && a === a && b === b) return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string' && !collator) return a < b ? -1 : a > b ? 1 : 0;
  const ra = typeRank(a);
  const rb = typeRank(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case 1:
    case 2:
    case 13:
      return 0;
    case 3: {
      const x = toNumber(a);
      const y = toNumber(b);
      if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
      if (Number.isNaN(y)) return 1;
      return cmp(x, y);
    }
    case 4:
      return collator ? collator.compare(String(a), String(b)) : cmp(String(a), String(b));
    case 5:
      return compareObjects(a as Record<string, unknown>, b as Record<string, unknown>, collator);
    case 6: {
      const xs = a as unknown[];
      const ys = b as unknown[];
      for (let i = 0; i < Math.min(xs.length, ys.length); i++) {
        const c = compareValues(xs[i], ys[i], collator);
        if (c) return c;
      }
      return xs.length - ys.length;
    }
    case 7: {
      const x = bytesOf(a as Binary);
      const y = bytesOf(b as Binary);
      if (x.length !== y.length) return x.length - y.length;
      const st = (a as Binary).sub_type - (b as Binary).sub_type;
      if (st) return st;
      return Buffer.compare(x, y);
    }
    case 8:
      return compareObjectIds(a as ObjectId, b as ObjectId);
    case 9:
      return cmp(a as boolean, b as boolean);
    case 10:
      return cmp((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return (a as Timestamp).compare(b as Timestamp);
    case 12: {
      const x = a as RegExp;
      const y = b as RegExp;
      return cmp(x.source, y.source) || cmp(String(x.flags), String(y.flags));
    }
    default:
      return 0;
  }
}

/** bson 7 keeps an ObjectId as four 24-bit integers; comparing them avoids allocating `.id` buffers. */
type PackedObjectId = { i0?: number; i1: number; i2: number; i3: number };

function compareObjectIds(a: ObjectId, b: ObjectId): number {
  const x = a as unknown as PackedObjectId;
  const y = b as unknown as PackedObjectId;
  if (typeof x.i0 === 'number' && typeof y.i0 === 'number') {
    return x.i0 - y.i0 || x.i1 - y.i1 || x.i2 - y.i2 || x.i3 - y.i3;
  }
  return Buffer.compare(a.id, b.id);
}

function compareObjects(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  collator?: Intl.Collator,
): number {
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  for (let i = 0; i < Math.min(ka.length, kb.length); i++) {
    const fa = ka[i] as string;
    const fb = kb[i] as string;
    const c = typeRank(a[fa]) - typeRank(b[fb]) || cmp(fa, fb) || compareValues(a[fa], b[fb], collator);
    if (c) return c;
  }
  return ka.length - kb.length;
}

/**
 * A string that is equal for values MongoDB considers equal (5, Int32(5), Long(5) and Double(5) alike),
 * used as a Map key for `_id` lookups and unique checks.
 */
export function keyString(v: unknown): string {
  if (v === undefined || v === null) return 'z';
  switch (typeof v) {
    case 'string':
      return `s${v}`;
    case 'number':
      return `n${v}`;
    case 'boolean':
      return v ? 'b1' : 'b0';
    case 'bigint':
      return `n${Number(v)}`;
    default:
      break;
  }
  if (Array.isArray(v)) return `[${v.map(keyString).join(',')}]`;
  if (v instanceof Date) return `d${v.getTime()}`;
  if (v instanceof RegExp) return `r/${v.source}/${v.flags}`;
  switch (bsonType(v as object)) {
    case 'ObjectId':
      return `o${(v as ObjectId).toHexString()}`;
    case 'Long':
    case 'Int32':
    case 'Double':
    case 'Decimal128':
      return `n${toNumber(v)}`;
    case 'Binary':
      return `B${(v as Binary).sub_type}:${Buffer.from(bytesOf(v as Binary)).toString('base64')}`;
    case 'Timestamp':
      return `t${(v as Timestamp).toString()}`;
    case 'MinKey':
      return 'm';
    case 'MaxKey':
      return 'M';
    default:
      break;
  }
  if (isPlainObject(v)) {
    return `{${Object.keys(v)
      .map((k) => `${JSON.stringify(k)}:${keyString(v[k])}`)
      .join(',')}}`;
  }
  return `x${String(v)}`;
}

/** Values at a dotted path, descending through arrays the way MongoDB index keys do. */
export function pathValues(doc: unknown, path: string): { values: unknown[]; missing: boolean } {
  // Fast path: a top-level field (the common case for index keys and sorts).
  if (!path.includes('.') && doc !== null && typeof doc === 'object' && !Array.isArray(doc)) {
    if (!Object.prototype.hasOwnProperty.call(doc, path)) return { values: [null], missing: true };
    const v = (doc as Record<string, unknown>)[path];
    if (!Array.isArray(v)) return { values: [v], missing: false };
    return { values: v.length === 0 ? [undefined] : v, missing: false };
  }
  const values: unknown[] = [];
  let found = false;
  const walk = (v: unknown, parts: string[], i: number): void => {
    if (i === parts.length) {
      found = true;
      if (Array.isArray(v)) {
        if (v.length === 0) values.push(undefined);
        else for (const x of v) values.push(x);
      } else values.push(v);
      return;
    }
    if (v === null || typeof v !== 'object') return;
    const part = parts[i] as string;
    if (Array.isArray(v)) {
      if (/^\d+$/.test(part)) {
        walk(v[Number(part)], parts, i + 1);
        return;
      }
      for (const x of v) walk(x, parts, i);
      return;
    }
    if (!Object.prototype.hasOwnProperty.call(v, part)) return;
    walk((v as Record<string, unknown>)[part], parts, i + 1);
  };
  walk(doc, path.split('.'), 0);
  if (!found || values.length === 0) return { values: [null], missing: !found };
  return { values, missing: false };
}

/** Single value used when a sort key is an array: the smallest for ascending, the largest for descending. */
export function sortKey(doc: unknown, path: string, dir: number, collator?: Intl.Collator): unknown {
  const { values } = pathValues(doc, path);
  if (values.length === 1) return values[0];
  let best = values[0];
  for (let i = 1; i < values.length; i++) {
    const c = compareValues(values[i], best, collator);
    if (dir > 0 ? c < 0 : c > 0) best = values[i];
  }
  return best;
}
