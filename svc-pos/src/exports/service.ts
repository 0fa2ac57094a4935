import type { AccountingExportQuery, AccountingLedger, PaymentMethod } from '@voltdesk/contracts';
import type { PipelineStage } from 'mongoose';
import { csvOf, poundsCell, textCell, type CsvExport } from '../shared/csv';
import { periodOf, within, type Period } from '../shared/report-period';
import { zonedClock } from '../shared/periods';
import {
  addressParts,
  creditLines,
  invoiceLines,
  type ExportedOrder,
  type LedgerLine,
} from './document-lines';
import {
  CURRENCY,
  QUICKBOOKS_CUSTOMER_COLUMNS,
  QUICKBOOKS_INVOICE_COLUMNS,
  QUICKBOOKS_PAYMENT_COLUMNS,
  quickbooksTaxCode,
  XERO_CONTACT_COLUMNS,
  XERO_INVOICE_COLUMNS,
  XERO_PAYMENT_COLUMNS,
  XERO_SALES_ACCOUNT,
  xeroTaxType,
} from './layouts';

/**
 * What the exports read of the orders, given at composition (reporting.ts, the reports' read port): rows a
 * batch at a time, so a year of invoices never sits in memory.
 */
export interface OrderStreams {
  streamAggregate<T>(pipeline: PipelineStage[]): AsyncIterable<T>;
  stream<T>(
    filter: Record<string, unknown>,
    fields: Record<string, 1>,
    sort: Record<string, 1 | -1>,
  ): AsyncIterable<T>;
}

/** A contact of the period: the customer of its invoices as last invoiced. */
interface ContactRow {
  _id: string;
  email: string;
  phone: string;
  address?: string | null;
}

/** A payment record of the period with its invoice. */
interface PaymentRow {
  invoice_no: number;
  customer_name: string;
  amount_pence: number;
  at: Date;
  method?: PaymentMethod;
  reference?: string | null;
  kind?: 'payment' | 'refund' | 'correction';
}

const pad2 = (n: number) => String(n).padStart(2, '0');
/** `2026-07-15` as both ledgers' UK imports read a date: `15/07/2026`. */
const ukDate = (day: string) => day.split('-').reverse().join('/');
/** A quantity as written: up to three decimals, no trailing zeros (`12.5`). */
const quantityCell = (qty: number) => String(Number(qty.toFixed(3)));

/**
 * The accountant's exports (svc-pos/README.md "Exports for the accountant"): the period's invoices with
 * their credit notes, the contacts they were made out to, and the payments, in the CSV layout of Xero's or
 * QuickBooks Online's import (layouts.ts). Void invoices are left out, as the VAT report leaves them out;
 * credit notes count by their own date, on invoices not void, as the VAT report counts them. Rows are read
 * through a cursor and written as they come, like the other CSV exports.
 */
export class AccountingExports {
  constructor(private readonly deps: { orders: OrderStreams; timeZone: string }) {}

  /** @throws ValidationError when the period ends before it starts. */
  export(query: AccountingExportQuery): CsvExport {
    const p = periodOf(query, this.deps.timeZone);
    const name = `${query.ledger}-${query.records}-${p.from === p.to ? p.from : `${p.from}-to-${p.to}`}.csv`;
    const body =
      query.records === 'invoices'
        ? this.invoices(p, query.ledger)
        : query.records === 'contacts'
          ? this.contacts(p, query.ledger)
          : this.payments(p, query.ledger);
    return { filename: name, body };
  }

  private day(p: Period) {
    const clock = zonedClock(p.time_zone);
    return (at: Date) => {
      const t = clock(at);
      return `${t.year}-${pad2(t.month)}-${pad2(t.day)}`;
    };
  }

  private invoices(p: Period, ledger: AccountingLedger) {
    const day = this.day(p);
    const inPeriod = (at: Date) => at >= p.start && at < p.end;
    const orders = this.deps.orders.stream<ExportedOrder>(
      { voided_at: null, $or: [{ created_at: within(p) }, { 'credits.at': within(p) }] },
      {
        invoice_no: 1,
        order_custom_id: 1,
        customer: 1,
        items: 1,
        discount_pence: 1,
        total_pence: 1,
        vat: 1,
        reverse_charge: 1,
        credits: 1,
        deposit_deduction: 1,
        due_date: 1,
        created_at: 1,
      },
      { created_at: 1 },
    );
    async function* lines() {
      for await (const o of orders) {
        const invoiced = inPeriod(o.created_at) ? invoiceLines(o, day) : [];
        for (const line of [...invoiced, ...creditLines(o, day, inPeriod)]) yield { o, line };
      }
    }
    return ledger === 'xero'
      ? csvOf(lines(), XERO_INVOICE_COLUMNS, ({ o, line }) => xeroInvoiceRow(o, line))
      : csvOf(lines(), QUICKBOOKS_INVOICE_COLUMNS, ({ o, line }) => quickbooksInvoiceRow(o, line));
  }

