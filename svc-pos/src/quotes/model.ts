import { outboxPlugin } from '@voltdesk/service-kit';
import { Schema, type Connection, type Types } from 'mongoose';
import {
  depositInvoiceRefSchema,
  quoteDepositSchema,
  type DepositInvoiceRef,
  type QuoteDeposit,
} from '../shared/sale-deposit-model';
import { defineModel } from '../shared/model';
import { customerSnapshotField, documentVatField, saleLineSchema } from '../shared/sale-schemas';
import type { DocumentVat, VatLineFigures } from '../shared/vat';
import type { StoredSaleLine } from '../shared/sale-lines';

/** What is stored; `Expired` is not a state but an Open quote seen after its valid-until date. */
export type QuoteState = 'open' | 'accepted' | 'declined' | 'converted';

/**
 * A line of a quote: the service (product) id, its own name and price, like an invoice line; its VAT rate
 * when put on the quote, and on a VAT quote its share of the discount and figures (../shared/vat.ts).
 */
export interface QuoteLine extends VatLineFigures, StoredSaleLine {
  product_id: string;
  name: string;
  price_pence: number;
  qty: number;
  total_pence: number;
}

/**
 * A conversion in progress: claimed by one request before it makes the invoice, so a second conversion
 * (a double click, another clerk) is refused instead of making a second invoice. The invoice is made with
 * the Idempotency-Key `quote-<id>`, so a conversion that died half way and is taken over (after
 * CONVERSION_STALE_MS) answers the same invoice rather than a new one.
 */
export interface QuoteConversion {
  at: Date;
  by: string;
  due_date: string | null;
}

/** A mail of the quote a clerk asked for (`emailQuote`): where, when, who, and the request's key. */
export interface QuoteEmail {
  to: string;
  at: Date;
  by: string;
  /** The `Idempotency-Key` of the request, so a repeat sends nothing more (quotes/email.ts). */
  key?: string;
}

/**
 * The customer's answer on the quote's public page, with what was recorded as evidence: the time, the
 * client address and browser, the link it came through, and (accepting) the typed name and the tick.
 */
export interface QuoteAnswer {
  decision: 'accepted' | 'declined';
  at: Date;
  name: string | null;
  reason: string | null;
  agreed_terms: boolean;
  ip: string;
  user_agent: string | null;
  link_id: string;
}

/** One entry of the quote's trail (`by`: an admin's id, or `customer` for an answer online). */
export interface QuoteTrailEntry {
  action: 'created' | 'updated' | 'accepted' | 'declined' | 'converted' | 'emailed';
  at: Date;
  by: string;
  reason?: string | null;
  name?: string;
  ip?: string;
  invoice_no?: number;
  to?: string;
}

