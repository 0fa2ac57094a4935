import { toPounds } from '@voltdesk/contracts';
import type { PipelineStage } from 'mongoose';
import { within, type Period } from './period';
import type { OrderReadPort } from './sources';
import { NOT_VOID } from './sums';

/** Invoices that charge VAT as usual: `reverse_charge` null or absent (the VAT report's rates). */
export const NOT_REVERSE_CHARGED = { reverse_charge: null };
/** Reverse-charged invoices. */
export const REVERSE_CHARGED = { reverse_charge: { $type: 'object' } };

interface Row {
  count: number;
  net: number;
  vat: number;
}

/**
 * The period's reverse-charged sales for the VAT report, listed apart: the reverse-charged invoices issued
 * in it (not void) and the credit notes issued in it on such invoices (not voided since), each at the net
 * it charged (its `vat.net_pence`, a note's `credits.vat.net_pence`) and the reverse-charge VAT its
 * customer accounts for, as issued. The net goes in box 6 of the return; the VAT in no box of ours.
 */
export async function reverseChargeSales(orders: OrderReadPort, p: Period) {
  const group = (net: string, vat: string): PipelineStage => ({
    $group: { _id: null, count: { $sum: 1 }, net: { $sum: net }, vat: { $sum: vat } },
  });
  const [[issued], [credited]] = await Promise.all([
    orders.aggregate<Row>([
      { $match: { created_at: within(p), ...NOT_VOID, ...REVERSE_CHARGED } },
      group('$vat.net_pence', '$reverse_charge.vat_pence'),
    ]),
    orders.aggregate<Row>([
      { $match: { 'credits.at': within(p), ...NOT_VOID, ...REVERSE_CHARGED } },
      { $project: { credits: 1 } },
      { $unwind: '$credits' },
      { $match: { 'credits.at': within(p) } },
      group('$credits.vat.net_pence', '$credits.reverse_charge.vat_pence'),
    ]),
  ]);
  const net = (issued?.net ?? 0) - (credited?.net ?? 0);
  const vat = (issued?.vat ?? 0) - (credited?.vat ?? 0);
  return {
    /** In pence, for the VAT return's box 6. */
    net_pence: net,
    view: {
      invoices: issued?.count ?? 0,
      credit_notes: credited?.count ?? 0,
      invoiced: { net: toPounds(issued?.net ?? 0), vat: toPounds(issued?.vat ?? 0) },
      credited: { net: toPounds(credited?.net ?? 0), vat: toPounds(credited?.vat ?? 0) },
      net: toPounds(net),
      vat: toPounds(vat),
    },
  };
}