  private contacts(p: Period, ledger: AccountingLedger) {
    // The customers of the period's invoices, by the name the ledgers match contacts on, as last invoiced.
    const rows = this.deps.orders.streamAggregate<ContactRow>([
      { $match: { voided_at: null, created_at: within(p) } },
      { $sort: { created_at: 1 } },
      {
        $group: {
          _id: '$customer.name',
          email: { $last: '$customer.email' },
          phone: { $last: '$customer.phone' },
          address: { $last: '$customer.address' },
        },
      },
      { $sort: { _id: 1 } },
    ]);
    return ledger === 'xero'
      ? csvOf(rows, XERO_CONTACT_COLUMNS, (c) => {
          const { lines, postcode } = addressParts(c.address);
          return [
            textCell(c._id),
            '',
            textCell(c.email),
            '',
            '',
            '',
            ...lines.map(textCell),
            '',
            '',
            postcode,
            postcode ? 'United Kingdom' : '',
            textCell(c.phone),
            '',
            '',
            '',
          ];
        })
      : csvOf(rows, QUICKBOOKS_CUSTOMER_COLUMNS, (c) => {
          const { lines, postcode } = addressParts(c.address);
          return [
            textCell(c._id),
            '',
            textCell(c.email),
            textCell(c.phone),
            '',
            '',
            '',
            textCell(lines.filter(Boolean).join(', ')),
            '',
            '',
            postcode,
            postcode ? 'United Kingdom' : '',
            '',
            '',
          ];
        });
  }

  private payments(p: Period, ledger: AccountingLedger) {
    const day = this.day(p);
    const rows = this.deps.orders.streamAggregate<PaymentRow>([
      { $match: { 'payments.at': within(p) } },
      { $project: { invoice_no: 1, 'customer.name': 1, payments: 1 } },
      { $unwind: '$payments' },
      { $match: { 'payments.at': within(p) } },
      {
        $project: {
          _id: 0,
          invoice_no: 1,
          customer_name: '$customer.name',
          amount_pence: '$payments.amount_pence',
          at: '$payments.at',
          method: '$payments.method',
          reference: '$payments.reference',
          kind: '$payments.kind',
        },
      },
      { $sort: { at: 1, invoice_no: 1 } },
    ]);
    const what = (r: PaymentRow) => {
      const kind = r.kind ?? (r.amount_pence < 0 ? 'correction' : 'payment');
      const method = (r.method ?? 'cash').replace('_', ' ');
      const ref = r.reference ? ` ${r.reference}` : '';
      return `${kind === 'payment' ? 'Payment' : kind === 'refund' ? 'Refund' : 'Correction'} of invoice ${r.invoice_no} (${method}${ref})`;
    };
    return ledger === 'xero'
      ? csvOf(rows, XERO_PAYMENT_COLUMNS, (r) => [
          ukDate(day(r.at)),
          poundsCell(r.amount_pence),
          textCell(r.customer_name),
          textCell(what(r)),
          String(r.invoice_no),
          '',
        ])
      : csvOf(rows, QUICKBOOKS_PAYMENT_COLUMNS, (r) => [
          ukDate(day(r.at)),
          textCell(`${r.customer_name}: ${what(r)}`),
          poundsCell(r.amount_pence),
        ]);
  }
}

function xeroInvoiceRow(o: ExportedOrder, l: LedgerLine): string[] {
  const { lines, postcode } = addressParts(o.customer.address);
  return [
    textCell(o.customer.name),
    textCell(o.customer.email),
    ...lines.map(textCell),
    '',
    '',
    postcode,
    postcode ? 'United Kingdom' : '',
    l.number,
    textCell(l.reference),
    ukDate(l.date),
    ukDate(l.due),
    poundsCell(l.total_pence),
    '',
    textCell(l.description),
    quantityCell(l.quantity),
    poundsCell(l.unit_pence),
    '',
    XERO_SALES_ACCOUNT,
    xeroTaxType(l.tax),
    poundsCell(l.vat_pence),
    '',
    '',
    '',
    '',
    CURRENCY,
    '',
  ];
}

function quickbooksInvoiceRow(o: ExportedOrder, l: LedgerLine): string[] {
  return [
    l.number,
    textCell(o.customer.name),
    ukDate(l.date),
    ukDate(l.due),
    '',
    '',
    textCell(l.reference),
    textCell(l.description),
    textCell(l.description),
    quantityCell(l.quantity),
    poundsCell(l.unit_pence),
    poundsCell(l.net_pence),
    quickbooksTaxCode(l.tax),
    poundsCell(l.vat_pence),
    CURRENCY,
    ukDate(l.date),
  ];
}
