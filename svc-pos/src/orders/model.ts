import type { PaymentMethod, TRAIL_ACTIONS, VatRate } from '@voltdesk/contracts';
import { outboxPlugin } from '@voltdesk/service-kit';
import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../shared/model';
import {
  customerSnapshotField,
  documentVatField,
  saleLineSchema,
  vatRateRowSchema,
} from '../shared/sale-schemas';
import type { CreditVat } from '../shared/credit-vat';
import type { DocumentVat, ReverseChargeVat } from '../shared/vat';
import { reverseChargeField } from '../shared/reverse-charge/model';
import type { StoredSaleLine } from '../shared/sale-lines';
import { cisSnapshotSchema, type CisSnapshot } from '../shared/sale-cis-model';
import {
  depositDeductionSchema,
  depositOfSchema,
  type DepositDeduction,
  type DepositOf,
} from '../shared/sale-deposit-model';

export interface OrderItem extends StoredSaleLine {
  /** The service (product) id; the line keeps its own name and price, whatever happens to the service. */
  product_id: string;
  name: string;
  price_pence: number;
  qty: number;
  total_pence: number;
  /**
   * The service's VAT rate when the line was put on the invoice (a later change of the service's rate
   * never alters it); absent on lines from before VAT (standard).
   */
  vat_rate?: VatRate;
  /** On a VAT invoice (`OrderDoc.vat`): the line's share of the discount and its net, VAT and gross. */
  discount_pence?: number;
  net_pence?: number;
  vat_pence?: number;
  gross_pence?: number;
}

/** A VAT invoice's figures, as issued (vatBreakdown in libs/contracts schemas/pos/vat.ts). */
export type OrderVat = DocumentVat;

/**
 * Money in or out of an order. `payment`: taken (positive); `refund`: given back with a credit note
 * (negative); `correction`: an order update that lowered the payment (negative). Entries written before
 * methods existed have no `method` (they were cash) and no `kind` (sign tells).
 */
export type PaymentKind = 'payment' | 'refund' | 'correction';

export interface PaymentEntry {
  amount_pence: number;
  at: Date;
  /** Admin user id (the token's `sub`). */
  by: string;
  method?: PaymentMethod;
  reference?: string | null;
  kind?: PaymentKind;
  /** A refund: the credit note (`credits[].id`) it belongs to. */
  credit_id?: string;
  /** The `Idempotency-Key` of the `due_pay` request that took it: one payment per key, ever. */
  key?: string;
  /** The answer that request got (payment and due right after it), repeated to a retry of the key. */
  payment_after_pence?: number;
  due_after_pence?: number;
}

/**
 * A credit note, held by the invoice it credits (one document, one conditional write). Its number comes
 * from the `credit_note` counter right after the credit is recorded (see CreditNotes), so a credit that
 * loses a race never burns a number; `credit_no` is null only in between.
 */
export interface CreditEntry {
  /** Links the refund payment and the trail entries to this credit before it has a number. */
  id: string;
  credit_no: number | null;
  amount_pence: number;
  reason: string;
  refund_pence: number;
  refund_method: PaymentMethod | null;
  refund_reference: string | null;
  at: Date;
  by: string;
  /** The `Idempotency-Key` of the request that issued it. */
  key?: string;
  /**
   * On a VAT invoice, the VAT it reverses as issued (creditVatBreakdown in libs/contracts
   * schemas/pos/vat.ts): per invoice line (in the invoice's line order) the gross and VAT taken back, and
   * the totals and per-rate summary. Absent on other invoices and on credits from before credit VAT.
   */
  vat?: CreditVat;
  /** On a reverse-charged invoice: the reverse-charge VAT the note takes back (reverse-charge/credits.ts). */
  reverse_charge?: ReverseChargeVat | null;
}

/** The VAT of a credit note (see CreditEntry.vat). */
export type { CreditVat };

export type TrailAction = (typeof TRAIL_ACTIONS)[number];

/** A field that changed, before and after, as the API showed it (money in pounds, lines as lines). */
export interface TrailChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** One change to an invoice: what, who (admin user id), when. Appended in the same write as the change. */
export interface TrailEntry {
  action: TrailAction;
  at: Date;
  by: string;
  changes: TrailChange[];
  amount_pence?: number;
  method?: PaymentMethod;
  reference?: string | null;
  credit_id?: string;
  reason?: string | null;
  /** emailed: where the invoice PDF was sent. */
  to?: string;
  /** emailed: the `Idempotency-Key` of the request, so a repeat sends nothing more (orders/email.ts). */
  key?: string;
}

export interface OrderCustomer {
  name: string;
  phone: string;
  email: string;
  address: string | null;
}

