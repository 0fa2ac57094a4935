import type { ReactNode } from 'react';
import { formatVatNumber, type InvoiceFigures, type OrderView } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { absoluteUrl, formatDate } from './invoice-fields';

/**
 * The same document as a quote (features/quotes): headed QUOTE with the quote's own number, valid-until
 * date and status, its notes under the lines, and no payment figures.
 */
export interface QuoteHeading {
  number: string;
  validUntil: string;
  status: string;
  notes: string | null;
}

/** The business the document comes from: its logo and site info from the setup. */
function InvoiceBrand({ setup, origin }: { setup: SingleSetup | undefined; origin: string }) {
  const site = setup?.websiteData ?? {};
  const logo = setup?.websiteLogo?.image;
  return (
    <div className="pos-invoice__brand">
      {logo ? <img src={absoluteUrl(logo, origin)} alt={`${site.title || 'Company'} logo`} /> : null}
      <div>
        {site.title ? <h1>{site.title}</h1> : null}
        {[site.address, site.phone, site.email].filter(Boolean).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </div>
  );
}

/** A term and its value in the heading's list. */
function Term({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

interface InvoiceMetaProps {
  order: OrderView;
  figures: InvoiceFigures;
  quote: QuoteHeading | undefined;
}

/**
 * What the document is: its kind and number, VAT number, order ID, dates, the quote a deposit or final
 * invoice belongs to (and the deposit invoices a final one deducts), Additional's dates and status.
 */
function InvoiceMeta({ order, figures, quote }: InvoiceMetaProps) {
  const { vat } = order;
  const paid = figures.standing === 'paid';
  return (
    <div className="pos-invoice__meta">
      <h2>{quote ? 'QUOTE' : vat ? 'VAT INVOICE' : 'INVOICE'}</h2>
      <dl>
        <Term term={quote ? 'Quote No' : 'Invoice No'}>{quote ? quote.number : `#${order.invoice_no}`}</Term>
        {vat ? <Term term="VAT No">{formatVatNumber(vat.number)}</Term> : null}
        {order.order_custom_id ? <Term term="Order ID">{order.order_custom_id}</Term> : null}
        <Term term="Date">{formatDate(order.created_at)}</Term>
        <Term term={quote ? 'Valid Until' : 'Due Date'}>
          {formatDate(quote ? quote.validUntil : order.due_date) || '—'}
        </Term>
        {figures.depositTerms.map(([term, value]) => (
          <Term key={term} term={term}>
            {value}
          </Term>
        ))}
        {order.additional ? (
          <>
            <Term term="Expire Date">{formatDate(order.expire_date) || '—'}</Term>
            <Term term="Alert">{order.alert === null ? '—' : `${order.alert} days before`}</Term>
          </>
        ) : null}
        <Term term="Status">
          <span className={`pos-invoice__status pos-invoice__status--${paid ? 'paid' : 'unpaid'}`}>
            {quote ? quote.status : figures.status}
          </span>
        </Term>
      </dl>
    </div>
  );
}

/** The document's heading: who it is from, and what it is. */
export function InvoiceHead({
  setup,
  origin,
  ...meta
}: InvoiceMetaProps & { setup: SingleSetup | undefined; origin: string }) {
  return (
    <header className="pos-invoice__head">
      <InvoiceBrand setup={setup} origin={origin} />
      <InvoiceMeta {...meta} />
    </header>
  );
}
