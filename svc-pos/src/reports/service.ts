import type {
  AgedReceivablesData,
  PeriodReportData,
  ReportPeriodQuery,
  SalesReportData,
  VatReportData,
  VatReturnData,
} from '@voltdesk/contracts';
import type { Clock } from '@voltdesk/service-kit';
import { localDateOf } from '../shared/periods';
import { agedReceivables } from './aged-receivables';
import { periodOf } from './period';
import { periodReport } from './period-report';
import { salesReport } from './sales-report';
import type { OrderReadPort, PurchaseReadPort, ServiceDirectory } from './sources';
import { vatReport } from './vat-report';
import { vatReturn } from './vat-return';

export interface ReportServiceDeps {
  orders: OrderReadPort;
  /** The expenses, for the VAT return's purchases. */
  purchases: PurchaseReadPort;
  services: ServiceDirectory;
  clock: Clock;
  timeZone: string;
}

/**
 * The reports, each one or two aggregations over an indexed range (`created_at`,
 * `payments.at`, `credits.at`, the `paid` list flag), never a load of the orders. Sums are integer pence,
 * shown as pounds. Days are the business's (`timeZone`). Each report is worked out in its own file.
 */
export class ReportService {
  constructor(private readonly deps: ReportServiceDeps) {}

  /** End-of-day / period report. @throws ValidationError when `to` is before `from`. */
  async period(query: ReportPeriodQuery): Promise<PeriodReportData> {
    return periodReport(this.deps.orders, periodOf(query, this.deps.timeZone));
  }

  /** VAT per rate (vat-report.ts). @throws ValidationError when `to` is before `from`. */
  async vat(query: ReportPeriodQuery): Promise<VatReportData> {
    return vatReport(this.deps.orders, periodOf(query, this.deps.timeZone));
  }

  /** Boxes 1 to 9 of the VAT return for the period (vat-return.ts). */
  async vatReturn(query: ReportPeriodQuery): Promise<VatReturnData> {
    return vatReturn(this.deps.orders, this.deps.purchases, periodOf(query, this.deps.timeZone));
  }

  /** What the Unpaid invoices owe today by days past due (aged-receivables.ts). */
  async agedReceivables(): Promise<AgedReceivablesData> {
    const tz = this.deps.timeZone;
    return agedReceivables(this.deps.orders, localDateOf(this.deps.clock.now(), tz), tz);
  }

  /** Sales by service and category, excluding VAT (sales-report.ts). @throws ValidationError (period). */
  async sales(query: ReportPeriodQuery): Promise<SalesReportData> {
    const p = periodOf(query, this.deps.timeZone);
    return salesReport(this.deps.orders, await this.deps.services(), p);
  }
}