export interface OrderDoc {
  _id: Types.ObjectId;
  invoice_no: number;
  order_custom_id: string | null;
  /** The customer as invoiced: the invoice shows this copy, whatever happens to the record later. */
  customer: OrderCustomer;
  /**
   * The customer record the order was made for; null when there is none (its customer was deleted before
   * the records were linked); absent on orders not linked yet (the start-up migration links them).
   */
  customer_id?: string | null;
  items: OrderItem[];
  sub_total_pence: number;
  discount_pence: number;
  /** sub total - discount, plus VAT on a VAT invoice whose prices exclude it. */
  total_pence: number;
  /**
   * Null (or absent, before VAT) when the business was not VAT registered when the invoice was issued: no
   * VAT is shown or added. Kept as issued: an update recomputes the figures with the same number and mode.
   */
  vat?: OrderVat | null;
  /** Always the sum of `payments[].amount_pence` (refunds and corrections are negative). */
  payment_pence: number;
  /** total - credited - payment; 0 once void. */
  due_pence: number;
  /**
   * Which list the order is in, kept by every write: true Paid (`due_pence === 0`), false Unpaid, null Void
   * (in neither, nor in the outstanding figures). An equality on the `{paid, invoice_no}` index.
   */
  paid: boolean | null;
  /** Sum of `credits[].amount_pence`; absent on orders from before credit notes (0). */
  credited_pence?: number;
  credits?: CreditEntry[];
  /** The trail; absent on orders from before it. */
  history?: TrailEntry[];
  voided_at?: Date | null;
  voided_by?: string | null;
  void_reason?: string | null;
  /** The quote this invoice was made from (quotes/service.ts, through orders/quote-link.ts). */
  quote_no?: number | null;
  /** A deposit invoice: the quote whose deposit it charges (svc-pos/src/deposits). */
  deposit_of?: DepositOf;
  /** A final invoice: the deposits it deducts; its total and VAT are the lines' less these. */
  deposit_deduction?: DepositDeduction;
  /** The job it belongs to (svc-pos/src/jobs) and the site of the work; null or absent: none. */
  job_id?: string | null;
  site_address?: string | null;
  /**
   * Reverse charged (the domestic reverse charge, svc-pos/src/reverse-charge): no VAT charged (`vat` has
   * VAT 0, the total is the net) and this VAT is the customer's to account for. Null or absent: VAT as usual.
   */
  reverse_charge?: ReverseChargeVat | null;
  /** The order form's reverse-charge switch as last saved: true, false, or null (by the rule). */
  reverse_charge_choice?: boolean | null;
  /** The CIS its contractor customer deducts (svc-pos/src/cis); null or absent when none. */
  cis?: CisSnapshot | null;
  due_date: string | null;
  additional: boolean;
  expire_date: string | null;
  alert: number | null;
  payments: PaymentEntry[];
  /** Short search keys, multikey-indexed (see search.ts). */
  search_terms: string[];
  /** Whole lower-cased words and phone digits, checked on the indexed candidates only. */
  search_words: string[];
  idempotency_key?: string;
  /** Hash of the request body first sent with `idempotency_key`. */
  idempotency_hash?: string;
  /** Incremented by every write: updates and payments apply only to the revision they computed from. */
  rev: number;
  created_by: string;
  updated_by: string;
  created_at: Date;
  updated_at: Date;
}

/** Fields never shown by the API (the outbox fields are `select: false` in the plugin). */
export const HIDDEN = { search_terms: 0, search_words: 0, idempotency_key: 0, idempotency_hash: 0 } as const;

