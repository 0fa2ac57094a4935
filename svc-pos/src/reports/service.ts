import {
  AGING_BUCKETS,
  PAYMENT_METHODS,
  toPounds,
  type AgedReceivablesData,
  type AgingBucket,
  type PaymentMethod,
  type PeriodReportData,
  type ReportPeriodQuery,
  type SalesReportData,
  type VatReportData,
} from '@voltdesk/contracts';
import type { Clock } from '@voltdesk/service-kit';
import { addDays, localDateOf, startOfLocalDay } from '../shared/periods';
import { periodOf, within } from './period';
import type { PipelineStage } from 'mongoose';
import { creditLineNets, lineNets, type SaleDoc } from './sales-lines';
import type { OrderReadPort, ServiceDirectory } from './sources';

/** One service's figures in the sales report, in pence (qty in thousandths, so fractions add up exactly). */
interface SalesRow {
  name: string;
  thousandths: number;
  invoices: number;
  sales: number;
  credited: number;
}

export interface ReportServiceDeps {
  orders: OrderReadPort;
  services: ServiceDirectory;
  clock: Clock;
  timeZone: string;
}

/** A payment entry's kind; entries from before kinds existed are told by their sign. */
const KIND = {
  $ifNull: ['$payments.kind', { $cond: [{ $lt: ['$payments.amount_pence', 0] }, 'correction', 'payment'] }],
};
/** Payments recorded before methods existed were cash (orders/serializer.ts says the same). */
const METHOD = { $ifNull: ['$payments.method', 'cash'] };
/** True for a void invoice (`voided_at` is a date), false otherwise, also when absent. */
const IS_VOID = { $cond: [{ $ifNull: ['$voided_at', false] }, true, false] };
/** Not void: `voided_at` null or absent. */
const NOT_VOID = { voided_at: null };

interface Sum {
  count: number;
  amount: number;
}
const sumOf = (s: Sum | undefined) => ({ count: s?.count ?? 0, amount: toPounds(s?.amount ?? 0) });

/** A VAT rate's sums in pence, as an aggregation groups them. */
interface RateSum {
  _id: { rate: string; percent: number };
  net: number;
  vat: number;
  gross: number;
}
interface NetVatGross {
  net: number;
  vat: number;
  gross: number;
}
const pence = (r: RateSum | undefined): NetVatGross => ({
  net: r?.net ?? 0,
  vat: r?.vat ?? 0,
  gross: r?.gross ?? 0,
});
const minus = (a: NetVatGross, b: NetVatGross): NetVatGross => ({
  net: a.net - b.net,
  vat: a.vat - b.vat,
  gross: a.gross - b.gross,
});
const pounds = (s: NetVatGross): NetVatGross => ({
  net: toPounds(s.net),
  vat: toPounds(s.vat),
  gross: toPounds(s.gross),
});

/**
 * The reports, each one or two aggregations over an indexed range (`created_at`,
 * `payments.at`, `credits.at`, the `paid` list flag), never a load of the orders. Sums are integer pence,
 * shown as pounds. Days are the business's (`timeZone`).
 */
export class ReportService {
  constructor(private readonly deps: ReportServiceDeps) {}

