import { useState } from 'react';
import { formatPounds } from '../../shared/money';
import { taxYearOf, useCisReportQuery } from './cis-api';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "6 Apr 2026": a tax month's day as the statements write it. */
const dayOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};

/**
 * The CIS report: per UK tax month (6th to 5th) of a tax year and per contractor customer, the labour CIS
 * was worked on, the materials and the CIS deducted, to check against the contractors' monthly statements
 * (svc-pos/README.md "CIS"). Its own tax year, whatever period the other reports show.
 */
export function CisReport({ today }: { today: string }) {
  const [taxYear, setTaxYear] = useState(() => taxYearOf(today));
  const result = useCisReportQuery({ tax_year: taxYear });
  const years = [0, 1, 2, 3].map((n) => taxYearOf(today) - n);
  return (
    <ReportSection title="CIS deductions" result={result} wide>
      {(r) => (
        <>
          <label className="vd-label">
            Tax year{' '}
            <select className="vd-input" value={taxYear} onChange={(e) => setTaxYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>{`${y}-${String((y + 1) % 100).padStart(2, '0')}`}</option>
              ))}
            </select>
          </label>
          <ReportTable
            caption={`CIS per tax month, 6 April ${r.tax_year} to 5 April ${r.tax_year + 1}`}
            columns={['Tax month', 'Contractor', 'Invoices', 'Labour', 'Materials', 'CIS deducted']}
            textColumns={2}
            rows={r.months.flatMap((m) =>
              m.contractors.map((c) => ({
                key: `${m.month}-${c.customer_id ?? c.name}`,
                cells: [
                  `${dayOf(m.from)} to ${dayOf(m.to)}`,
                  c.name,
                  c.invoices,
                  formatPounds(c.labour),
                  formatPounds(c.materials),
                  formatPounds(c.deduction),
                ],
              })),
            )}
            total={[
              'Tax year',
              '',
              r.invoices,
              formatPounds(r.labour),
              formatPounds(r.materials),
              formatPounds(r.deduction),
            ]}
            empty="No CIS invoices in this tax year."
          />
        </>
      )}
    </ReportSection>
  );
}
