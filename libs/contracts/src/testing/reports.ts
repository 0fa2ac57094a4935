import type { AgedReceivablesData, PeriodReportData, SalesReportData, VatReportData } from '../schemas';

/**
 * Report views exactly as svc-pos answers them for the scenarios its report tests build: those tests expect
 * these objects, and the POS screens' tests render them. Kept once, so the screens are tested against what
 * the service really sends and a change of either side shows in both.
 */

/**
 * Wednesday 15 July 2026 in London: invoices A (180, 14 July), B (2 x 65, paid by card), C (180 less 10,
 * its payment corrected from 50 to 20), D (65, voided) and the 14th's A paid 80 by bank transfer; a £30
 * card refund on B's credit note.
 */
export const periodReportSample = (from: string, to: string): PeriodReportData => ({
  from,
  to,
  time_zone: 'Europe/London',
  takings: {
    net: 265,
    received: { count: 4, amount: 325 },
    refunds: { count: 1, amount: -30 },
    corrections: { count: 1, amount: -30 },
    by_method: [
      { method: 'cash', received: 115, refunds: 0, corrections: -30, net: 85 },
      { method: 'card', received: 130, refunds: -30, corrections: 0, net: 100 },
      { method: 'bank_transfer', received: 80, refunds: 0, corrections: 0, net: 80 },
    ],
  },
  // B 130, C 170 and D 65 (void, but its number was issued); not the one deleted the same day.
  invoices: { count: 3, amount: 365 },
  void: { count: 1, amount: 65 },
  credit_notes: { count: 1, amount: 30 },
});

/**
 * 1 September 2026: 100 at 20% and 50 at 5% on one invoice, 3 x 1.01 at 20% on another (VAT 20 and 0.61:
 * 0.606, per line, to the penny), 34.50 credited on the first pro rata to its lines, a voided invoice left
 * out, and an invoice (180) and its credit note (30) from before the business registered for VAT.
 */
export const vatReportSample = (from: string, to: string): VatReportData => ({
  from,
  to,
  time_zone: 'Europe/London',
  rates: [
    {
      rate: 'standard',
      percent: 20,
      invoiced: { net: 103.03, vat: 20.61, gross: 123.64 },
      credited: { net: 20, vat: 4, gross: 24 },
      net: 83.03,
      vat: 16.61,
      gross: 99.64,
    },
    {
      rate: 'reduced',
      percent: 5,
      invoiced: { net: 50, vat: 2.5, gross: 52.5 },
      credited: { net: 10, vat: 0.5, gross: 10.5 },
      net: 40,
      vat: 2,
      gross: 42,
    },
  ],
  invoiced: { net: 153.03, vat: 23.11, gross: 176.14 },
  credited: { net: 30, vat: 4.5, gross: 34.5 },
  net: 123.03,
  vat: 18.61,
  gross: 141.64,
  invoices: 2,
  credit_notes: 1,
  not_analysed: { count: 1, amount: 180 },
  credits_not_analysed: { count: 1, amount: 30 },
  reverse_charge: {
    invoices: 0,
    credit_notes: 0,
    invoiced: { net: 0, vat: 0 },
    credited: { net: 0, vat: 0 },
    net: 0,
    vat: 0,
  },
});

/**
 * 3 August 2026: one invoice (not VAT registered: no VAT to take out) of an EICR (180, category Testing)
 * and a "Fuse board check" (40) whose service was deleted afterwards: its line keeps the name, without a
 * category. No discount, no credit note.
 */
export const salesReportSample = (
  from: string,
  to: string,
  ids: { eicr: string; fuseBoardCheck: string } = { eicr: 'a', fuseBoardCheck: 'b' },
): SalesReportData => ({
  from,
  to,
  time_zone: 'Europe/London',
  services: [
    {
      id: ids.eicr,
      name: 'EICR',
      category: 'Testing',
      qty: 1,
      sales: 180,
      credited: 0,
      amount: 180,
      invoices: 1,
    },
    {
      id: ids.fuseBoardCheck,
      name: 'Fuse board check',
      category: null,
      qty: 1,
      sales: 40,
      credited: 0,
      amount: 40,
      invoices: 1,
    },
  ],
  categories: [
    { category: 'Testing', qty: 1, sales: 180, credited: 0, amount: 180 },
    { category: null, qty: 1, sales: 40, credited: 0, amount: 40 },
  ],
  lines: 220,
  discounts: 0,
  credited: 0,
  net: 220,
});

/** 15 July 2026: twelve Unpaid invoices by days past their due date (or issue day), in London days. */
export const agedReceivablesSample: AgedReceivablesData = {
  as_of: '2026-07-15',
  time_zone: 'Europe/London',
  buckets: [
    { bucket: 'not_due', count: 1, amount: 10 },
    { bucket: '0_30', count: 5, amount: 151 },
    { bucket: '31_60', count: 3, amount: 46 },
    { bucket: '61_90', count: 2, amount: 31 },
    { bucket: 'over_90', count: 1, amount: 17 },
  ],
  total: { count: 12, amount: 255 },
};
