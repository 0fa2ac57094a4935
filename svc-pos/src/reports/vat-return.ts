import { toPounds, type VatReturnData, type VatReturnSale } from '@voltdesk/contracts';
import type { PipelineStage } from 'mongoose';
import { localDateOf } from '../shared/periods';
import { within, type Period } from './period';
import type { OrderReadPort, PurchaseReadPort } from './sources';
import { NOT_VOID } from './sums';
import { vatReport } from './vat-report';

/** True on a reverse-charged invoice's row (`reverse_charge` an object). */
const IS_REVERSE_CHARGED = { $eq: [{ $type: '$reverse_charge' }, 'object'] };

interface SaleRow {
  _id: unknown;
  number: number | null;
  at: Date;
  net: number;
  vat: number;
  rc?: boolean;
}

/** The VAT invoices and credit notes of the period, each with its net and VAT in pence as issued. */
async function saleDocuments(orders: OrderReadPort, p: Period): Promise<VatReturnSale[]> {
  const summed = { net: { $sum: '$s.net_pence' }, vat: { $sum: '$s.vat_pence' } };
  const invoices: PipelineStage[] = [
    { $match: { created_at: within(p), ...NOT_VOID, vat: { $ne: null } } },
    { $project: { invoice_no: 1, created_at: 1, s: '$vat.summary', rc: IS_REVERSE_CHARGED } },
    { $unwind: '$s' },
    {
      $group: {
        _id: '$_id',
        number: { $first: '$invoice_no' },
        at: { $first: '$created_at' },
        rc: { $first: '$rc' },
        ...summed,
      },
    },
    { $sort: { number: 1 } },
  ];
  const credits: PipelineStage[] = [
    { $match: { 'credits.at': within(p), ...NOT_VOID } },
    { $project: { credits: 1, rc: IS_REVERSE_CHARGED } },
    { $unwind: '$credits' },
    { $match: { 'credits.at': within(p), 'credits.vat': { $ne: null } } },
    {
      $project: {
        order: '$_id',
        number: '$credits.credit_no',
        at: '$credits.at',
        s: '$credits.vat.summary',
        rc: 1,
      },
    },
    { $unwind: '$s' },
    {
      $group: {
        _id: { order: '$order', at: '$at', number: '$number' },
        number: { $first: '$number' },
        at: { $first: '$at' },
        rc: { $first: '$rc' },
        ...summed,
      },
    },
    { $sort: { at: 1 } },
  ];
  const [issued, credited] = await Promise.all([
    orders.aggregate<SaleRow>(invoices),
    orders.aggregate<SaleRow>(credits),
  ]);
  const day = (at: Date) => localDateOf(at, p.time_zone);
  return [
    ...issued.map((r) => ({
      kind: 'invoice' as const,
      order_id: String(r._id),
      number: r.number,
      date: day(r.at),
      net: toPounds(r.net),
      vat: toPounds(r.vat),
      ...(r.rc ? { reverse_charge: true } : {}),
    })),
    ...credited.map((r) => ({
      kind: 'credit_note' as const,
      order_id: String((r._id as { order: unknown }).order),
      number: r.number,
      date: day(r.at),
      net: toPounds(-r.net),
      vat: toPounds(-r.vat),
      ...(r.rc ? { reverse_charge: true } : {}),
    })),
  ];
}

/** Whole pounds of a sum in pence, the pence left out as HMRC asks for boxes 6 to 9 (toward zero). */
const wholePounds = (pence: number): number => Math.trunc(pence / 100);

/**
 * Boxes 1 to 9 of the period: box 1 is the VAT report's VAT (invoices issued less credit notes issued, as
 * each was issued), box 6 its net plus the net of the reverse-charged sales (which add no VAT to box 1); box 4 and box 7 are the VAT and net of the expenses dated in the period.
 * Every sum is in pence until the answer, so box 5 is exactly box 3 less box 4.
 *
 * @throws ValidationError when `to` is before `from` (from `periodOf`).
 */
export async function vatReturn(
  orders: OrderReadPort,
  purchases: PurchaseReadPort,
  p: Period,
): Promise<VatReturnData> {
  const [report, sales, bought] = await Promise.all([
    vatReport(orders, p),
    saleDocuments(orders, p),
    purchases.between(p.from, p.to),
  ]);
  const outputVat = Math.round(report.vat * 100);
  // Reverse-charged sales: their net in box 6 with the other sales; their VAT is the customer's to
  // account for, so none of it is in box 1 (the VAT report lists them apart, `reverse_charge`).
  const outputNet = Math.round(report.net * 100) + Math.round((report.reverse_charge?.net ?? 0) * 100);
  const inputVat = bought.reduce((a, e) => a + e.vat_pence, 0);
  const inputNet = bought.reduce((a, e) => a + e.net_pence, 0);
  return {
    from: p.from,
    to: p.to,
    time_zone: p.time_zone,
    boxes: {
      box1: toPounds(outputVat),
      box2: 0,
      box3: toPounds(outputVat),
      box4: toPounds(inputVat),
      box5: toPounds(outputVat - inputVat),
      box6: wholePounds(outputNet),
      box7: wholePounds(inputNet),
      box8: 0,
      box9: 0,
    },
    sales,
    purchases: bought.map((e) => ({
      id: e.id,
      date: e.date,
      supplier: e.supplier,
      net: toPounds(e.net_pence),
      vat: toPounds(e.vat_pence),
    })),
    not_analysed: report.not_analysed,
  };
}
