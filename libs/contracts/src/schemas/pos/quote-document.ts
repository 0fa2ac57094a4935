import type { QuoteView } from './quotes';
import type { QuoteDepositSource } from './invoice-figures';
import type { OrderView } from './views';

/**
 * A quote in the shape an invoice document is drawn from (the POS's printed invoice, svc-notify's PDF):
 * its customer, lines and amounts. With a quote heading a renderer shows none of the invoice-only
 * figures (number, due date, payments), so those are the neutral values of an invoice not yet issued.
 */
export function quoteAsInvoiceDocument(q: QuoteView): OrderView & QuoteDepositSource {
  return {
    id: q.id,
    invoice_no: 0,
    order_custom_id: q.order_custom_id,
    customer: q.customer,
    items: q.items,
    sub_total: q.sub_total,
    discount: q.discount,
    total: q.total,
    payment: 0,
    due: q.total,
    status: 'Unpaid',
    due_date: null,
    additional: false,
    expire_date: null,
    alert: null,
    payments: [],
    created_at: q.created_at,
    updated_at: q.updated_at,
    // A VAT quote is drawn as a VAT invoice is: lines with their rates, net, VAT and gross per rate.
    vat: q.vat ?? null,
    // The deposit the quote asks, which the document names under its number (invoiceFigures).
    ...(q.deposit ? { quote_deposit: q.deposit } : {}),
    // The site of the work, which the document prints under the customer.
    ...(q.site_address ? { site_address: q.site_address } : {}),
  };
}
