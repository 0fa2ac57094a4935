import type { ReportPeriodQuery } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { ReportSection } from './report-section';
import { count } from './report-words';
import { useVatReportQuery } from './reports-api';
import { VatRatesTable } from './vat-rates-table';
import { VatReverseCharge } from './vat-reverse-charge';

/**
 * The VAT summary of the period: the rates table, how its figures are summed, and what it leaves out
 * (invoices and credit notes without VAT figures).
 */
export function VatSummary({ period }: { period: ReportPeriodQuery }) {
  const result = useVatReportQuery(period);
  return (
    <ReportSection title="VAT summary" result={result} wide>
      {(r) => (
        <>
          <VatRatesTable report={r} />
          <VatReverseCharge report={r} />
          <p className="pos-report__note">
            VAT is calculated per line, as on the invoices: each line&apos;s VAT is rounded to the penny, and
            these figures are sums of those lines.
          </p>
          {r.credit_notes > 0 ? (
            <p className="pos-report__note">
              Credit notes are taken off in the period they were issued, whatever the date of their invoice.
            </p>
          ) : null}
          {r.not_analysed.count > 0 ? (
            <p className="pos-report__note">
              {count(r.not_analysed.count, 'invoice')} ({formatPounds(r.not_analysed.amount)}) without VAT
              figures (issued while not VAT registered) are not in the rates above.
            </p>
          ) : null}
          {r.credits_not_analysed.count > 0 ? (
            <p className="pos-report__note">
              {count(r.credits_not_analysed.count, 'credit note')} (
              {formatPounds(r.credits_not_analysed.amount)}) without VAT figures (on invoices without VAT) are
              not in the rates above.
            </p>
          ) : null}
        </>
      )}
    </ReportSection>
  );
}
