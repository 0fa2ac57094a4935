import type { QuoteView } from '@voltdesk/contracts';
import type { Job } from '../shared/sale-deposit-figures';
import type {
  DepositDeduction,
  DepositInvoiceRef,
  DepositOf,
  QuoteDeposit,
} from '../shared/sale-deposit-model';
import type { StoredSaleLine } from '../shared/sale-lines';
import type { DocumentVat, VatLineFigures } from '../shared/vat';
import type { CreditVat } from '../shared/credit-vat';

/**
 * What deposits read and write of quotes and invoices, given at composition (svc-pos/src/deposit-ports.ts),
 * so that deposits never imports the quotes or orders feature (nor they it).
 */

type Line = StoredSaleLine & VatLineFigures;

/** A quote as deposits reads it. */
export interface DepositQuote extends Job {
  id: string;
  quote_no?: number;
  state: 'open' | 'accepted' | 'declined' | 'converted';
  /** Being converted to an invoice right now (quotes/conversion.ts). */
  converting: boolean;
  /** Why it may not be invoiced any more because it expired, or null. */
  expired: string | null;
  invoice_no: number | null;
  customer: { name: string; phone: string; email: string; address: string | null };
  order_custom_id: string | null;
  items: Line[];
  sub_total_pence: number;
  vat?: DocumentVat | null;
  deposit?: QuoteDeposit | null;
  deposit_invoices?: DepositInvoiceRef[];
  /** Its job and site, which its deposit and final invoices carry over. */
  job_id?: string | null;
  site_address?: string | null;
}

export interface DepositQuotes {
  /** @throws NotFoundError. */
  read(id: string): Promise<DepositQuote>;
  /** The quote as the API shows it. */
  view(id: string): Promise<QuoteView>;
  /**
   * Records the quote's deposit invoice and makes an Open quote Accepted, on the revision read if it has
   * not changed since, else the link alone (the invoice exists); once.
   */
  recordDepositInvoice(quote: DepositQuote, ref: DepositInvoiceRef, actor: string): Promise<void>;
  /** The quote becomes Converted with its final invoice (unless it already is). */
  recordFinalInvoice(quoteId: string, ref: DepositInvoiceRef, actor: string): Promise<void>;
}

/** A deposit or final invoice as made: the order's own computed fields. */
export interface DepositInvoiceFigures {
  order_custom_id: string | null;
  customer: DepositQuote['customer'];
  items: Line[];
  vat: DocumentVat | null;
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
  deposit_of?: DepositOf;
  deposit_deduction?: DepositDeduction;
  job_id: string | null;
  site_address: string | null;
}

/** A deposit invoice as the final invoice reads it. */
export interface IssuedDepositInvoice {
  id: string;
  invoice_no: number;
  voided_at?: Date | null;
  due_pence: number;
  items: Line[];
  vat?: DocumentVat | null;
  credits?: ReadonlyArray<{ amount_pence: number; vat?: CreditVat }>;
}

export interface DepositInvoices {
  /** Creates the invoice once per `originKey` (a repeat answers the first); numbered like any invoice. */
  create(figures: DepositInvoiceFigures, actor: string, originKey: string): Promise<DepositInvoiceRef>;
  /** Null once deleted (only an invoice never paid can be). */
  read(id: string): Promise<IssuedDepositInvoice | null>;
  /** Writes the quote's number on the invoice (its side of the link). */
  linkQuote(orderId: string, quoteNo: number): Promise<void>;
  /** Marks deposit invoices as deducted on a final invoice: no credit note or void of them any more. */
  markDeducted(orderIds: readonly string[], finalInvoiceNo: number): Promise<void>;
}
