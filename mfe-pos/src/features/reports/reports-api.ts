import { defineCalls, read, write } from '@voltdesk/app-core';
import { posEndpoints, type ReportPeriodQuery } from '@voltdesk/contracts';
import { POS_TAGS } from '../../shared/tags';

const {
  periodReport,
  vatReport,
  vatReturn,
  salesReport,
  agedReceivables,
  exportInvoices,
  exportPayments,
  exportCustomers,
} = posEndpoints;

/** The CSV exports a report screen offers. */
export type CsvKind = 'invoices' | 'payments' | 'customers';

/** The file name svc-pos gives the download (`Content-Disposition`), or a plain one. */
export function filenameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/** Hands a file to the browser as a download (a temporary link to the bytes, clicked once). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Every figure moves with orders, payments, voids and credit notes: they refresh with the order list. */
const ORDERS = [{ type: 'PosOrder' as const, id: 'LIST' }];

/**
 * A CSV export: fetched through the api (it needs the admin's bearer token, so not a plain link) and saved
 * from the answer; svc-pos streams it. Resolves to null once the browser has it (the bytes are not kept in
 * the store).
 */
const csvOf = (kind: CsvKind) => ({
  cache: 'no-store' as const,
  responseHandler: async (response: Response) => {
    // A refusal is the JSON envelope (422, 401): read as any other call's error.
    if (!response.ok) return response.json();
    saveFile(await response.blob(), filenameOf(response, `${kind}.csv`));
    return null;
  },
});

/** Report calls of svc-pos. */
const reports = defineCalls(POS_TAGS, {
  periodReport: read(periodReport, { providesTags: ORDERS }),
  vatReport: read(vatReport, { providesTags: ORDERS }),
  // Expenses change it too: it refreshes with their list.
  vatReturn: read(vatReturn, { providesTags: [...ORDERS, { type: 'PosExpense' as const, id: 'LIST' }] }),
  salesReport: read(salesReport, { providesTags: ORDERS }),
  agedReceivables: read(agedReceivables, { providesTags: ORDERS }),
  exportInvoices: write(exportInvoices, { fetch: csvOf('invoices'), result: () => null }),
  exportPayments: write(exportPayments, { fetch: csvOf('payments'), result: () => null }),
  exportCustomers: write(exportCustomers, { fetch: csvOf('customers'), result: () => null }),
});

export const {
  usePeriodReportQuery,
  useVatReportQuery,
  useVatReturnQuery,
  useSalesReportQuery,
  useAgedReceivablesQuery,
} = reports;

/** Downloads one of the CSV exports (the period's, except the customer list, which has none). */
export function useDownloadCsv() {
  const [invoices, invoicesState] = reports.useExportInvoicesMutation();
  const [payments, paymentsState] = reports.useExportPaymentsMutation();
  const [customers, customersState] = reports.useExportCustomersMutation();
  const download = ({ kind, from, to }: { kind: CsvKind } & ReportPeriodQuery) =>
    kind === 'customers' ? customers() : (kind === 'invoices' ? invoices : payments)({ from, to });
  const isLoading = invoicesState.isLoading || paymentsState.isLoading || customersState.isLoading;
  return [download, { isLoading }] as const;
}
