import {
  toPounds,
  type CreditNoteView,
  type OrderData,
  type OrderStatus,
  type OrderView,
  type PaymentRecordView,
  type TrailEntryView,
} from '@voltdesk/contracts';
import { depositFieldsOf } from '../shared/sale-deposit-views';
import { customerSnapshotView, saleLineView } from '../shared/sale-view';
import { rateRow, serializeVat, vatOfLine } from '../shared/vat';
import { creditVats } from '../shared/credit-vat';
import { jobLinkView } from '../shared/job-link';
import { reverseChargeView } from '../shared/reverse-charge/view';
import { serializeCis } from '../shared/sale-cis';
import type { CreditEntry, CreditVat, OrderDoc, PaymentEntry, TrailEntry } from './model';

export { EVENT_SOURCE } from '../shared/event-source';

export type OrderState = Omit<
  OrderDoc,
  'search_terms' | 'search_words' | 'idempotency_key' | 'idempotency_hash'
>;

/** Void once voided; otherwise Paid when nothing is due. */
export const statusOf = (o: { due_pence: number; voided_at?: Date | null }): OrderStatus =>
  o.voided_at ? 'Void' : o.due_pence === 0 ? 'Paid' : 'Unpaid';

/** The list an order is in (`paid`): see OrderDoc.paid. */
export const listFlagOf = (o: { due_pence: number; voided_at?: Date | null }): boolean | null =>
  o.voided_at ? null : o.due_pence === 0;

const iso = (d: Date) => new Date(d).toISOString();

/** The credit note numbers by credit id (refunds and trail entries point at their credit by id). */
const creditNumbers = (credits: readonly CreditEntry[]) =>
  new Map(credits.map((c) => [c.id, c.credit_no ?? null]));

export function serializeCredit(c: CreditEntry, vat: CreditVat | null = null): CreditNoteView {
  return {
    credit_no: c.credit_no ?? null,
    amount: toPounds(c.amount_pence),
    reason: c.reason,
    refund: toPounds(c.refund_pence),
    refund_method: c.refund_method ?? null,
    refund_reference: c.refund_reference ?? null,
    at: iso(c.at),
    by: c.by,
    vat: vat
      ? {
          net: toPounds(vat.net_pence),
          vat: toPounds(vat.vat_pence),
          gross: toPounds(vat.gross_pence),
          summary: vat.summary.map(rateRow),
        }
      : null,
    reverse_charge: reverseChargeView(c.reverse_charge),
  };
}

function serializePayment(p: PaymentEntry, numbers: Map<string, number | null>): PaymentRecordView {
  return {
    amount: toPounds(p.amount_pence),
    at: iso(p.at),
    by: p.by,
    // Payments recorded before methods existed were cash: the desk had no other way to record one.
    method: p.method ?? 'cash',
    reference: p.reference ?? null,
    kind: p.kind ?? (p.amount_pence < 0 ? 'correction' : 'payment'),
    credit_no: p.credit_id ? (numbers.get(p.credit_id) ?? null) : null,
  };
}

export function serializeTrailEntry(e: TrailEntry, numbers: Map<string, number | null>): TrailEntryView {
  return {
    action: e.action,
    at: iso(e.at),
    by: e.by,
    changes: (e.changes ?? []).map((c) => ({
      field: c.field,
      before: c.before ?? null,
      after: c.after ?? null,
    })),
    ...(e.amount_pence !== undefined && e.amount_pence !== null ? { amount: toPounds(e.amount_pence) } : {}),
    ...(e.method ? { method: e.method } : {}),
    ...(e.reference ? { reference: e.reference } : {}),
    ...(e.credit_id ? { credit_no: numbers.get(e.credit_id) ?? null } : {}),
    ...(e.reason ? { reason: e.reason } : {}),
    ...(e.to ? { to: e.to } : {}),
  };
}

/**
 * The order as the API shows it. The trail (`history`) comes with one order (details, a write's answer),
 * not with list pages, which do not load it.
 */
export function serializeOrder(o: OrderState, options: { history?: boolean } = {}): OrderView {
  const credits = o.credits ?? [];
  const numbers = creditNumbers(credits);
  const vats = creditVats(o);
  return {
    id: String(o._id),
    invoice_no: o.invoice_no,
    order_custom_id: o.order_custom_id ?? null,
    customer: customerSnapshotView(o.customer),
    items: o.items.map((i) => ({ ...saleLineView(i), ...(o.vat ? vatOfLine(i) : {}) })),
    sub_total: toPounds(o.sub_total_pence),
    discount: toPounds(o.discount_pence),
    total: toPounds(o.total_pence),
    payment: toPounds(o.payment_pence),
    due: toPounds(o.due_pence),
    status: statusOf(o),
    due_date: o.due_date ?? null,
    additional: Boolean(o.additional),
    expire_date: o.expire_date ?? null,
    alert: o.alert ?? null,
    payments: (o.payments ?? []).map((p) => serializePayment(p, numbers)),
    created_at: iso(o.created_at),
    updated_at: iso(o.updated_at),
    credited: toPounds(o.credited_pence ?? 0),
    credit_notes: credits.map((c, i) => serializeCredit(c, vats[i] ?? null)),
    voided_at: o.voided_at ? iso(o.voided_at) : null,
    void_reason: o.void_reason ?? null,
    ...(o.quote_no ? { quote_no: o.quote_no } : {}),
    ...(options.history ? { history: (o.history ?? []).map((e) => serializeTrailEntry(e, numbers)) } : {}),
    customer_id: o.customer_id ?? null,
    rev: o.rev ?? 0,
    vat: o.vat ? serializeVat(o.vat) : null,
    ...depositFieldsOf(o),
    ...jobLinkView(o),
    reverse_charge: reverseChargeView(o.reverse_charge),
    reverse_charge_choice: o.reverse_charge_choice ?? null,
    // Only on CIS invoices: every other invoice shows exactly as before CIS.
    ...(o.cis ? { cis: serializeCis(o.cis) } : {}),
  };
}

/** The `pos.order.v1` payload (libs/contracts/events/asyncapi.yaml `OrderData`): what svc-notify's alerts need. */
export function orderEventData(o: OrderState): OrderData {
  return {
    id: String(o._id),
    invoice_no: o.invoice_no,
    ...(o.order_custom_id ? { order_custom_id: o.order_custom_id } : {}),
    customer: {
      name: o.customer.name,
      phone: o.customer.phone,
      email: o.customer.email,
      ...(o.customer.address ? { address: o.customer.address } : {}),
    },
    sub_total: toPounds(o.sub_total_pence),
    discount: toPounds(o.discount_pence),
    total: toPounds(o.total_pence),
    payment: toPounds(o.payment_pence),
    due: toPounds(o.due_pence),
    ...(o.credited_pence ? { credited: toPounds(o.credited_pence) } : {}),
    created_at: iso(o.created_at),
    due_date: o.due_date ?? null,
    additional: Boolean(o.additional),
    expire_date: o.expire_date ?? null,
    alert: o.alert ?? null,
    // The invoice as the API shows it (no trail): svc-notify attaches it as a PDF to customer reminders.
    invoice: serializeOrder(o),
  };
}
