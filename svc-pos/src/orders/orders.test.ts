import type { AnyEventEnvelope } from '@voltdesk/contracts';
import { orderBody, seedService, UNKNOWN_ID, usePos, updateOrder } from '../../test/harness';
import { migratePosData } from '../data-migrations';
import { readTopic } from '@voltdesk/service-kit/testing';

const h = usePos({ kafka: true });
let socket: string;
let eicr: string;
beforeAll(async () => {
  socket = await seedService(h, 'Socket installation', 65);
  eicr = await seedService(h, 'EICR', 180);
});

const create = (body: object, headers: Record<string, string> = {}) =>
  h.api().post('/api/admin/insertOrder').set(h.auth).set(headers).send(body);
const orderCount = () => h.app.models.orders.countDocuments();

describe('insertOrder', () => {
  it('computes every amount in pence: 3 x 19.99 - 0.97 = 59.00 exactly, ignoring client totals', async () => {
    const res = await create(
      orderBody([{ id: socket, name: 'Socket', price: 19.99, qty: 3 }], {
        discount: 0.97,
        payment: 20.1,
        order_custom_id: 'JOB-77',
        due_date: '2026-12-01',
        payment_method: 'bank_transfer',
        payment_reference: 'FPS 7781',
        sub_total: 1,
        total: 1,
        due: 1,
      }),
    ).expect(201);
    expect(res.body.message).toBe('Invoice created');
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      invoice_no: expect.any(Number),
      order_custom_id: 'JOB-77',
      customer: {
        name: 'Alice Smith',
        phone: '07700 900123',
        email: 'alice@example.com',
        address: '1 High St',
      },
      items: [{ id: socket, name: 'Socket', price: 19.99, qty: 3, total: 59.97 }],
      sub_total: 59.97,
      discount: 0.97,
      total: 59,
      payment: 20.1,
      due: 38.9,
      status: 'Unpaid',
      due_date: '2026-12-01',
      additional: false,
      expire_date: null,
      alert: null,
      payments: [
        {
          amount: 20.1,
          at: expect.any(String),
          by: 'admin-1',
          method: 'bank_transfer',
          reference: 'FPS 7781',
          kind: 'payment',
          credit_no: null,
        },
      ],
      created_at: expect.any(String),
      updated_at: expect.any(String),
      credited: 0,
      credit_notes: [],
      voided_at: null,
      void_reason: null,
      // The customer record the order was made for; not VAT registered (the default), so no VAT.
      customer_id: expect.stringMatching(/^[a-f0-9]{24}$/),
      // A new invoice's first revision: an edit sends it back.
      rev: 0,
      vat: null,
      // Charged as usual (no VAT at all here); the form's reverse-charge switch not sent.
      reverse_charge: null,
      reverse_charge_choice: null,
      history: [
        { action: 'created', at: res.body.data.created_at, by: 'admin-1', changes: [] },
        {
          action: 'payment',
          at: res.body.data.created_at,
          by: 'admin-1',
          changes: [],
          amount: 20.1,
          method: 'bank_transfer',
          reference: 'FPS 7781',
        },
      ],
    });
    const stored = await h.app.models.orders.findById(res.body.data.id).lean();
    expect(stored).toMatchObject({ sub_total_pence: 5997, total_pence: 5900, due_pence: 3890 });
  });

  it('is Paid when the payment covers the total, and keeps additional, expire date and alert', async () => {
    const res = await create(
      orderBody([{ id: eicr, price: 180 }], {
        payment: 180,
        additional: true,
        expire_date: '2031-06-30',
        alert: 30,
      }),
    ).expect(201);
    expect(res.body.data).toMatchObject({
      total: 180,
      due: 0,
      status: 'Paid',
      additional: true,
      expire_date: '2031-06-30',
      alert: 30,
    });
  });

  it('takes fractional quantities (up to 3 decimals): each line total is price x qty to the penny, halves up', async () => {
    const res = await create(
      orderBody(
        [
          // 1.5 hours at £45.50: £68.25 exactly.
          { id: socket, name: 'Labour (hours)', price: 45.5, qty: 1.5 },
          // 12.5 m at £1.99: £24.875, a half penny: rounded up to £24.88.
          { id: eicr, name: 'Cable (m)', price: 1.99, qty: 12.5 },
          // 2.125 m at £3.33: £7.07625, rounded to the nearest penny: £7.08.
          { id: socket, name: 'Conduit (m)', price: 3.33, qty: 2.125 },
        ],
        { payment: 100.21 },
      ),
    ).expect(201);
    expect(res.body.data.items.map((i: { qty: number; total: number }) => [i.qty, i.total])).toEqual([
      [1.5, 68.25],
      [12.5, 24.88],
      [2.125, 7.08],
    ]);
    expect(res.body.data).toMatchObject({ sub_total: 100.21, total: 100.21, payment: 100.21, due: 0 });
    const shown = await h.api().get(`/api/admin/getOrders?id=${res.body.data.id}`).set(h.auth).expect(200);
    expect(shown.body.data.items[1]).toMatchObject({ qty: 12.5, total: 24.88 });
  });

  it('answers 422 naming each field and creates nothing for bad orders', async () => {
    const before = await orderCount();
    const cases: Array<[object, Record<string, string[]>]> = [
      [orderBody([]), { items: ['The items field is required.'] }],
      [orderBody([{ id: socket, qty: 0 }]), { 'items.0.qty': ['The qty must be at least 1.'] }],
      [orderBody([{ id: socket, qty: -2 }]), { 'items.0.qty': ['The qty must be at least 1.'] }],
      [
        orderBody([{ id: socket, qty: 1.0005 }]),
        { 'items.0.qty': ['The qty must have at most 3 decimal places.'] },
      ],
      [orderBody([{ id: socket, price: 0 }]), { 'items.0.price': ['The price must be at least 1.'] }],
      [
        orderBody([{ id: socket, price: 10.005 }]),
        { 'items.0.price': ['The price must have at most two decimal places.'] },
      ],
      [
        orderBody([{ id: socket, price: 10 }], { payment: 10.01 }),
        { payment: ['The payment may not be greater than the total.'] },
      ],
      [
        orderBody([{ id: socket, price: 10 }], { payment: -1 }),
        { payment: ['The payment must be at least 0.'] },
      ],
      [
        orderBody([{ id: socket, price: 10 }], { discount: 10.5 }),
        { discount: ['The discount may not be greater than the sub total.'] },
      ],
      [orderBody([{ id: UNKNOWN_ID }]), { 'items.0.id': ['The selected service does not exist.'] }],
      [
        orderBody([{ id: socket }], { additional: true }),
        {
          expire_date: ['The expire date field is required when additional is checked.'],
          alert: ['The alert field is required when additional is checked.'],
        },
      ],
      [
        orderBody([{ id: socket }], { additional: true, expire_date: '2030-02-30', alert: 5 }),
        { expire_date: ['The expire date format is invalid.'] },
      ],
      [orderBody([{ id: socket }], { alert: -1 }), { alert: ['The alert must be at least 0.'] }],
      [
        orderBody([{ id: socket }], { customer: { phone: '07700 900123', name: 'A', email: 'not-mail' } }),
        { 'customer.email': ['The email must be a valid email address.'] },
      ],
      [
        orderBody([{ id: socket }], {
          customer: { phone: '07700 900123', name: { $ne: '' }, email: 'a@b.co' },
        }),
        { 'customer.name': ['The name must be a string.'] },
      ],
      [orderBody([{ id: { $gt: '' } as unknown as string }]), { 'items.0.id': ['The id must be a string.'] }],
      [
        { items: [], payment: 0 },
        { customer: ['The customer field is required.'], items: ['The items field is required.'] },
      ],
      [orderBody([{ id: socket }], { status: 'Paid' }), { status: ['The status field is not allowed.'] }],
    ];
    for (const [body, errors] of cases) {
      const res = await create(body);
      expect({ body, status: res.status, errors: res.body.data }).toEqual({ body, status: 422, errors });
      expect(res.body.message).toBe('The given data was invalid.');
    }
    expect(await orderCount()).toBe(before);
  });

  it('gives 50 concurrent creates 50 distinct consecutive invoice numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () => create(orderBody([{ id: socket, price: 10 }]))),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.body.data.invoice_no as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(50);
    expect(numbers[49]! - numbers[0]!).toBe(49);
  });

  it('creates one invoice per Idempotency-Key, also when the same request races itself', async () => {
    const body = orderBody([{ id: socket, price: 65 }], { order_custom_id: 'IDEM-1' });
    const first = await create(body, { 'Idempotency-Key': 'key-1' }).expect(201);
    const again = await create(body, { 'Idempotency-Key': 'key-1' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual(first.body.data);

    const raced = await Promise.all(
      Array.from({ length: 8 }, () =>
        create(orderBody([{ id: socket }], { order_custom_id: 'IDEM-2' }), { 'Idempotency-Key': 'key-2' }),
      ),
    );
    expect(raced.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(raced.map((r) => r.body.data.id)).size).toBe(1);
    expect(await h.app.models.orders.countDocuments({ order_custom_id: 'IDEM-2' })).toBe(1);

    // No invoice number was lost to the race: the next order follows the highest one.
    const highest = await h.app.models.orders.findOne().sort({ invoice_no: -1 }).lean();
    const next = await create(orderBody([{ id: socket }])).expect(201);
    expect(next.body.data.invoice_no).toBe(highest!.invoice_no + 1);

    const reused = await create(orderBody([{ id: eicr }]), { 'Idempotency-Key': 'key-1' }).expect(409);
    expect(reused.body.message).toBe('This Idempotency-Key was already used for a different request.');
  });

  it('publishes order.created through the outbox with the OrderData payload', async () => {
    const res = await create(
      orderBody([{ id: eicr, price: 180 }], {
        payment: 50,
        additional: true,
        expire_date: '2031-01-31',
        alert: 14,
      }),
    ).expect(201);
    const id = res.body.data.id as string;
    const { history: _trail, ...invoiceWithoutTrail } = res.body.data as Record<string, unknown>;
    const [event] = await readTopic(
      h.kafka!,
      'pos.order.v1',
      (e) => e.subject === id && e.type === 'order.created',
    );
    expect(event).toEqual({
      id: expect.stringMatching(/^[0-9A-Z]{26}$/),
      type: 'order.created',
      source: 'svc-pos',
      time: expect.any(String),
      subject: id,
      data: {
        id,
        invoice_no: res.body.data.invoice_no,
        customer: {
          name: 'Alice Smith',
          phone: '07700 900123',
          email: 'alice@example.com',
          address: '1 High St',
        },
        sub_total: 180,
        discount: 0,
        total: 180,
        payment: 50,
        due: 130,
        created_at: res.body.data.created_at,
        due_date: null,
        additional: true,
        expire_date: '2031-01-31',
        alert: 14,
        // The invoice as the API answered it, without its trail: svc-notify attaches its PDF to reminders.
        invoice: invoiceWithoutTrail,
      },
    } satisfies AnyEventEnvelope);
  });
});