const schema = new Schema<OrderDoc>(
  {
    invoice_no: { type: Number, required: true },
    order_custom_id: { type: String, default: null },
    customer: customerSnapshotField,
    items: [saleLineSchema],
    customer_id: { type: String },
    vat: documentVatField,
    sub_total_pence: { type: Number, required: true },
    discount_pence: { type: Number, required: true },
    total_pence: { type: Number, required: true },
    payment_pence: { type: Number, required: true },
    due_pence: { type: Number, required: true },
    // Not `required`: null is a value here (Void).
    paid: { type: Boolean },
    credited_pence: { type: Number, default: 0 },
    credits: [
      new Schema(
        {
          id: String,
          credit_no: { type: Number, default: null },
          amount_pence: Number,
          reason: String,
          refund_pence: Number,
          refund_method: { type: String, default: null },
          refund_reference: { type: String, default: null },
          at: Date,
          by: String,
          key: String,
          vat: {
            type: new Schema(
              {
                lines: [new Schema({ gross_pence: Number, vat_pence: Number }, { _id: false })],
                net_pence: Number,
                vat_pence: Number,
                gross_pence: Number,
                summary: [vatRateRowSchema],
              },
              { _id: false },
            ),
            default: undefined,
          },
          reverse_charge: reverseChargeField,
        },
        { _id: false },
      ),
    ],
    history: [
      new Schema(
        {
          action: String,
          at: Date,
          by: String,
          changes: Schema.Types.Mixed,
          amount_pence: Number,
          method: String,
          reference: String,
          credit_id: String,
          reason: String,
          to: String,
          key: String,
        },
        { _id: false },
      ),
    ],
    voided_at: { type: Date, default: null },
    voided_by: { type: String, default: null },
    void_reason: { type: String, default: null },
    quote_no: { type: Number },
    deposit_of: { type: depositOfSchema, default: undefined },
    deposit_deduction: { type: depositDeductionSchema, default: undefined },
    job_id: { type: String, default: null },
    site_address: { type: String, default: null },
    reverse_charge: reverseChargeField,
    reverse_charge_choice: { type: Boolean, default: null },
    cis: { type: cisSnapshotSchema, default: undefined },
    due_date: { type: String, default: null },
    additional: { type: Boolean, default: false },
    expire_date: { type: String, default: null },
    alert: { type: Number, default: null },
    payments: [
      new Schema(
        {
          amount_pence: Number,
          at: Date,
          by: String,
          method: String,
          reference: String,
          kind: String,
          credit_id: String,
          key: String,
          payment_after_pence: Number,
          due_after_pence: Number,
        },
        { _id: false },
      ),
    ],
    search_terms: { type: [String], default: [] },
    search_words: { type: [String], default: [] },
    idempotency_key: { type: String },
    idempotency_hash: { type: String },
    rev: { type: Number, default: 0 },
    created_by: String,
    updated_by: String,
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  // Timestamps are set from the service's clock (tests freeze time for the summary periods).
  { collection: 'orders', versionKey: false },
);
schema.plugin(outboxPlugin);
// Newest first, and the unique guard on invoice numbers.
schema.index({ invoice_no: -1 }, { unique: true });
// Search: equality on one key, then newest first.
schema.index({ search_terms: 1, invoice_no: -1 });
// Paid/Unpaid/Void filter (Void is `paid: null`): the page walks this index newest first; the outstanding due.
schema.index({ paid: 1, invoice_no: -1 });
// Paid/Unpaid totals: `countDocuments({paid, _deleted: {$exists: false}})` counted on index keys.
schema.index({ paid: 1, _deleted: 1 });
schema.index({ due_pence: 1 });
// Summary periods: invoices by creation time, takings by payment time.
schema.index({ created_at: 1 });
schema.index({ 'payments.at': 1 });
// Reports (svc-pos/src/reports): credit notes issued in a period.
schema.index({ 'credits.at': 1 });
schema.index({ idempotency_key: 1 }, { unique: true, sparse: true });
// A customer's page: their invoices newest first, and the totals over them.
schema.index({ customer_id: 1, invoice_no: -1 });
// A job's page: its invoices newest first.
schema.index({ job_id: 1, invoice_no: -1 });
// The unfiltered total, `countDocuments({_deleted: {$exists: false}})`. Not sparse: a sparse index holds
// no entry for a missing field, so it cannot answer `$exists: false`.
schema.index({ _deleted: 1 });

export const orderModel = (conn: Connection) => defineModel(conn, 'Order', schema);
export type OrderModel = ReturnType<typeof orderModel>;

/** The number sequences (`invoice`, `credit_note`): one document per counter, advanced with `$inc`. */
export interface CounterDoc {
  _id: string;
  seq: number;
}
const counterSchema = new Schema<CounterDoc>(
  { _id: String, seq: { type: Number, default: 0 } },
  { collection: 'counters', versionKey: false },
);
export const counterModel = (conn: Connection) => defineModel(conn, 'Counter', counterSchema);
export type CounterModel = ReturnType<typeof counterModel>;

/**
 * Who deleted which order and when, with the order as it was and its trail ending with the delete, as the
 * API showed them. Written before the order is removed; `getOrderTrail` reads it once the order is gone.
 */
export interface OrderAuditDoc {
  _id: Types.ObjectId;
  action: 'deleted';
  order_id: string;
  invoice_no: number;
  snapshot: unknown;
  /** `TrailEntryView[]`; absent on records from before the trail. */
  trail?: unknown[];
  reason?: string | null;
  deleted_by: string;
  deleted_at: Date;
}
const auditSchema = new Schema<OrderAuditDoc>(
  {
    action: { type: String, required: true },
    order_id: { type: String, required: true },
    invoice_no: { type: Number, required: true },
    snapshot: { type: Schema.Types.Mixed, required: true },
    trail: { type: [Schema.Types.Mixed], default: undefined },
    reason: { type: String, default: null },
    deleted_by: { type: String, required: true },
    deleted_at: { type: Date, required: true },
  },
  { collection: 'order_audit', versionKey: false },
);
auditSchema.index({ order_id: 1 });
auditSchema.index({ invoice_no: 1 });
export const orderAuditModel = (conn: Connection) => defineModel(conn, 'OrderAudit', auditSchema);
export type OrderAuditModel = ReturnType<typeof orderAuditModel>;
