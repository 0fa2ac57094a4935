import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import { cisReport, type CisInvoice } from './report';

/** The orders read a batch at a time (the reports' read port, reports/sources.ts readPortOf). */
export interface OrderStream {
  stream<T>(
    filter: Record<string, unknown>,
    fields: Record<string, 1>,
    sort: Record<string, 1 | -1>,
  ): AsyncIterable<T>;
}

/**
 * The CIS report's handler, on the invoices (`orders`) with CIS: those issued in the tax year (the
 * `created_at` index) or credited in it (the `credits.at` index), not void.
 */
export function cisHandlers(
  orders: OrderStream,
  timeZone: string,
): Pick<Handlers<typeof posEndpoints>, 'cisReport'> {
  const source = {
    cisInvoices: (start: Date, end: Date) =>
      orders.stream<CisInvoice>(
        {
          cis: { $type: 'object' },
          voided_at: null,
          $or: [{ created_at: { $gte: start, $lt: end } }, { 'credits.at': { $gte: start, $lt: end } }],
        },
        {
          customer_id: 1,
          customer: 1,
          created_at: 1,
          items: 1,
          vat: 1,
          credits: 1,
          cis: 1,
          deposit_deduction: 1,
        },
        { created_at: 1 },
      ),
  };
  return {
    cisReport: async ({ query }) => ({ data: await cisReport(source, query.tax_year, timeZone) }),
  };
}
