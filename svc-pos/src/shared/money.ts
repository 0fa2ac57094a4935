import { toPence } from '@voltdesk/contracts';

/**
 * Converts pound amounts to integer pence, keyed by the request's field paths (`price`, `items.0.price`).
 * The amounts come from a validated request: the contract's `multipleOf: 0.01` has already refused any
 * fraction of a penny with 422, so the rounding here only removes binary floating-point noise.
 */
export function poundsToPence<K extends string>(amounts: Record<K, number>): Record<K, number> {
  const out = {} as Record<K, number>;
  for (const [field, pounds] of Object.entries(amounts) as Array<[K, number]>) out[field] = toPence(pounds);
  return out;
}
