import { defineEndpoints } from '../endpoint';

/** The accountant's exports: CSV in the import layout of Xero or QuickBooks Online. */
export const exportEndpoints = defineEndpoints({
  /** CSV (text/csv, attachment) of the period's invoices, contacts or payments for a ledger, streamed. */
  exportAccounting: {
    name: 'exportAccounting',
    method: 'GET',
    permission: 'reports',
    path: 'admin/exportAccounting',
    service: 'pos',
    access: 'admin',
    query: 'pos.exports.accounting',
    errors: 'data',
    view: 'raw',
    errorStatuses: [401, 403, 422],
  },
});
