import { seedService, updateOrder, usePos } from '../../test/harness';

/**
 * Lines of every kind on invoices and quotes, through HTTP (svc-pos/README.md "Lines of every kind"):
 * catalogue services as before, free text (description, unit, price, VAT rate as typed) and materials from
 * the materials list (their unit, cost and rate). Figures worked by hand from the one rounding rule.
 */
let now = new Date('2026-07-15T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
let labour: string;
let cable: string;
let clips: string;

const post = (path: string, body: object) => h.api().post(`/api/admin/${path}`).set(h.auth).send(body);

beforeAll(async () => {
  labour = await seedService(h, 'Electrician (hour)', 45);
  const c = await post('insertMaterial', {
    name: '2.5mm twin and earth',
    unit: 'm',
    cost_price: 0.87,
    price: 1.45,
    vat_rate: 'standard',
  }).expect(201);
  cable = c.body.data.id;
  const k = await post('insertMaterial', {
    name: 'Cable clips',
    unit: 'pack',
    cost_price: 0.12,
    price: 0.3,
    vat_rate: 'reduced',
  }).expect(201);
  clips = k.body.data.id;
});

const customer = { phone: '07700 900600', name: 'Lina Lines', email: 'lina@example.com' };

describe('lines of every kind', () => {
  it('invoices a service, a free-text line and materials, each with its unit, cost and rate', async () => {
    const res = await post('insertOrder', {
      customer,
      items: [
        { id: labour, name: 'Electrician (hour)', price: 45, qty: 2.5 },
        { kind: 'text', name: 'Call-out, Saturday', unit: 'visit', price: 35, qty: 1, vat_rate: 'zero' },
        { kind: 'material', id: cable, name: '2.5mm twin and earth', price: 1.45, qty: 12.5 },
        // Priced at 30p: a material line may cost less than £1; a typed unit cost wins over the list's.
        { kind: 'material', id: clips, name: 'Cable clips', price: 0.3, qty: 3, unit_cost: 0.1 },
      ],
      payment: 0,
    }).expect(201);
    const order = res.body.data;
    expect(order.items).toEqual([
      // A service line without a kind is stored and shown exactly as before kinds.
      { id: labour, name: 'Electrician (hour)', price: 45, qty: 2.5, total: 112.5 },
      {
        id: '',
        kind: 'text',
        name: 'Call-out, Saturday',
        unit: 'visit',
        price: 35,
        qty: 1,
        total: 35,
        cis_part: 'labour',
      },
      // 1.45 x 12.5 = 18.125 -> 18.13 (halves up); cost 0.87 x 12.5 = 10.875 -> 10.88.
      {
        id: cable,
        kind: 'material',
        material_id: cable,
        name: '2.5mm twin and earth',
        unit: 'm',
        price: 1.45,
        qty: 12.5,
        total: 18.13,
        unit_cost: 0.87,
        cost: 10.88,
        cis_part: 'materials',
      },
      {
        id: clips,
        kind: 'material',
        material_id: clips,
        name: 'Cable clips',
        unit: 'pack',
        price: 0.3,
        qty: 3,
        total: 0.9,
        unit_cost: 0.1,
        cost: 0.3,
        cis_part: 'materials',
      },
    ]);
    // 112.50 + 35 + 18.13 + 0.90
    expect(order).toMatchObject({ sub_total: 166.53, total: 166.53, due: 166.53, status: 'Unpaid' });
    expect(order.cis).toBeUndefined();
  });

  it('takes the VAT rate of a free-text line as typed and of a material from the list', async () => {
    await h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(h.auth)
      .send({ vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: false })
      .expect(200);
    try {
      const res = await post('insertOrder', {
        customer,
        items: [
          { kind: 'text', name: 'Disposal', price: 20, qty: 1, vat_rate: 'zero' },
          { kind: 'material', id: clips, name: 'Cable clips', price: 0.3, qty: 10 },
        ],
        payment: 0,
      }).expect(201);
      // Zero: 20.00 + 0; reduced (5%): 3.00 + 0.15.
      expect(
        res.body.data.items.map((i: Record<string, unknown>) => [i.vat_rate, i.net, i.vat, i.gross]),
      ).toEqual([
        ['zero', 20, 0, 20],
        ['reduced', 3, 0.15, 3.15],
      ]);
      expect(res.body.data.total).toBe(23.15);
    } finally {
      await h
        .api()
        .put('/api/admin/updateInvoiceSettings')
        .set(h.auth)
        .send({ vat_registered: false, prices_include_vat: true })
        .expect(200);
    }
  });

  it('refuses a material that does not exist or is inactive, a service line without a service, and a service under £1', async () => {
    const off = await post('insertMaterial', {
      name: 'Old stock',
      unit: 'each',
      cost_price: 1,
      price: 2,
    }).expect(201);
    await h
      .api()
      .put('/api/admin/updateMaterial')
      .set(h.auth)
      .send({ id: off.body.data.id, name: 'Old stock', unit: 'each', cost_price: 1, price: 2, status: 0 })
      .expect(200);
    const res = await post('insertOrder', {
      customer,
      items: [
        { kind: 'material', id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Ghost', price: 1, qty: 1 },
        { kind: 'material', id: off.body.data.id, name: 'Old stock', price: 2, qty: 1 },
        { kind: 'text', name: 'Pennies', price: 0.01, qty: 1 },
      ],
      payment: 0,
    }).expect(422);
    expect(res.body.data).toEqual({
      'items.0.id': ['The selected material does not exist.'],
      'items.1.id': ['The selected material is inactive.'],
    });
    // The contract's rules answer first (the form runs them too).
    const form = await post('insertOrder', {
      customer,
      items: [
        { name: 'No service', price: 10, qty: 1 },
        { id: labour, name: 'Cheap hour', price: 0.5, qty: 1 },
        { kind: 'material', name: 'No material', price: 0.5, qty: 1 },
        { kind: 'text', name: 'Nothing', price: 0, qty: 1 },
      ],
      payment: 0,
    }).expect(422);
    expect(form.body.data).toEqual({
      'items.0.id': ['The id field is required.'],
      'items.1.price': ['The price must be at least 1.'],
      'items.2.id': ['The id field is required.'],
      'items.3.price': ['The price must be at least 0.01.'],
    });
  });

  it('keeps a material line valid and its cost and rate on an edit after the material changed', async () => {
    const created = await post('insertOrder', {
      customer,
      items: [{ kind: 'material', id: cable, name: 'Cable', price: 1.45, qty: 10 }],
      payment: 0,
    }).expect(201);
    const sent = created.body.data.items;
    await h
      .api()
      .put('/api/admin/updateMaterial')
      .set(h.auth)
      .send({ id: cable, name: '2.5mm twin and earth', unit: 'm', cost_price: 0.99, price: 1.6, status: 0 })
      .expect(200);
    try {
      const res = await updateOrder(h, created.body.data.id, {
        customer,
        // The form sends back what it loaded: the line's unit cost included.
        items: sent.map((i: Record<string, unknown>) => ({ ...i, qty: 20 })),
        payment: 0,
      }).expect(200);
      expect(res.body.data.items[0]).toMatchObject({ unit_cost: 0.87, cost: 17.4, total: 29, unit: 'm' });
    } finally {
      await h
        .api()
        .put('/api/admin/updateMaterial')
        .set(h.auth)
        .send({
          id: cable,
          name: '2.5mm twin and earth',
          unit: 'm',
          cost_price: 0.87,
          price: 1.45,
          status: 1,
        })
        .expect(200);
    }
  });

  it('quotes lines of every kind and converts them into the invoice as quoted', async () => {
    const quote = await post('insertQuote', {
      customer,
      items: [
        { id: labour, name: 'Electrician (hour)', price: 45, qty: 4 },
        {
          kind: 'text',
          name: 'Skip hire',
          unit: 'day',
          price: 120,
          qty: 2,
          vat_rate: 'exempt',
          unit_cost: 90,
        },
        { kind: 'material', id: cable, name: 'Cable', price: 1.45, qty: 30, cis_part: 'labour' },
      ],
      valid_until: '2026-07-31',
    }).expect(201);
    expect(
      quote.body.data.items.map((i: Record<string, unknown>) => [i.kind, i.unit, i.cost, i.cis_part]),
    ).toEqual([
      [undefined, undefined, undefined, undefined],
      ['text', 'day', 180, 'labour'],
      ['material', 'm', 26.1, 'labour'],
    ]);
    now = new Date('2026-07-16T09:00:00Z');
    const converted = await post('convertQuote', { id: quote.body.data.id }).expect(201);
    const orderId = converted.body.data.order_id ?? converted.body.data.quote?.order_id;
    const order = (await h.api().get(`/api/admin/getOrders?id=${orderId}`).set(h.auth).expect(200)).body.data;
    expect(order.items).toEqual(
      quote.body.data.items.map((i: Record<string, unknown>) => expect.objectContaining(i)),
    );
    expect(order.total).toBe(quote.body.data.total);
  });

  it('shows cost and margin in the sales report where lines had a cost, free text by its words', async () => {
    now = new Date('2026-08-03T09:00:00Z');
    await post('insertOrder', {
      customer,
      items: [
        { id: labour, name: 'Electrician (hour)', price: 45, qty: 1 },
        { kind: 'text', name: 'Design', price: 100, qty: 1, unit_cost: 40 },
        { kind: 'material', id: cable, name: '2.5mm twin and earth', price: 1.45, qty: 10 },
      ],
      payment: 0,
    }).expect(201);
    // A discounted invoice is worked out line by line: 14.50 - 4.50 = 10.00 of cable, cost 8.70.
    await post('insertOrder', {
      customer,
      items: [{ kind: 'material', id: cable, name: '2.5mm twin and earth', price: 1.45, qty: 10 }],
      discount: 4.5,
      payment: 0,
    }).expect(201);
    const res = await h.api().get('/api/admin/getSalesReport?from=2026-08-03&to=2026-08-03').set(h.auth);
    const rows = Object.fromEntries(
      res.body.data.services.map((s: Record<string, unknown>) => [s.name, [s.amount, s.cost, s.margin]]),
    );
    expect(rows).toEqual({
      // Sold before it had a cost, so no margin is claimed for it.
      'Electrician (hour)': [45, undefined, undefined],
      Design: [100, 40, 60],
      '2.5mm twin and earth': [24.5, 17.4, 7.1],
    });
    expect(res.body.data).toMatchObject({ net: 169.5, cost: 57.4, margin: 112.1 });
  });
});
