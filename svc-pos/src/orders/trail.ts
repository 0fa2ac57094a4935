import type { OrderView } from '@voltdesk/contracts';
import type { TrailChange } from './model';
import { serializeOrder, type OrderState } from './serializer';

/**
 * The fields an invoice's trail compares, in the order a person reads an invoice. Values are compared and
 * recorded as the API shows them, so the trail reads like the invoice did before and after.
 */
const TRACKED = [
  'order_custom_id',
  'customer.name',
  'customer.phone',
  'customer.email',
  'customer.address',
  'site_address',
  'items',
  'sub_total',
  'discount',
  'total',
  'credited',
  'payment',
  'due',
  'status',
  'due_date',
  'additional',
  'expire_date',
  'alert',
] as const;

function valueAt(view: OrderView, field: string): unknown {
  const [head, tail] = field.split('.') as [string, string | undefined];
  const top = (view as Record<string, unknown>)[head];
  if (tail === undefined) return top ?? null;
  return ((top ?? {}) as Record<string, unknown>)[tail] ?? null;
}

/** JSON equality of view values (numbers, strings, null, arrays of lines). */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every tracked field whose value differs between the two states as the API shows them, with both values. */
export function changesBetween(before: OrderState, after: OrderState): TrailChange[] {
  const [beforeView, afterView] = [serializeOrder(before), serializeOrder(after)];
  const changes: TrailChange[] = [];
  for (const field of TRACKED) {
    const was = valueAt(beforeView, field);
    const now = valueAt(afterView, field);
    if (!same(was, now)) changes.push({ field, before: was, after: now });
  }
  return changes;
}
