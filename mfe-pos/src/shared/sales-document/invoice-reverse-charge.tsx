import { REVERSE_CHARGE_VAT_HEADING, reverseChargeStatement, type OrderView } from '@voltdesk/contracts';
import { formatPence } from '../money';

/**
 * A reverse-charged invoice's statement (the domestic reverse charge): HMRC's wording, and per rate the net
 * and the VAT the customer accounts for, which the invoice does not charge. Nothing for any other invoice.
 */
export function InvoiceReverseCharge({ order }: { order: Pick<OrderView, 'reverse_charge'> }) {
  const rc = reverseChargeStatement(order);
  if (!rc) return null;
  return (
    <section className="pos-invoice__vat" aria-label="Reverse charge">
      <p className="pos-invoice__strong">{rc.wording}</p>
      <table className="pos-invoice__items pos-invoice__vat-table">
        <caption>Reverse charge</caption>
        <thead>
          <tr>
            <th>Rate</th>
            <th className="pos-invoice__num">Net</th>
            <th className="pos-invoice__num">{REVERSE_CHARGE_VAT_HEADING}</th>
          </tr>
        </thead>
        <tbody>
          {rc.rows.map((row) => (
            <tr key={row.label}>
              <td>{row.label}</td>
              <td className="pos-invoice__num">{formatPence(row.net_pence)}</td>
              <td className="pos-invoice__num">{formatPence(row.vat_pence)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="pos-invoice__vat-note" data-testid="reverse-charge-vat">
        {rc.total}
      </p>
    </section>
  );
}
