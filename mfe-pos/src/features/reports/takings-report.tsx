import type { PaymentMethod, ReportPeriodQuery } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { count } from './report-words';
import { usePeriodReportQuery } from './reports-api';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  card_online: 'Card (online)',
};

/**
 * Takings and invoices of the period (Today's is the end-of-day report): money taken net of refunds and
 * corrections, invoices issued, void and credited, and the takings by payment method.
 */
export function TakingsReport({ period }: { period: ReportPeriodQuery }) {
  const result = usePeriodReportQuery(period);
  return (
    <ReportSection title="Takings and invoices" result={result}>
      {(r) => (
        <>
          <p className="pos-report__period-text">
            {r.from === r.to ? r.from : `${r.from} to ${r.to}`} ({r.time_zone})
          </p>
          <ReportFigures
            rows={[
              ['Taken (net)', formatPounds(r.takings.net)],
              [
                'Payments received',
                `${formatPounds(r.takings.received.amount)} (${count(r.takings.received.count, 'payment')})`,
              ],
              [
                'Refunds',
                `${formatPounds(r.takings.refunds.amount)} (${count(r.takings.refunds.count, 'refund')})`,
              ],
              [
                'Corrections',
                `${formatPounds(r.takings.corrections.amount)} (${count(r.takings.corrections.count, 'correction')})`,
              ],
              [
                'Invoices issued',
                `${formatPounds(r.invoices.amount)} (${count(r.invoices.count, 'invoice')})`,
              ],
              ['Of which void', `${formatPounds(r.void.amount)} (${count(r.void.count, 'invoice')})`],
              [
                'Credit notes',
                `${formatPounds(r.credit_notes.amount)} (${count(r.credit_notes.count, 'credit note')})`,
              ],
            ]}
          />
          <ReportTable
            caption="Takings by payment method"
            columns={['Method', 'Received', 'Refunds', 'Corrections', 'Net']}
            rows={r.takings.by_method.map((m) => ({
              key: m.method,
              cells: [
                METHOD_LABELS[m.method],
                formatPounds(m.received),
                formatPounds(m.refunds),
                formatPounds(m.corrections),
                formatPounds(m.net),
              ],
            }))}
            empty="No money moved in this period."
          />
        </>
      )}
    </ReportSection>
  );
}
