import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeView, nullableDateTimeView } from '../common-views';
import { cisSnapshotShape } from './cis';
import { depositDeductionShape, depositOfShape } from './deposits';
import { PAYMENT_METHODS } from './fields';
import { reverseChargeChoiceField, reverseChargeField } from './reverse-charge';
import {
  customerSnapshotShape,
  oneOrPage,
  SALE_LINE_REQUIRED,
  saleLineProperties,
  saleVatLineProperties,
  vatRateRows,
  vatSummaryShape,
} from './sale-shapes';
import { id, optionalDate, pounds } from './view-fields';

/** Void: kept with its number and payments, owed nothing, out of the due lists and the outstanding figures. */
export const orderStatus = { type: 'string', enum: ['Paid', 'Unpaid', 'Void'] } as const;
export type OrderStatus = FromSchema<typeof orderStatus>;

const admin = { type: 'string' } as const;
const paymentMethod = { type: 'string', enum: PAYMENT_METHODS } as const;
const reference = { type: ['string', 'null'] } as const;

/**
 * Money in or out of an order, oldest first. `kind`: `payment` (taken; `due_pay`, or the order form's
 * payment), `refund` (given back with a credit note: a negative amount, counted in the takings of the day it
 * was given back) or `correction` (an order update that lowered the payment: negative).
 */
const paymentShape = {
  type: 'object',
  additionalProperties: false,
  // svc-pos sends every field (a payment recorded before methods existed shows as cash), and the POS
  // payment history and receipts show them.
  required: ['amount', 'at', 'by', 'method', 'reference', 'kind', 'credit_no'],
  properties: {
    amount: pounds,
    at: dateTimeView,
    /** The admin (user id) who took or gave back the money. */
    by: admin,
    method: paymentMethod,
    reference,
    kind: { type: 'string', enum: ['payment', 'refund', 'correction'] },
    /** A refund: the credit note it belongs to. */
    credit_no: { type: ['integer', 'null'] },
  },
} as const;
export type PaymentRecordView = FromSchema<typeof paymentShape>;

/** The VAT a credit note reverses: net, VAT and gross (its amount) in total and per rate. */
const creditVatShape = {
  type: 'object',
  additionalProperties: false,
  required: ['net', 'vat', 'gross', 'summary'],
  properties: { net: pounds, vat: pounds, gross: pounds, summary: vatRateRows },
} as const;
export type CreditVatView = FromSchema<typeof creditVatShape>;

/** A credit note: its own number series, a part or all of an invoice, and the refund it gave, if any. */
const creditNoteShape = {
  type: 'object',
  additionalProperties: false,
  required: ['credit_no', 'amount', 'reason', 'refund', 'refund_method', 'refund_reference', 'at', 'by'],
  properties: {
    /** Null only for the moment between the credit being recorded and its number being written. */
    credit_no: { type: ['integer', 'null'], minimum: 1 },
    amount: pounds,
    reason: { type: 'string' },
    /** Money given back with it (0 when the customer had not paid more than the invoice is now worth). */
    refund: pounds,
    refund_method: { anyOf: [{ type: 'null' }, paymentMethod] },
    refund_reference: reference,
    at: dateTimeView,
    by: admin,
    /**
     * On a VAT invoice: the VAT the credit note reverses, per rate (creditVatBreakdown in ./vat.ts); null
     * on other invoices. svc-pos always sends it; optional for clients typed before it.
     */
    vat: { anyOf: [{ type: 'null' }, creditVatShape] },
    /** On a reverse-charged invoice: the reverse-charge VAT this note takes back (none is refunded). */
    reverse_charge: reverseChargeField,
  },
} as const;
export type CreditNoteView = FromSchema<typeof creditNoteShape>;

export const TRAIL_ACTIONS = [
  'created',
  'updated',
  'payment',
  'credited',
  'refund',
  'voided',
  'deleted',
  /** The invoice was e-mailed to the customer as a PDF (`to`): recorded when the clerk asks for it. */
  'emailed',
] as const;

/**
 * One change to an invoice: what happened, who (admin user id) and when. `changes` holds each field that
 * changed with its value before and after, as the API showed it (money in pounds; `items` as lines).
 */
const trailEntryShape = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'at', 'by', 'changes'],
  properties: {
    action: { type: 'string', enum: TRAIL_ACTIONS },
    at: dateTimeView,
    by: admin,
    changes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['field', 'before', 'after'],
        properties: { field: { type: 'string' }, before: {}, after: {} },
      },
    },
    /** payment, refund, credited: the amount. */
    amount: pounds,
    method: paymentMethod,
    reference,
    credit_no: { type: ['integer', 'null'] },
    reason: { type: ['string', 'null'] },
    /** emailed: where the invoice went. */
    to: { type: 'string' },
  },
} as const;
export type TrailEntryView = FromSchema<typeof trailEntryShape>;

export type OrderVatView = FromSchema<typeof vatSummaryShape>;

