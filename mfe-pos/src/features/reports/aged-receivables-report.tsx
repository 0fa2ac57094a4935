import { AGING_BUCKET_LABELS } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { useAgedReceivablesQuery } from './reports-api';

/** What the unpaid invoices owe as of today, by days past their due date (whatever period is picked). */
export function AgedReceivablesReport() {
  const result = useAgedReceivablesQuery();
  return (
    <ReportSection title="Aged receivables" result={result}>
      {(r) => (
        <ReportTable
          caption={`Owed on unpaid invoices as of ${r.as_of}, by days past the due date`}
          columns={['Age', 'Invoices', 'Owed']}
          rows={r.buckets.map((b) => ({
            key: b.bucket,
            cells: [AGING_BUCKET_LABELS[b.bucket], b.count, formatPounds(b.amount)],
          }))}
          total={['Total', r.total.count, formatPounds(r.total.amount)]}
        />
      )}
    </ReportSection>
  );
}
