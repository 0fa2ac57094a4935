import { invoiceFigures, type OrderView } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { InvoiceHead, type QuoteHeading } from './invoice-head';
import { InvoiceLines } from './invoice-lines';
import { InvoiceTotals } from './invoice-totals';
import { VatSummary } from './invoice-vat';
import { InvoiceReverseCharge } from './invoice-reverse-charge';
import './invoice.css';

/**
 * The invoice (spec section 2, "Print" and "View details"), the one rendering of an order that both the
 * order-details modal shows and the print window prints: logo and site info from the setup, invoice
 * number, custom order ID, dates (expire date and alert days when additional), status, customer, items,
 * totals and bank details. React escapes every value. `origin` makes the logo's `/media/...` path absolute
 * for the print window, which is about:blank.
 *
 * A VAT invoice (`order.vat`, issued while the business was VAT registered) is headed VAT INVOICE and adds
 * the VAT number, per line the rate, net and VAT (and its share of a discount), net / VAT / gross totals
 * and a summary per rate. Any other invoice looks exactly as it did before VAT. With `quote`, the same
 * document is a quote (see QuoteHeading).
 */
export function Invoice({
  order,
  setup,
  origin,
  quote,
}: {
  order: OrderView;
  setup: SingleSetup | undefined;
  origin: string;
  quote?: QuoteHeading;
}) {
  // The figures and status every rendering of an invoice shows (svc-notify's PDF too).
  const figures = invoiceFigures(order, { quote: Boolean(quote) });
  const { customer, vat } = order;
  return (
    <article
      className="pos-invoice"
      aria-label={quote ? `Quote ${quote.number}` : `Invoice #${order.invoice_no}`}
    >
      <InvoiceHead order={order} figures={figures} quote={quote} setup={setup} origin={origin} />
      <section className="pos-invoice__parties" aria-label="Customer">
        <h3>Bill to</h3>
        <p>
          <strong>{customer.name}</strong>
        </p>
        <p>{customer.phone}</p>
        <p>{customer.email}</p>
        {customer.address ? <p>{customer.address}</p> : null}
        {order.site_address ? (
          <p className="pos-invoice__site">
            <strong>Site:</strong> {order.site_address}
          </p>
        ) : null}
      </section>
      <InvoiceLines order={order} />
      {vat ? <VatSummary vat={vat} note={figures.vatNote} /> : null}
      <InvoiceReverseCharge order={order} />
      <InvoiceTotals setup={setup} figures={figures} />
      {quote?.notes ? <p className="pos-invoice__notes">{quote.notes}</p> : null}
      <footer className="pos-invoice__foot">Thank you for your business.</footer>
    </article>
  );
}
