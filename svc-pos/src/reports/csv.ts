import { formatQuoteNo, type ReportPeriodQuery } from '@voltdesk/contracts';
import { csvOf, poundsCell, textCell, type CsvExport } from '../shared/csv';
import { zonedClock } from '../shared/periods';
import { periodOf, within, type Period } from './period';
import type { CustomerReadPort, OrderReadPort, StoredOrder, StoredPayment } from './sources';

export { poundsCell, textCell, type CsvExport };

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Date and time of an instant in the business's zone: `2026-07-15`, `10:04:05`. */
function localClock(timeZone: string): (at: Date) => { date: string; time: string } {
  const clock = zonedClock(timeZone);
  return (at) => {
    const p = clock(at);
    return {
      date: `${p.year}-${pad2(p.month)}-${pad2(p.day)}`,
      time: `${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}`,
    };
  };
}

const INVOICE_COLUMNS = [
  'Invoice No',
  'Date',
  'Time',
  'Customer',
  'Phone',
  'Email',
  'Address',
  'Order ID',
  'Quote No',
  'Sub Total',
  'Discount',
  'Net',
  'VAT',
  'Total',
  'Credited',
  'Paid',
  'Due',
  'Status',
  'Due Date',
  'Voided At',
  'Void Reason',
] as const;

const PAYMENT_COLUMNS = [
  'Date',
  'Time',
  'Invoice No',
  'Customer',
  'Kind',
  'Method',
  'Amount',
  'Reference',
  'Taken By',
  'Credit Note No',
] as const;

const CUSTOMER_COLUMNS = ['Name', 'Phone', 'Email', 'Address', 'First Seen', 'Last Updated'] as const;

const statusOf = (o: StoredOrder) => (o.voided_at ? 'Void' : o.due_pence === 0 ? 'Paid' : 'Unpaid');

const range = (p: Period) => (p.from === p.to ? p.from : `${p.from}-to-${p.to}`);

/**
 * The CSV exports of the reports screen. Each reads its rows through a cursor and writes them as they come
 * (cursor -> row mapping -> csv-stringify -> the response), so a year of invoices never sits in memory.
 */
export class CsvExports {
  constructor(
    private readonly deps: { orders: OrderReadPort; customers: CustomerReadPort; timeZone: string },
  ) {}

  /** Invoices issued in the period (void ones too, marked), oldest first. @throws ValidationError. */
  invoices(query: ReportPeriodQuery): CsvExport {
    const p = periodOf(query, this.deps.timeZone);
    const clock = localClock(p.time_zone);
    const fields = {
      invoice_no: 1,
      order_custom_id: 1,
      customer: 1,
      sub_total_pence: 1,
      discount_pence: 1,
      total_pence: 1,
      payment_pence: 1,
      due_pence: 1,
      credited_pence: 1,
      due_date: 1,
      voided_at: 1,
      void_reason: 1,
      quote_no: 1,
      vat: 1,
      created_at: 1,
    } as const;
    const rows = this.deps.orders.stream<StoredOrder>({ created_at: within(p) }, fields, { created_at: 1 });
    return {
      filename: `invoices-${range(p)}.csv`,
      body: csvOf(rows, INVOICE_COLUMNS, (o) => {
        const at = clock(o.created_at);
        return [
          o.invoice_no,
          at.date,
          at.time,
          textCell(o.customer.name),
          textCell(o.customer.phone),
          textCell(o.customer.email),
          textCell(o.customer.address),
          textCell(o.order_custom_id),
          o.quote_no ? formatQuoteNo(o.quote_no) : '',
          poundsCell(o.sub_total_pence),
          poundsCell(o.discount_pence),
          poundsCell(o.vat?.net_pence),
          poundsCell(o.vat?.vat_pence),
          poundsCell(o.total_pence),
          poundsCell(o.credited_pence ?? 0),
          poundsCell(o.payment_pence),
          poundsCell(o.due_pence),
          statusOf(o),
          o.due_date ?? '',
          o.voided_at ? `${clock(o.voided_at).date} ${clock(o.voided_at).time}` : '',
          textCell(o.void_reason),
        ];
      }),
    };
  }

  /**
   * Every payment record of the period by its own time (payments taken, refunds and corrections, negative
   * for money out), oldest first, with its invoice and who took it by name. The admins of the period are
   * named before the first row is written (`staffNames`: by id; an id it does not name is written as it
   * is). @throws ValidationError; what `staffNames` throws.
   */
  async payments(
    query: ReportPeriodQuery,
    staffNames: (ids: string[]) => Promise<ReadonlyMap<string, string>>,
  ): Promise<CsvExport> {
    const p = periodOf(query, this.deps.timeZone);
    const clock = localClock(p.time_zone);
    // The admins who took the period's payments: a handful, whatever the number of rows.
    const takers = await this.deps.orders.aggregate<{ _id: string }>([
      { $match: { 'payments.at': within(p) } },
      { $unwind: '$payments' },
      { $match: { 'payments.at': within(p) } },
      { $group: { _id: '$payments.by' } },
    ]);
    const names = await staffNames(takers.map((t) => t._id).filter(Boolean));
    const rows = this.deps.orders.streamAggregate<StoredPayment>([
      { $match: { 'payments.at': within(p) } },
      { $project: { invoice_no: 1, 'customer.name': 1, payments: 1, credits: 1 } },
      { $unwind: '$payments' },
      { $match: { 'payments.at': within(p) } },
      {
        $project: {
          _id: 0,
          invoice_no: 1,
          customer_name: '$customer.name',
          amount_pence: '$payments.amount_pence',
          at: '$payments.at',
          by: '$payments.by',
          method: '$payments.method',
          reference: '$payments.reference',
          kind: '$payments.kind',
          // A refund's credit note: its number is on the credit it points at.
          credit_no: {
            $let: {
              vars: {
                credit: {
                  $arrayElemAt: [
                    {
                      $filter: {
                        input: { $ifNull: ['$credits', []] },
                        as: 'c',
                        cond: { $eq: ['$$c.id', '$payments.credit_id'] },
                      },
                    },
                    0,
                  ],
                },
              },
              in: '$$credit.credit_no',
            },
          },
        },
      },
      { $sort: { at: 1, invoice_no: 1 } },
    ]);
    return {
      filename: `payments-${range(p)}.csv`,
      body: csvOf(rows, PAYMENT_COLUMNS, (r) => {
        const at = clock(r.at);
        return [
          at.date,
          at.time,
          r.invoice_no,
          textCell(r.customer_name),
          r.kind ?? (r.amount_pence < 0 ? 'correction' : 'payment'),
          r.method ?? 'cash',
          poundsCell(r.amount_pence),
          textCell(r.reference),
          textCell(names.get(r.by) ?? r.by),
          r.credit_no ?? '',
        ];
      }),
    };
  }

  /** Every customer record, by name. */
  customers(): CsvExport {
    const clock = localClock(this.deps.timeZone);
    const when = (at: Date | undefined) => (at ? clock(at).date : '');
    return {
      filename: 'customers.csv',
      body: csvOf(this.deps.customers.stream(), CUSTOMER_COLUMNS, (c) => [
        textCell(c.name),
        textCell(c.phone),
        textCell(c.email),
        textCell(c.address),
        when(c.created_at),
        when(c.updated_at),
      ]),
    };
  }
}
