import { getOrder, orderBody, seedService, usePos, updateOrder } from '../../test/harness';

const h = usePos();
let socket: string;
let eicr: string;
beforeAll(async () => {
  socket = await seedService(h, 'Socket installation', 65);
  eicr = await seedService(h, 'EICR', 180);
});

interface TrailEntry {
  action: string;
  at: string;
  by: string;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

const create = async (body: Record<string, unknown>) =>
  (await h.api().post('/api/admin/insertOrder').set(h.auth).send(body).expect(201)).body.data as {
    id: string;
    invoice_no: number;
  };
const update = (id: string, body: Record<string, unknown>, auth = h.auth) =>
  updateOrder(h, id, { ...body }, auth);
const get = (id: string) => getOrder(h, id);

const PAID_LINES =
  'This invoice is fully paid, so its lines and prices are locked. To change what was charged, issue a credit note.';

describe('the invoice trail', () => {
  it('records create, each edit with the values before and after, payments, credit notes and void, with who and when', async () => {
    const clerk = await h.tokenFor({ sub: 'admin-2' });
    const owner = await h.tokenFor({ sub: 'admin-3' });
    const order = await create(orderBody([{ id: socket, price: 65, qty: 2 }]));
    await update(
      order.id,
      orderBody([{ id: socket, price: 65, qty: 2 }], {
        customer: {
          phone: '07700 900123',
          name: 'Alice Jones',
          email: 'alice@example.com',
          address: '1 High St',
        },
        discount: 10,
        due_date: '2027-01-31',
      }),
      clerk,
    ).expect(200);
    await h
      .api()
      .post('/api/admin/due_pay')
      .set(owner)
      .send({ order_id: order.id, amount: 20, method: 'card', reference: 'AUTH 1' })
      .expect(200);
    await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: order.id, amount: 15, reason: 'Late arrival' })
      .expect(201);
    await h
      .api()
      .post('/api/admin/voidOrder')
      .set(clerk)
      .send({ id: order.id, reason: 'Re-issued' })
      .expect(200);

    const details = await get(order.id);
    const trail = details.history as TrailEntry[];
    expect(trail.map((e) => [e.action, e.by])).toEqual([
      ['created', 'admin-1'],
      ['updated', 'admin-2'],
      ['payment', 'admin-3'],
      ['credited', 'admin-1'],
      ['voided', 'admin-2'],
    ]);
    for (const entry of trail) expect(Date.parse(entry.at)).toBeGreaterThan(0);
    expect(trail[1]!.changes).toEqual([
      { field: 'customer.name', before: 'Alice Smith', after: 'Alice Jones' },
      { field: 'discount', before: 0, after: 10 },
      { field: 'total', before: 130, after: 120 },
      { field: 'due', before: 130, after: 120 },
      { field: 'due_date', before: null, after: '2027-01-31' },
    ]);
    expect(trail[2]).toMatchObject({
      amount: 20,
      method: 'card',
      reference: 'AUTH 1',
      changes: [
        { field: 'payment', before: 0, after: 20 },
        { field: 'due', before: 120, after: 100 },
      ],
    });
    expect(trail[3]).toMatchObject({ amount: 15, reason: 'Late arrival', credit_no: expect.any(Number) });
    expect(trail[4]).toMatchObject({ reason: 'Re-issued' });

    // The same trail by invoice number; list pages do not carry it.
    const byNumber = await h
      .api()
      .get(`/api/admin/getOrderTrail?invoice_no=${order.invoice_no}`)
      .set(h.auth)
      .expect(200);
    expect(byNumber.body.data).toEqual({
      invoice_no: order.invoice_no,
      order_id: order.id,
      status: 'Void',
      trail,
    });
    const page = await h
      .api()
      .get(`/api/admin/getOrders?search=%23${order.invoice_no}`)
      .set(h.auth)
      .expect(200);
    expect(page.body.data[0].id).toBe(order.id);
    expect(page.body.data[0].history).toBeUndefined();
  });

  it('records an update that changes nothing as an edit without changes', async () => {
    const body = orderBody([{ id: eicr, price: 180 }]);
    const order = await create(body);
    const res = await update(order.id, body).expect(200);
    expect(res.body.data.history.map((e: TrailEntry) => [e.action, e.changes])).toEqual([
      ['created', []],
      ['updated', []],
    ]);
  });
});

