import { toPounds, type SalesReportData } from '@voltdesk/contracts';
import { within, type Period } from './period';
import { creditLineNets, lineNets, type SaleDoc } from './sales-lines';
import type { OrderReadPort, ServiceDirectory } from './sources';
import { NOT_VOID } from './sums';

/** One service's figures in the sales report, in pence (qty in thousandths, so fractions add up exactly). */
interface SalesRow {
  name: string;
  thousandths: number;
  invoices: number;
  sales: number;
  credited: number;
  /** The lines' cost (unit cost x qty), and whether any line had one (lines from before costs: unknown). */
  cost: number;
  costed: boolean;
}

/** What a line sells, as the report groups it: its service or material, or a free-text line by its words. */
const rowKey = (item: { product_id: string; name: string }) => item.product_id || `text:${item.name}`;

type Directory = Awaited<ReturnType<ServiceDirectory>>;

/** The report's rows by service id and its totals in pence, added to invoice by invoice. */
class SalesTally {
  readonly rows = new Map<string, SalesRow>();
  readonly totals = { before: 0, after: 0, credited: 0 };

  rowOf(item: { product_id: string; name: string }): SalesRow {
    let row = this.rows.get(rowKey(item));
    if (!row) {
      row = { name: item.name, thousandths: 0, invoices: 0, sales: 0, credited: 0, cost: 0, costed: false };
      this.rows.set(rowKey(item), row);
    }
    return row;
  }

  /** A service's lines: `before` and `after` the invoice's discount, excluding VAT. */
  addSold(
    item: { product_id: string; name: string },
    sold: Omit<SalesRow, 'name' | 'credited'>,
    before: number,
  ) {
    const row = this.rowOf(item);
    row.name = item.name;
    row.thousandths += sold.thousandths;
    row.invoices += sold.invoices;
    row.sales += sold.sales;
    row.cost += sold.cost;
    row.costed ||= sold.costed;
    this.totals.before += before;
    this.totals.after += sold.sales;
  }

  addCredited(item: { product_id: string; name: string }, pence: number) {
    this.rowOf(item).credited += pence;
    this.totals.credited += pence;
  }
}

/**
 * Invoices without a discount (most of them) are summed by the database, one group per service: a line's
 * net is the net it was issued with on a VAT invoice, else its total (no VAT).
 */
async function addUndiscounted(tally: SalesTally, orders: OrderReadPort, p: Period): Promise<void> {
  const undiscounted = await orders.aggregate<{
    _id: string;
    name: string;
    thousandths: number;
    net: number;
    invoices: number;
    cost: number;
    costed: number;
  }>([
    { $match: { created_at: within(p), ...NOT_VOID, discount_pence: 0, ...NOT_DEPOSIT } },
    { $project: { items: 1, vat: 1 } },
    { $unwind: '$items' },
    {
      $group: {
        // A free-text line has no id ('') and is grouped by its words (rowKey).
        _id: {
          $cond: [
            { $eq: ['$items.product_id', ''] },
            { $concat: ['text:', '$items.name'] },
            '$items.product_id',
          ],
        },
        name: { $last: '$items.name' },
        thousandths: { $sum: { $round: [{ $multiply: ['$items.qty', 1000] }, 0] } },
        net: { $sum: { $cond: [{ $ifNull: ['$vat', false] }, '$items.net_pence', '$items.total_pence'] } },
        invoices: { $sum: 1 },
        cost: { $sum: { $ifNull: ['$items.cost_pence', 0] } },
        // 1 when a line had a cost (lines from before costs have none).
        costed: {
          $max: { $cond: [{ $in: [{ $type: '$items.cost_pence' }, ['int', 'long', 'double']] }, 1, 0] },
        },
      },
    },
  ]);
  for (const g of undiscounted) {
    const sold = {
      thousandths: g.thousandths,
      invoices: g.invoices,
      sales: g.net,
      cost: g.cost,
      costed: g.costed === 1,
    };
    const key = g._id.startsWith('text:')
      ? { product_id: '', name: g.name }
      : { product_id: g._id, name: g.name };
    tally.addSold(key, sold, g.net);
  }
}

const FIELDS = { items: 1, discount_pence: 1, vat: 1, deposit_of: 1, deposit_deduction: 1 } as const;

/** Neither a deposit invoice nor a final invoice (svc-pos/src/deposits): those are read one by one. */
const NOT_DEPOSIT = { deposit_of: { $exists: false }, deposit_deduction: { $exists: false } } as const;

