import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { StaffNames } from './staff-names';
import { sendCsv } from '../shared/csv';
import type { CsvExports } from './csv';
import type { ReportService } from './service';

type ReportHandlers = Pick<
  Handlers<typeof posEndpoints>,
  | 'periodReport'
  | 'vatReport'
  | 'vatReturn'
  | 'agedReceivables'
  | 'salesReport'
  | 'exportInvoices'
  | 'exportPayments'
  | 'exportCustomers'
>;

/**
 * @param staffNames names the admins of the payments export, asked with the caller's own token; without it
 * (svc-pos run alone, as some tests and the benchmark do) the export writes their ids.
 */
export function reportHandlers(
  reports: ReportService,
  exports: CsvExports,
  staffNames?: StaffNames,
): ReportHandlers {
  return {
    periodReport: async ({ query }) => ({ data: await reports.period(query) }),
    vatReport: async ({ query }) => ({ data: await reports.vat(query) }),
    vatReturn: async ({ query }) => ({ data: await reports.vatReturn(query) }),
    agedReceivables: async () => ({ data: await reports.agedReceivables() }),
    salesReport: async ({ query }) => ({ data: await reports.sales(query) }),
    exportInvoices: async ({ query, ctx }) => sendCsv(ctx, exports.invoices(query)),
    exportPayments: async ({ query, ctx }) =>
      sendCsv(
        ctx,
        await exports.payments(query, async (ids) =>
          staffNames ? staffNames.namesOf(ids, ctx.get('authorization')) : new Map(),
        ),
      ),
    exportCustomers: async ({ ctx }) => sendCsv(ctx, exports.customers()),
  };
}
