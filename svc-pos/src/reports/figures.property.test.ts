import fc from 'fast-check';
import { VAT_RATES, type VatRate } from '@voltdesk/contracts';
import { getOrder, insertOrder, usePos } from '../../test/harness';

/**
 * Random invoices through the HTTP API: lines of every VAT rate with quantities of up to three decimals,
 * prices including or excluding VAT (or no VAT at all), the domestic reverse charge, a discount, a part
 * payment and a credit note. Each run is a day of its own; the invoices' figures, the VAT report (charged
 * and reverse charged apart), the VAT return, the sales report and the accountant's export of that day
 * must all agree, to the penny (svc-pos/README.md "Rounding").
 */
let now = new Date('2025-01-01T12:00:00Z');
const h = usePos({ clock: { now: () => now } });

/** A run's day: a new one each run (and each shrink step), so runs never share a report. */
let dayNo = 0;
const nextDay = () => {
  dayNo += 1;
  now = new Date(Date.UTC(2025, 0, 1 + dayNo, 12));
  return now.toISOString().slice(0, 10);
};

const services = new Map<VatRate, string>();
beforeAll(async () => {
  const cat = await h
    .api()
    .post('/api/admin/insertCategory')
    .set(h.auth)
    .send({ name: 'Property' })
    .expect(201);
  for (const rate of VAT_RATES) {
    const res = await h
      .api()
      .post('/api/admin/insertProduct')
      .set(h.auth)
      .send({ name: `Rate ${rate}`, price: 10, category_id: cat.body.data.id, vat_rate: rate })
      .expect(201);
    services.set(rate, res.body.data.id);
  }
});

const pence = (pounds: number) => Math.round(pounds * 100);
/** A figure in pounds that is a whole number of pence (no fraction of a penny ever shows). */
const wholePence = (pounds: number) => Math.abs(pounds * 100 - Math.round(pounds * 100)) < 1e-6;
const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

const line = fc.record({
  rate: fc.constantFrom<VatRate>(...VAT_RATES),
  // A service's price is at least £1 (the contract's minimum).
  pricePence: fc.integer({ min: 100, max: 50_000 }),
  // At least 1, up to three decimals.
  qtyThousandths: fc.integer({ min: 1000, max: 40_000 }),
});
const invoice = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 5 }),
  discountShare: fc.integer({ min: 0, max: 100 }),
  paidShare: fc.integer({ min: 0, max: 100 }),
  creditShare: fc.integer({ min: 0, max: 100 }),
  // The clerk's domestic reverse charge switch, where it can apply (a VAT invoice with a line it covers).
  reverseCharge: fc.boolean(),
});
const day = fc.record({
  vat: fc.constantFrom('excluding', 'including', 'none'),
  invoices: fc.array(invoice, { minLength: 1, maxLength: 3 }),
});

interface Figures {
  net: number;
  vat: number;
  gross: number;
}
interface OrderView {
  total: number;
  sub_total: number;
  discount: number;
  payment: number;
  credited: number;
  due: number;
  items: Array<{ total: number; net?: number; vat?: number; gross?: number }>;
  vat: (Figures & { summary: Array<Figures & { rate: string }> }) | null;
  reverse_charge?: { vat: number } | null;
  credit_notes: Array<{ amount: number; vat: Figures | null }>;
}

async function makeInvoice(
  inv: {
    lines: Array<{ rate: VatRate; pricePence: number; qtyThousandths: number }>;
    discountShare: number;
    paidShare: number;
    creditShare: number;
    reverseCharge: boolean;
  },
  registered: boolean,
): Promise<OrderView> {
  const items = inv.lines.map((l) => ({
    id: services.get(l.rate)!,
    name: `Rate ${l.rate}`,
    price: l.pricePence / 100,
    qty: l.qtyThousandths / 1000,
  }));
  // The cart's sum as the form works it (price x qty to the penny, halves up), for the discount's limit.
  const subTotal = sum(inv.lines.map((l) => Math.floor((l.pricePence * l.qtyThousandths + 500) / 1000)));
  const discount = Math.floor((subTotal * inv.discountShare) / 400) / 100;
  const covered = inv.lines.some((l) => l.rate === 'standard' || l.rate === 'reduced');
  const made = await insertOrder<{ id: string }>(h, items, {
    discount,
    ...(inv.reverseCharge && registered && covered ? { reverse_charge: true } : {}),
  });
  let order = await getOrder<OrderView>(h, made.id);
  const paid = Math.floor((pence(order.total) * inv.paidShare) / 100);
  if (paid > 0) {
    await h
      .api()
      .post('/api/admin/due_pay')
      .set(h.auth)
      .send({ order_id: made.id, amount: paid / 100 })
      .expect(200);
  }
  const credit = Math.floor((pence(order.total) * inv.creditShare) / 200);
  if (credit > 0) {
    await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: made.id, amount: credit / 100, reason: 'Property', refund_method: 'cash' })
      .expect(201);
  }
  order = await getOrder<OrderView>(h, made.id);
  return order;
}

/** The QuickBooks invoices export's rows as cells (quoted cells unquoted). */
function csvRows(text: string): string[][] {
  return text
    .slice(1)
    .split('\r\n')
    .slice(1, -1)
    .map((row) =>
      row.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '')),
    );
}

