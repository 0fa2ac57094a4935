import { insertOrder, seedService, usePos } from '../../test/harness';

let now = new Date('2026-10-01T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
const at = (iso: string) => {
  now = new Date(iso);
};
const post = (path: string, body: object) => h.api().post(`/api/admin/${path}`).set(h.auth).send(body);
const expense = (fields: Record<string, string>) => {
  let req = h.api().post('/api/admin/insertExpense').set(h.auth);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.expect(201);
};
const vatReturn = async (from: string, to: string) =>
  (await h.api().get(`/api/admin/getVatReturn?from=${from}&to=${to}`).set(h.auth).expect(200)).body.data;

describe('VAT return', () => {
  it('works boxes 1 to 9 from the quarter’s invoices, credit notes and expenses, with the documents behind them', async () => {
    // Before registering: an invoice without VAT figures, left out of the return and counted apart.
    const eicr = await seedService(h, 'EICR', 180);
    await insertOrder(h, [{ id: eicr, price: 180 }], { payment: 0 });
    await h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(h.auth)
      .send({ vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: false })
      .expect(200);
    const labour = await seedService(h, 'Rewire labour', 100);
    at('2026-10-05T10:00:00Z');
    // 2 x £100 + 3 x £1.01 at 20%: net 203.03, VAT 40.61 (rounded on the invoice as issued).
    const a = await insertOrder(
      h,
      [
        { id: labour, price: 100, qty: 2 },
        { id: labour, price: 1.01, qty: 3 },
      ],
      {
        payment: 0,
      },
    );
    at('2026-11-20T10:00:00Z');
    const voided = await insertOrder(h, [{ id: labour, price: 500 }], { payment: 0 });
    await post('voidOrder', { id: voided.id }).expect(200);
    // £24 gross back on invoice a: net 20.00, VAT 4.00.
    const credit = await post('creditOrder', {
      order_id: a.id,
      amount: 24,
      reason: 'Less cable used',
    }).expect(201);
    at('2027-01-02T10:00:00Z');
    await insertOrder(h, [{ id: labour, price: 100 }], { payment: 0 });

    await expense({ date: '2026-10-14', supplier: 'City Electrical Factors', net: '87.50', vat: '17.50' });
    await expense({ date: '2026-12-31', supplier: 'Fuel', net: '50.99', vat: '10.19' });
    await expense({ date: '2027-01-01', supplier: 'Next quarter', net: '10', vat: '2' });

    const q = await vatReturn('2026-10-01', '2026-12-31');
    expect(q.boxes).toEqual({
      box1: 36.61, // 40.61 - 4.00
      box2: 0,
      box3: 36.61,
      box4: 27.69, // 17.50 + 10.19
      box5: 8.92,
      box6: 183, // 203.03 - 20.00 = 183.03, whole pounds
      box7: 138, // 87.50 + 50.99 = 138.49
      box8: 0,
      box9: 0,
    });
    expect(q.sales).toEqual([
      { kind: 'invoice', order_id: a.id, number: a.invoice_no, date: '2026-10-05', net: 203.03, vat: 40.61 },
      {
        kind: 'credit_note',
        order_id: a.id,
        number: credit.body.data.credit_note.credit_no,
        date: '2026-11-20',
        net: -20,
        vat: -4,
      },
    ]);
    expect(q.purchases.map((p: { supplier: string }) => p.supplier)).toEqual([
      'City Electrical Factors',
      'Fuel',
    ]);
    // The invoice issued before registration was issued on 1 October too, but carries no VAT.
    expect(q.not_analysed).toEqual({ count: 1, amount: 180 });

    // A period that reclaims more than it owes: box 5 is negative.
    const reclaim = await vatReturn('2027-01-01', '2027-01-01');
    expect(reclaim.boxes).toMatchObject({ box1: 0, box4: 2, box5: -2, box6: 0, box7: 10 });
    const january = await vatReturn('2027-01-01', '2027-01-31');
    expect(january.boxes).toMatchObject({ box1: 20, box4: 2, box5: 18, box6: 100, box7: 10 });
  });

  it('refuses a period that ends before it starts, and needs the reports permission', async () => {
    const bad = await h
      .api()
      .get('/api/admin/getVatReturn?from=2026-12-31&to=2026-10-01')
      .set(h.auth)
      .expect(422);
    expect(bad.body.data).toEqual({ to: ['The to date must be a date after or equal to the from date.'] });
    await h.api().get('/api/admin/getVatReturn?from=2026-10-01&to=2026-12-31').expect(401);
  });
});
