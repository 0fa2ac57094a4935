import type { DepositKind } from '@voltdesk/contracts';
import { Schema } from 'mongoose';
import { vatRateRowSchema } from './sale-schemas';
import type { DocumentVat } from './vat';

/**
 * What deposits store on quotes and invoices (the quote's and the order's models hold these fields). All
 * amounts in integer pence; a deposit's amount always includes VAT (it is what the customer pays).
 */

/** The deposit a quote asks: the form's choice and what it comes to on the quote's total. */
export interface QuoteDeposit {
  kind: DepositKind;
  /** The percentage asked (two decimals at most); null for a fixed amount. */
  percent: number | null;
  /** The deposit, VAT included: the percentage of the total rounded to the penny (halves up), or the amount. */
  gross_pence: number;
}

/** An invoice made from a quote's deposit. */
export interface DepositInvoiceRef {
  order_id: string;
  invoice_no: number;
}

/** On a deposit invoice: the quote whose deposit it charges. */
export interface DepositOf {
  quote_id: string;
  quote_no: number;
  kind: DepositKind;
  percent: number | null;
  /** The final invoice that deducted it (its number), once made. */
  deducted_in?: number | null;
}

/** Net, VAT and gross of a part of a document, in pence. */
export interface Figures {
  net_pence: number;
  vat_pence: number;
  gross_pence: number;
}

/**
 * On a final invoice: what its deposit invoices charged (less their credit notes), deducted per line of
 * the job in the invoice's line order, in total and per rate, and per deposit invoice; `supply` is the whole
 * job's figures (the lines as stored). The invoice's total and VAT are the supply's less this.
 */
export interface DepositDeduction extends Figures {
  lines: Figures[];
  summary: DocumentVat['summary'];
  supply: Figures & { summary: DocumentVat['summary'] };
  invoices: Array<DepositInvoiceRef & Figures>;
}

export const quoteDepositSchema = new Schema<QuoteDeposit>(
  { kind: String, percent: { type: Number, default: null }, gross_pence: Number },
  { _id: false },
);

export const depositInvoiceRefSchema = new Schema<DepositInvoiceRef>(
  { order_id: String, invoice_no: Number },
  { _id: false },
);

export const depositOfSchema = new Schema<DepositOf>(
  {
    quote_id: String,
    quote_no: Number,
    kind: String,
    percent: { type: Number, default: null },
    deducted_in: { type: Number, default: null },
  },
  { _id: false },
);

const figures = { net_pence: Number, vat_pence: Number, gross_pence: Number };

export const depositDeductionSchema = new Schema<DepositDeduction>(
  {
    ...figures,
    lines: [new Schema(figures, { _id: false })],
    summary: [vatRateRowSchema],
    supply: new Schema({ ...figures, summary: [vatRateRowSchema] }, { _id: false }),
    invoices: [new Schema({ order_id: String, invoice_no: Number, ...figures }, { _id: false })],
  },
  { _id: false },
);