export interface QuoteDoc {
  _id: Types.ObjectId;
  /** Absent only between the quote being recorded and its number being written (see QuoteService). */
  quote_no?: number;
  /** Set while the quote has no number yet: the sparse index finds the ones a dead request left. */
  unnumbered?: boolean;
  state: QuoteState;
  customer: { name: string; phone: string; email: string; address: string | null };
  items: QuoteLine[];
  sub_total_pence: number;
  discount_pence: number;
  total_pence: number;
  /** A VAT quote's figures (null or absent: the business was not VAT registered when it was made). */
  vat?: DocumentVat | null;
  order_custom_id: string | null;
  /** `YYYY-MM-DD`, the last day the offer stands, in the business's time zone. */
  valid_until: string;
  notes: string | null;
  decided_at: Date | null;
  decided_by: string | null;
  decision_reason: string | null;
  conversion: QuoteConversion | null;
  invoice_no: number | null;
  order_id: string | null;
  converted_at: Date | null;
  /** The deposit asked (deposits/model.ts); null or absent: none. */
  deposit?: QuoteDeposit | null;
  /** The deposit invoices made from it, oldest first; the final invoice deducts what they charged. */
  deposit_invoices?: DepositInvoiceRef[];
  /** Every mail of the quote asked for, oldest first (svc-notify's delivery log says whether it went). */
  emails?: QuoteEmail[];
  /** The customer's answer given online (absent or null: none). */
  answer?: QuoteAnswer | null;
  /** The job it belongs to (svc-pos/src/jobs) and the site of the work; null or absent: none. */
  job_id?: string | null;
  site_address?: string | null;
  /** The trail, oldest first (quotes made before it start theirs at their next change). */
  history?: QuoteTrailEntry[];
  /** Lower-cased customer name, phone digits and number, for the list's search (quotes are few). */
  search_text: string;
  /** Incremented by every write: edits and decisions apply only to the revision they were read at. */
  rev: number;
  created_by: string;
  updated_by: string;
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<QuoteDoc>(
  {
    quote_no: { type: Number },
    unnumbered: { type: Boolean },
    state: { type: String, required: true },
    customer: customerSnapshotField,
    items: [saleLineSchema],
    sub_total_pence: { type: Number, required: true },
    discount_pence: { type: Number, required: true },
    total_pence: { type: Number, required: true },
    vat: documentVatField,
    order_custom_id: { type: String, default: null },
    valid_until: { type: String, required: true },
    notes: { type: String, default: null },
    decided_at: { type: Date, default: null },
    decided_by: { type: String, default: null },
    decision_reason: { type: String, default: null },
    conversion: {
      _id: false,
      default: null,
      type: new Schema({ at: Date, by: String, due_date: { type: String, default: null } }, { _id: false }),
    },
    invoice_no: { type: Number, default: null },
    order_id: { type: String, default: null },
    converted_at: { type: Date, default: null },
    emails: [new Schema({ to: String, at: Date, by: String, key: String }, { _id: false })],
    deposit: { type: quoteDepositSchema, default: null },
    deposit_invoices: [depositInvoiceRefSchema],
    answer: {
      _id: false,
      default: null,
      type: new Schema(
        {
          decision: String,
          at: Date,
          name: { type: String, default: null },
          reason: { type: String, default: null },
          agreed_terms: Boolean,
          ip: String,
          user_agent: { type: String, default: null },
          link_id: String,
        },
        { _id: false },
      ),
    },
    history: [
      new Schema(
        {
          action: String,
          at: Date,
          by: String,
          reason: String,
          name: String,
          ip: String,
          invoice_no: Number,
          to: String,
        },
        { _id: false },
      ),
    ],
    search_text: { type: String, default: '' },
    job_id: { type: String, default: null },
    site_address: { type: String, default: null },
    rev: { type: Number, default: 0 },
    created_by: String,
    updated_by: String,
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  // Timestamps come from the service's clock (tests move time to see quotes expire).
  { collection: 'quotes', versionKey: false },
);
// No two quotes share a number; sparse, as a quote has none for a moment after it is recorded.
schema.index({ quote_no: 1 }, { unique: true, sparse: true });
schema.index({ unnumbered: 1 }, { sparse: true });
// The list, newest first, whole or by state (Expired: state open and valid_until before today).
schema.index({ created_at: -1 });
schema.index({ state: 1, valid_until: 1 });
// A job's page: its quotes newest first.
schema.index({ job_id: 1, created_at: -1 });
// `quote.email.requested` leaves in the same write as the mail's record (the outbox relay publishes it).
schema.plugin(outboxPlugin);

export const quoteModel = (conn: Connection) => defineModel(conn, 'Quote', schema);
export type QuoteModel = ReturnType<typeof quoteModel>;

/** The `quote` number series, in the same `counters` collection as the invoice and credit note series. */
export interface QuoteCounterDoc {
  _id: string;
  seq: number;
}
const counterSchema = new Schema<QuoteCounterDoc>(
  { _id: String, seq: { type: Number, default: 0 } },
  { collection: 'counters', versionKey: false },
);
export const quoteCounterModel = (conn: Connection) => defineModel(conn, 'QuoteCounter', counterSchema);
export type QuoteCounterModel = ReturnType<typeof quoteCounterModel>;
