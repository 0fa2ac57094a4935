import { reverseChargeStatement, type CreditNoteView } from '@voltdesk/contracts';
import { formatPence } from '../../shared/money';

/**
 * A credit note of a reverse-charged invoice refunds no VAT: it states HMRC's wording and the reverse-charge
 * VAT it takes back, which the customer adjusts on their return. Nothing on any other note.
 */
export function CreditReverseCharge({ note }: { note: Pick<CreditNoteView, 'reverse_charge'> }) {
  const rc = reverseChargeStatement(note);
  if (!rc) return null;
  return (
    <div className="pos-hint">
      <div>{rc.wording}</div>
      {rc.rows.map((row) => (
        <div key={row.label}>
          {row.label}: net {formatPence(row.net_pence)}, reverse-charge VAT {formatPence(row.vat_pence)}
        </div>
      ))}
    </div>
  );
}
