import type { FieldSet } from '../storage/doc-store';
import { toNumber } from '../values/compare';
import { bsonType, isPlainObject, type Doc } from '../values/normalize';

/** Some expression reads the whole document (`$$ROOT`, `$$CURRENT`): nothing can be left undecoded. */
const WHOLE = Symbol('whole');

/**
 * Adds the top-level fields an aggregation expression reads (`'$customer.name'` reads `customer`).
 * Variables (`$$this`, `$$item.x`) are not fields; `$$ROOT` and `$$CURRENT` are the whole document.
 * Strings that are not field paths only add fields that are then decoded for nothing: never wrong.
 */
function addRefs(expr: unknown, out: Set<string>): typeof WHOLE | undefined {
  if (typeof expr === 'string') {
    if (expr.startsWith('$$')) return /^\$\$(ROOT|CURRENT)\b/.test(expr) ? WHOLE : undefined;
    if (expr.startsWith('$') && expr.length > 1) out.add(expr.slice(1).split('.')[0] as string);
    return undefined;
  }
  const values = Array.isArray(expr) ? expr : isPlainObject(expr) ? Object.values(expr) : [];
  for (const v of values) if (addRefs(v, out) === WHOLE) return WHOLE;
  return undefined;
}

/** A projection value as a number (booleans and numbers of any BSON type), else undefined. */
function flag(v: unknown): number | undefined {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  const t = v !== null && typeof v === 'object' ? bsonType(v) : undefined;
  return t === 'Int32' || t === 'Double' || t === 'Long' || t === 'Decimal128' ? toNumber(v) : undefined;
}
/** MongoDB reads any non-zero number (and true) in a projection as an inclusion, 0 and false as exclusion. */
const included = (v: unknown) => {
  const n = flag(v);
  return n !== undefined && n !== 0;
};
const excluded = (v: unknown) => flag(v) === 0;

/**
 * The top-level fields a find projection keeps, when it only includes fields (`{invoice_no: 1,
 * 'customer.name': 1}`): the results need no other field decoded. Undefined (whole documents) for
 * exclusions, computed fields and the operators that read the matched document (`$`, `$elemMatch`,
 * `$slice`, `$meta`).
 */
export function projectionFields(projection: unknown): FieldSet {
  if (!isPlainObject(projection)) return undefined;
  const entries = Object.entries(projection);
  if (entries.length === 0) return undefined;
  const out = new Set<string>();
  for (const [path, v] of entries) {
    if (path === '_id' && excluded(v)) continue;
    if (!included(v) || path.includes('$')) return undefined;
    out.add(path.split('.')[0] as string);
  }
  // `{_id: 0}` alone excludes `_id` and keeps everything else.
  if (out.size === 0) return undefined;
  if (!excluded(projection._id)) out.add('_id');
  return out;
}

/**
 * The top-level fields the stages after an aggregation's leading `$match` read, when its first stage
 * says so: a `$project` (included fields, and those its computed fields read) or a `$group` (the fields
 * its key and accumulators read). The matched documents are then decoded that far only: a report's
 * `{$project: {payments: 1}}` leaves each order's lines, search keys and trail undecoded.
 */
export function pipelineFields(rest: Doc[]): FieldSet {
  const first = rest[0];
  if (!first) return undefined;
  const out = new Set<string>();
  if (isPlainObject(first.$group)) return addRefs(first.$group, out) === WHOLE ? undefined : out;
  const spec = first.$project;
  if (!isPlainObject(spec)) return undefined;
  for (const [path, v] of Object.entries(spec)) {
    if (path === '_id' && excluded(v)) continue;
    // Exclusions keep every other field.
    if (excluded(v)) return undefined;
    const top = path.split('.')[0] as string;
    if (included(v)) out.add(top);
    else if (isPlainObject(v) && Object.keys(v).every((k) => !k.startsWith('$'))) {
      // `{vat: {summary: 1}}`: a nested inclusion (its computed sub-fields read what they name).
      out.add(top);
      if (addRefs(v, out) === WHOLE) return undefined;
    } else if (addRefs(v, out) === WHOLE) return undefined;
  }
  if (Object.keys(spec).every((path) => path === '_id')) return undefined;
  if (!excluded(spec._id)) out.add('_id');
  return out;
}
