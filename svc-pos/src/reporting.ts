import type { Clock } from '@voltdesk/service-kit';
import type { Model } from 'mongoose';
import type { ProductService } from './products/service';
import { CsvExports } from './reports/csv';
import { ReportService } from './reports/service';
import { readPortOf } from './reports/sources';

/**
 * The reports and CSV exports: they read the orders and customers through read ports, no feature import,
 * no copy of a model.
 */
export function createReportServices<O, C>(
  models: { orders: Model<O>; customers: Model<C> },
  products: ProductService,
  { clock, timeZone }: { clock: Clock; timeZone: string },
) {
  const orderReads = readPortOf(models.orders);
  const reports = new ReportService({
    orders: orderReads,
    services: async () =>
      new Map(
        (await products.list()).map((p) => [p.id, { name: p.name, category: p.category?.name ?? null }]),
      ),
    clock,
    timeZone,
  });
  const csvExports = new CsvExports({
    orders: orderReads,
    customers: {
      stream: () =>
        readPortOf(models.customers).stream(
          {},
          { name: 1, phone: 1, email: 1, address: 1, created_at: 1, updated_at: 1 },
          { name: 1 },
        ),
    },
    timeZone,
  });
  return { reports, csvExports };
}
