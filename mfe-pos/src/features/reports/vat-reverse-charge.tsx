import type { VatReportData } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { count } from './report-words';

/**
 * Reverse-charged sales of the period, apart from the rates (they charged no VAT): their net, which the
 * VAT return puts in box 6, and the VAT their customers account for, in no box of this business's return.
 */
export function VatReverseCharge({ report }: { report: Pick<VatReportData, 'reverse_charge'> }) {
  const rc = report.reverse_charge;
  if (!rc || (rc.invoices === 0 && rc.credit_notes === 0)) return null;
  const documents = [
    count(rc.invoices, 'invoice'),
    ...(rc.credit_notes ? [count(rc.credit_notes, 'credit note')] : []),
  ];
  return (
    <section aria-label="Reverse-charged sales">
      <h3 className="pos-report__note">Reverse-charged sales (domestic reverse charge)</h3>
      <p className="pos-report__note" data-testid="vat-reverse-charge">
        {documents.join(' and ')}: net {formatPounds(rc.net)} (in box 6), VAT charged £0.00; the customers
        account to HMRC for {formatPounds(rc.vat)} of VAT (not in box 1).
      </p>
    </section>
  );
}
