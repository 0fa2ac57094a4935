import { periodReportSample, salesReportSample, vatReportSample } from '@voltdesk/contracts/testing';
import { insertOrder, orderBody, usePos, updateOrder } from '../../test/harness';

let now = new Date('2026-07-15T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
let eicr: string;
let socket: string;
beforeAll(async () => {
  eicr = await service('EICR', 180, 'Testing');
  socket = await service('Socket installation', 65, 'Installations');
});

async function service(name: string, price: number, category: string, vatRate?: string): Promise<string> {
  const cat = await h.api().post('/api/admin/insertCategory').set(h.auth).send({ name: category });
  const categoryId =
    cat.status === 201
      ? (cat.body.data.id as string)
      : (
          (await h.api().get('/api/admin/getCategories').set(h.auth).expect(200)).body.data as Array<{
            id: string;
            name: string;
          }>
        ).find((c) => c.name === category)!.id;
  const res = await h
    .api()
    .post('/api/admin/insertProduct')
    .set(h.auth)
    .send({ name, price, category_id: categoryId, ...(vatRate ? { vat_rate: vatRate } : {}) })
    .expect(201);
  return res.body.data.id as string;
}

const at = (iso: string) => {
  now = new Date(iso);
};
const insert = (
  items: Array<{ id: string; price: number; qty?: number; name?: string }>,
  extra: Record<string, unknown>,
) => insertOrder(h, items, extra);
const post = (path: string, body: object) => h.api().post(`/api/admin/${path}`).set(h.auth).send(body);
const settings = (body: object) =>
  h.api().put('/api/admin/updateInvoiceSettings').set(h.auth).send(body).expect(200);
const report = async (path: string, from: string, to = from) =>
  (await h.api().get(`/api/admin/${path}?from=${from}&to=${to}`).set(h.auth).expect(200)).body.data;

describe('period report (end of day)', () => {
  beforeAll(async () => {
    // Tuesday 14 July 2026, 23:59:59 in London (BST): the 14th's.
    at('2026-07-14T22:59:59Z');
    const a = await insert([{ id: eicr, price: 180 }], { payment: 100 });
    // Midnight in London, 23:00 UTC on the 14th: the 15th's.
    at('2026-07-14T23:00:00Z');
    const b = await insert([{ id: socket, price: 65, qty: 2 }], {
      payment: 130,
      payment_method: 'card',
      payment_reference: 'SLIP-1',
    });
    at('2026-07-15T08:00:00Z');
    const cBody = (payment: number) => orderBody([{ id: eicr, price: 180 }], { payment, discount: 10 });
    const c = await insert([{ id: eicr, price: 180 }], { payment: 0, discount: 10 });
    // Money for the 14th's invoice taken on the 15th counts on the 15th.
    at('2026-07-15T09:00:00Z');
    await post('due_pay', { order_id: a.id, amount: 80, method: 'bank_transfer' }).expect(200);
    at('2026-07-15T10:00:00Z');
    const d = await insert([{ id: socket, price: 65 }], { payment: 65 });
    await post('voidOrder', { id: d.id, reason: 'Raised twice' }).expect(200);
    at('2026-07-15T11:00:00Z');
    await post('creditOrder', {
      order_id: b.id,
      amount: 30,
      reason: 'One socket not fitted',
      refund_method: 'card',
    }).expect(201);
    at('2026-07-15T12:00:00Z');
    await updateOrder(h, c.id, { ...cBody(50) }).expect(200);
    at('2026-07-15T13:00:00Z');
    await updateOrder(h, c.id, { ...cBody(20) }).expect(200);
    // An invoice without payments deleted the same day was never issued as far as the report goes.
    at('2026-07-15T15:00:00Z');
    const e = await insert([{ id: eicr, price: 999 }], { payment: 0 });
    await h.api().delete(`/api/admin/deleteOrder?id=${e.id}`).set(h.auth).expect(200);
    // Thursday 00:00 in London: the 16th's.
    at('2026-07-15T23:00:00Z');
    await insert([{ id: socket, price: 65 }], { payment: 10 });
  });

  it("gives the day's takings by method (refunds and corrections negative), the invoices issued and how many are void, in London days", async () => {
    expect(await report('getPeriodReport', '2026-07-15')).toEqual(
      periodReportSample('2026-07-15', '2026-07-15'),
    );
    const tuesday = await report('getPeriodReport', '2026-07-14');
    expect(tuesday.invoices).toEqual({ count: 1, amount: 180 });
    expect(tuesday.takings.net).toBe(100);
    const both = await report('getPeriodReport', '2026-07-14', '2026-07-16');
    expect(both.invoices).toEqual({ count: 5, amount: 610 });
    expect(both.takings.net).toBe(375);
  });

  it('keeps a past day as it was: voiding its invoice later changes nothing there', async () => {
    const before = await report('getPeriodReport', '2026-07-14');
    at('2026-07-17T09:00:00Z');
    const invoices = (await h.api().get('/api/admin/getOrders?search=alice').set(h.auth).expect(200)).body
      .data as Array<{ id: string; total: number; created_at: string }>;
    const tuesdays = invoices.find((o) => o.created_at === '2026-07-14T22:59:59.000Z')!;
    await post('voidOrder', { id: tuesdays.id }).expect(200);
    const after = await report('getPeriodReport', '2026-07-14');
    expect(after.takings).toEqual(before.takings);
    expect(after.invoices).toEqual(before.invoices);
    expect(after.void).toEqual({ count: 1, amount: 180 });
  });

  it('counts a 25-hour day (clocks go back) whole, from local midnight to local midnight', async () => {
    // Sunday 25 October 2026: BST ends at 02:00. Midnight starts at 23:00 UTC on the 24th, ends at 00:00 UTC.
    for (const [iso, payment] of [
      ['2026-10-24T22:59:00Z', 1], // 23:59 BST on the 24th
      ['2026-10-24T23:30:00Z', 2], // 00:30 BST on the 25th
      ['2026-10-25T23:30:00Z', 4], // 23:30 GMT on the 25th
      ['2026-10-26T00:00:00Z', 8], // midnight starting the 26th
    ] as const) {
      at(iso);
      await insert([{ id: socket, price: 65 }], { payment });
    }
    const sunday = await report('getPeriodReport', '2026-10-25');
    expect(sunday.takings.net).toBe(6);
    expect(sunday.invoices.count).toBe(2);
  });

  it('refuses a period that ends before it starts, and dates that are not dates', async () => {
    const res = await h
      .api()
      .get('/api/admin/getPeriodReport?from=2026-07-15&to=2026-07-14')
      .set(h.auth)
      .expect(422);
    expect(res.body.data).toEqual({ to: ['The to date must be a date after or equal to the from date.'] });
    await h.api().get('/api/admin/getPeriodReport?from=2026-13-01&to=2026-07-14').set(h.auth).expect(422);
    await h.api().get('/api/admin/getSalesReport?from=2026-07-01').set(h.auth).expect(422);
    await h.api().get('/api/admin/getPeriodReport?from=2026-07-01&to=2026-07-02').expect(401);
    const clerk = await h.tokenFor({ sub: 'user-9', user_type: 'user' });
    await h.api().get('/api/admin/getPeriodReport?from=2026-07-01&to=2026-07-02').set(clerk).expect(403);
  });
});

describe('sales by service and category', () => {
  it('adds up the lines of the invoices issued (void ones left out), net of their discounts and of the credit notes of the period', async () => {
    // The 15th: B (2 sockets, 130, credited 30 the same day) and C (EICR 180, discount 10); D (a socket) is
    // void. Not VAT registered: nothing to take out.
    expect(await report('getSalesReport', '2026-07-15')).toEqual({
      from: '2026-07-15',
      to: '2026-07-15',
      time_zone: 'Europe/London',
      services: [
        {
          id: eicr,
          name: 'EICR',
          category: 'Testing',
          qty: 1,
          sales: 170,
          credited: 0,
          amount: 170,
          invoices: 1,
        },
        {
          id: socket,
          name: 'Socket installation',
          category: 'Installations',
          qty: 2,
          sales: 130,
          credited: 30,
          amount: 100,
          invoices: 1,
        },
      ],
      categories: [
        { category: 'Testing', qty: 1, sales: 170, credited: 0, amount: 170 },
        { category: 'Installations', qty: 2, sales: 130, credited: 30, amount: 100 },
      ],
      lines: 310,
      discounts: 10,
      credited: 30,
      net: 270,
    });
  });

  it('reports every invoice excluding VAT, whether its prices included VAT or not, and fractional quantities exactly', async () => {
    await settings({ vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: true });
    const rewire = await service('Rewire (per hour)', 120, 'Installations', 'standard');
    at('2026-11-10T10:00:00Z');
    // £120 including VAT: net 100, VAT 20.
    const inclusive = await insert([{ id: rewire, price: 120 }], { payment: 0 });
    await settings({ vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: false });
    // 1.5 hours at £100 excluding VAT: net 150, VAT 30; then 0.1 + 0.2 hours' worth of thousandths.
    await insert([{ id: rewire, price: 100, qty: 1.5 }], { payment: 0 });
    await insert([{ id: rewire, price: 100, qty: 1.1 }], { payment: 0 });
    await insert([{ id: rewire, price: 100, qty: 2.2 }], { payment: 0 });
    // £60 back of the inclusive invoice: £50 net, £10 VAT.
    await post('creditOrder', { order_id: inclusive.id, amount: 60, reason: 'Half an hour less' }).expect(
      201,
    );
    await settings({ vat_registered: false, prices_include_vat: false });

    const r = await report('getSalesReport', '2026-11-10');
    expect(r.services).toEqual([
      {
        id: rewire,
        name: 'Rewire (per hour)',
        category: 'Installations',
        qty: 5.8,
        sales: 580,
        credited: 50,
        amount: 530,
        invoices: 4,
      },
    ]);
    expect(r).toMatchObject({ lines: 580, discounts: 0, credited: 50, net: 530 });
  });

  it('keeps a deleted service under the name on its lines, without a category', async () => {
    at('2026-08-03T10:00:00Z');
    const old = await service('Fuse board check', 40, 'Testing');
    await insert(
      [
        { id: old, price: 40, name: 'Fuse board check' },
        { id: eicr, price: 180, name: 'EICR' },
      ],
      { payment: 0 },
    );
    await h.api().delete(`/api/admin/deleteProduct?id=${old}`).set(h.auth).expect(200);
    expect(await report('getSalesReport', '2026-08-03')).toEqual(
      salesReportSample('2026-08-03', '2026-08-03', { eicr, fuseBoardCheck: old }),
    );
  });
});

describe('VAT summary', () => {
  it('per rate: VAT invoices issued minus credit notes issued in the period, as issued; void ones left out; figures without VAT not guessed at', async () => {
    at('2026-09-01T09:00:00Z');
    // Issued before the business registered for VAT: no VAT figures, nor on its credit note.
    const plain = await insert([{ id: eicr, price: 180 }], { payment: 0 });
    await h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(h.auth)
      .send({ vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: false })
      .expect(200);
    const labour = await service('Rewire labour', 100, 'Installations', 'standard');
    const grant = await service('Insulation (reduced)', 50, 'Installations', 'reduced');
    at('2026-09-01T10:00:00Z');
    const mixed = await insert(
      [
        { id: labour, price: 100 },
        { id: grant, price: 50 },
      ],
      { payment: 0 },
    );
    at('2026-09-01T11:00:00Z');
    const small = await insert([{ id: labour, price: 1.01, qty: 3 }], { payment: 0 });
    const voided = await insert([{ id: labour, price: 500 }], { payment: 0 });
    await post('creditOrder', { order_id: voided.id, amount: 60, reason: 'Part not done' }).expect(201);
    await post('voidOrder', { id: voided.id }).expect(200);
    at('2026-09-01T12:00:00Z');
    // 34.50 of the 172.50 invoice, pro rata to its lines' gross: 24.00 at 20% (VAT 4.00) and 10.50 at 5%
    // (VAT 0.50).
    await post('creditOrder', { order_id: mixed.id, amount: 34.5, reason: 'Less cable used' }).expect(201);
    await post('creditOrder', { order_id: plain.id, amount: 30, reason: 'Goodwill' }).expect(201);
    // The next day: in the 2nd's report only, although its invoice is the 1st's. The rest of the invoice:
    // 3.64 gross, VAT 0.61, exactly what it charged.
    at('2026-09-02T09:00:00Z');
    await post('creditOrder', { order_id: small.id, reason: 'Cancelled' }).expect(201);
    await h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(h.auth)
      .send({ vat_registered: false, prices_include_vat: false })
      .expect(200);

    const none = { net: 0, vat: 0, gross: 0 };
    expect(await report('getVatReport', '2026-09-01')).toEqual(vatReportSample('2026-09-01', '2026-09-01'));
    expect(await report('getVatReport', '2026-09-02')).toEqual({
      from: '2026-09-02',
      to: '2026-09-02',
      time_zone: 'Europe/London',
      rates: [
        {
          rate: 'standard',
          percent: 20,
          invoiced: none,
          credited: { net: 3.03, vat: 0.61, gross: 3.64 },
          net: -3.03,
          vat: -0.61,
          gross: -3.64,
        },
      ],
      invoiced: none,
      credited: { net: 3.03, vat: 0.61, gross: 3.64 },
      net: -3.03,
      vat: -0.61,
      gross: -3.64,
      invoices: 0,
      credit_notes: 1,
      not_analysed: { count: 0, amount: 0 },
      credits_not_analysed: { count: 0, amount: 0 },
      reverse_charge: {
        invoices: 0,
        credit_notes: 0,
        invoiced: { net: 0, vat: 0 },
        credited: { net: 0, vat: 0 },
        net: 0,
        vat: 0,
      },
    });
  });
});
