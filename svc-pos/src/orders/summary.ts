import { toPounds, type PosSummaryData } from '@voltdesk/contracts';
import type { Clock } from '@voltdesk/service-kit';
import { periodStarts } from '../shared/periods';
import type { OrderModel } from './model';

interface PeriodSums {
  today: number;
  week: number;
  month: number;
}

/**
 * Dashboard figures, computed by the database (aggregation over the indexed period only), never by
 * loading orders: invoices created (how many and their totals: "Invoiced today") and money received
 * ("Taken today") today, this week (from Monday) and this month in the business's time zone, plus the
 * outstanding due and the number of unpaid invoices. The two are different figures and the dashboard says
 * which is which.
 * Takings are the payments taken in the period (by each payment's time, corrections included), so a
 * part-paid January invoice settled in February counts in February.
 */
export class SummaryService {
  constructor(private readonly deps: { orders: OrderModel; clock: Clock; timeZone: string }) {}

  async summary(): Promise<PosSummaryData> {
    const starts = periodStarts(this.deps.clock.now(), this.deps.timeZone);
    const from = starts.week < starts.month ? starts.week : starts.month;
    const sumsBy = (field: string, value: unknown) => ({
      _id: null,
      today: { $sum: { $cond: [{ $gte: [field, starts.today] }, value, 0] } },
      week: { $sum: { $cond: [{ $gte: [field, starts.week] }, value, 0] } },
      month: { $sum: { $cond: [{ $gte: [field, starts.month] }, value, 0] } },
    });
    const { orders } = this.deps;
    const [invoices, invoiced, takings, outstanding] = await Promise.all([
      orders.aggregate<PeriodSums>([
        { $match: { created_at: { $gte: from } } },
        { $group: sumsBy('$created_at', 1) },
      ]),
      orders.aggregate<PeriodSums>([
        { $match: { created_at: { $gte: from } } },
        { $group: sumsBy('$created_at', '$total_pence') },
      ]),
      orders.aggregate<PeriodSums>([
        { $match: { 'payments.at': { $gte: from } } },
        { $unwind: '$payments' },
        { $match: { 'payments.at': { $gte: from } } },
        { $group: sumsBy('$payments.at', '$payments.amount_pence') },
      ]),
      orders.aggregate<{ due: number; count: number }>([
        { $match: { paid: false } },
        { $group: { _id: null, due: { $sum: '$due_pence' }, count: { $sum: 1 } } },
      ]),
    ]);
    const none = { today: 0, week: 0, month: 0 };
    const inv = invoices[0] ?? none;
    const val = invoiced[0] ?? none;
    const tak = takings[0] ?? none;
    return {
      today: { invoices: inv.today, invoiced: toPounds(val.today), takings: toPounds(tak.today) },
      week: { invoices: inv.week, invoiced: toPounds(val.week), takings: toPounds(tak.week) },
      month: { invoices: inv.month, invoiced: toPounds(val.month), takings: toPounds(tak.month) },
      outstanding_due: toPounds(outstanding[0]?.due ?? 0),
      unpaid_count: outstanding[0]?.count ?? 0,
    };
  }
}
