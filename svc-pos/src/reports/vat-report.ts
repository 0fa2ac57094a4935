import type { VatReportData } from '@voltdesk/contracts';
import type { PipelineStage } from 'mongoose';
import { within, type Period } from './period';
import type { OrderReadPort } from './sources';
import { NOT_REVERSE_CHARGED, reverseChargeSales } from './reverse-charge-sales';
import { minus, NOT_VOID, pence, pounds, sumOf, type RateSum } from './sums';

type Counts = Array<{ _id: boolean; count: number; amount: number }>;

/** The period's VAT per rate and counts, of the invoices issued and of the credit notes issued. */
async function vatSums(
  orders: OrderReadPort,
  p: Period,
): Promise<[invoiceRates: RateSum[], invoiceCounts: Counts, creditRates: RateSum[], creditCounts: Counts]> {
  // Reverse-charged invoices and their credit notes are listed apart (reverseChargeSales).
  const issued = { $match: { created_at: within(p), ...NOT_VOID, ...NOT_REVERSE_CHARGED } };
  // Credit notes of the period, one per row: their invoices found by the `credits.at` index.
  const credits: PipelineStage[] = [
    { $match: { 'credits.at': within(p), ...NOT_VOID, ...NOT_REVERSE_CHARGED } },
    { $project: { credits: 1 } },
    { $unwind: '$credits' },
    { $match: { 'credits.at': within(p) } },
  ];
  const perRate = (summary: string) => ({
    $group: {
      _id: { rate: `${summary}.rate`, percent: `${summary}.percent` },
      net: { $sum: `${summary}.net_pence` },
      vat: { $sum: `${summary}.vat_pence` },
      gross: { $sum: `${summary}.gross_pence` },
    },
  });
  return Promise.all([
    orders.aggregate<RateSum>([
      issued,
      { $match: { vat: { $ne: null } } },
      { $project: { 'vat.summary': 1 } },
      { $unwind: '$vat.summary' },
      perRate('$vat.summary'),
    ]),
    orders.aggregate<Counts[number]>([
      issued,
      {
        $group: {
          _id: { $cond: [{ $ifNull: ['$vat', false] }, true, false] },
          count: { $sum: 1 },
          amount: { $sum: '$total_pence' },
        },
      },
    ]),
    orders.aggregate<RateSum>([
      ...credits,
      { $match: { 'credits.vat': { $ne: null } } },
      { $unwind: '$credits.vat.summary' },
      perRate('$credits.vat.summary'),
    ]),
    orders.aggregate<Counts[number]>([
      ...credits,
      {
        $group: {
          _id: { $cond: [{ $ifNull: ['$credits.vat', false] }, true, false] },
          count: { $sum: 1 },
          amount: { $sum: '$credits.amount_pence' },
        },
      },
    ]),
  ]);
}

/**
 * Net and VAT per rate for the period: the VAT invoices issued in it (void ones left out) minus the
 * credit notes issued in it on VAT invoices (not on invoices voided since), each from the VAT figures it
 * keeps as issued (`vat.summary`, `credits[].vat.summary`); those without them are `not_analysed`.
 * Reverse-charged invoices and their credit notes charge no VAT: they are not in the rates but listed
 * apart (`reverse_charge`, reverse-charge/report.ts).
 *
 * @throws ValidationError when `to` is before `from`.
 */
export async function vatReport(orders: OrderReadPort, p: Period): Promise<VatReportData> {
  const [[invoiceRates, invoiceCounts, creditRates, creditCounts], reverseCharged] = await Promise.all([
    vatSums(orders, p),
    reverseChargeSales(orders, p),
  ]);
  const key = (r: RateSum) => `${r._id.rate}:${r._id.percent}`;
  const ids = new Map([...invoiceRates, ...creditRates].map((r) => [key(r), r._id]));
  // Standard, reduced, zero, exempt: the order the contract lists them in, as invoices show them.
  const order = ['standard', 'reduced', 'zero', 'exempt'];
  const rates = [...ids]
    .map(([k, id]) => {
      const invoiced = pence(invoiceRates.find((r) => key(r) === k));
      const credited = pence(creditRates.find((r) => key(r) === k));
      return { id, invoiced, credited };
    })
    .sort((a, b) => order.indexOf(a.id.rate) - order.indexOf(b.id.rate) || a.id.percent - b.id.percent);
  const total = (of: 'invoiced' | 'credited') =>
    rates.reduce(
      (a, r) => ({ net: a.net + r[of].net, vat: a.vat + r[of].vat, gross: a.gross + r[of].gross }),
      { net: 0, vat: 0, gross: 0 },
    );
  const invoiced = total('invoiced');
  const credited = total('credited');
  return {
    from: p.from,
    to: p.to,
    time_zone: p.time_zone,
    rates: rates.map((r) => ({
      rate: r.id.rate,
      percent: r.id.percent,
      invoiced: pounds(r.invoiced),
      credited: pounds(r.credited),
      ...pounds(minus(r.invoiced, r.credited)),
    })),
    invoiced: pounds(invoiced),
    credited: pounds(credited),
    ...pounds(minus(invoiced, credited)),
    invoices: invoiceCounts.find((c) => c._id === true)?.count ?? 0,
    credit_notes: creditCounts.find((c) => c._id === true)?.count ?? 0,
    not_analysed: sumOf(invoiceCounts.find((c) => c._id === false)),
    credits_not_analysed: sumOf(creditCounts.find((c) => c._id === false)),
    reverse_charge: reverseCharged.view,
  };
}