describe('getOrders', () => {
  let bob: { id: string; invoice_no: number };
  beforeAll(async () => {
    const res = await create(
      orderBody([{ id: eicr, price: 180 }], {
        customer: { phone: '+44 1632 960123', name: 'Bobby Tables', email: 'bob@example.com' },
        order_custom_id: 'WO-2026-0042',
        payment: 180,
      }),
    ).expect(201);
    bob = res.body.data;
  });

  it('answers one order by id, 404 for an unknown one and 422 for a malformed id', async () => {
    const one = await h.api().get(`/api/admin/getOrders?id=${bob.id}`).set(h.auth).expect(200);
    expect(one.body.data).toMatchObject({ id: bob.id, status: 'Paid' });
    expect(one.body.data).not.toHaveProperty('_id');
    expect(one.body.data).not.toHaveProperty('search_terms');
    await h
      .api()
      .get(`/api/admin/getOrders?id=${UNKNOWN_ID}`)
      .set(h.auth)
      .expect(404, { message: 'Order not found.' });
    await h.api().get('/api/admin/getOrders?id=1').set(h.auth).expect(422);
  });

  it('lists newest first with page meta', async () => {
    const total = await orderCount();
    const page1 = await h.api().get('/api/admin/getOrders?per_page=5').set(h.auth).expect(200);
    expect(page1.body.meta).toEqual({ page: 1, per_page: 5, total });
    const numbers = page1.body.data.map((o: { invoice_no: number }) => o.invoice_no);
    expect(numbers).toEqual([...numbers].sort((a: number, b: number) => b - a));
    expect(page1.body.data[0].id).toBe(bob.id);
    const page2 = await h.api().get('/api/admin/getOrders?per_page=5&page=2').set(h.auth).expect(200);
    expect(page2.body.data[0].invoice_no).toBeLessThan(numbers[4]);
    const defaults = await h.api().get('/api/admin/getOrders').set(h.auth).expect(200);
    expect(defaults.body.meta).toEqual({ page: 1, per_page: 50, total });
    const bad = await h.api().get('/api/admin/getOrders?per_page=0&status=Maybe').set(h.auth).expect(422);
    expect(Object.keys(bad.body.data).sort()).toEqual(['per_page', 'status']);
  });

  it('searches by name prefix, phone, invoice number and custom id, and filters Paid/Unpaid', async () => {
    const search = async (q: string, extra = '') => {
      const res = await h
        .api()
        .get(`/api/admin/getOrders?search=${encodeURIComponent(q)}${extra}`)
        .set(h.auth)
        .expect(200);
      return res.body.data.map((o: { id: string }) => o.id) as string[];
    };
    expect(await search('bob')).toEqual([bob.id]);
    expect(await search('Bobby TAB')).toEqual([bob.id]);
    expect(await search('+44 1632 960123')).toEqual([bob.id]);
    expect(await search('441632')).toEqual([bob.id]);
    expect(await search(`#${bob.invoice_no}`)).toEqual([bob.id]);
    expect(await search(String(bob.invoice_no))).toContain(bob.id);
    expect(await search('wo-2026')).toEqual([bob.id]);
    expect(await search('zzz')).toEqual([]);
    expect(await search('bob', '&status=Paid')).toEqual([bob.id]);
    expect(await search('bob', '&status=Unpaid')).toEqual([]);
    const counted = await h.api().get('/api/admin/getOrders?search=alice&per_page=1').set(h.auth).expect(200);
    expect(counted.body.meta.total).toBe(
      await h.app.models.orders.countDocuments({ 'customer.name': 'Alice Smith' }),
    );
    expect(counted.body.meta.total).toBeGreaterThan(50);

    const unpaid = await h
      .api()
      .get('/api/admin/getOrders?status=Unpaid&per_page=200')
      .set(h.auth)
      .expect(200);
    expect(unpaid.body.data.length).toBeGreaterThan(0);
    expect(
      unpaid.body.data.every((o: { due: number; status: string }) => o.due > 0 && o.status === 'Unpaid'),
    ).toBe(true);
    expect(unpaid.body.meta.total).toBe(await h.app.models.orders.countDocuments({ due_pence: { $gt: 0 } }));
  });
});

