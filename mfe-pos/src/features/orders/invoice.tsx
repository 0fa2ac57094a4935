import { Fragment } from 'react';
import { formatVatNumber, invoiceFigures, type OrderView } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { formatPence, formatPounds } from '../../shared/money';
import { vatRateCell } from '../../shared/sale-vat';
import { absoluteUrl, bankInfoOf, formatDate } from './invoice-fields';
import { VatSummary } from './invoice-vat';
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
 * and a summary per rate. Any other invoice looks exactly as it did before VAT.
 */
/**
 * The same document as a quote (features/quotes, through shared/sales-document.ts): headed QUOTE with the
 * quote's own number, valid-until date and status, its notes under the lines, and no payment figures.
 */
export interface QuoteHeading {
  number: string;
  validUntil: string;
  status: string;
  notes: string | null;
}

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
  const site = setup?.websiteData ?? {};
  const logo = setup?.websiteLogo?.image;
  const bank = bankInfoOf(setup);
  const bankRows = (
    [
      ['Account holder', bank.holder_name],
      ['Account no', bank.ac_no],
      ['Sort code', bank.sort_code || bank.sort_name],
      ['Bank name', bank.bank_name],
    ] as const
  ).filter(([, value]) => value);
  // The figures and status every rendering of an invoice shows (svc-notify's PDF too).
  const figures = invoiceFigures(order, { quote: Boolean(quote) });
  const paid = figures.standing === 'paid';
  const { customer, vat } = order;
  const lineDiscounts = Boolean(vat) && order.discount > 0;
  const priceTerms = vat ? (vat.prices_include_vat ? ' (inc. VAT)' : ' (ex. VAT)') : '';

  return (
    <article
      className="pos-invoice"
      aria-label={quote ? `Quote ${quote.number}` : `Invoice #${order.invoice_no}`}
    >
      <header className="pos-invoice__head">
        <div className="pos-invoice__brand">
          {logo ? <img src={absoluteUrl(logo, origin)} alt={`${site.title || 'Company'} logo`} /> : null}
          <div>
            {site.title ? <h1>{site.title}</h1> : null}
            {[site.address, site.phone, site.email].filter(Boolean).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </div>
        <div className="pos-invoice__meta">
          <h2>{quote ? 'QUOTE' : vat ? 'VAT INVOICE' : 'INVOICE'}</h2>
          <dl>
            <dt>{quote ? 'Quote No' : 'Invoice No'}</dt>
            <dd>{quote ? quote.number : `#${order.invoice_no}`}</dd>
            {vat ? (
              <>
                <dt>VAT No</dt>
                <dd>{formatVatNumber(vat.number)}</dd>
              </>
            ) : null}
            {order.order_custom_id ? (
              <>
                <dt>Order ID</dt>
                <dd>{order.order_custom_id}</dd>
              </>
            ) : null}
            <dt>Date</dt>
            <dd>{formatDate(order.created_at)}</dd>
            <dt>{quote ? 'Valid Until' : 'Due Date'}</dt>
            <dd>{formatDate(quote ? quote.validUntil : order.due_date) || '—'}</dd>
            {order.additional ? (
              <>
                <dt>Expire Date</dt>
                <dd>{formatDate(order.expire_date) || '—'}</dd>
                <dt>Alert</dt>
                <dd>{order.alert === null ? '—' : `${order.alert} days before`}</dd>
              </>
            ) : null}
            <dt>Status</dt>
            <dd>
              <span className={`pos-invoice__status pos-invoice__status--${paid ? 'paid' : 'unpaid'}`}>
                {quote ? quote.status : figures.status}
              </span>
            </dd>
          </dl>
        </div>
      </header>
      <section className="pos-invoice__parties" aria-label="Customer">
        <h3>Bill to</h3>
        <p>
          <strong>{customer.name}</strong>
        </p>
        <p>{customer.phone}</p>
        <p>{customer.email}</p>
        {customer.address ? <p>{customer.address}</p> : null}
      </section>
      <table className="pos-invoice__items">
        <caption className="vd-visually-hidden">Items</caption>
        <thead>
          <tr>
            <th>SL</th>
            <th>Service</th>
            <th className="pos-invoice__num">Price{priceTerms}</th>
            <th className="pos-invoice__num">Qty</th>
            <th className="pos-invoice__num">Total{priceTerms}</th>
            {vat ? (
              <>
                {lineDiscounts ? <th className="pos-invoice__num">Discount</th> : null}
                <th className="pos-invoice__num">VAT rate</th>
                <th className="pos-invoice__num">Net</th>
                <th className="pos-invoice__num">VAT</th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {order.items.map((item, i) => (
            <tr key={`${item.id}-${i}`}>
              <td>{i + 1}</td>
              <td>{item.name}</td>
              <td className="pos-invoice__num">{formatPounds(item.price)}</td>
              <td className="pos-invoice__num">{item.qty}</td>
              <td className="pos-invoice__num">{formatPounds(item.total)}</td>
              {vat ? (
                <>
                  {lineDiscounts ? (
                    <td className="pos-invoice__num">{formatPounds(item.line_discount ?? 0)}</td>
                  ) : null}
                  <td className="pos-invoice__num">{vatRateCell(item.vat_rate, item.vat_percent)}</td>
                  <td className="pos-invoice__num">{formatPounds(item.net ?? 0)}</td>
                  <td className="pos-invoice__num">{formatPounds(item.vat ?? 0)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {vat ? <VatSummary vat={vat} note={figures.vatNote} /> : null}
      <section className="pos-invoice__summary">
        <div className="pos-invoice__bank">
          <h3>Bank details</h3>
          {bankRows.length ? (
            <dl>
              {bankRows.map(([label, value]) => (
                <Fragment key={label}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </Fragment>
              ))}
            </dl>
          ) : (
            <p>Ask us for payment details.</p>
          )}
        </div>
        <dl className="pos-invoice__totals" aria-label="Totals">
          {figures.rows.map((f) => (
            <Fragment key={f.key}>
              <dt className={f.strong ? 'pos-invoice__strong' : undefined}>{f.label}</dt>
              <dd className={f.strong ? 'pos-invoice__strong' : undefined}>{formatPence(f.pence)}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      {quote?.notes ? <p className="pos-invoice__notes">{quote.notes}</p> : null}
      <footer className="pos-invoice__foot">Thank you for your business.</footer>
    </article>
  );
}
