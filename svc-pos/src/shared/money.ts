import { hasAtMostTwoDecimals, toPence } from '@voltdesk/contracts';
import { ValidationError } from '@voltdesk/service-kit';

/**
 * Converts validated pound amounts to integer pence, all at once, so a form with several bad amounts gets
 * every field's message in one 422. Keys are the request's field paths (`price`, `items.0.price`).
 *
 * @throws ValidationError 'The <field> must have at most two decimal places.' for more decimals.
 */
export function poundsToPence<K extends string>(amounts: Record<K, number>): Record<K, number> {
  const errors: Record<string, string[]> = {};
  const out = {} as Record<K, number>;
  for (const [field, pounds] of Object.entries(amounts) as Array<[K, number]>) {
    if (!hasAtMostTwoDecimals(pounds)) {
      const label = (field.split('.').pop() ?? field).replace(/_/g, ' ');
      errors[field] = [`The ${label} must have at most two decimal places.`];
    } else {
      out[field] = toPence(pounds);
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}
