import { PAYMENT_METHODS, toPounds, type PaymentMethod, type PeriodReportData } from '@voltdesk/contracts';
import { within, type Period } from './period';
import type { OrderReadPort } from './sources';
import { IS_VOID, KIND, METHOD, sumOf, type Sum } from './sums';

/** End-of-day / period report: takings by kind and method, invoices issued (and voided), credit notes. */
export async function periodReport(orders: OrderReadPort, p: Period): Promise<PeriodReportData> {
  const [moves, issued, credits] = await Promise.all([
    orders.aggregate<{ _id: { method: PaymentMethod; kind: string }; count: number; amount: number }>([
      { $match: { 'payments.at': within(p) } },
      { $project: { payments: 1 } },
      { $unwind: '$payments' },
      { $match: { 'payments.at': within(p) } },
      {
        $group: {
          _id: { method: METHOD, kind: KIND },
          count: { $sum: 1 },
          amount: { $sum: '$payments.amount_pence' },
        },
      },
    ]),
    orders.aggregate<{ _id: boolean; count: number; amount: number }>([
      { $match: { created_at: within(p) } },
      { $group: { _id: IS_VOID, count: { $sum: 1 }, amount: { $sum: '$total_pence' } } },
    ]),
    orders.aggregate<Sum>([
      { $match: { 'credits.at': within(p) } },
      { $project: { credits: 1 } },
      { $unwind: '$credits' },
      { $match: { 'credits.at': within(p) } },
      { $group: { _id: null, count: { $sum: 1 }, amount: { $sum: '$credits.amount_pence' } } },
    ]),
  ]);

  const byKind = (kind: string): Sum =>
    moves
      .filter((m) => m._id.kind === kind)
      .reduce((a, m) => ({ count: a.count + m.count, amount: a.amount + m.amount }), {
        count: 0,
        amount: 0,
      });
  const byMethod = PAYMENT_METHODS.flatMap((method) => {
    const of = moves.filter((m) => m._id.method === method);
    if (!of.length) return [];
    const sum = (kind: string) => of.filter((m) => m._id.kind === kind).reduce((a, m) => a + m.amount, 0);
    const [received, refunds, corrections] = [sum('payment'), sum('refund'), sum('correction')];
    return [
      {
        method,
        received: toPounds(received),
        refunds: toPounds(refunds),
        corrections: toPounds(corrections),
        net: toPounds(received + refunds + corrections),
      },
    ];
  });
  const all = issued.reduce((a, g) => ({ count: a.count + g.count, amount: a.amount + g.amount }), {
    count: 0,
    amount: 0,
  });
  return {
    from: p.from,
    to: p.to,
    time_zone: p.time_zone,
    takings: {
      net: toPounds(moves.reduce((a, m) => a + m.amount, 0)),
      received: sumOf(byKind('payment')),
      refunds: sumOf(byKind('refund')),
      corrections: sumOf(byKind('correction')),
      by_method: byMethod,
    },
    invoices: sumOf(all),
    void: sumOf(issued.find((g) => g._id === true)),
    credit_notes: sumOf(credits[0]),
  };
}
