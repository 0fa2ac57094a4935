import { lineTotalPence } from '@voltdesk/contracts';
import type { JobInvoice, JobQuote } from './ports';

/** A job's money in integer pence (see `jobSumsShape` in libs/contracts for what each one counts). */
export interface JobSums {
  quoted: number;
  invoiced: number;
  invoiced_net: number;
  paid: number;
  cost: number;
  margin: number;
}

/** Open and not past its valid-until day (`today`, the business's), or Accepted: still an offer. */
export const isLiveQuote = (q: JobQuote, today: string): boolean =>
  q.state === 'accepted' || (q.state === 'open' && q.valid_until >= today);

/** What an invoice's lines cost the business: unit cost x qty to the penny, lines without one count 0. */
export const costOf = (invoice: Pick<JobInvoice, 'items'>): number =>
  invoice.items.reduce(
    (sum, line) => sum + (line.unit_cost_pence ? lineTotalPence(line.unit_cost_pence, line.qty) : 0),
    0,
  );

/**
 * The net (VAT aside) an invoice charges after its credit notes: a VAT invoice's net less each credit's
 * net (a credit from before credit notes carried VAT takes back the invoice's net share of its amount,
 * rounded to the penny); an invoice without VAT is all net.
 */
function netOf(invoice: JobInvoice): number {
  const credits = invoice.credits ?? [];
  if (!invoice.vat) return invoice.total_pence - (invoice.credited_pence ?? 0);
  const { net_pence: net, gross_pence: gross } = invoice.vat;
  const creditedNet = credits.reduce(
    (sum, c) => sum + (c.vat ? c.vat.net_pence : gross > 0 ? Math.round((c.amount_pence * net) / gross) : 0),
    0,
  );
  return net - creditedNet;
}

/**
 * The job page's sums. Void invoices charge nothing and cost nothing, but the money taken on them stays
 * taken (a void keeps its payments), so `paid` counts every invoice's payments net of refunds.
 */
export function jobSums(
  invoices: readonly JobInvoice[],
  quotes: readonly JobQuote[],
  today: string,
): JobSums {
  const live = invoices.filter((i) => !i.voided_at);
  const quoted = quotes.filter((q) => isLiveQuote(q, today)).reduce((s, q) => s + q.total_pence, 0);
  const invoiced = live.reduce((s, i) => s + i.total_pence - (i.credited_pence ?? 0), 0);
  const invoicedNet = live.reduce((s, i) => s + netOf(i), 0);
  const paid = invoices.reduce((s, i) => s + i.payment_pence, 0);
  const cost = live.reduce((s, i) => s + costOf(i), 0);
  return { quoted, invoiced, invoiced_net: invoicedNet, paid, cost, margin: invoicedNet - cost };
}
