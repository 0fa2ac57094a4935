import {
  formatInvoicePence,
  REVERSE_CHARGE_VAT_HEADING,
  reverseChargeStatement,
  type CustomerDocumentView,
} from '@voltdesk/contracts';

/**
 * A reverse-charged invoice's statement, as its PDF prints it: HMRC's wording, per rate the net and the VAT
 * the customer accounts for, and that VAT in total. Nothing for any other document.
 */
export function DocumentReverseCharge({ shown }: { shown: CustomerDocumentView }) {
  const rc = reverseChargeStatement(shown.document);
  if (!rc) return null;
  return (
    <section aria-label="Reverse charge">
      <p className="vs-doc__strong">{rc.wording}</p>
      <div className="vs-doc__scroll">
        <table className="vs-doc__table">
          <caption>Reverse charge</caption>
          <thead>
            <tr>
              <th scope="col">Rate</th>
              <th scope="col" className="vs-num">
                Net
              </th>
              <th scope="col" className="vs-num">
                {REVERSE_CHARGE_VAT_HEADING}
              </th>
            </tr>
          </thead>
          <tbody>
            {rc.rows.map((row) => (
              <tr key={row.label}>
                <td>{row.label}</td>
                <td className="vs-num">{formatInvoicePence(row.net_pence)}</td>
                <td className="vs-num">{formatInvoicePence(row.vat_pence)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="vs-doc__note">{rc.total}</p>
    </section>
  );
}
