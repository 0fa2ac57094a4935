import { toPounds, type CisReportData } from '@voltdesk/contracts';
import { creditVats, type CreditVat } from '../shared/credit-vat';
import { localDateOf, startOfLocalDay } from '../shared/periods';
import type { DocumentVat } from '../shared/vat';
import { cisAfterCredit, type CisSnapshot } from '../shared/sale-cis';

/**
 * The monthly CIS report (svc-pos/README.md "CIS"): per UK tax month (the 6th to the 5th of the next
 * month, in the business's time zone) and per contractor customer, the labour CIS was worked on, the
 * materials, and the CIS deducted. An invoice counts in the month it was issued (its tax point, as on the
 * VAT report); a credit note on it counts, negative, in the month the note was issued: its labour share
 * and the deduction it reversed, replayed in order exactly as they were applied (cisAfterCredit), its
 * materials the rest of its amount excluding VAT. Void invoices are left out.
 */

/** The fields of a stored invoice the report reads. */
export interface CisInvoice {
  customer_id?: string | null;
  customer: { name: string };
  created_at: Date;
  items: ReadonlyArray<{
    vat_rate?: import('@voltdesk/contracts').VatRate;
    gross_pence?: number;
    vat_pence?: number;
  }>;
  vat?: DocumentVat | null;
  credits?: ReadonlyArray<{ amount_pence: number; at: Date; vat?: CreditVat }>;
  cis: CisSnapshot;
}

/** Where the report reads invoices: those with CIS, not void, issued or credited in [start, end). */
export interface CisInvoiceSource {
  cisInvoices(start: Date, end: Date): AsyncIterable<CisInvoice>;
}

interface Figures {
  invoices: number;
  labour: number;
  materials: number;
  deduction: number;
}

const none = (): Figures => ({ invoices: 0, labour: 0, materials: 0, deduction: 0 });
const add = (a: Figures, b: Figures) => {
  a.invoices += b.invoices;
  a.labour += b.labour;
  a.materials += b.materials;
  a.deduction += b.deduction;
};
const inPounds = (f: Figures) => ({
  invoices: f.invoices,
  labour: toPounds(f.labour),
  materials: toPounds(f.materials),
  deduction: toPounds(f.deduction),
});

/** `YYYY-MM-DD` of a calendar date (month 1-12, overflowing into the next year). */
const dateOf = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);

/** The tax month (1: 6 April to 5 May ... 12: 6 March to 5 April) a local date falls in, within its tax year. */
export function taxMonthOf(date: string): { taxYear: number; month: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Before the 6th a date belongs to the month that began on the 6th of the calendar month before.
  const startMonth = d >= 6 ? m : m - 1;
  const startYear = startMonth === 0 ? y - 1 : y;
  const calendarMonth = startMonth === 0 ? 12 : startMonth;
  const month = ((calendarMonth - 4 + 12) % 12) + 1;
  return { taxYear: calendarMonth >= 4 ? startYear : startYear - 1, month };
}

/** The first and last day of tax month `month` of the tax year starting in April of `taxYear`. */
export const taxMonthDays = (taxYear: number, month: number) => ({
  from: dateOf(taxYear, 3 + month, 6),
  to: dateOf(taxYear, 4 + month, 5),
});

export async function cisReport(
  source: CisInvoiceSource,
  taxYear: number,
  timeZone: string,
): Promise<CisReportData> {
  const start = startOfLocalDay(dateOf(taxYear, 4, 6), timeZone);
  const end = startOfLocalDay(dateOf(taxYear + 1, 4, 6), timeZone);
  // months[k]: contractor key -> name and figures.
  const months = Array.from({ length: 12 }, () => new Map<string, { name: string; f: Figures }>());
  const row = (at: Date, invoice: CisInvoice) => {
    const { month } = taxMonthOf(localDateOf(at, timeZone));
    const key = invoice.customer_id ?? `name:${invoice.customer.name}`;
    const rows = months[month - 1]!;
    let r = rows.get(key);
    if (!r) rows.set(key, (r = { name: invoice.customer.name, f: none() }));
    return r.f;
  };
  const within = (at: Date) => at.getTime() >= start.getTime() && at.getTime() < end.getTime();
  for await (const invoice of source.cisInvoices(start, end)) {
    const cis = invoice.cis;
    if (within(invoice.created_at)) {
      add(row(invoice.created_at, invoice), {
        invoices: 1,
        labour: cis.labour_pence,
        materials: cis.materials_pence,
        deduction: cis.deduction_pence,
      });
    }
    // Replays the notes in order from the invoice as issued, as orders/credits.ts applied them.
    let before: CisSnapshot = { ...cis, credited_labour_pence: 0, credited_deduction_pence: 0 };
    const vats = creditVats(invoice);
    (invoice.credits ?? []).forEach((credit, n) => {
      const net = vats[n] ? vats[n]!.net_pence : credit.amount_pence;
      const after = cisAfterCredit(before, net);
      const labour = after.credited_labour_pence - before.credited_labour_pence;
      if (within(new Date(credit.at))) {
        add(row(new Date(credit.at), invoice), {
          invoices: 0,
          labour: -labour,
          materials: -(net - labour),
          deduction: -(after.credited_deduction_pence - before.credited_deduction_pence),
        });
      }
      before = after;
    });
  }
  const total = none();
  return {
    tax_year: taxYear,
    time_zone: timeZone,
    months: months.map((rows, k) => {
      const sum = none();
      const contractors = [...rows]
        .map(([key, r]) => {
          add(sum, r.f);
          return { customer_id: key.startsWith('name:') ? null : key, name: r.name, ...inPounds(r.f) };
        })
        .sort((a, b) => a.name.localeCompare(b.name));
      add(total, sum);
      return { month: k + 1, ...taxMonthDays(taxYear, k + 1), contractors, ...inPounds(sum) };
    }),
    ...inPounds(total),
  };
}