describe('a fully paid invoice is locked', () => {
  it('refuses new lines, prices, quantities, discount or payment with 422 pointing to a credit note, and changes nothing', async () => {
    const body = orderBody([{ id: eicr, price: 180 }], { payment: 180 });
    const order = await create(body);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [
        orderBody([{ id: eicr, price: 170 }], { payment: 170 }),
        { items: [PAID_LINES], payment: [expect.any(String)] },
      ],
      [orderBody([{ id: eicr, price: 180, qty: 2 }], { payment: 180 }), { items: [PAID_LINES] }],
      [
        orderBody(
          [
            { id: eicr, price: 180 },
            { id: socket, price: 65 },
          ],
          { payment: 180 },
        ),
        { items: [PAID_LINES] },
      ],
      [
        orderBody([{ id: eicr, price: 180 }], { payment: 170, discount: 10 }),
        {
          discount: [PAID_LINES],
          payment: [
            'This invoice is fully paid, so its payment is locked. To give money back, issue a credit note with a refund.',
          ],
        },
      ],
    ];
    for (const [change, errors] of cases) {
      const res = await update(order.id, change).expect(422);
      expect(res.body).toEqual({ message: 'The given data was invalid.', data: errors });
    }
    const after = await get(order.id);
    expect(after).toMatchObject({ total: 180, payment: 180, due: 0, status: 'Paid' });
    expect(after.history).toHaveLength(2);
  });

  it('still takes changes to the customer details, dates and custom id', async () => {
    const order = await create(orderBody([{ id: eicr, price: 180 }], { payment: 180 }));
    const res = await update(
      order.id,
      orderBody([{ id: eicr, price: 180 }], {
        payment: 180,
        order_custom_id: 'JOB-12',
        due_date: '2027-02-01',
        customer: {
          phone: '07700 900123',
          name: 'Alice Smith',
          email: 'alice@example.com',
          address: '2 Low St',
        },
      }),
    ).expect(200);
    expect(res.body.data).toMatchObject({
      order_custom_id: 'JOB-12',
      status: 'Paid',
      customer: { address: '2 Low St' },
    });
    expect(res.body.data.history.at(-1).changes).toEqual([
      { field: 'order_custom_id', before: null, after: 'JOB-12' },
      { field: 'customer.address', before: '1 High St', after: '2 Low St' },
      { field: 'due_date', before: null, after: '2027-02-01' },
    ]);
  });
});

describe('a part-paid invoice', () => {
  it('stays editable, lines and payment included, and records the payment difference', async () => {
    const order = await create(orderBody([{ id: eicr, price: 180 }], { payment: 50 }));
    const res = await update(
      order.id,
      orderBody(
        [
          { id: eicr, price: 180 },
          { id: socket, price: 65 },
        ],
        { payment: 60, payment_method: 'card' },
      ),
    ).expect(200);
    expect(res.body.data).toMatchObject({ total: 245, payment: 60, due: 185, status: 'Unpaid' });
    expect(res.body.data.payments.at(-1)).toMatchObject({ amount: 10, method: 'card', kind: 'payment' });
    const lowered = await update(order.id, orderBody([{ id: eicr, price: 180 }], { payment: 30 })).expect(
      200,
    );
    expect(lowered.body.data.payments.at(-1)).toMatchObject({ amount: -30, kind: 'correction' });
  });

  it('with a credit note keeps its lines and discount, and takes no payment above what it is now worth', async () => {
    const order = await create(orderBody([{ id: eicr, price: 180 }], { payment: 50 }));
    await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: order.id, amount: 100, reason: 'Half the job' })
      .expect(201);
    const lines = await update(order.id, orderBody([{ id: eicr, price: 150 }], { payment: 50 })).expect(422);
    expect(lines.body.data).toEqual({
      items: [
        'This invoice has a credit note, so its lines and prices are locked. To change what was charged, issue another credit note.',
      ],
    });
    const over = await update(order.id, orderBody([{ id: eicr, price: 180 }], { payment: 90 })).expect(422);
    expect(over.body.data).toEqual({
      payment: ['The payment may not be greater than the total less its credit notes (£80.00).'],
    });
    const ok = await update(order.id, orderBody([{ id: eicr, price: 180 }], { payment: 80 })).expect(200);
    expect(ok.body.data).toMatchObject({ total: 180, credited: 100, payment: 80, due: 0, status: 'Paid' });
  });
});
