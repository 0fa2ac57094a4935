import { Link } from 'react-router-dom';
import { formatQuoteNo, type JobDetailView } from '@voltdesk/contracts';
import { formatDate, formatDay } from '@voltdesk/app-core';
import { DataTable, type Column } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { Card } from '../../shared/page';

type JobQuote = JobDetailView['quotes'][number];
type JobInvoice = JobDetailView['invoices'][number];
type JobPayment = JobDetailView['payments'][number];

const KIND_LABELS: Record<string, string> = {
  payment: 'Payment',
  refund: 'Refund',
  correction: 'Correction',
};
const METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  card_online: 'Card (online)',
};

const quoteColumns: Column<JobQuote>[] = [
  {
    header: 'Quote',
    cell: (q) =>
      q.quote_no === null ? '' : <Link to={`../quote/${q.id}`}>{formatQuoteNo(q.quote_no)}</Link>,
  },
  { header: 'Date', cell: (q) => formatDate(q.created_at) },
  { header: 'Status', cell: (q) => q.status },
  { header: 'Valid Until', cell: (q) => formatDay(q.valid_until) },
  { header: 'Total', className: 'pos-num', cell: (q) => formatPounds(q.total) },
];

const invoiceColumns: Column<JobInvoice>[] = [
  { header: 'Invoice', cell: (i) => <Link to={`../orders?search=${i.invoice_no}`}>#{i.invoice_no}</Link> },
  { header: 'Date', cell: (i) => formatDate(i.created_at) },
  { header: 'Status', cell: (i) => i.status },
  { header: 'Total', className: 'pos-num', cell: (i) => formatPounds(i.total) },
  { header: 'Credited', className: 'pos-num', cell: (i) => formatPounds(i.credited) },
  { header: 'Paid', className: 'pos-num', cell: (i) => formatPounds(i.payment) },
  { header: 'Due', className: 'pos-num', cell: (i) => formatPounds(i.due) },
  { header: 'Cost', className: 'pos-num', cell: (i) => formatPounds(i.cost) },
];

const paymentColumns: Column<JobPayment>[] = [
  { header: 'Date', cell: (p) => formatDate(p.at) },
  { header: 'Invoice', cell: (p) => `#${p.invoice_no}` },
  { header: 'Kind', cell: (p) => KIND_LABELS[p.kind] ?? p.kind },
  { header: 'Method', cell: (p) => METHOD_LABELS[p.method] ?? p.method },
  { header: 'Amount', className: 'pos-num', cell: (p) => formatPounds(p.amount) },
];

/** The job's quotes, invoices and the payments on them, newest first. */
export function JobDocuments({ page }: { page: JobDetailView }) {
  return (
    <>
      <Card title="Quotes">
        <DataTable
          caption="Quotes of the job"
          columns={quoteColumns}
          rows={page.quotes}
          rowKey={(q) => q.id}
          emptyText="No quotes for this job yet."
        />
      </Card>
      <Card title="Invoices">
        <DataTable
          caption="Invoices of the job"
          columns={invoiceColumns}
          rows={page.invoices}
          rowKey={(i) => i.id}
          emptyText="No invoices for this job yet."
        />
      </Card>
      <Card title="Payments">
        <DataTable
          caption="Payments of the job"
          columns={paymentColumns}
          rows={page.payments}
          rowKey={(p) => `${p.invoice_no}-${p.at}-${p.amount}`}
          emptyText="No payments yet."
        />
      </Card>
    </>
  );
}

/** The job's money: quoted, invoiced (and its net), paid, cost and the margin on the net. */
export function JobSums({ sums }: { sums: JobDetailView['sums'] }) {
  const rows: Array<[string, number]> = [
    ['Quoted', sums.quoted],
    ['Invoiced', sums.invoiced],
    ['Invoiced (net of VAT)', sums.invoiced_net],
    ['Paid', sums.paid],
    ['Cost', sums.cost],
    ['Margin', sums.margin],
  ];
  return (
    <Card title="Sums" className="pos-job__sums">
      <dl className="pos-job__figures">
        {rows.map(([label, pounds]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={pounds < 0 ? 'pos-job__negative' : undefined}>{formatPounds(pounds)}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
