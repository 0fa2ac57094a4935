import type { VatReportData } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';

/** An amount the credit notes took back, shown negative (never as -0.00). */
const taken = (pounds: number) => (pounds === 0 ? 0 : -pounds);

/** A line of the VAT summary: what the invoices charged, what the credit notes took back, and the rest. */
export function VatRateRow({
  label,
  figures,
  total = false,
}: {
  label: string;
  figures: VatReportData['rates'][number] | VatReportData;
  total?: boolean;
}) {
  const { invoiced, credited } = figures;
  return (
    <tr className={total ? 'pos-report__total' : undefined}>
      <td>{label}</td>
      <td className="pos-num">{formatPounds(invoiced.net)}</td>
      <td className="pos-num">{formatPounds(invoiced.vat)}</td>
      <td className="pos-num">{formatPounds(taken(credited.net))}</td>
      <td className="pos-num">{formatPounds(taken(credited.vat))}</td>
      <td className="pos-num">{formatPounds(figures.net)}</td>
      <td className="pos-num">{formatPounds(figures.vat)}</td>
      <td className="pos-num">{formatPounds(figures.gross)}</td>
    </tr>
  );
}
