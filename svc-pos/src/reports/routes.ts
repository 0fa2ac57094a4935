import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { Context } from 'koa';
import type { CsvExport, CsvExports } from './csv';
import type { ReportService } from './service';

type ReportHandlers = Pick<
  Handlers<typeof posEndpoints>,
  | 'periodReport'
  | 'vatReport'
  | 'agedReceivables'
  | 'salesReport'
  | 'exportInvoices'
  | 'exportPayments'
  | 'exportCustomers'
>;

/** Streams a CSV export as a download; the body is a stream, so Koa sends it chunked as it is written. */
function sendCsv(ctx: Context, csv: CsvExport): void {
  ctx.status = 200;
  ctx.type = 'text/csv; charset=utf-8';
  ctx.set('Content-Disposition', `attachment; filename="${csv.filename}"`);
  // Figures of one business: never kept by a shared cache.
  ctx.set('Cache-Control', 'no-store');
  ctx.body = csv.body;
}

export function reportHandlers(reports: ReportService, exports: CsvExports): ReportHandlers {
  return {
    periodReport: async ({ query }) => ({ data: await reports.period(query) }),
    vatReport: async ({ query }) => ({ data: await reports.vat(query) }),
    agedReceivables: async () => ({ data: await reports.agedReceivables() }),
    salesReport: async ({ query }) => ({ data: await reports.sales(query) }),
    exportInvoices: async ({ query, ctx }) => sendCsv(ctx, exports.invoices(query)),
    exportPayments: async ({ query, ctx }) => sendCsv(ctx, exports.payments(query)),
    exportCustomers: async ({ ctx }) => sendCsv(ctx, exports.customers()),
  };
}