/** The invoice's shape (the order view without its `$id`), which other views embed. */
export const orderShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'invoice_no',
    'order_custom_id',
    'customer',
    'items',
    'sub_total',
    'discount',
    'total',
    'payment',
    'due',
    'status',
    'due_date',
    'additional',
    'expire_date',
    'alert',
    'payments',
    'created_at',
    'updated_at',
  ],
  properties: {
    id,
    invoice_no: { type: 'integer', minimum: 1 },
    order_custom_id: { type: ['string', 'null'] },
    customer: customerSnapshotShape,
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: SALE_LINE_REQUIRED,
        properties: {
          ...saleLineProperties,
          // On a VAT invoice only (`vat` not null): the line's rate as it was when invoiced.
          ...saleVatLineProperties,
        },
      },
    },
    sub_total: pounds,
    discount: pounds,
    total: pounds,
    payment: pounds,
    due: pounds,
    /** Paid when due is 0. */
    status: orderStatus,
    due_date: optionalDate,
    additional: { type: 'boolean' },
    expire_date: optionalDate,
    /** Days before the expire date to send the reminder. */
    alert: { type: ['integer', 'null'] },
    /** Every payment taken or given back, oldest first (see paymentShape). */
    payments: { type: 'array', items: paymentShape },
    created_at: dateTimeView,
    updated_at: dateTimeView,
    // Sent on every order by svc-pos. Not required by the schema only so that clients written before
    // credit notes and the trail (and their test fixtures) still type-check.
    /** Sum of the credit notes. due = total - credited - payment. */
    credited: pounds,
    credit_notes: { type: 'array', items: creditNoteShape },
    voided_at: nullableDateTimeView,
    void_reason: { type: ['string', 'null'] },
    /** The quote this invoice was converted from (`getQuotes`), when it was. */
    quote_no: { type: 'integer', minimum: 1 },
    /** The invoice's trail, oldest first: on one order (`getOrders?id=`) and on writes' answers, not in lists. */
    history: { type: 'array', items: trailEntryShape },
    /** The customer record the order was made for (its page); null when none (deleted, older orders). */
    customer_id: { type: ['string', 'null'] },
    /**
     * The invoice's revision: every change of its figures (edit, payment, credit note, void) moves it on. An
     * edit (`updateOrder`) sends back the revision its form loaded and is refused with 409 when the invoice
     * changed since, so a stale form never overwrites a payment taken meanwhile.
     */
    rev: { type: 'integer', minimum: 0 },
    /**
     * Null when the business was not VAT registered when the invoice was issued: the invoice then shows no
     * VAT at all and `total` is sub total - discount. Otherwise the VAT figures of a UK VAT invoice, as
     * issued (later changes of rates or settings never alter them); `total` is then `gross`.
     */
    vat: { anyOf: [{ type: 'null' }, vatSummaryShape] },
    /** A deposit invoice: the quote whose deposit it charges (deposits.ts). */
    deposit_of: depositOfShape,
    /** A final invoice: the whole job, less the deposits paid on its deposit invoices (deposits.ts). */
    deposit_deduction: depositDeductionShape,
    /** The job it belongs to and the site of the work, when it has them (absent otherwise). */
    job_id: { type: 'string' },
    site_address: { type: 'string' },
    /**
     * The domestic reverse charge: null when VAT is charged as usual; otherwise the invoice charges no VAT
     * (`vat.vat` 0, `total` the net) and this is the wording and the VAT the customer accounts for.
     */
    reverse_charge: reverseChargeField,
    /** The order form's switch as saved: true, false, or null (by the customer and the rule). */
    reverse_charge_choice: reverseChargeChoiceField,
    /** The CIS its contractor customer deducts (cis.ts); null when none. Sent by svc-pos always. */
    cis: { anyOf: [{ type: 'null' }, cisSnapshotShape] },
  },
} as const;

/** An order (invoice) as the API shows it; every amount in pounds. */
export const orderView = { $id: 'pos.views.order', ...orderShape } as const;
export type OrderView = FromSchema<typeof orderView>;

/**
 * `getOrders` answers one order with `?id=`, otherwise a page of them (with `meta`): one path, so one
 * view holding both.
 */
export const orderOrPageView = oneOrPage('pos.views.orderOrPage', orderShape);

/** `creditOrder`: the credit note issued and the invoice after it. */
export const creditResultView = {
  $id: 'pos.views.creditResult',
  type: 'object',
  additionalProperties: false,
  required: ['credit_note', 'order'],
  properties: { credit_note: creditNoteShape, order: orderShape },
} as const;
export type CreditResultData = FromSchema<typeof creditResultView>;

/** `getOrderTrail`: what happened to an invoice number, also after the invoice was deleted. */
export const orderTrailView = {
  $id: 'pos.views.orderTrail',
  type: 'object',
  additionalProperties: false,
  required: ['invoice_no', 'order_id', 'status', 'trail'],
  properties: {
    invoice_no: { type: 'integer', minimum: 1 },
    order_id: id,
    status: { type: 'string', enum: ['Paid', 'Unpaid', 'Void', 'Deleted'] },
    trail: { type: 'array', items: trailEntryShape },
  },
} as const;
export type OrderTrailData = FromSchema<typeof orderTrailView>;

/** `due_pay`: the order's amounts after the payment. */
export const paymentResultView = {
  $id: 'pos.views.paymentResult',
  type: 'object',
  additionalProperties: false,
  required: ['payment', 'due', 'status'],
  properties: {
    /** Everything paid on the order so far. */
    payment: pounds,
    due: pounds,
    status: orderStatus,
  },
} as const;
export type PaymentResultData = FromSchema<typeof paymentResultView>;