describe('updateOrder', () => {
  it('finds a phone number by any part of it, as the customer list does, before and after a migration', async () => {
    const dee = (
      await create(
        orderBody([{ id: socket, price: 10 }], {
          customer: {
            name: 'Dee Phone',
            phone: '07700 900202',
            email: 'dee@example.com',
            address: '2 Low St',
          },
        }),
      ).expect(201)
    ).body.data;
    const found = async (q: string) => {
      const res = await h
        .api()
        .get(`/api/admin/getOrders?search=${encodeURIComponent(q)}&per_page=200`)
        .set(h.auth)
        .expect(200);
      return (res.body.data as Array<{ id: string }>).some((o) => o.id === dee.id);
    };
    const customers = async (q: string) =>
      (
        await h
          .api()
          .get(`/api/admin/getCustomers?search=${encodeURIComponent(q)}&per_page=200`)
          .set(h.auth)
          .expect(200)
      ).body.data.map((c: { name: string }) => c.name) as string[];
    for (const q of [
      '202',
      '900202',
      '900 202',
      '0202',
      '07700 900202',
      '+44 7700 900202',
      '(0)7700 900-202',
    ]) {
      expect({ q, found: await found(q) }).toEqual({ q, found: true });
      expect({ q, customers: await customers(q) }).toEqual({
        q,
        customers: expect.arrayContaining(['Dee Phone']),
      });
    }
    expect(await found('203')).toBe(false);
    expect(await found(`#${dee.invoice_no}`)).toBe(true);

    // As it was stored before: the phone's keys were prefixes only.
    const { orders } = h.app.models;
    await orders.collection.updateOne(
      { _id: orders.castObject({ _id: dee.id })._id },
      { $set: { search_terms: [`#${dee.invoice_no}`, 'd', 'de', 'dee', '0770', '07700900202'] } },
    );
    expect(await found('900 202')).toBe(false);
    await migratePosData(h.app.models, { info: () => undefined });
    expect(await found('900 202')).toBe(true);
  });
  it('replaces items, customer and payment, recomputes, records the payment difference and emits order.updated', async () => {
    const created = await create(orderBody([{ id: socket, price: 65, qty: 2 }], { payment: 100 })).expect(
      201,
    );
    const id = created.body.data.id as string;
    const body = {
      id,
      // The revision the form loaded.
      rev: created.body.data.rev as number,
      ...orderBody(
        [
          { id: socket, price: 65, qty: 2 },
          { id: eicr, name: 'EICR', price: 180 },
        ],
        {
          customer: { phone: '07700 900555', name: 'Eve Adams', email: 'eve@example.com' },
          discount: 10,
          payment: 40,
          due_date: '2027-01-15',
        },
      ),
    };
    const res = await h.api().put('/api/admin/updateOrder').set(h.auth).send(body).expect(200);
    expect(res.body.message).toBe('Invoice updated');
    expect(res.body.data).toMatchObject({
      id,
      invoice_no: created.body.data.invoice_no,
      customer: { name: 'Eve Adams', phone: '07700 900555' },
      sub_total: 310,
      discount: 10,
      total: 300,
      payment: 40,
      due: 260,
      due_date: '2027-01-15',
      payments: [
        { amount: 100, at: expect.any(String), by: 'admin-1' },
        { amount: -60, at: expect.any(String), by: 'admin-1' },
      ],
    });
    const eve = await h.api().get('/api/admin/customerByPhone?phone=07700900555').set(h.auth).expect(200);
    expect(eve.body.data.name).toBe('Eve Adams');
    const [event] = await readTopic(
      h.kafka!,
      'pos.order.v1',
      (e) => e.subject === id && e.type === 'order.updated',
    );
    expect(event!.data).toMatchObject({ id, total: 300, payment: 40, due: 260, due_date: '2027-01-15' });
  });

  it('never lets the payment exceed the total; unknown ids are 404', async () => {
    const created = await create(orderBody([{ id: socket, price: 65 }])).expect(201);
    const id = created.body.data.id as string;
    const over = await updateOrder(h, id, {
      ...orderBody([{ id: socket, price: 65 }], { payment: 65.01 }),
    }).expect(422);
    expect(over.body.data).toEqual({ payment: ['The payment may not be greater than the total.'] });
    const unchanged = await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth);
    expect(unchanged.body.data).toEqual(created.body.data);
    await updateOrder(h, UNKNOWN_ID, { ...orderBody([{ id: socket }]) }).expect(404);
    const noId = await h
      .api()
      .put('/api/admin/updateOrder')
      .set(h.auth)
      .send(orderBody([{ id: socket }]))
      .expect(422);
    expect(noId.body.data).toEqual({
      id: ['The id field is required.'],
      rev: ['The rev field is required.'],
    });
  });

  it('refuses an edit from a form loaded before payments were taken: 409, and the payments stand', async () => {
    const created = await create(orderBody([{ id: socket, price: 100 }])).expect(201);
    const loaded = created.body.data as { id: string; rev: number };
    const pay = () =>
      h.api().post('/api/admin/due_pay').set(h.auth).send({ order_id: loaded.id, amount: 30 }).expect(200);
    await pay();
    await pay();
    // The body the form loaded (payment 0, its revision) with the pay amount changed to 50.
    const stale = await h
      .api()
      .put('/api/admin/updateOrder')
      .set(h.auth)
      .send({ id: loaded.id, rev: loaded.rev, ...orderBody([{ id: socket, price: 100 }], { payment: 50 }) })
      .expect(409);
    expect(stale.body).toEqual({ message: 'This invoice changed since you opened it: reload' });
    const after = await h.api().get(`/api/admin/getOrders?id=${loaded.id}`).set(h.auth).expect(200);
    expect(after.body.data).toMatchObject({ payment: 60, due: 40 });
    expect(after.body.data.payments.map((p: { amount: number; kind: string }) => [p.kind, p.amount])).toEqual(
      [
        ['payment', 30],
        ['payment', 30],
      ],
    );
    expect(after.body.data.history.map((e: { action: string }) => e.action)).not.toContain('updated');

    // Reloaded, the same edit applies to what the clerk now sees and moves the revision on.
    const fresh = await h
      .api()
      .put('/api/admin/updateOrder')
      .set(h.auth)
      .send({
        id: loaded.id,
        rev: after.body.data.rev,
        ...orderBody([{ id: socket, price: 100 }], { payment: 60, due_date: '2027-02-01' }),
      })
      .expect(200);
    expect(fresh.body.data).toMatchObject({ payment: 60, due: 40, due_date: '2027-02-01' });
    expect(fresh.body.data.rev).toBeGreaterThan(after.body.data.rev);
    expect(fresh.body.data.payments).toHaveLength(2);
  });

  it('keeps lines of services deleted since the order was made', async () => {
    const gone = await seedService(h, 'Old service', 30);
    const created = await create(orderBody([{ id: gone, price: 30 }])).expect(201);
    await h.api().delete(`/api/admin/deleteProduct?id=${gone}`).set(h.auth).expect(200);
    const res = await updateOrder(h, created.body.data.id, {
      ...orderBody([{ id: gone, price: 30, qty: 2 }]),
    }).expect(200);
    expect(res.body.data.total).toBe(60);
  });
});

