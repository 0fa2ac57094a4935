import {
  DEPOSIT_AMOUNT_TOO_LARGE,
  type DepositKind,
  type QuoteView,
  type RequestInputOf,
} from '@voltdesk/contracts';
import { checkWithSchema } from '@voltdesk/app-core/forms';
import { parsePounds, poundsForSchema } from '../../shared/money';
import {
  customerForSchema,
  EMPTY_CART_MESSAGE,
  linesForSchema,
  typedAmountOf,
  typedCustomerOf,
  typedLineOf,
} from '../../shared/sale-form';
import { rateOfSaved, type RatedLine } from '../../shared/sale-vat';
import { EMPTY_JOB_SITE, jobSiteForSchema, typedJobSiteOf, type TypedJobSite } from '../../shared/job-site';

/** The quote form (create and edit) as typed; the job and site too (shared/job-site.ts). */
export interface QuoteFormValues extends TypedJobSite {
  phone: string;
  name: string;
  email: string;
  address: string;
  valid_until: string;
  order_custom_id: string;
  notes: string;
  /** Price and qty stay text until the quote is saved; each line has the rate svc-pos will charge. */
  items: RatedLine[];
  discount: string;
  /** No deposit (''), a percentage of the total, or a fixed amount (VAT included). */
  deposit_kind: '' | DepositKind;
  /** The percentage or the amount, as typed. */
  deposit_value: string;
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
  deposit_kind: '',
  deposit_value: '',
  ...EMPTY_JOB_SITE,
});

/** A quote from the API as the form shows it. */
export function valuesFromQuote(q: QuoteView): QuoteFormValues {
  return {
    ...typedCustomerOf(q.customer),
    valid_until: q.valid_until,
    order_custom_id: q.order_custom_id ?? '',
    notes: q.notes ?? '',
    items: q.items.map((i) => ({ ...typedLineOf(i), rate: rateOfSaved(i) })),
    discount: typedAmountOf(q.discount),
    deposit_kind: q.deposit?.kind ?? '',
    deposit_value: q.deposit
      ? q.deposit.kind === 'percent'
        ? String(q.deposit.percent)
        : typedAmountOf(q.deposit.amount)
      : '',
    ...typedJobSiteOf(q),
  };
}

/** The deposit as the contract takes it: none, or its kind and the number typed (the schema words the rest). */
function depositForSchema(values: QuoteFormValues) {
  const value = poundsForSchema(values.deposit_value);
  return { kind: values.deposit_kind, ...(value === undefined ? {} : { value }) };
}

/** What the form sends: the quote as the create mutation takes it (the edit page adds the quote's id). */
export type QuoteFormRequest = RequestInputOf<'pos.quotes.create'>;

export type BuiltQuote =
  { ok: true; quote: QuoteFormRequest } | { ok: false; errors: Record<string, string> };

/**
 * The request body, checked with the contract's schema (the one svc-pos runs): the same messages as its
 * 422, under the same field paths (`customer.email`, `items.0.price`, `valid_until`, `discount`,
 * `deposit.value`); a fixed deposit is also checked against `totalPence`, the total the form shows.
 */
export function buildQuote(
  values: QuoteFormValues,
  schemaId: 'pos.quotes.create' | 'pos.quotes.update',
  id?: string,
  totalPence?: number,
): BuiltQuote {
  const candidate: Record<string, unknown> = {
    ...(id ? { id } : {}),
    customer: customerForSchema(values),
    items: linesForSchema(values.items),
    discount: poundsForSchema(values.discount) ?? 0,
    order_custom_id: values.order_custom_id.trim() || null,
    ...(values.valid_until ? { valid_until: values.valid_until } : {}),
    notes: values.notes.trim() || null,
    // No deposit is the field left out (svc-pos reads an absent deposit as none, on an edit too).
    ...(values.deposit_kind ? { deposit: depositForSchema(values) } : {}),
    ...jobSiteForSchema(values),
  };
  const check =
    schemaId === 'pos.quotes.create'
      ? checkWithSchema('pos.quotes.create', candidate)
      : checkWithSchema('pos.quotes.update', candidate);
  // The schema's "The items field is required." says less than the screen's own words.
  if (values.items.length === 0) return { ok: false, errors: { ...check.errors, items: EMPTY_CART_MESSAGE } };
  if (!check.valid) return { ok: false, errors: check.errors };
  // What the schema cannot know: the total, which svc-pos checks the fixed deposit against too.
  const amount = values.deposit_kind === 'amount' ? parsePounds(values.deposit_value) : null;
  if (amount?.ok && totalPence !== undefined && amount.pence >= totalPence) {
    return { ok: false, errors: { 'deposit.value': DEPOSIT_AMOUNT_TOO_LARGE } };
  }
  return { ok: true, quote: check.body };
}
