import type { ObjectId } from 'bson';
import { bsonType, isPlainObject } from './normalize';

/** Renders a value the way mongod prints it in E11000 messages, e.g. `{ name: "x" }`, `ObjectId('…')`. */
export function formatValue(v: unknown): string {
  if (v === undefined) return 'undefined';
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (v instanceof Date) return `new Date(${v.getTime()})`;
  if (Array.isArray(v)) return `[ ${v.map(formatValue).join(', ')} ]`;
  switch (bsonType(v as object)) {
    case 'ObjectId':
      return `ObjectId('${(v as ObjectId).toHexString()}')`;
    case 'Long':
    case 'Double':
    case 'Decimal128':
      return String(v);
    default:
      break;
  }
  if (isPlainObject(v)) return formatKeyDoc(v);
  return String(v);
}

export function formatKeyDoc(doc: Record<string, unknown>): string {
  const parts = Object.entries(doc).map(([k, v]) => `${k}: ${formatValue(v)}`);
  return parts.length ? `{ ${parts.join(', ')} }` : '{}';
}
