import type { OrderVatView } from '@voltdesk/contracts';
import { formatPounds } from '../money';
import { vatRateName } from './invoice-fields';

/**
 * The per-rate summary of a VAT invoice (what a UK VAT invoice shows for each rate: the net charged and
 * its VAT), with `note` (invoiceFigures' vatNote): how the prices were typed and that VAT is worked out per
 * line, so the summary's VAT is a sum of rounded lines. Only a VAT invoice (`order.vat`) has one.
 */
export function VatSummary({ vat, note }: { vat: OrderVatView; note: string | null }) {
  return (
    <section className="pos-invoice__vat" aria-label="VAT summary">
      <table className="pos-invoice__items pos-invoice__vat-table">
        <caption>VAT summary</caption>
        <thead>
          <tr>
            <th>Rate</th>
            <th className="pos-invoice__num">Net</th>
            <th className="pos-invoice__num">VAT</th>
            <th className="pos-invoice__num">Gross</th>
          </tr>
        </thead>
        <tbody>
          {vat.summary.map((row) => (
            <tr key={row.rate}>
              <td>{vatRateName(row.rate, row.percent)}</td>
              <td className="pos-invoice__num">{formatPounds(row.net)}</td>
              <td className="pos-invoice__num">{formatPounds(row.vat)}</td>
              <td className="pos-invoice__num">{formatPounds(row.gross)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className="pos-invoice__vat-note">{note}</p> : null}
    </section>
  );
}