describe('deleteOrder', () => {
  it('hides the order, keeps an audit record of who deleted what and when, and emits order.deleted', async () => {
    const created = await create(orderBody([{ id: socket, price: 65 }])).expect(201);
    const { id, invoice_no: invoiceNo } = created.body.data as { id: string; invoice_no: number };
    const totals = async () =>
      Promise.all(
        ['', '?status=Unpaid', '?status=Paid'].map(async (q) => {
          const res = await h.api().get(`/api/admin/getOrders${q}`).set(h.auth).expect(200);
          return res.body.meta.total as number;
        }),
      );
    const [all, unpaid, paid] = await totals();
    await h.api().delete(`/api/admin/deleteOrder?id=${id}`).set(h.auth).expect(200);
    // Straight away, whether or not the relay has published the deletion yet.
    expect(await totals()).toEqual([all! - 1, unpaid! - 1, paid]);
    await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth).expect(404);
    const list = await h.api().get(`/api/admin/getOrders?search=%23${invoiceNo}`).set(h.auth);
    expect(list.body.data).toEqual([]);
    await h.api().delete(`/api/admin/deleteOrder?id=${id}`).set(h.auth).expect(404);

    const audit = await h.app.models.audit.find({ order_id: id }).lean();
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'deleted',
        invoice_no: invoiceNo,
        deleted_by: 'admin-1',
        deleted_at: expect.any(Date),
        snapshot: created.body.data,
      }),
    ]);
    const [event] = await readTopic(
      h.kafka!,
      'pos.order.v1',
      (e) => e.subject === id && e.type === 'order.deleted',
    );
    expect(event!.data).toEqual({ id, invoice_no: invoiceNo });
  });
});
