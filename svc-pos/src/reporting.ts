import type { Clock } from '@voltdesk/service-kit';
import type { CustomerModel } from './customers/model';
import type { ExpenseModel } from './expenses/model';
import type { OrderModel } from './orders/model';
import { AccountingExports } from './exports/service';
import type { ProductService } from './products/service';
import { CsvExports } from './reports/csv';
import { ReportService } from './reports/service';
import { readPortOf } from './reports/sources';

/**
 * The reports and CSV exports: they read the orders and customers through read ports, no feature import,
 * no copy of a model; the VAT return reads the expenses through a port of its own.
 */
export function createReportServices(
  models: { orders: OrderModel; customers: CustomerModel; expenses: ExpenseModel },
  products: ProductService,
  { clock, timeZone }: { clock: Clock; timeZone: string },
) {
  const orderReads = readPortOf(models.orders);
  const reports = new ReportService({
    orders: orderReads,
    purchases: {
      // Dates are stored as `YYYY-MM-DD`, so a range of them is a range of strings (the `date` index).
      between: async (from, to) =>
        (
          await models.expenses
            .find({ date: { $gte: from, $lte: to } }, { date: 1, supplier: 1, net_pence: 1, vat_pence: 1 })
            .sort({ date: 1, _id: 1 })
            .lean()
        ).map((e) => ({
          id: String(e._id),
          date: e.date,
          supplier: e.supplier,
          net_pence: e.net_pence,
          vat_pence: e.vat_pence,
        })),
    },
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
  // The accountant's exports read the orders through the same port.
  const accountingExports = new AccountingExports({ orders: orderReads, timeZone });
  return { reports, csvExports, accountingExports };
}
