import type { ReportPeriodQuery } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { ReportFigures } from './report-figures';
import { ReportSection } from './report-section';
import { ReportTable } from './report-table';
import { useSalesReportQuery } from './reports-api';

/**
 * Sales by service and by category over the period, excluding VAT and net of discounts and credit notes,
 * and how the lines come down to the net sales.
 */
export function SalesReport({ period }: { period: ReportPeriodQuery }) {
  const result = useSalesReportQuery(period);
  return (
    <ReportSection title="Sales by service" result={result}>
      {(r) => (
        <>
          <ReportTable
            caption="Services (excluding VAT, net of discounts and credit notes)"
            columns={['Service', 'Category', 'Qty', 'Sales (ex. VAT)', 'Credited (ex. VAT)', 'Net (ex. VAT)']}
            textColumns={2}
            rows={r.services.map((service) => ({
              key: service.id,
              cells: [
                service.name,
                service.category ?? '—',
                service.qty,
                formatPounds(service.sales),
                formatPounds(-service.credited),
                formatPounds(service.amount),
              ],
            }))}
            empty="No sales in this period."
          />
          <ReportTable
            caption="Categories (excluding VAT)"
            columns={['Category', 'Qty', 'Sales (ex. VAT)', 'Credited (ex. VAT)', 'Net (ex. VAT)']}
            rows={r.categories.map((c) => ({
              key: c.category ?? '—',
              cells: [
                c.category ?? 'No category (service deleted)',
                c.qty,
                formatPounds(c.sales),
                formatPounds(-c.credited),
                formatPounds(c.amount),
              ],
            }))}
          />
          <ReportFigures
            rows={[
              ['Lines (ex. VAT)', formatPounds(r.lines)],
              ['Invoice discounts (ex. VAT)', formatPounds(-r.discounts)],
              ['Credit notes (ex. VAT)', formatPounds(-r.credited)],
              ['Net sales (ex. VAT)', formatPounds(r.net)],
            ]}
          />
          <p className="pos-report__note">
            Every amount excludes VAT, whether the invoice&apos;s prices included it or not. Credit notes
            count in the period they were issued.
          </p>
        </>
      )}
    </ReportSection>
  );
}