test('random invoices: totals, VAT by rate, due, the VAT report and return, sales and the export agree', async () => {
  await fc.assert(
    fc.asyncProperty(day, async ({ vat, invoices }) => {
      const date = nextDay();
      await h
        .api()
        .put('/api/admin/updateInvoiceSettings')
        .set(h.auth)
        .send(
          vat === 'none'
            ? { vat_registered: false, prices_include_vat: true }
            : { vat_registered: true, vat_number: 'GB123456789', prices_include_vat: vat === 'including' },
        )
        .expect(200);
      const orders: OrderView[] = [];
      for (const inv of invoices) orders.push(await makeInvoice(inv, vat !== 'none'));

      for (const o of orders) {
        const money = [o.total, o.sub_total, o.discount, o.payment, o.credited, o.due];
        expect(money.every(wholePence)).toBe(true);
        // due = total - credited - paid.
        expect(pence(o.due)).toBe(pence(o.total) - pence(o.credited) - pence(o.payment));
        expect(pence(o.sub_total)).toBe(sum(o.items.map((i) => pence(i.total))));
        if (!o.vat) {
          expect(pence(o.total)).toBe(pence(o.sub_total) - pence(o.discount));
          continue;
        }
        // A VAT invoice's total is its lines' gross; each rate and the totals are sums of lines.
        expect(pence(o.total)).toBe(sum(o.items.map((i) => pence(i.gross!))));
        expect(pence(o.vat.vat)).toBe(sum(o.items.map((i) => pence(i.vat!))));
        expect(pence(o.vat.net)).toBe(sum(o.items.map((i) => pence(i.net!))));
        expect(sum(o.vat.summary.map((r) => pence(r.vat)))).toBe(pence(o.vat.vat));
        expect(sum(o.vat.summary.map((r) => pence(r.net)))).toBe(pence(o.vat.net));
        for (const i of o.items) expect(pence(i.net!) + pence(i.vat!)).toBe(pence(i.gross!));
        // Reverse charged: no VAT charged, the total is the net.
        if (o.reverse_charge) expect([pence(o.vat.vat), pence(o.total)]).toEqual([0, pence(o.vat.net)]);
      }

      const q = `from=${date}&to=${date}`;
      const report = (await h.api().get(`/api/admin/getVatReport?${q}`).set(h.auth).expect(200)).body.data;
      // VAT charged: the VAT invoices not reverse charged; the reverse-charged ones are listed apart.
      const vatOrders = orders.filter((o) => o.vat && !o.reverse_charge);
      const rcOrders = orders.filter((o) => o.reverse_charge);
      const notes = vatOrders.flatMap((o) => o.credit_notes);
      expect(pence(report.invoiced.vat)).toBe(sum(vatOrders.map((o) => pence(o.vat!.vat))));
      expect(pence(report.invoiced.net)).toBe(sum(vatOrders.map((o) => pence(o.vat!.net))));
      expect(pence(report.credited.vat)).toBe(sum(notes.map((n) => pence(n.vat!.vat))));
      expect(pence(report.vat)).toBe(pence(report.invoiced.vat) - pence(report.credited.vat));
      expect(sum(report.rates.map((r: Figures) => pence(r.vat)))).toBe(pence(report.vat));
      const rc = report.reverse_charge;
      expect(pence(rc.invoiced.net)).toBe(sum(rcOrders.map((o) => pence(o.vat!.net))));
      expect(pence(rc.invoiced.vat)).toBe(sum(rcOrders.map((o) => pence(o.reverse_charge!.vat))));
      const rcNet = pence(rc.net);

      const box = (await h.api().get(`/api/admin/getVatReturn?${q}`).set(h.auth).expect(200)).body.data.boxes;
      expect(pence(box.box1)).toBe(pence(report.vat));
      expect(box.box6).toBe(Math.floor((pence(report.net) + rcNet) / 100));

      // Sales (ex. VAT) are the VAT invoices' net (reverse charged or not) plus the others' total, less
      // what the notes took back.
      const sales = (await h.api().get(`/api/admin/getSalesReport?${q}`).set(h.auth).expect(200)).body.data;
      const plain = orders.filter((o) => !o.vat);
      expect(pence(sales.net)).toBe(
        pence(report.net) +
          rcNet +
          sum(plain.map((o) => pence(o.total))) -
          sum(plain.flatMap((o) => o.credit_notes.map((n) => pence(n.amount)))),
      );

      // The accountant's export: each document's rows add up to it, and its VAT is box 1.
      const csv = await h
        .api()
        .get(`/api/admin/exportAccounting?${q}&ledger=quickbooks&records=invoices`)
        .set(h.auth)
        .expect(200);
      const rows = csvRows(csv.text);
      expect(sum(rows.map((r) => pence(Number(r[13]))))).toBe(pence(box.box1));
      const docTotal = (n: string) =>
        sum(rows.filter((r) => r[0] === n).map((r) => pence(Number(r[11])) + pence(Number(r[13]))));
      const docs = [...new Set(rows.map((r) => r[0]!))];
      expect(sum(docs.filter((n) => n.startsWith('CN-')).map(docTotal))).toBe(
        0 - sum(orders.flatMap((o) => o.credit_notes.map((n) => pence(n.amount)))),
      );
      expect(sum(orders.map((o) => pence(o.total)))).toBe(
        sum(docs.filter((n) => !n.startsWith('CN-')).map(docTotal)),
      );
    }),
    { numRuns: 25 },
  );
  // 25 runs of about ten requests each: a generous limit for a busy machine, not a measure of speed.
}, 300_000);
