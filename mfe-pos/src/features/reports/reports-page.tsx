import { useState } from 'react';
import type { ReportPeriodQuery } from '@voltdesk/contracts';
import { useDocumentTitle } from '@voltdesk/app-core';
import { Card, PageHeader } from '../../shared/page';
import { AccountingExport } from './accounting-export';
import { AgedReceivablesReport } from './aged-receivables-report';
import { CisReport } from './cis-report';
import { CsvDownloads } from './csv-downloads';
import { presets } from './report-period';
import { ReportPeriodForm } from './report-period-form';
import { SalesReport } from './sales-report';
import { TakingsReport } from './takings-report';
import { VatReturn } from './vat-return';
import { VatSummary } from './vat-summary';
import './reports.css';

/**
 * Reports: pick a period (days in the business's time zone, both ends included; Today
 * is the end-of-day report) and read the takings by payment method with refunds, the invoices issued, the
 * VAT summary, the VAT return's nine boxes and the sales by service and category; the aged receivables are as of today. The CSV
 * downloads export the period's invoices and payments, and every customer.
 */
export default function ReportsPage() {
  useDocumentTitle('Reports');
  const [period, setPeriod] = useState<ReportPeriodQuery>(() => presets().today);
  return (
    <div className="pos-screen">
      <PageHeader title="Reports" />
      <Card title="Period">
        <ReportPeriodForm initial={period} onPeriod={setPeriod} />
        <CsvDownloads period={period} />
      </Card>

      <div className="pos-report__grid">
        <TakingsReport period={period} />
        <SalesReport period={period} />
        <VatSummary period={period} />
        <VatReturn period={period} />
        <AgedReceivablesReport />
        <AccountingExport period={period} />
        <CisReport today={presets().today.from} />
      </div>
    </div>
  );
}
