/** The invoice an accepted quote became: a deposit invoice when the quote asks for one, else the invoice. */
export interface AcceptedQuoteInvoice {
  kind: 'deposit' | 'invoice';
  order_id: string;
  invoice_no: number;
}

/** What `invoiceFromAcceptedQuote` needs, given at composition (svc-pos/src/app.ts: `{ quotes, deposits }`). */
export interface AcceptedQuoteDeps {
  quotes: {
    convert(
      id: string,
      adminId: string,
      dueDate?: string | null,
    ): Promise<{ order_id: string | null; invoice_no: number | null }>;
  };
  deposits: {
    /** The quote's deposit invoice when it asks for a deposit (made once, repeats answer it), else null. */
    depositInvoiceIfAsked(
      quoteId: string,
      actor: string,
    ): Promise<{ order_id: string; invoice_no: number } | null>;
  };
}

/**
 * What an accepted quote becomes when the business invoices on acceptance (online or at the desk): the
 * deposit invoice when the quote asks for a deposit, the final invoice coming later from the quote; else
 * the whole invoice by the quote's ordinary conversion (quotes/conversion.ts). `actor` is who is recorded
 * as having made it (an admin's id, or the customer's acceptance).
 *
 * @throws NotFoundError; ValidationError (declined, expired, a service made inactive since); ConflictError
 *   (already invoiced in full, or being converted).
 */
export async function invoiceFromAcceptedQuote(
  deps: AcceptedQuoteDeps,
  quoteId: string,
  actor: string,
): Promise<AcceptedQuoteInvoice> {
  const deposit = await deps.deposits.depositInvoiceIfAsked(quoteId, actor);
  if (deposit) return { kind: 'deposit', ...deposit };
  const quote = await deps.quotes.convert(quoteId, actor, null);
  return { kind: 'invoice', order_id: quote.order_id!, invoice_no: quote.invoice_no! };
}