  /** End-of-day / period report. @throws ValidationError when `to` is before `from`. */
  async period(query: ReportPeriodQuery): Promise<PeriodReportData> {
    const p = periodOf(query, this.deps.timeZone);
    const { orders } = this.deps;
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

  /**
   * Net and VAT per rate for the period: the VAT invoices issued in it (void ones left out) minus the
   * credit notes issued in it on VAT invoices (not on invoices voided since), each from the VAT figures it
   * keeps as issued (`vat.summary`, `credits[].vat.summary`); those without them are `not_analysed`.
   *
   * @throws ValidationError when `to` is before `from`.
   */
  async vat(query: ReportPeriodQuery): Promise<VatReportData> {
    const p = periodOf(query, this.deps.timeZone);
    const { orders } = this.deps;
    const issued = { $match: { created_at: within(p), ...NOT_VOID } };
    // Credit notes of the period, one per row: their invoices found by the `credits.at` index.
    const credits: PipelineStage[] = [
      { $match: { 'credits.at': within(p), ...NOT_VOID } },
      { $project: { credits: 1 } },
      { $unwind: '$credits' },
      { $match: { 'credits.at': within(p) } },
    ];
    const perRate = (summary: string) => ({
      $group: {
        _id: { rate: `${summary}.rate`, percent: `${summary}.percent` },
        net: { $sum: `${summary}.net_pence` },
        vat: { $sum: `${summary}.vat_pence` },
        gross: { $sum: `${summary}.gross_pence` },
      },
    });
    const [invoiceRates, invoiceCounts, creditRates, creditCounts] = await Promise.all([
      orders.aggregate<RateSum>([
        issued,
        { $match: { vat: { $ne: null } } },
        { $project: { 'vat.summary': 1 } },
        { $unwind: '$vat.summary' },
        perRate('$vat.summary'),
      ]),
      orders.aggregate<{ _id: boolean; count: number; amount: number }>([
        issued,
        {
          $group: {
            _id: { $cond: [{ $ifNull: ['$vat', false] }, true, false] },
            count: { $sum: 1 },
            amount: { $sum: '$total_pence' },
          },
        },
      ]),
      orders.aggregate<RateSum>([
        ...credits,
        { $match: { 'credits.vat': { $ne: null } } },
        { $unwind: '$credits.vat.summary' },
        perRate('$credits.vat.summary'),
      ]),
      orders.aggregate<{ _id: boolean; count: number; amount: number }>([
        ...credits,
        {
          $group: {
            _id: { $cond: [{ $ifNull: ['$credits.vat', false] }, true, false] },
            count: { $sum: 1 },
            amount: { $sum: '$credits.amount_pence' },
          },
        },
      ]),
    ]);
    const key = (r: RateSum) => `${r._id.rate}:${r._id.percent}`;
    const ids = new Map([...invoiceRates, ...creditRates].map((r) => [key(r), r._id]));
    // Standard, reduced, zero, exempt: the order the contract lists them in, as invoices show them.
    const order = ['standard', 'reduced', 'zero', 'exempt'];
    const rates = [...ids]
      .map(([k, id]) => {
        const invoiced = pence(invoiceRates.find((r) => key(r) === k));
        const credited = pence(creditRates.find((r) => key(r) === k));
        return { id, invoiced, credited };
      })
      .sort((a, b) => order.indexOf(a.id.rate) - order.indexOf(b.id.rate) || a.id.percent - b.id.percent);
    const total = (of: 'invoiced' | 'credited') =>
      rates.reduce(
        (a, r) => ({ net: a.net + r[of].net, vat: a.vat + r[of].vat, gross: a.gross + r[of].gross }),
        { net: 0, vat: 0, gross: 0 },
      );
    const invoiced = total('invoiced');
    const credited = total('credited');
    return {
      from: p.from,
      to: p.to,
      time_zone: p.time_zone,
      rates: rates.map((r) => ({
        rate: r.id.rate,
        percent: r.id.percent,
        invoiced: pounds(r.invoiced),
        credited: pounds(r.credited),
        ...pounds(minus(r.invoiced, r.credited)),
      })),
      invoiced: pounds(invoiced),
      credited: pounds(credited),
      ...pounds(minus(invoiced, credited)),
      invoices: invoiceCounts.find((c) => c._id === true)?.count ?? 0,
      credit_notes: creditCounts.find((c) => c._id === true)?.count ?? 0,
      not_analysed: sumOf(invoiceCounts.find((c) => c._id === false)),
      credits_not_analysed: sumOf(creditCounts.find((c) => c._id === false)),
    };
  }

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
  async agedReceivables(): Promise<AgedReceivablesData> {
    const tz = this.deps.timeZone;
    const today = localDateOf(this.deps.clock.now(), tz);
    const [c30, c60, c90] = [30, 60, 90].map((d) => addDays(today, -d)) as [string, string, string];
    const [t30, t60, t90] = [c30, c60, c90].map((d) => startOfLocalDay(d, tz)) as [Date, Date, Date];
    const byDue = await this.deps.orders.aggregate<{ _id: string | null; count: number; amount: number }>([
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
      : await this.deps.orders.aggregate<{ _id: Date; count: number; amount: number }>([
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

  /**
   * Sales by service and by category, all **excluding VAT** (sales-lines.ts): each service's lines on the
   * invoices issued in the period (void ones left out) after their share of the invoice's discount, less
   * what the credit notes issued in the period (on invoices not void) took back of them, whatever the
   * invoice's date, as the VAT report counts them. Below: the lines before discounts, the discounts, the
   * credit notes and the net, which is the sum of the services' amounts. Quantities are those invoiced (a
   * credit note takes back money, not hours). Services sorted by amount, largest first; a service's
   * category is its category today. The database sums the invoices without a discount; those with one, and
   * those with the period's credit notes, are read a batch at a time with only their lines, discount, VAT
   * figures and credits, and worked out here.
   *
   * @throws ValidationError when `to` is before `from`.
   */
  async sales(query: ReportPeriodQuery): Promise<SalesReportData> {
    const p = periodOf(query, this.deps.timeZone);
    const directory = await this.deps.services();
    const rows = new Map<string, SalesRow>();
    const rowOf = (item: { product_id: string; name: string }): SalesRow => {
      let row = rows.get(item.product_id);
      if (!row) {
        row = { name: item.name, thousandths: 0, invoices: 0, sales: 0, credited: 0 };
        rows.set(item.product_id, row);
      }
      return row;
    };
    const totals = { before: 0, after: 0, credited: 0 };
    const issued = { created_at: within(p), ...NOT_VOID };
    // Invoices without a discount (most of them) are summed by the database, one group per service: a
    // line's net is the net it was issued with on a VAT invoice, else its total (no VAT).
    const undiscounted = await this.deps.orders.aggregate<{
      _id: string;
      name: string;
      thousandths: number;
      net: number;
      invoices: number;
    }>([
      { $match: { ...issued, discount_pence: 0 } },
      { $project: { items: 1, vat: 1 } },
      { $unwind: '$items' },
      {
        $group: {
          _id: '$items.product_id',
          name: { $last: '$items.name' },
          thousandths: { $sum: { $round: [{ $multiply: ['$items.qty', 1000] }, 0] } },
          net: { $sum: { $cond: [{ $ifNull: ['$vat', false] }, '$items.net_pence', '$items.total_pence'] } },
          invoices: { $sum: 1 },
        },
      },
    ]);
    for (const g of undiscounted) {
      const row = rowOf({ product_id: g._id, name: g.name });
      row.name = g.name;
      row.thousandths += g.thousandths;
      row.invoices += g.invoices;
      row.sales += g.net;
      totals.before += g.net;
      totals.after += g.net;
    }
    // Discounted invoices are read a batch at a time: their discount is apportioned over their lines here.
    const fields = { items: 1, discount_pence: 1, vat: 1 } as const;
    for await (const doc of this.deps.orders.stream<SaleDoc>(
      { ...issued, discount_pence: { $gt: 0 } },
      fields,
      { created_at: 1 },
    )) {
      const nets = lineNets(doc);
      doc.items.forEach((item, k) => {
        const row = rowOf(item);
        row.name = item.name;
        row.thousandths += Math.round(item.qty * 1000);
        row.invoices += 1;
        row.sales += nets[k]!.after;
        totals.before += nets[k]!.before;
        totals.after += nets[k]!.after;
      });
    }
    const start = p.start.getTime();
    const end = p.end.getTime();
    for await (const doc of this.deps.orders.stream<SaleDoc>(
      { 'credits.at': within(p), ...NOT_VOID },
      { ...fields, credits: 1 },
      { created_at: 1 },
    )) {
      const taken = creditLineNets(doc);
      (doc.credits ?? []).forEach((credit, n) => {
        const at = new Date(credit.at).getTime();
        if (at < start || at >= end) return;
        taken[n]!.forEach((pence, k) => {
          rowOf(doc.items[k]!).credited += pence;
          totals.credited += pence;
        });
      });
    }

    const services = [...rows]
      .map(([id, r]) => {
        const known = directory.get(id);
        return {
          id,
          name: known?.name ?? r.name,
          category: known?.category ?? null,
          thousandths: r.thousandths,
          invoices: r.invoices,
          sales: r.sales,
          credited: r.credited,
          pence: r.sales - r.credited,
        };
      })
      .sort((a, b) => b.pence - a.pence || a.name.localeCompare(b.name));
    const categories = new Map<string | null, { thousandths: number; sales: number; credited: number }>();
    for (const s of services) {
      const c = categories.get(s.category) ?? { thousandths: 0, sales: 0, credited: 0 };
      categories.set(s.category, {
        thousandths: c.thousandths + s.thousandths,
        sales: c.sales + s.sales,
        credited: c.credited + s.credited,
      });
    }
    return {
      from: p.from,
      to: p.to,
      time_zone: p.time_zone,
      services: services.map((s) => ({
        id: s.id,
        name: s.name,
        category: s.category,
        qty: s.thousandths / 1000,
        sales: toPounds(s.sales),
        credited: toPounds(s.credited),
        amount: toPounds(s.pence),
        invoices: s.invoices,
      })),
      categories: [...categories]
        .map(([category, c]) => ({ category, c, pence: c.sales - c.credited }))
        .sort((a, b) => b.pence - a.pence)
        .map(({ category, c, pence }) => ({
          category,
          qty: c.thousandths / 1000,
          sales: toPounds(c.sales),
          credited: toPounds(c.credited),
          amount: toPounds(pence),
        })),
      lines: toPounds(totals.before),
      discounts: toPounds(totals.before - totals.after),
      credited: toPounds(totals.credited),
      net: toPounds(totals.after - totals.credited),
    };
  }
}
