import type { ReportPeriodQuery } from '@voltdesk/contracts';
import { normalizeError, toastError } from '@voltdesk/app-core';
import { useDownloadCsv, type CsvKind } from './reports-api';

/** The CSV downloads, in the order offered: the period's invoices and payments, every customer. */
const CSV_DOWNLOADS: readonly (readonly [CsvKind, string])[] = [
  ['invoices', 'Invoices CSV'],
  ['payments', 'Payments CSV'],
  ['customers', 'Customers CSV (all)'],
];

/** The CSV download buttons: the period's invoices and payments, and every customer. */
export function CsvDownloads({ period }: { period: ReportPeriodQuery }) {
  const [download, downloading] = useDownloadCsv();
  const csv = async (kind: CsvKind) => {
    try {
      await download({ kind, ...period }).unwrap();
    } catch (error) {
      const e = normalizeError(error as Parameters<typeof normalizeError>[0]);
      toastError(Object.values(e.fields)[0] ?? e.message ?? 'The download failed. Please try again.');
    }
  };
  return (
    <div className="pos-report__downloads" aria-label="CSV downloads" role="group">
      {CSV_DOWNLOADS.map(([kind, label]) => (
        <button
          key={kind}
          type="button"
          className="vd-btn vd-btn--ghost"
          disabled={downloading.isLoading}
          onClick={() => csv(kind)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
