import type { VatReportData } from '@voltdesk/contracts';
import { count } from './report-words';
import { VatRateRow } from './vat-rate-row';

/** The VAT summary's table: net and VAT per rate, invoiced, credited and for the period, then the total. */
export function VatRatesTable({ report }: { report: VatReportData }) {
  return (
    <div className="pos-report__scroll">
      <table className="vd-table pos-report__table">
        <caption>
          Net and VAT per rate ({count(report.invoices, 'VAT invoice')},{' '}
          {count(report.credit_notes, 'credit note')})
        </caption>
        <thead>
          <tr>
            <th rowSpan={2}>Rate</th>
            <th colSpan={2} scope="colgroup">
              Invoices
            </th>
            <th colSpan={2} scope="colgroup">
              Credit notes
            </th>
            <th colSpan={3} scope="colgroup">
              For the period
            </th>
          </tr>
          <tr>
            <th className="pos-num">Net</th>
            <th className="pos-num">VAT</th>
            <th className="pos-num">Net</th>
            <th className="pos-num">VAT</th>
            <th className="pos-num">Net</th>
            <th className="pos-num">VAT</th>
            <th className="pos-num">Gross</th>
          </tr>
        </thead>
        <tbody>
          {report.rates.map((rate) => (
            <VatRateRow
              key={`${rate.rate}:${rate.percent}`}
              label={`${rate.rate} (${rate.percent}%)`}
              figures={rate}
            />
          ))}
          <VatRateRow label="Total" figures={report} total />
        </tbody>
      </table>
    </div>
  );
}
