import { MAX_POUNDS } from '@voltdesk/contracts';
import { orderBody, seedService, usePos, updateOrder } from '../../test/harness';

const h = usePos();
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'Rewire', 100);
});

const TOO_LARGE = { items: ['The sub total may not be greater than £10,000,000.'] };
const DECIMALS = (field: string) => [`The ${field} must have at most two decimal places.`];
const insert = (body: object) => h.api().post('/api/admin/insertOrder').set(h.auth).send(body);
const orderCount = async () =>
  ((await h.api().get('/api/admin/getOrders').set(h.auth).expect(200)).body.meta as { total: number }).total;

describe('the maximum order total (£10,000,000)', () => {
  it('refuses an order of 2x10^13 pounds with 422 on items and creates nothing', async () => {
    const before = await orderCount();
    const items = Array.from({ length: 200 }, () => ({ id: serviceId, price: MAX_POUNDS, qty: 10_000 }));
    const res = await insert(orderBody(items)).expect(422);
    expect(res.body).toEqual({ message: 'The given data was invalid.', data: TOO_LARGE });
    expect(await orderCount()).toBe(before);
  });

  it('accepts a sub total of exactly the maximum and refuses one penny more', async () => {
    await insert(orderBody([{ id: serviceId, price: MAX_POUNDS, qty: 1 }])).expect(201);
    const res = await insert(
      orderBody([
        { id: serviceId, price: MAX_POUNDS, qty: 1 },
        { id: serviceId, price: 1, qty: 1 },
      ]),
    ).expect(422);
    expect(res.body.data).toEqual(TOO_LARGE);
  });

  it('applies to updates too', async () => {
    const created = await insert(orderBody([{ id: serviceId, price: 10 }])).expect(201);
    const id = created.body.data.id as string;
    const res = await updateOrder(h, id, {
      ...orderBody([{ id: serviceId, price: 5_000_000, qty: 3 }]),
    }).expect(422);
    expect(res.body.data).toEqual(TOO_LARGE);
  });

  it('refuses a single amount over the maximum with the field limit', async () => {
    const res = await insert(orderBody([{ id: serviceId, price: MAX_POUNDS + 0.01 }])).expect(422);
    expect(res.body.data).toEqual({ 'items.0.price': ['The price may not be greater than £10,000,000.00.'] });
  });
});

describe('amounts below one penny', () => {
  it.each([0.001, 1e-9, 1e-300, 10.000000001])(
    'refuses a payment of %p like any fraction of a penny',
    async (amount) => {
      const created = await insert(orderBody([{ id: serviceId, price: 100 }])).expect(201);
      const res = await h
        .api()
        .post('/api/admin/due_pay')
        .set(h.auth)
        .send({ order_id: created.body.data.id, amount })
        .expect(422);
      // Below a penny is also below the least payment (£0.01): both are said; the decimals first.
      expect(res.body.data.amount[0]).toBe(DECIMALS('amount')[0]);
      const order = await h
        .api()
        .get(`/api/admin/getOrders?id=${created.body.data.id as string}`)
        .set(h.auth);
      expect(order.body.data.payments).toEqual([]);
    },
  );

  it('refuses 1e-9 as an order payment, discount or price', async () => {
    const res = await insert(
      orderBody([{ id: serviceId, price: 10.000000001 }], { payment: 1e-9, discount: 1e-9 }),
    ).expect(422);
    expect(res.body.data).toEqual({
      payment: DECIMALS('payment'),
      discount: DECIMALS('discount'),
      'items.0.price': DECIMALS('price'),
    });
  });

  it('still accepts amounts whose binary form is inexact (19.99, 4.35, 0.29)', async () => {
    const res = await insert(
      orderBody([{ id: serviceId, price: 19.99, qty: 3 }], { payment: 4.35, discount: 0.29 }),
    ).expect(201);
    expect(res.body.data).toMatchObject({ sub_total: 59.97, discount: 0.29, total: 59.68, payment: 4.35 });
  });
});
