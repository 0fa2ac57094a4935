import { seedService, updateOrder, usePos } from '../../test/harness';

/**
 * The Construction Industry Scheme through HTTP: the customer's rate, the invoice's CIS figures, payments
 * against the amount payable after the deduction, credit notes and the monthly report. Every figure is
 * one of the worked examples of svc-pos/README.md "CIS", worked by hand.
 */
let now = new Date('2026-05-05T12:00:00Z');
const h = usePos({ clock: { now: () => now } });
let labour: string;
let cable: string;

const post = (path: string, body: object) => h.api().post(`/api/admin/${path}`).set(h.auth).send(body);
const put = (path: string, body: object) => h.api().put(`/api/admin/${path}`).set(h.auth).send(body);
const vatRegistered = (on: boolean) =>
  put(
    'updateInvoiceSettings',
    on
      ? { vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: false }
      : { vat_registered: false, prices_include_vat: true },
  ).expect(200);

/** A contractor customer deducting CIS at `rate` (null: not a CIS customer). */
async function contractor(phone: string, name: string, rate: 20 | 30 | 0 | null) {
  const details = { phone, name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` };
  // The record is made by the first order (or looked up): give it the rate.
  await post('insertOrder', {
    customer: details,
    items: [{ id: labour, name: 'Survey', price: 10, qty: 1 }],
    payment: 0,
  }).expect(201);
  const found = await h
    .api()
    .get(`/api/admin/customerByPhone?phone=${encodeURIComponent(phone)}`)
    .set(h.auth);
  const res = await put('updateCustomer', { id: found.body.data.id, ...details, cis_rate: rate }).expect(200);
  return { details, record: res.body.data };
}

beforeAll(async () => {
  labour = await seedService(h, 'Labour (hour)', 45);
  const c = await post('insertMaterial', { name: 'Cable', unit: 'm', cost_price: 0.87, price: 1.45 }).expect(
    201,
  );
  cable = c.body.data.id;
});

describe('CIS', () => {
  it('keeps the customer rate; an order form editing the customer leaves it', async () => {
    const { details, record } = await contractor('07700 900701', 'Bob Builder', 30);
    expect(record.cis_rate).toBe(30);
    await post('insertOrder', {
      customer: { ...details, name: 'Bob Builder Ltd' },
      items: [{ id: labour, name: 'Labour', price: 45, qty: 1 }],
      payment: 0,
      update_customer: true,
    }).expect(201);
    const again = await h.api().get(`/api/admin/customerByPhone?phone=07700900701`).set(h.auth).expect(200);
    expect(again.body.data).toMatchObject({ name: 'Bob Builder Ltd', cis_rate: 30 });
    const bad = await put('updateCustomer', { id: record.id, ...details, cis_rate: 25 }).expect(422);
    expect(Object.keys(bad.body.data)).toEqual(['cis_rate']);
  });

  it('example A: 20% on labour net of VAT and of the materials cost; paid when the net payable is received', async () => {
    await vatRegistered(true);
    try {
      const { details } = await contractor('07700 900702', 'Ace Contractors', 20);
      const res = await post('insertOrder', {
        customer: details,
        items: [
          { id: labour, name: 'Labour (hour)', price: 45, qty: 8 },
          { kind: 'material', id: cable, name: 'Cable', price: 1.45, qty: 25 },
        ],
        payment: 0,
      }).expect(201);
      const order = res.body.data;
      // Net 360.00 + 36.25 = 396.25; VAT 72.00 + 7.25 = 79.25; gross 475.50.
      expect(order.total).toBe(475.5);
      // Materials at cost 0.87 x 25 = 21.75; the mark-up 14.50 is liable: 360 + 14.50 = 374.50 x 20% = 74.90.
      expect(order.cis).toEqual({
        rate: 20,
        labour: 374.5,
        materials: 21.75,
        deduction: 74.9,
        payable: 400.6,
        credited_labour: 0,
        credited_deduction: 0,
      });
      expect(order).toMatchObject({ due: 400.6, status: 'Unpaid' });
      const over = await post('due_pay', { order_id: order.id, amount: 475.5 }).expect(422);
      expect(over.body.data).toEqual({ amount: ['The amount may not be greater than the due (£400.60).'] });
      const paid = await post('due_pay', { order_id: order.id, amount: 400.6 }).expect(200);
      expect(paid.body.data).toMatchObject({ due: 0, status: 'Paid' });
    } finally {
      await vatRegistered(false);
    }
  });

  it('example B: 30%, a discount apportioned first; the form payment is checked against the net payable', async () => {
    const { details } = await contractor('07700 900703', 'Beta Build', 30);
    const body = {
      customer: details,
      items: [
        { kind: 'text', name: 'Rewire kitchen', price: 250, qty: 1 },
        { kind: 'text', name: 'Sundries', price: 50, qty: 1, cis_part: 'materials' },
      ],
      discount: 30,
    };
    const over = await post('insertOrder', { ...body, payment: 210 }).expect(422);
    expect(over.body.data).toEqual({
      payment: ['The payment may not be greater than the amount payable after CIS (£202.50).'],
    });
    const res = await post('insertOrder', { ...body, payment: 100 }).expect(201);
    // Discount 30 over 250 : 50 -> 25 : 5; labour 225.00, materials 45.00; 30% of 225 = 67.50.
    expect(res.body.data.cis).toMatchObject({ labour: 225, materials: 45, deduction: 67.5, payable: 202.5 });
    expect(res.body.data).toMatchObject({ total: 270, payment: 100, due: 102.5 });

    // An edit recomputes with the rate the invoice was issued with, even if the customer's changed since.
    const record = (await h.api().get('/api/admin/customerByPhone?phone=07700900703').set(h.auth)).body.data;
    await put('updateCustomer', { ...details, id: record.id, cis_rate: 20 }).expect(200);
    const edited = await updateOrder(h, res.body.data.id, { ...body, discount: 0, payment: 100 }).expect(200);
    // 250 x 30% = 75.00; payable 300 - 75 = 225.00.
    expect(edited.body.data.cis).toMatchObject({ rate: 30, labour: 250, deduction: 75, payable: 225 });
    expect(edited.body.data.due).toBe(125);
  });

  it('rounds the deduction to the penny, halves up, and a 0% contractor deducts nothing', async () => {
    const { details } = await contractor('07700 900704', 'Penny Works', 30);
    const res = await post('insertOrder', {
      customer: details,
      items: [{ kind: 'text', name: 'Labour', price: 0.05, qty: 1 }],
      payment: 0,
    }).expect(201);
    // 5p x 30% = 1.5p -> 2p.
    expect(res.body.data.cis).toMatchObject({ labour: 0.05, deduction: 0.02, payable: 0.03 });
    const gross = await contractor('07700 900705', 'Gross Status Ltd', 0);
    const g = await post('insertOrder', {
      customer: gross.details,
      items: [{ id: labour, name: 'Labour', price: 45, qty: 1 }],
      payment: 0,
    }).expect(201);
    expect(g.body.data.cis).toMatchObject({ rate: 0, labour: 45, deduction: 0, payable: 45 });
    expect(g.body.data.due).toBe(45);
  });

  it('example C: a credit note takes its labour share off the deduction; crediting everything leaves no deduction', async () => {
    const { details } = await contractor('07700 900706', 'Credit Co', 30);
    const res = await post('insertOrder', {
      customer: details,
      items: [
        { kind: 'text', name: 'Rewire kitchen', price: 250, qty: 1 },
        { kind: 'text', name: 'Sundries', price: 50, qty: 1, cis_part: 'materials' },
      ],
      discount: 30,
      payment: 0,
    }).expect(201);
    const id = res.body.data.id;
    // 90 x 225/270 = 75.00 of labour; labour left 150 x 30% = 45.00; 67.50 - 45 = 22.50 reversed.
    const first = await post('creditOrder', { order_id: id, amount: 90, reason: 'Part not done' }).expect(
      201,
    );
    expect(first.body.data.order.cis).toMatchObject({ credited_labour: 75, credited_deduction: 22.5 });
    // Owed: 270 - 90 - 45 = 135.00.
    expect(first.body.data.order).toMatchObject({ credited: 90, due: 135 });
    await post('due_pay', { order_id: id, amount: 135 }).expect(200);
    // The rest: 180 credited, all of the labour left; the customer paid 135 and is owed it back.
    const rest = await post('creditOrder', {
      order_id: id,
      reason: 'Job cancelled',
      refund_method: 'bank_transfer',
    }).expect(201);
    expect(rest.body.data.order.cis).toMatchObject({ credited_labour: 225, credited_deduction: 67.5 });
    expect(rest.body.data.credit_note).toMatchObject({ amount: 180, refund: 135 });
    expect(rest.body.data.order).toMatchObject({ due: 0, status: 'Paid', payment: 0 });
  });

  it('reports labour, materials and CIS per tax month (6th to 5th, London time) and per contractor', async () => {
    const a = await contractor('07700 900707', 'Month Maker', 20);
    const b = await contractor('07700 900708', 'Another Main', 30);
    const line = (price: number) => ({ kind: 'text', name: 'Labour', price, qty: 1 });
    const invoice = (who: typeof a, items: object[]) =>
      post('insertOrder', { customer: who.details, items, payment: 0 }).expect(201);
    // 5 May 13:00 BST: month 1 (6 April to 5 May).
    now = new Date('2026-05-05T12:00:00Z');
    await invoice(a, [line(100), { kind: 'text', name: 'Kit', price: 40, qty: 1, cis_part: 'materials' }]);
    // 5 May 23:30 UTC is 6 May 00:30 BST: month 2.
    now = new Date('2026-05-05T23:30:00Z');
    const second = await invoice(a, [line(200)]);
    await invoice(b, [line(50)]);
    // A void invoice counts nowhere.
    const voided = await invoice(b, [line(999)]);
    await post('voidOrder', { id: voided.body.data.id }).expect(200);
    // A credit note in month 3 (6 June to 5 July) on the month-2 invoice: 100 of labour, 20.00 reversed.
    now = new Date('2026-06-20T10:00:00Z');
    await post('creditOrder', { order_id: second.body.data.id, amount: 100, reason: 'Snag' }).expect(201);

    const res = await h.api().get('/api/admin/getCisReport?tax_year=2026').set(h.auth).expect(200);
    const report = res.body.data;
    const month = (n: number) => report.months[n - 1];
    const rowOf = (n: number, name: string) =>
      month(n).contractors.find((c: { name: string }) => c.name === name);
    expect(month(1)).toMatchObject({ month: 1, from: '2026-04-06', to: '2026-05-05' });
    expect(rowOf(1, 'Month Maker')).toEqual({
      customer_id: a.record.id,
      name: 'Month Maker',
      // The survey that made the record was issued before the rate was set: no CIS, not counted.
      invoices: 1,
      labour: 100,
      materials: 40,
      deduction: 20,
    });
    expect(rowOf(2, 'Month Maker')).toMatchObject({ invoices: 1, labour: 200, materials: 0, deduction: 40 });
    expect(rowOf(2, 'Another Main')).toMatchObject({ invoices: 1, labour: 50, deduction: 15 });
    expect(month(3)).toMatchObject({ from: '2026-06-06', to: '2026-07-05', labour: -100, deduction: -20 });
    expect(month(12)).toMatchObject({ from: '2027-03-06', to: '2027-04-05', contractors: [] });
    const bad = await h.api().get('/api/admin/getCisReport?tax_year=abc').set(h.auth).expect(422);
    expect(Object.keys(bad.body.data)).toEqual(['tax_year']);
  });
});
