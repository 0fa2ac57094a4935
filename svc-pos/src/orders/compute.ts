import type { OrderCreateRequest, OrderUpdateRequest, VatRate } from '@voltdesk/contracts';
import { ValidationError } from '@voltdesk/service-kit';
import { poundsToPence } from '../shared/money';
import { cisOf, deductionNow, type CisSnapshot } from '../shared/sale-cis';
import { customerSnapshotOf, lineAmounts, linePence, lineSourcesOf, saleLinesOf } from '../shared/sale-lines';
import type { Catalogue } from './deps';
import type { OrderDoc, OrderItem } from './model';
import { applyVatWithReverseCharge, type ReverseChargeInput } from '../shared/reverse-charge/apply';
import type { VatTerms } from './vat';

export type OrderInput = OrderCreateRequest | OrderUpdateRequest;

/** The amounts and fields of an order, computed on the server from the request. */
export interface Computed {
  order_custom_id: string | null;
  customer: OrderDoc['customer'];
  customer_id?: string | null;
  items: OrderItem[];
  vat: OrderDoc['vat'];
  sub_total_pence: number;
  discount_pence: number;
  total_pence: number;
  payment_pence: number;
  due_pence: number;
  paid: boolean;
  due_date: string | null;
  additional: boolean;
  expire_date: string | null;
  alert: number | null;
  /** Set by the deposits feature only (deposit and final invoices are made from a quote, not a form). */
  deposit_of?: OrderDoc['deposit_of'];
  deposit_deduction?: OrderDoc['deposit_deduction'];
  /** The job and site (shared/job-link.ts), set by create and update after the figures. */
  job_id?: string | null;
  site_address?: string | null;
  /** The domestic reverse charge: the VAT the customer accounts for, and the form's switch as sent. */
  reverse_charge?: OrderDoc['reverse_charge'];
  reverse_charge_choice?: boolean | null;
  /** The CIS the contractor customer deducts (svc-pos/src/cis); null when none. */
  cis?: CisSnapshot | null;
}

/**
 * Every amount of the order, in integer pence, after the contract's schema has checked the form's rules
 * (amount limits, Additional's fields). Services already on the order (`kept`, with the VAT rate their
 * line was invoiced at) may have been deactivated, deleted or re-rated since; they stay valid and keep
 * their rate on an update; new lines must be active services and take the service's rate. With VAT
 * `terms` the total is the VAT invoice's gross (orders/vat.ts), else sub total - discount. With
 * `cisTerms` (the customer deducts CIS) the due is the amount payable after the deduction (cis/figures.ts).
 */
export async function computeOrder(
  catalogueOf: Catalogue,
  input: OrderInput,
  kept: ReadonlyMap<string, VatRate>,
  terms: VatTerms,
  customer: ReverseChargeInput['customer'] = null,
  cisTerms: (Pick<CisSnapshot, 'rate'> & Partial<CisSnapshot>) | null = null,
): Promise<Computed> {
  const amounts: Record<string, number> = { payment: input.payment, discount: input.discount ?? 0 };
  lineAmounts(input.items, amounts);
  const pence = poundsToPence(amounts);
  const errors: Record<string, string[]> = {};
  // A line already on the invoice keeps the rate it was invoiced at; a new one takes its service's.
  const lines = saleLinesOf(
    input.items,
    linePence(pence, input.items),
    await lineSourcesOf(catalogueOf, input.items),
    kept,
    errors,
  );
  // The amounts' limits and Additional's required fields are the contract's (pos.orders.create/update),
  // already checked; only what needs the database is checked here.
  const subTotal = lines.reduce((sum, i) => sum + i.total_pence, 0);
  const discount = pence.discount!;
  const payment = pence.payment!;
  const requested = input.reverse_charge;
  const {
    items,
    total_pence: total,
    vat,
    reverse_charge,
  } = applyVatWithReverseCharge(lines, discount, terms, { customer, requested }, errors);
  const additional = input.additional ?? false;
  // An edit keeps the rate the invoice was issued with and what its credit notes reversed.
  const issued = cisOf(cisTerms?.rate, {
    items,
    discount_pence: discount,
    total_pence: total,
    vatted: !!vat,
  });
  const cis = issued && cisTerms?.credited_labour_pence ? { ...issued, ...creditedOf(cisTerms) } : issued;
  const payable = total - deductionNow(cis);
  // The contract's payment rule trusts a form's VAT-inclusive `total` only up to the most VAT could add;
  // this is the check against the total computed here.
  if (payment > payable && !errors.payment) {
    errors.payment = [
      cis
        ? `The payment may not be greater than the amount payable after CIS (£${(payable / 100).toFixed(2)}).`
        : 'The payment may not be greater than the total.',
    ];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    order_custom_id: input.order_custom_id || null,
    customer: customerSnapshotOf(input.customer),
    items,
    vat,
    sub_total_pence: subTotal,
    discount_pence: discount,
    total_pence: total,
    payment_pence: payment,
    due_pence: payable - payment,
    paid: payable - payment === 0,
    due_date: input.due_date ?? null,
    additional,
    expire_date: additional ? (input.expire_date ?? null) : null,
    alert: additional ? (input.alert ?? null) : null,
    reverse_charge,
    reverse_charge_choice: requested ?? null,
    cis,
  };
}

const creditedOf = (c: Partial<CisSnapshot>) => ({
  credited_labour_pence: c.credited_labour_pence ?? 0,
  credited_deduction_pence: c.credited_deduction_pence ?? 0,
});