/**
 * Discounted invoices, and deposit and final invoices, are read a batch at a time: their discount is
 * apportioned over their lines, and a final invoice's deposits taken off them, here.
 */
async function addDiscounted(tally: SalesTally, orders: OrderReadPort, p: Period): Promise<void> {
  for await (const doc of orders.stream<SaleDoc>(
    {
      created_at: within(p),
      ...NOT_VOID,
      $or: [
        { discount_pence: { $gt: 0 } },
        { deposit_of: { $exists: true } },
        { deposit_deduction: { $exists: true } },
      ],
    },
    FIELDS,
    { created_at: 1 },
  )) {
    const nets = lineNets(doc);
    doc.items.forEach((item, k) => {
      // A deposit invoice's lines are a part of the job paid ahead: its final invoice counts the quantities.
      const part = Boolean(doc.deposit_of);
      const sold = {
        thousandths: part ? 0 : Math.round(item.qty * 1000),
        invoices: part ? 0 : 1,
        sales: nets[k]!.after,
        cost: part ? 0 : (item.cost_pence ?? 0),
        costed: !part && item.cost_pence !== undefined,
      };
      tally.addSold(item, sold, nets[k]!.before);
    });
  }
}

/** What the period's credit notes took back of each service, whatever the invoice's date. */
async function addCredited(tally: SalesTally, orders: OrderReadPort, p: Period): Promise<void> {
  const start = p.start.getTime();
  const end = p.end.getTime();
  for await (const doc of orders.stream<SaleDoc>(
    { 'credits.at': within(p), ...NOT_VOID },
    { ...FIELDS, credits: 1 },
    { created_at: 1 },
  )) {
    const taken = creditLineNets(doc);
    (doc.credits ?? []).forEach((credit, n) => {
      const at = new Date(credit.at).getTime();
      if (at < start || at >= end) return;
      taken[n]!.forEach((pence, k) => tally.addCredited(doc.items[k]!, pence));
    });
  }
}

/** The services, largest amount first, named and categorised as the directory knows them today. */
function servicesOf(tally: SalesTally, directory: Directory) {
  return [...tally.rows]
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
        cost: r.costed ? r.cost : null,
      };
    })
    .sort((a, b) => b.pence - a.pence || a.name.localeCompare(b.name));
}

/** The services' figures summed by category, largest amount first. */
function categoriesOf(services: ReturnType<typeof servicesOf>): SalesReportData['categories'] {
  const categories = new Map<string | null, { thousandths: number; sales: number; credited: number }>();
  for (const s of services) {
    const c = categories.get(s.category) ?? { thousandths: 0, sales: 0, credited: 0 };
    categories.set(s.category, {
      thousandths: c.thousandths + s.thousandths,
      sales: c.sales + s.sales,
      credited: c.credited + s.credited,
    });
  }
  return [...categories]
    .map(([category, c]) => ({ category, c, pence: c.sales - c.credited }))
    .sort((a, b) => b.pence - a.pence)
    .map(({ category, c, pence }) => ({
      category,
      qty: c.thousandths / 1000,
      sales: toPounds(c.sales),
      credited: toPounds(c.credited),
      amount: toPounds(pence),
    }));
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
export async function salesReport(
  orders: OrderReadPort,
  directory: Directory,
  p: Period,
): Promise<SalesReportData> {
  const tally = new SalesTally();
  await addUndiscounted(tally, orders, p);
  await addDiscounted(tally, orders, p);
  await addCredited(tally, orders, p);
  const services = servicesOf(tally, directory);
  const { totals } = tally;
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
      // Only where a line had a cost: a service sold before costs has no margin to show.
      ...(s.cost === null ? {} : { cost: toPounds(s.cost), margin: toPounds(s.pence - s.cost) }),
    })),
    categories: categoriesOf(services),
    lines: toPounds(totals.before),
    discounts: toPounds(totals.before - totals.after),
    credited: toPounds(totals.credited),
    net: toPounds(totals.after - totals.credited),
    ...costTotals(services, totals.after - totals.credited),
  };
}

/** The cost of the lines that had one, and the margin: the net less it (absent when no line had a cost). */
function costTotals(services: ReturnType<typeof servicesOf>, net: number) {
  const costed = services.filter((s) => s.cost !== null);
  if (!costed.length) return {};
  const cost = costed.reduce((sum, s) => sum + s.cost!, 0);
  return { cost: toPounds(cost), margin: toPounds(net - cost) };
}
