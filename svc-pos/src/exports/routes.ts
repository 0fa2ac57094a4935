import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import { sendCsv } from '../shared/csv';
import type { AccountingExports } from './service';

type ExportHandlers = Pick<Handlers<typeof posEndpoints>, 'exportAccounting'>;

/** The accountant's exports as downloads. */
export function accountingExportHandlers(exports: AccountingExports): ExportHandlers {
  return { exportAccounting: async ({ query, ctx }) => sendCsv(ctx, exports.export(query)) };
}
