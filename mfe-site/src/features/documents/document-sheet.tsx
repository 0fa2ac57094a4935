import {
  formatInvoicePence,
  formatVatNumber,
  invoiceFigures,
  qtyWithUnit,
  toPence,
  type CustomerDocumentView,
} from '@voltdesk/contracts';
import { DocumentReverseCharge } from './document-reverse-charge';
import { ScrollRegion } from '../../shared/scroll-region';

/** The business as the site's setup describes it: what the PDF prints at its top and in its bank box. */
export interface DocumentBusiness {
  title: string;
  address?: string;
  phone?: string;
  email?: string;
  bank: { holder_name?: string; ac_no?: string; sort_code?: string; bank_name?: string };
}

const money = (pounds: number) => formatInvoicePence(toPence(pounds));

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});
/** "12 Jan 2027", as the PDF writes dates (a `YYYY-MM-DD` is that calendar day); "—" for none. */
export function documentDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(day.getTime()) ? '—' : dateFormat.format(day);
}

const METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  card_online: 'Card (online)',
};

function Heading({ shown }: { shown: CustomerDocumentView }) {
  const { document: order, quote } = shown;
  const vat = order.vat ?? null;
  const rows: Array<[string, string]> = [
    quote ? ['Quote No', quote.number] : ['Invoice No', `#${order.invoice_no}`],
    ...(vat ? ([['VAT No', formatVatNumber(vat.number)]] as Array<[string, string]>) : []),
    ...(order.order_custom_id ? ([['Order ID', order.order_custom_id]] as Array<[string, string]>) : []),
    ['Date', documentDate(order.created_at)],
    quote ? ['Valid Until', documentDate(quote.valid_until)] : ['Due Date', documentDate(order.due_date)],
  ];
  const figures = invoiceFigures(order, { quote: Boolean(quote) });
  // A deposit invoice names its quote; a final invoice the deposit invoices it deducts.
  rows.push(...figures.depositTerms);
  return (
    <div className="vs-doc__meta">
      <p className="vs-doc__kind">{quote ? 'QUOTE' : vat ? 'VAT INVOICE' : 'INVOICE'}</p>
      <dl className="vs-doc__pairs">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>Status</dt>
          <dd>
            <span className="vs-doc__status">{quote ? quote.status : figures.status}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}

function Lines({ shown }: { shown: CustomerDocumentView }) {
  const { items, vat } = shown.document;
  const terms = vat ? (vat.prices_include_vat ? ' (inc. VAT)' : ' (ex. VAT)') : '';
  return (
    <ScrollRegion className="vs-doc__scroll" name="Services">
      <table className="vs-doc__table">
        <caption className="vs-visually-hidden">Services</caption>
        <thead>
          <tr>
            <th scope="col">SL</th>
            <th scope="col">Service</th>
            <th scope="col" className="vs-num">{`Price${terms}`}</th>
            <th scope="col" className="vs-num">
              Qty
            </th>
            <th scope="col" className="vs-num">{`Total${terms}`}</th>
            {vat ? (
              <>
                <th scope="col" className="vs-num">
                  VAT rate
                </th>
                <th scope="col" className="vs-num">
                  Net
                </th>
                <th scope="col" className="vs-num">
                  VAT
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => (
            <tr key={`${item.id}-${i}`}>
              <td>{i + 1}</td>
              <td>{item.name}</td>
              <td className="vs-num">{money(item.price)}</td>
              <td className="vs-num">{qtyWithUnit(item)}</td>
              <td className="vs-num">{money(item.total)}</td>
              {vat ? (
                <>
                  <td className="vs-num">{item.vat_percent === undefined ? '—' : `${item.vat_percent}%`}</td>
                  <td className="vs-num">{item.net === undefined ? '—' : money(item.net)}</td>
                  <td className="vs-num">{item.vat === undefined ? '—' : money(item.vat)}</td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function VatSummary({ shown }: { shown: CustomerDocumentView }) {
  const vat = shown.document.vat;
  if (!vat) return null;
  const { vatNote } = invoiceFigures(shown.document, { quote: Boolean(shown.quote) });
  return (
    <ScrollRegion className="vs-doc__scroll" name="VAT summary">
      <table className="vs-doc__table">
        <caption>VAT summary</caption>
        <thead>
          <tr>
            <th scope="col">Rate</th>
            <th scope="col" className="vs-num">
              Net
            </th>
            <th scope="col" className="vs-num">
              VAT
            </th>
            <th scope="col" className="vs-num">
              Gross
            </th>
          </tr>
        </thead>
        <tbody>
          {vat.summary.map((row) => (
            <tr key={row.rate}>
              <td>{`${row.rate.charAt(0).toUpperCase()}${row.rate.slice(1)} (${row.percent}%)`}</td>
              <td className="vs-num">{money(row.net)}</td>
              <td className="vs-num">{money(row.vat)}</td>
              <td className="vs-num">{money(row.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {vatNote ? <p className="vs-doc__note">{vatNote}</p> : null}
    </ScrollRegion>
  );
}

function BankAndTotals({ shown, business }: { shown: CustomerDocumentView; business: DocumentBusiness }) {
  const { rows } = invoiceFigures(shown.document, { quote: Boolean(shown.quote) });
  const bank: Array<[string, string | undefined]> = [
    ['Account holder', business.bank.holder_name],
    ['Account no', business.bank.ac_no],
    ['Sort code', business.bank.sort_code],
    ['Bank name', business.bank.bank_name],
  ];
  const known = bank.filter((row): row is [string, string] => Boolean(row[1]));
  return (
    <div className="vs-doc__bottom">
      <section className="vs-doc__bank" aria-labelledby="vs-doc-bank">
        <h2 id="vs-doc-bank" className="vs-doc__label">
          Bank details
        </h2>
        {known.length ? (
          <dl className="vs-doc__pairs">
            {known.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>Ask us for payment details.</p>
        )}
      </section>
      <dl className="vs-doc__totals" aria-label="Totals">
        {rows.map((row) => (
          <div key={row.key} className={row.strong ? 'vs-doc__strong' : undefined}>
            <dt>{row.label}</dt>
            <dd>{formatInvoicePence(row.pence)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Payments({ shown }: { shown: CustomerDocumentView }) {
  const payments = shown.quote ? [] : shown.document.payments;
  if (!payments.length) return null;
  return (
    <ScrollRegion className="vs-doc__scroll" name="Payments">
      <table className="vs-doc__table">
        <caption>Payments</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Method</th>
            <th scope="col">Reference</th>
            <th scope="col" className="vs-num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p, i) => (
            <tr key={`${p.at}-${i}`}>
              <td>{documentDate(p.at)}</td>
              <td>{METHOD_LABELS[p.method] ?? p.method}</td>
              <td>{p.reference ?? '—'}</td>
              <td className="vs-num">{money(p.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * The quote or invoice as its PDF shows it (svc-notify's invoice-pdf): the business, the heading with
 * number, dates and status, Bill to (and the site of the work, when named), the lines (rate, net and VAT on a VAT document), the VAT summary, the
 * bank details beside the totals (`invoiceFigures`, the one computation every rendering uses), the notes
 * of a quote, the payments of an invoice.
 */
export function DocumentSheet({
  shown,
  business,
}: {
  shown: CustomerDocumentView;
  business: DocumentBusiness;
}) {
  const { customer } = shown.document;
  const contact = [business.address, business.phone, business.email].filter(Boolean);
  return (
    <article
      className="vs-doc"
      aria-label={shown.quote ? `Quote ${shown.quote.number}` : `Invoice #${shown.document.invoice_no}`}
    >
      <header className="vs-doc__head">
        <div>
          <p className="vs-doc__business">{business.title}</p>
          {contact.map((line) => (
            <p key={line} className="vs-doc__contact">
              {line}
            </p>
          ))}
        </div>
        <Heading shown={shown} />
      </header>
      <section className="vs-doc__bill" aria-labelledby="vs-doc-bill">
        <h2 id="vs-doc-bill" className="vs-doc__label">
          Bill to
        </h2>
        <p className="vs-doc__customer">{customer.name}</p>
        {[customer.address, customer.phone, customer.email].filter(Boolean).map((line) => (
          <p key={line}>{line}</p>
        ))}
        {shown.document.site_address ? (
          <p className="vs-doc__site">
            <strong>Site:</strong> {shown.document.site_address}
          </p>
        ) : null}
      </section>
      <Lines shown={shown} />
      <VatSummary shown={shown} />
      <DocumentReverseCharge shown={shown} />
      <BankAndTotals shown={shown} business={business} />
      {shown.quote?.notes ? (
        <section aria-labelledby="vs-doc-notes">
          <h2 id="vs-doc-notes" className="vs-doc__label">
            Notes
          </h2>
          <p className="vs-doc__notes">{shown.quote.notes}</p>
        </section>
      ) : null}
      <Payments shown={shown} />
    </article>
  );
}
