import { Double, Long } from 'bson';

/**
 * Documents are decoded with `promoteValues: false` so no numeric type is lost. Int32 and fractional
 * doubles become plain JS numbers (which re-encode to the same BSON type and which mingo understands).
 * Integral doubles and Longs would re-encode as int32, so they stay wrapped; documents holding such
 * wrappers are remembered here and get a promoted copy whenever mingo has to look at them.
 */
const wrappedDocs = new WeakSet<object>();

export type Doc = Record<string, unknown>;

function bsonType(v: object): string | undefined {
  return (v as { _bsontype?: string })._bsontype;
}

function isPlainObject(v: unknown): v is Doc {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/** Rewrites a freshly decoded value in place (it is owned by us) and reports whether wrappers remain. */
function normalizeInPlace(value: unknown): { value: unknown; wrapped: boolean } {
  if (value === null || typeof value !== 'object') return { value, wrapped: false };
  if (Array.isArray(value)) {
    let wrapped = false;
    for (let i = 0; i < value.length; i++) {
      const r = normalizeInPlace(value[i]);
      value[i] = r.value;
      wrapped ||= r.wrapped;
    }
    return { value, wrapped };
  }
  switch (bsonType(value)) {
    case 'Int32':
      return { value: (value as { value: number }).value, wrapped: false };
    case 'Double': {
      const n = (value as Double).value;
      return Number.isInteger(n) ? { value, wrapped: true } : { value: n, wrapped: false };
    }
    case 'Long':
      return { value, wrapped: true };
    case undefined:
      break;
    default:
      return { value, wrapped: false };
  }
  if (!isPlainObject(value)) return { value, wrapped: false };
  let wrapped = false;
  for (const key of Object.keys(value)) {
    const r = normalizeInPlace(value[key]);
    value[key] = r.value;
    wrapped ||= r.wrapped;
  }
  return { value, wrapped };
}

export function normalizeValue<T>(value: T): T {
  return normalizeInPlace(value).value as T;
}

export function normalizeDoc(doc: Doc): Doc {
  const r = normalizeInPlace(doc);
  if (r.wrapped) wrappedDocs.add(doc);
  return doc;
}

export function isWrapped(doc: Doc): boolean {
  return wrappedDocs.has(doc);
}

export function markWrappedIfNeeded(doc: Doc): Doc {
  if (hasWrappers(doc)) wrappedDocs.add(doc);
  return doc;
}

function hasWrappers(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some(hasWrappers);
  const t = bsonType(value);
  if (t === 'Long' || t === 'Double') return true;
  if (!isPlainObject(value)) return false;
  for (const key of Object.keys(value)) if (hasWrappers(value[key])) return true;
  return false;
}

/** Deep copy with Long/Double turned into JS numbers: the shape mingo evaluates. */
export function promote<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(promote) as T;
  const t = bsonType(value);
  if (t === 'Long') return (value as unknown as Long).toNumber() as T;
  if (t === 'Double' || t === 'Int32') return (value as unknown as { value: number }).value as T;
  if (!isPlainObject(value)) return value;
  const out: Doc = {};
  for (const key of Object.keys(value)) out[key] = promote(value[key]);
  return out as T;
}

/** The view of a stored document that mingo may read. */
export function viewOf(doc: Doc): Doc {
  return wrappedDocs.has(doc) ? promote(doc) : doc;
}

/** Copies containers, shares leaves: stored documents are never mutated, so updates work on a copy. */
export function cloneDoc<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(cloneDoc) as T;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (!isPlainObject(value)) return value;
  const out: Doc = {};
  for (const key of Object.keys(value)) out[key] = cloneDoc(value[key]);
  return out as T;
}

/** Collects [path, wrapper] pairs so an update can restore numeric BSON types on untouched-type fields. */
export function wrappedPaths(doc: Doc): Array<[string, 'Long' | 'Double']> {
  const out: Array<[string, 'Long' | 'Double']> = [];
  const walk = (v: unknown, path: string): void => {
    if (v === null || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, path ? `${path}.${i}` : String(i)));
      return;
    }
    const t = bsonType(v);
    if (t === 'Long' || t === 'Double') {
      out.push([path, t]);
      return;
    }
    if (!isPlainObject(v)) return;
    for (const key of Object.keys(v)) walk(v[key], path ? `${path}.${key}` : key);
  };
  walk(doc, '');
  return out;
}

/** After mingo updated a promoted copy, integral numbers at previously wrapped paths get their type back. */
export function rewrap(doc: Doc, paths: Array<[string, 'Long' | 'Double']>): void {
  for (const [path, kind] of paths) {
    const parts = path.split('.');
    let parent: unknown = doc;
    for (let i = 0; i < parts.length - 1 && parent !== null && typeof parent === 'object'; i++) {
      parent = (parent as Record<string, unknown>)[parts[i] as string];
    }
    if (parent === null || typeof parent !== 'object') continue;
    const last = parts[parts.length - 1] as string;
    const v = (parent as Record<string, unknown>)[last];
    if (typeof v !== 'number' || !Number.isInteger(v)) continue;
    (parent as Record<string, unknown>)[last] = kind === 'Long' ? Long.fromNumber(v) : new Double(v);
  }
  markWrappedIfNeeded(doc);
}

export { isPlainObject, bsonType };
