import { toPounds, type JobDetailView, type JobView } from '@voltdesk/contracts';
import type { JobDoc } from './model';
import type { JobInvoice, JobQuote } from './ports';
import { costOf, isLiveQuote, type JobSums } from './sums';

const iso = (d: Date) => new Date(d).toISOString();

export const serializeJob = (j: JobDoc): JobView => ({
  id: String(j._id),
  customer_id: j.customer_id,
  customer: {
    name: j.customer.name,
    phone: j.customer.phone,
    email: j.customer.email,
    address: j.customer.address ?? null,
  },
  site_address: j.site_address,
  description: j.description,
  status: j.status,
  start_date: j.start_date ?? null,
  end_date: j.end_date ?? null,
  notes: j.notes ?? null,
  photos: j.photos ?? [],
  created_at: iso(j.created_at),
  updated_at: iso(j.updated_at),
});

const QUOTE_STATUS = { open: 'Open', accepted: 'Accepted', declined: 'Declined', converted: 'Converted' };

/** As the quotes list says it: an Open quote past its valid-until day is Expired. */
const quoteStatus = (q: JobQuote, today: string): string =>
  q.state === 'open' && !isLiveQuote(q, today) ? 'Expired' : QUOTE_STATUS[q.state];

/** As the orders list says it. */
const invoiceStatus = (i: JobInvoice): string =>
  i.voided_at ? 'Void' : i.due_pence === 0 ? 'Paid' : 'Unpaid';

const sumsView = (s: JobSums): JobDetailView['sums'] => ({
  quoted: toPounds(s.quoted),
  invoiced: toPounds(s.invoiced),
  invoiced_net: toPounds(s.invoiced_net),
  paid: toPounds(s.paid),
  cost: toPounds(s.cost),
  margin: toPounds(s.margin),
});

/** The job page: the job, its sums, its documents and every payment on its invoices, newest first. */
export function serializeJobDetail(
  job: JobDoc,
  sums: JobSums,
  invoices: readonly JobInvoice[],
  quotes: readonly JobQuote[],
  today: string,
): JobDetailView {
  const payments = invoices
    .flatMap((i) =>
      (i.payments ?? []).map((p) => ({
        invoice_no: i.invoice_no,
        amount: toPounds(p.amount_pence),
        at: iso(p.at),
        // Payments recorded before methods existed were cash, as the invoice shows them.
        method: p.method ?? 'cash',
        kind: p.kind ?? (p.amount_pence < 0 ? 'correction' : 'payment'),
      })),
    )
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : b.invoice_no - a.invoice_no));
  return {
    job: serializeJob(job),
    sums: sumsView(sums),
    quotes: quotes.map((q) => ({
      id: String(q._id),
      quote_no: q.quote_no ?? null,
      status: quoteStatus(q, today),
      total: toPounds(q.total_pence),
      valid_until: q.valid_until,
      created_at: iso(q.created_at),
    })),
    invoices: invoices.map((i) => ({
      id: String(i._id),
      invoice_no: i.invoice_no,
      status: invoiceStatus(i),
      total: toPounds(i.total_pence),
      credited: toPounds(i.credited_pence ?? 0),
      payment: toPounds(i.payment_pence),
      due: toPounds(i.due_pence),
      cost: toPounds(costOf(i)),
      created_at: iso(i.created_at),
    })),
    payments,
  };
}
