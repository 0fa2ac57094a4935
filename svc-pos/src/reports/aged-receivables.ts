import { AGING_BUCKETS, toPounds, type AgedReceivablesData, type AgingBucket } from '@voltdesk/contracts';
import { addDays, startOfLocalDay } from '../shared/periods';
import type { OrderReadPort } from './sources';
import { sumOf, type Sum } from './sums';

/**
 * What the Unpaid invoices owe today (void ones owe nothing and are not in the Unpaid list), by days past
 * the due date: not yet due, 0-30, 31-60, 61-90, over 90. An invoice without a due date was due the day
 * it was issued. Days are calendar days in the business's time zone.
 *
 * The database only sums, and never evaluates an expression per invoice (on the embedded server, mingo,
 * a `$switch` per invoice cost over a second for 50,000 of them): the Unpaid invoices by due date (the
 * `paid` index answers the match; a few hundred groups at most), then, only when some have no due date,
 * those of the last 90 days among them by `$bucket` over their issue time (the `created_at` index); the
 * rest of them are over 90 days. The buckets are told here.
 */
export async function agedReceivables(
  orders: OrderReadPort,
  today: string,
  tz: string,
): Promise<AgedReceivablesData> {
  const [c30, c60, c90] = [30, 60, 90].map((d) => addDays(today, -d)) as [string, string, string];
  const [t30, t60, t90] = [c30, c60, c90].map((d) => startOfLocalDay(d, tz)) as [Date, Date, Date];
  const byDue = await orders.aggregate<{ _id: string | null; count: number; amount: number }>([
    { $match: { paid: false } },
    { $group: { _id: '$due_date', count: { $sum: 1 }, amount: { $sum: '$due_pence' } } },
  ]);
  const sums = new Map<AgingBucket, Sum>(AGING_BUCKETS.map((b) => [b, { count: 0, amount: 0 }]));
  const add = (bucket: AgingBucket, row: Sum, sign = 1) => {
    const sum = sums.get(bucket)!;
    sum.count += sign * row.count;
    sum.amount += sign * row.amount;
  };
  for (const row of byDue) {
    const due = row._id;
    // A due date is a `YYYY-MM-DD` string; none (null, absent or empty) is counted over 90 days until the
    // recent ones are moved out below.
    if (typeof due !== 'string' || due === '') add('over_90', row);
    else if (due > today) add('not_due', row);
    else add(due >= c30 ? '0_30' : due >= c60 ? '31_60' : due >= c90 ? '61_90' : 'over_90', row);
  }
  const undated = byDue.some((r) => typeof r._id !== 'string' || r._id === '');
  const recent = !undated
    ? []
    : await orders.aggregate<{ _id: Date; count: number; amount: number }>([
        { $match: { created_at: { $gte: t90 }, paid: false, due_date: { $in: [null, ''] } } },
        {
          $bucket: {
            groupBy: '$created_at',
            // Each bucket's key is its lower bound; nothing is issued after 9999.
            boundaries: [t90, t60, t30, new Date('9999-12-31T00:00:00Z')],
            output: { count: { $sum: 1 }, amount: { $sum: '$due_pence' } },
          },
        },
      ]);
  for (const row of recent) {
    const at = new Date(row._id).getTime();
    add('over_90', row, -1);
    add(at >= t30.getTime() ? '0_30' : at >= t60.getTime() ? '31_60' : '61_90', row);
  }
  const all = [...sums.values()];
  return {
    as_of: today,
    time_zone: tz,
    buckets: AGING_BUCKETS.map((bucket) => ({ bucket, ...sumOf(sums.get(bucket)) })),
    total: {
      count: all.reduce((a, r) => a + r.count, 0),
      amount: toPounds(all.reduce((a, r) => a + r.amount, 0)),
    },
  };
}
