import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  posEndpoints,
  type AgedReceivablesData,
  type PeriodReportData,
  type ReportPeriodQuery,
  type SalesReportData,
  type VatReportData,
} from '@voltdesk/contracts';
import { POS_TAGS } from '../../shared/tags';

const {
  periodReport,
  vatReport,
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
 * Report calls of svc-pos. The CSV exports need the admin's bearer token, so they are fetched through the
 * api (not a plain link) and saved from the answer; svc-pos streams them.
 */
const reportsApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    posPeriodReport: build.query<PeriodReportData, ReportPeriodQuery>({
      query: (query) => callOf(periodReport, { query }),
      transformResponse: dataOf(periodReport),
      providesTags: ORDERS,
    }),
    posVatReport: build.query<VatReportData, ReportPeriodQuery>({
      query: (query) => callOf(vatReport, { query }),
      transformResponse: dataOf(vatReport),
      providesTags: ORDERS,
    }),
    posSalesReport: build.query<SalesReportData, ReportPeriodQuery>({
      query: (query) => callOf(salesReport, { query }),
      transformResponse: dataOf(salesReport),
      providesTags: ORDERS,
    }),
    posAgedReceivables: build.query<AgedReceivablesData, void>({
      query: () => callOf(agedReceivables),
      transformResponse: dataOf(agedReceivables),
      providesTags: ORDERS,
    }),
    /** Downloads a CSV; resolves to null once the browser has it (the bytes are not kept in the store). */
    posDownloadCsv: build.mutation<null, { kind: CsvKind } & ReportPeriodQuery>({
      query: ({ kind, from, to }) => ({
        ...(kind === 'customers'
          ? callOf(exportCustomers)
          : callOf(kind === 'invoices' ? exportInvoices : exportPayments, { query: { from, to } })),
        cache: 'no-store',
        responseHandler: async (response: Response) => {
          // A refusal is the JSON envelope (422, 401): read as any other call's error.
          if (!response.ok) return response.json();
          saveFile(await response.blob(), filenameOf(response, `${kind}.csv`));
          return null;
        },
      }),
    }),
  }),
  overrideExisting: false,
});

export const {
  usePosPeriodReportQuery,
  usePosVatReportQuery,
  usePosSalesReportQuery,
  usePosAgedReceivablesQuery,
  usePosDownloadCsvMutation,
} = reportsApi;
