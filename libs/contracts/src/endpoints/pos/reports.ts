import { defineEndpoints } from '../endpoint';

/** Reports and CSV exports. */
export const reportEndpoints = defineEndpoints({
  /** End-of-day / period report: takings by method, refunds, invoices issued (business time zone). */
  periodReport: {
    name: 'periodReport',
    method: 'GET',
    permission: 'reports',
    path: 'admin/getPeriodReport',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'pos.views.periodReport',
    errorStatuses: [401, 403, 422],
  },
  /** Net and VAT per rate of the invoices issued in a period. */
  vatReport: {
    name: 'vatReport',
    method: 'GET',
    permission: 'reports',
    path: 'admin/getVatReport',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'pos.views.vatReport',
    errorStatuses: [401, 403, 422],
  },
  /** The nine boxes of the VAT return for a period, with the invoices, credit notes and expenses behind them. */
  vatReturn: {
    name: 'vatReturn',
    method: 'GET',
    permission: 'reports',
    path: 'admin/getVatReturn',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'pos.views.vatReturn',
    errorStatuses: [401, 403, 422],
  },
  /** What Unpaid invoices owe today, by days past their due date. */
  agedReceivables: {
    name: 'agedReceivables',
    method: 'GET',
    permission: 'reports',
    path: 'admin/getAgedReceivables',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'pos.views.agedReceivables',
    errorStatuses: [401, 403],
  },
  /** Sales by service and by category of the invoices issued in a period. */
  salesReport: {
    name: 'salesReport',
    method: 'GET',
    permission: 'reports',
    path: 'admin/getSalesReport',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'pos.views.salesReport',
    errorStatuses: [401, 403, 422],
  },
  /** CSV (text/csv, attachment) of the invoices issued in a period, streamed. */
  exportInvoices: {
    name: 'exportInvoices',
    method: 'GET',
    permission: 'reports',
    path: 'admin/exportInvoices',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'raw',
    errorStatuses: [401, 403, 422],
  },
  /** CSV of the payment records (taken, refunded, corrected) of a period, streamed. */
  exportPayments: {
    name: 'exportPayments',
    method: 'GET',
    permission: 'reports',
    path: 'admin/exportPayments',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'raw',
    errorStatuses: [401, 403, 422],
  },
  /** CSV of every customer record, streamed. */
  exportCustomers: {
    name: 'exportCustomers',
    method: 'GET',
    permission: 'reports',
    path: 'admin/exportCustomers',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'raw',
    errorStatuses: [401, 403],
  },
});
