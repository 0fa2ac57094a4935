import type { QuoteCreateRequest, QuoteView } from '@voltdesk/contracts';
import { validateWithSchema } from '@voltdesk/app-core/forms';
import { penceOr0, poundsForSchema } from '../../shared/money';
import {
  customerForSchema,
  EMPTY_CART_MESSAGE,
  lineTotalsOf,
  linesForSchema,
  typedAmountOf,
  typedCustomerOf,
  typedLineOf,
  type TypedLine,
} from '../../shared/sale-form';

/** One line as typed: price and qty stay text until the quote is saved. */
export type QuoteLine = TypedLine;

/** The quote form (create and edit) as typed. */
export interface QuoteFormValues {
  phone: string;
  name: string;
  email: string;
  address: string;
  valid_until: string;
  order_custom_id: string;
  notes: string;
  items: QuoteLine[];
  discount: string;
}

/** `YYYY-MM-DD` of the browser's today plus `days`. */
export function dateInDays(days: number, today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** How long a new quote stands unless the clerk says otherwise. */
export const DEFAULT_VALID_DAYS = 30;

export const emptyQuote = (): QuoteFormValues => ({
  phone: '',
  name: '',
  email: '',
  address: '',
  valid_until: dateInDays(DEFAULT_VALID_DAYS),
  order_custom_id: '',
  notes: '',
  items: [],
  discount: '',
});

/** A quote from the API as the form shows it. */
export function valuesFromQuote(q: QuoteView): QuoteFormValues {
  return {
    ...typedCustomerOf(q.customer),
    valid_until: q.valid_until,
    order_custom_id: q.order_custom_id ?? '',
    notes: q.notes ?? '',
    items: q.items.map(typedLineOf),
    discount: typedAmountOf(q.discount),
  };
}

/** Line totals, sub total and total in integer pence, as typed (what is not an amount yet counts 0). */
export function quoteTotals(values: QuoteFormValues) {
  const { lines, subTotal } = lineTotalsOf(values.items);
  const discount = penceOr0(values.discount);
  return { lines, subTotal, discount, total: Math.max(0, subTotal - discount) };
}

export type BuiltQuote =
  { ok: true; quote: QuoteCreateRequest } | { ok: false; errors: Record<string, string> };

/**
 * The request body, checked with the contract's schema (the one svc-pos runs): the same messages as its
 * 422, under the same field paths (`customer.email`, `items.0.price`, `valid_until`, `discount`).
 */
export function buildQuote(
  values: QuoteFormValues,
  schemaId: 'pos.quotes.create' | 'pos.quotes.update',
  id?: string,
): BuiltQuote {
  const candidate: Record<string, unknown> = {
    ...(id ? { id } : {}),
    customer: customerForSchema(values),
    items: linesForSchema(values.items),
    discount: poundsForSchema(values.discount) ?? 0,
    order_custom_id: values.order_custom_id.trim() || null,
    ...(values.valid_until ? { valid_until: values.valid_until } : {}),
    notes: values.notes.trim() || null,
  };
  const errors: Record<string, string> = { ...validateWithSchema(schemaId, candidate) };
  if (values.items.length === 0) errors.items = EMPTY_CART_MESSAGE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, quote: candidate as unknown as QuoteCreateRequest };
}
