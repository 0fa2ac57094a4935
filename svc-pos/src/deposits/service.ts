import type { QuoteView } from '@voltdesk/contracts';
import { ConflictError, ValidationError } from '@voltdesk/service-kit';
import type { DepositInvoiceRef } from '../shared/sale-deposit-model';
import { depositInvoiceOf, finalInvoiceOf } from './invoices';
import type { DepositInvoices, DepositQuote, DepositQuotes, IssuedDepositInvoice } from './ports';

export interface DepositServiceDeps {
  quotes: DepositQuotes;
  invoices: DepositInvoices;
}

export const NO_DEPOSIT = 'This quote asks for no deposit.';
export const NO_DEPOSIT_INVOICE = 'This quote has no deposit invoice: convert it to an invoice instead.';
const notPaidYet = (invoiceNo: number) =>
  `Deposit invoice #${invoiceNo} is not paid yet: take its payment, or credit or void it, first.`;
const converted = (invoiceNo: number | null) =>
  new ConflictError(`This quote was already converted to invoice #${invoiceNo}.`);

/**
 * A quote's deposit invoice and final invoice (svc-pos/README.md, "Deposits"). Both are invoices made with
 * an origin key of the quote's (`deposit-<id>`, `final-<id>`), so a repeat, a double click or a request
 * taken over after it died answers the invoice already made instead of making another.
 */
export class DepositService {
  constructor(private readonly deps: DepositServiceDeps) {}

  /**
   * The deposit invoice of an Open (not expired) or Accepted quote that asks for a deposit: the deposit
   * split over the quote's lines. An Open quote becomes Accepted (invoicing its deposit is the customer's
   * yes), so its lines no longer change under the deposit. Null when the quote asks for no deposit; the
   * invoice already made when there is one.
   *
   * @throws NotFoundError; ValidationError (declined, expired); ConflictError (converted, being converted).
   */
  async depositInvoiceIfAsked(
    quoteId: string,
    actor: string,
    dueDate: string | null = null,
  ): Promise<DepositInvoiceRef | null> {
    const quote = await this.deps.quotes.read(quoteId);
    if (!quote.deposit) return null;
    const made = quote.deposit_invoices?.[0];
    if (made) return made;
    checkInvoiceable(quote);
    const ref = await this.deps.invoices.create(
      depositInvoiceOf(quote, dueDate),
      actor,
      `deposit-${quoteId}`,
    );
    await this.deps.quotes.recordDepositInvoice(quote, ref, actor);
    return ref;
  }

  /**
   * `createDepositInvoice`: the deposit invoice (depositInvoiceIfAsked), answering the quote.
   *
   * @throws ValidationError also when the quote asks for no deposit.
   */
  async createDepositInvoice(quoteId: string, actor: string, dueDate: string | null): Promise<QuoteView> {
    const quote = await this.deps.quotes.read(quoteId);
    if (!quote.deposit) throw new ValidationError({ id: [NO_DEPOSIT] });
    await this.depositInvoiceIfAsked(quoteId, actor, dueDate);
    return this.deps.quotes.view(quoteId);
  }

  /**
   * The final invoice of a quote with a deposit invoice: the whole job (the quote's lines and figures)
   * less what the deposit invoices charged, line by line, once every deposit invoice is paid (a void or
   * deleted one deducts nothing). The quote becomes Converted with this invoice, linked both ways.
   *
   * @throws NotFoundError; ValidationError (no deposit invoice, one not paid yet, declined);
   *   ConflictError (converted to another invoice).
   */
  async createFinalInvoice(quoteId: string, actor: string, dueDate: string | null): Promise<QuoteView> {
    const quote = await this.deps.quotes.read(quoteId);
    const refs = quote.deposit_invoices ?? [];
    if (quote.state === 'converted') {
      if (refs.length) return this.deps.quotes.view(quoteId);
      throw converted(quote.invoice_no);
    }
    if (!refs.length) throw new ValidationError({ id: [NO_DEPOSIT_INVOICE] });
    if (quote.state === 'declined') {
      throw new ValidationError({ id: ['A declined quote cannot be converted.'] });
    }
    const deposits = await Promise.all(refs.map((r) => this.deps.invoices.read(r.order_id)));
    const counted = deposits.filter((d): d is IssuedDepositInvoice => d !== null && !d.voided_at);
    const unpaid = counted.find((d) => d.due_pence !== 0);
    if (unpaid) throw new ValidationError({ id: [notPaidYet(unpaid.invoice_no)] });
    const ref = await this.deps.invoices.create(
      finalInvoiceOf(quote, counted, dueDate),
      actor,
      `final-${quoteId}`,
    );
    await this.deps.invoices.linkQuote(ref.order_id, quote.quote_no!);
    await this.deps.invoices.markDeducted(
      counted.map((d) => d.id),
      ref.invoice_no,
    );
    await this.deps.quotes.recordFinalInvoice(quoteId, ref, actor);
    return this.deps.quotes.view(quoteId);
  }
}

/** @throws ValidationError (declined, expired); ConflictError (converted, being converted, unnumbered). */
function checkInvoiceable(quote: DepositQuote): void {
  if (quote.state === 'converted') throw converted(quote.invoice_no);
  if (quote.state === 'declined') {
    throw new ValidationError({ id: ['A declined quote cannot be invoiced.'] });
  }
  if (quote.expired) throw new ValidationError({ id: [quote.expired] });
  if (quote.converting) throw new ConflictError('This quote is being converted to an invoice.');
  if (quote.quote_no === undefined) {
    throw new ConflictError('The quote is being changed by someone else. Please try again.');
  }
}
