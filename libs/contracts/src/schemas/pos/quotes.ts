import type { FromSchema } from 'json-schema-to-ts';
import { idField } from '../common';
import { dateTimeView, nullableDateTimeView } from '../common-views';
import { depositField, depositInvoiceRefShape, quoteDepositShape } from './deposits';
import { quoteAnswerEvidenceShape, quoteTrailEntryShape } from './customer-documents';
import { optionalDateField } from './fields';
import { orderCreateSchema } from './orders';
import {
  customerSnapshotShape,
  documentQuery,
  oneOrPage,
  SALE_LINE_REQUIRED,
  saleLineProperties,
  saleVatLineProperties,
  vatSummaryShape,
} from './sale-shapes';

/**
 * Quotes: an offer made like an invoice (same customer and lines, same cart rules), with
 * a number of its own series (`quote_no`, shown as Q-000001), a valid-until date, and a life of its own:
 * Open, then Accepted, Declined or Converted (into an invoice, in one step). An Open quote whose
 * valid-until date has passed (in the business's time zone) shows as Expired.
 */

/** Q-000001: how screens, printouts and exports write a quote number. */
export const formatQuoteNo = (quoteNo: number): string => `Q-${String(quoteNo).padStart(6, '0')}`;

/** What a quote shows. `Expired` is an Open quote past its valid-until date; it is not stored. */
export const QUOTE_STATUSES = ['Open', 'Accepted', 'Declined', 'Converted', 'Expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const order = orderCreateSchema.properties;

/** The customer, lines and discount are the order's own fields: one set of rules for both. */
const quoteProperties = {
  customer: order.customer,
  items: order.items,
  discount: order.discount,
  order_custom_id: order.order_custom_id,
  /** The last day the offer stands (inclusive), in the business's time zone; not before today. */
  valid_until: { type: 'string', format: 'date' },
  /** Terms or a note printed under the lines. */
  notes: { type: ['string', 'null'], maxLength: 2000 },
  /** A deposit asked before the work (deposits.ts); none when null or absent. */
  deposit: depositField,
  /** The job and site, as on an invoice; a quote converted (or its deposit invoiced) carries them over. */
  job_id: order.job_id,
  site_address: order.site_address,
} as const;

/** `insertQuote`. */
export const quoteCreateSchema = {
  $id: 'pos.quotes.create',
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'items', 'valid_until'],
  properties: quoteProperties,
} as const;
export type QuoteCreateRequest = FromSchema<typeof quoteCreateSchema>;

/** `updateQuote`: the same form plus the quote's id (Open quotes only). */
export const quoteUpdateSchema = {
  $id: 'pos.quotes.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'customer', 'items', 'valid_until'],
  properties: { id: idField, ...quoteProperties },
} as const;
export type QuoteUpdateRequest = FromSchema<typeof quoteUpdateSchema>;

/**
 * `getQuotes`: one quote by `id`, or a page newest first, searched by customer name, phone or quote number
 * (`Q-000012`, `q12` or `12`) and filtered by status.
 */
export const quoteQuerySchema = documentQuery('pos.quotes.query', QUOTE_STATUSES);
export type QuoteQuery = FromSchema<typeof quoteQuerySchema>;

/** `acceptQuote` / `declineQuote`: the customer's answer, with an optional note of why. */
export const quoteDecisionSchema = {
  $id: 'pos.quotes.decision',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField, reason: { type: ['string', 'null'], maxLength: 500 } },
} as const;
export type QuoteDecisionRequest = FromSchema<typeof quoteDecisionSchema>;

/** `convertQuote`: makes the invoice; `due_date` is the invoice's (none when absent). */
export const quoteConvertSchema = {
  $id: 'pos.quotes.convert',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField, due_date: optionalDateField },
} as const;
export type QuoteConvertRequest = FromSchema<typeof quoteConvertSchema>;

const pounds = { type: 'number' } as const;

const quoteShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'quote_no',
    'status',
    'expired',
    'customer',
    'items',
    'sub_total',
    'discount',
    'total',
    'order_custom_id',
    'valid_until',
    'notes',
    'decided_at',
    'decided_by',
    'decision_reason',
    'invoice_no',
    'order_id',
    'converted_at',
    'created_by',
    'created_at',
    'updated_at',
  ],
  properties: {
    id: { type: 'string' },
    /** Null only for the moment between the quote being recorded and its number being written. */
    quote_no: { type: ['integer', 'null'], minimum: 1 },
    status: { type: 'string', enum: QUOTE_STATUSES },
    /** True when an Open quote's valid-until date has passed (then `status` is Expired). */
    expired: { type: 'boolean' },
    customer: customerSnapshotShape,
    items: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: SALE_LINE_REQUIRED,
        // On a VAT quote only (`vat` not null): each line's VAT, as on an invoice.
        properties: { ...saleLineProperties, ...saleVatLineProperties },
      },
    },
    sub_total: pounds,
    discount: pounds,
    total: pounds,
    order_custom_id: { type: ['string', 'null'] },
    valid_until: { type: 'string' },
    notes: { type: ['string', 'null'] },
    /** When and by whom (admin user id) it was accepted or declined. */
    decided_at: nullableDateTimeView,
    decided_by: { type: ['string', 'null'] },
    decision_reason: { type: ['string', 'null'] },
    /** The invoice it became (`getOrders?id=order_id`); that order carries `quote_no` back. */
    invoice_no: { type: ['integer', 'null'] },
    order_id: { type: ['string', 'null'] },
    converted_at: nullableDateTimeView,
    /**
     * Every e-mail of the quote asked for, oldest first: the address, when, and which admin (user id).
     * svc-notify's delivery log says whether each went. Sent on every quote by svc-pos; not required so
     * that a `quote.email.requested` written by an svc-pos from before it (still on the topic during an
     * upgrade) passes svc-notify's check of the quote.
     */
    emails: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['to', 'at', 'by'],
        properties: { to: { type: 'string' }, at: dateTimeView, by: { type: 'string' } },
      },
    },
    created_by: { type: 'string' },
    created_at: dateTimeView,
    updated_at: dateTimeView,
    /**
     * Null when the business was not VAT registered when the quote was made (`total` = sub total -
     * discount); otherwise its VAT figures by the invoices' rule and terms, and `total` is `gross`, what the
     * invoice it becomes will charge. Sent on every quote by svc-pos; not required only so that clients
     * written before quotes had VAT still type-check.
     */
    vat: { anyOf: [{ type: 'null' }, vatSummaryShape] },
    /**
     * The deposit the quote asks (null: none) and the deposit invoices made from it, oldest first; the
     * final invoice (`invoice_no`) deducts what they charged. Sent on every quote by svc-pos.
     */
    deposit: { anyOf: [{ type: 'null' }, quoteDepositShape] },
    deposit_invoices: { type: 'array', items: depositInvoiceRefShape },
    /**
     * The customer's answer on the quote's public page, with its evidence (null when they gave none
     * online). Sent on every quote by svc-pos; not required, as `emails`.
     */
    answer: { anyOf: [{ type: 'null' }, quoteAnswerEvidenceShape] },
    /** The quote's trail, oldest first: every change of its state and content. Not required, as `emails`. */
    history: { type: 'array', items: quoteTrailEntryShape },
    /** The job it belongs to and the site of the work, when it has them (absent otherwise). */
    job_id: { type: 'string' },
    site_address: { type: 'string' },
  },
} as const;

/** A quote as the API shows it; amounts in pounds. Also what an e-mailed quote is rendered from. */
export const quoteView = { $id: 'pos.views.quote', ...quoteShape } as const;
export type QuoteView = FromSchema<typeof quoteView>;

/** `getQuotes`: one quote with `?id=`, otherwise a page (with `meta`). */
export const quoteOrPageView = oneOrPage('pos.views.quoteOrPage', quoteShape);

export const quoteSchemas = [
  quoteCreateSchema,
  quoteUpdateSchema,
  quoteQuerySchema,
  quoteDecisionSchema,
  quoteConvertSchema,
] as const;
export const quoteViews = [quoteView, quoteOrPageView] as const;
