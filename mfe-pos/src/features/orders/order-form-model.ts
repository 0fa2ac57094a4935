import type { OrderView, PaymentMethod, RequestInputOf } from '@voltdesk/contracts';
import { checkWithSchema } from '@voltdesk/app-core/forms';
import { penceOr0, penceToInput, penceToPounds, poundsForSchema, poundsToPence } from '../../shared/money';
import {
  countForSchema,
  customerForSchema,
  EMPTY_CART_MESSAGE,
  linesForSchema,
  typedAmountOf,
  typedCustomerOf,
  typedLineOf,
} from '../../shared/sale-form';
import {
  rateOfSaved,
  saleTotalsOf,
  type RatedLine,
  type SaleTotals,
  type SaleVatTerms,
} from '../../shared/sale-vat';
import { EMPTY_JOB_SITE, jobSiteForSchema, typedJobSiteOf, type TypedJobSite } from '../../shared/job-site';
import {
  reverseChargedTotals,
  reverseChargeRequest,
  switchOfChoice,
  type ReverseChargeSwitch,
} from './order-reverse-charge';

/** The POS form (create and update) as typed; the job and site too (shared/job-site.ts). */
export interface OrderFormValues extends TypedJobSite {
  phone: string;
  name: string;
  email: string;
  address: string;
  due_date: string;
  order_custom_id: string;
  items: RatedLine[];
  discount: string;
  payment: string;
  /** How the money the form takes is paid (sent only when the form takes money). */
  payment_method: PaymentMethod;
  additional: boolean;
  expire_date: string;
  alert: string;
  /**
   * The clerk asks for the customer record (found by phone) to take the details typed here; otherwise only
   * this invoice keeps them. Sent only when ticked.
   */
  update_customer: boolean;
  /**
   * Order update: the revision of the invoice the form was loaded from. Sent with the edit, so svc-pos
   * refuses it (409) when the invoice changed since (a payment taken meanwhile), instead of letting this
   * form's older pay amount overwrite it.
   */
  rev?: number;
  /** The domestic reverse charge switch (order-reverse-charge.tsx); absent: `auto`. */
  reverse_charge?: ReverseChargeSwitch;
}

/**
 * What the form sends: the order as the create mutation takes it, and on an update the revision it was
 * loaded from.
 */
export type OrderFormRequest = RequestInputOf<'pos.orders.create'> & { rev?: number };

export const EMPTY_ORDER: OrderFormValues = {
  phone: '',
  name: '',
  email: '',
  address: '',
  due_date: '',
  order_custom_id: '',
  items: [],
  discount: '',
  payment: '',
  payment_method: 'cash',
  additional: false,
  expire_date: '',
  alert: '',
  update_customer: false,
  ...EMPTY_JOB_SITE,
};

/** An order from the API as the form shows it (Order update). */
export function valuesFromOrder(order: OrderView): OrderFormValues {
  return {
    ...typedCustomerOf(order.customer),
    due_date: order.due_date ?? '',
    order_custom_id: order.order_custom_id ?? '',
    items: order.items.map((i) => ({ ...typedLineOf(i), rate: rateOfSaved(i) })),
    discount: typedAmountOf(order.discount),
    payment: penceToInput(poundsToPence(order.payment)),
    payment_method: 'cash',
    additional: order.additional,
    expire_date: order.expire_date ?? '',
    alert: order.alert === null ? '' : String(order.alert),
    update_customer: false,
    rev: order.rev,
    ...typedJobSiteOf(order),
    reverse_charge: switchOfChoice(order.reverse_charge_choice),
  };
}

export interface Totals extends SaleTotals {
  payment: number;
  due: number;
}

/**
 * The running amounts shown while typing, in integer pence: the sale's (`saleTotalsOf`: lines, sub total,
 * discount, VAT, total) and due = total - payment (spec section 9).
 */
export function totalsOf(values: OrderFormValues, terms: SaleVatTerms = null): Totals {
  const sale = reverseChargedTotals(
    saleTotalsOf(values.items, values.discount, terms),
    values.reverse_charge,
  );
  const payment = penceOr0(values.payment);
  return { ...sale, payment, due: sale.total - payment };
}

export type BuildResult =
  { ok: true; order: OrderFormRequest } | { ok: false; errors: Record<string, string>; emptyCart: boolean };

/**
 * Whether the form takes money now: a pay amount above what the order had paid (`paidBefore`, in pence;
 * 0 for a new order). Only then does it ask how the money was paid.
 */
export function takesMoney(values: OrderFormValues, paidBefore = 0): boolean {
  return penceOr0(values.payment) > paidBefore;
}

/**
 * The request body of the form, checked with the contract's schema, which svc-pos runs too: the same
 * messages as its 422, keyed by field path (`customer.email`, `items.0.qty`), the order's cross-field
 * rules included (discount up to the sub total, payment up to the total, Additional needs expire date and
 * alert days). Only the empty cart gets the screen's own wording.
 */
export function buildOrder(
  values: OrderFormValues,
  schemaId: 'pos.orders.create' | 'pos.orders.update',
  id?: string,
  paidBefore = 0,
  terms: SaleVatTerms = null,
): BuildResult {
  const emptyCart = values.items.length === 0;
  const alert = values.alert.trim();
  const candidate: Record<string, unknown> = {
    ...(id ? { id, rev: values.rev } : {}),
    customer: customerForSchema(values),
    items: linesForSchema(values.items),
    order_custom_id: values.order_custom_id.trim() || null,
    due_date: values.due_date || null,
    // An empty pay amount or discount is 0.
    payment: poundsForSchema(values.payment) ?? 0,
    discount: poundsForSchema(values.discount) ?? 0,
    additional: values.additional,
    expire_date: values.additional ? values.expire_date || null : null,
    alert: values.additional && alert !== '' ? countForSchema(alert) : null,
    // The method goes with money the form takes: a payment on create, a raised payment on update.
    ...(takesMoney(values, paidBefore) ? { payment_method: values.payment_method } : {}),
    ...(values.update_customer ? { update_customer: true } : {}),
    ...jobSiteForSchema(values),
    ...reverseChargeRequest(values.reverse_charge),
    // With prices excluding VAT the total is more than sub total - discount; sent so the contract checks the
    // pay amount against the total the clerk sees (svc-pos checks it again against its own).
    ...(terms && !terms.prices_include_vat ? { total: penceToPounds(totalsOf(values, terms).total) } : {}),
  };

  const check =
    schemaId === 'pos.orders.create'
      ? checkWithSchema('pos.orders.create', candidate)
      : checkWithSchema('pos.orders.update', candidate);
  // The schema's "The items field is required." says less than the screen's own words.
  if (emptyCart) return { ok: false, errors: { ...check.errors, items: EMPTY_CART_MESSAGE }, emptyCart };
  if (!check.valid) return { ok: false, errors: check.errors, emptyCart };
  return { ok: true, order: check.body };
}
