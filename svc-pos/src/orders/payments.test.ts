import { insertOrder, orderBody, seedService, UNKNOWN_ID, usePos } from '../../test/harness';
import { readTopic } from '@voltdesk/service-kit/testing';

const h = usePos({ kafka: true });
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'Consumer unit replacement', 450);
});

const newOrder = async (price: number, payment = 0) =>
  (await insertOrder(h, [{ id: serviceId, price }], { payment })).id;
const pay = (orderId: string, amount: unknown) =>
  h.api().post('/api/admin/due_pay').set(h.auth).send({ order_id: orderId, amount });

describe('due_pay', () => {
  it('takes a payment, answers the new payment and due, keeps who took it and when, and emits order.paid', async () => {
    const id = await newOrder(450, 100);
    const res = await pay(id, 149.99).expect(200);
    expect(res.body).toEqual({
      data: { payment: 249.99, due: 200.01, status: 'Unpaid' },
      message: 'Payment update successfully',
    });
    const clerk = await h.tokenFor({ sub: 'admin-2' });
    const settle = await h
      .api()
      .post('/api/admin/due_pay')
      .set(clerk)
      .send({ order_id: id, amount: 200.01, method: 'card', reference: 'AUTH 0042' })
      .expect(200);
    expect(settle.body.data).toEqual({ payment: 450, due: 0, status: 'Paid' });
    const order = await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth).expect(200);
    expect(order.body.data).toMatchObject({ payment: 450, due: 0, status: 'Paid' });
    // Without a method a payment is cash (the current payment modal sends none).
    const paid = { at: expect.any(String), kind: 'payment', credit_no: null };
    expect(order.body.data.payments).toEqual([
      { ...paid, amount: 100, by: 'admin-1', method: 'cash', reference: null },
      { ...paid, amount: 149.99, by: 'admin-1', method: 'cash', reference: null },
      { ...paid, amount: 200.01, by: 'admin-2', method: 'card', reference: 'AUTH 0042' },
    ]);
    expect(new Date(order.body.data.payments[2].at).getTime()).toBeGreaterThanOrEqual(
      new Date(order.body.data.payments[1].at).getTime(),
    );
    const [event] = await readTopic(
      h.kafka!,
      'pos.order.v1',
      (e) => e.subject === id && e.type === 'order.paid' && (e.data as { due: number }).due === 0,
    );
    expect(event!.data).toMatchObject({ id, total: 450, payment: 450, due: 0 });
  });

  it('refuses more than the due with 422 on amount and changes nothing', async () => {
    const id = await newOrder(100, 60);
    const res = await pay(id, 40.01).expect(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      data: { amount: ['The amount may not be greater than the due (£40.00).'] },
    });
    const order = await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth);
    expect(order.body.data).toMatchObject({ payment: 60, due: 40 });
    expect(order.body.data.payments).toHaveLength(1);
  });

  it('refuses 0 with 422 on amount: nothing is recorded, so nothing may answer as if it were taken', async () => {
    const id = await newOrder(100, 60);
    const res = await pay(id, 0).expect(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      data: { amount: ['The amount must be at least £0.01.'] },
    });
    // With an Idempotency-Key too (a refused payment frees its key, so the corrected one goes through).
    const keyed = () =>
      h.api().post('/api/admin/due_pay').set(h.auth).set('Idempotency-Key', 'zero-then-ten');
    await keyed().send({ order_id: id, amount: 0 }).expect(422);
    const order = await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth);
    expect(order.body.data).toMatchObject({ payment: 60, due: 40 });
    expect(order.body.data.payments).toHaveLength(1);
    expect(order.body.data.history.filter((e: { action: string }) => e.action === 'payment')).toHaveLength(1);
  });

  it('answers 422 for bad input and 404 for an unknown order', async () => {
    const id = await newOrder(100);
    expect((await pay(id, -1).expect(422)).body.data).toEqual({
      amount: ['The amount must be at least £0.01.'],
    });
    expect((await pay(id, 1.001).expect(422)).body.data).toEqual({
      amount: ['The amount must have at most two decimal places.'],
    });
    expect((await pay(id, '10').expect(422)).body.data).toEqual({ amount: ['The amount must be a number.'] });
    expect((await pay(id, { $gt: 0 }).expect(422)).body.data).toEqual({
      amount: ['The amount must be a number.'],
    });
    const missing = await h.api().post('/api/admin/due_pay').set(h.auth).send({}).expect(422);
    expect(missing.body.data).toEqual({
      order_id: ['The order field is required.'],
      amount: ['The amount field is required.'],
    });
    const badMethod = await h
      .api()
      .post('/api/admin/due_pay')
      .set(h.auth)
      .send({ order_id: id, amount: 1, method: 'cheque', reference: 'x'.repeat(101) })
      .expect(422);
    expect(Object.keys(badMethod.body.data).sort()).toEqual(['method', 'reference']);
    await pay(UNKNOWN_ID, 1).expect(404, { message: 'Order not found.' });
    await h.api().post('/api/admin/due_pay').send({ order_id: id, amount: 1 }).expect(401);
  });

  it('50 concurrent payments of 10 against a due of 100 leave due 0 and exactly ten payments', async () => {
    const id = await newOrder(100);
    const results = await Promise.all(Array.from({ length: 50 }, () => pay(id, 10)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 422);
    expect(ok).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(
      refused.every((r) => r.body.data.amount[0] === 'The amount may not be greater than the due (£0.00).'),
    ).toBe(true);
    // Each accepted payment saw a distinct due: none was double-counted.
    expect(ok.map((r) => r.body.data.due).sort((a, b) => a - b)).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90,
    ]);
    const order = await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth);
    expect(order.body.data).toMatchObject({ payment: 100, due: 0, status: 'Paid' });
    expect(order.body.data.payments).toHaveLength(10);
  });
});

describe('due_pay with an Idempotency-Key', () => {
  const keyedPay = (orderId: string, amount: number, key: string) =>
    pay(orderId, amount).set('Idempotency-Key', key);
  const paymentsOf = async (id: string) =>
    (await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth).expect(200)).body.data as {
      payment: number;
      due: number;
      payments: unknown[];
    };

  it('20 concurrent identical requests take one payment and all get the same answer', async () => {
    const id = await newOrder(100);
    const results = await Promise.all(Array.from({ length: 20 }, () => keyedPay(id, 10, 'pay-double-click')));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    for (const r of results) {
      expect(r.body).toEqual({
        data: { payment: 10, due: 90, status: 'Unpaid' },
        message: 'Payment update successfully',
      });
    }
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    const order = await paymentsOf(id);
    expect(order).toMatchObject({ payment: 10, due: 90 });
    expect(order.payments).toHaveLength(1);
  });

  it('a repeat after later payments answers what the first request got and pays nothing more', async () => {
    const id = await newOrder(100);
    await keyedPay(id, 30, 'pay-retry-later').expect(200);
    await pay(id, 20).expect(200);
    const again = await keyedPay(id, 30, 'pay-retry-later').expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data).toEqual({ payment: 30, due: 70, status: 'Unpaid' });
    expect(await paymentsOf(id)).toMatchObject({ payment: 50, due: 50 });
  });

  it('answers 409 for the same key with another amount, another order or on insertOrder, and changes nothing', async () => {
    const id = await newOrder(100);
    const other = await newOrder(100);
    await keyedPay(id, 10, 'pay-reused').expect(200);
    const conflict = {
      message: 'This Idempotency-Key was already used for a different request.',
    };
    await keyedPay(id, 11, 'pay-reused').expect(409, conflict);
    await h
      .api()
      .post('/api/admin/due_pay')
      .set(h.auth)
      .set('Idempotency-Key', 'pay-reused')
      .send({ order_id: id, amount: 10, method: 'card' })
      .expect(409, conflict);
    await keyedPay(other, 10, 'pay-reused').expect(409, conflict);
    const orderKey = 'order-then-pay';
    await h
      .api()
      .post('/api/admin/insertOrder')
      .set(h.auth)
      .set('Idempotency-Key', orderKey)
      .send(orderBody([{ id: serviceId, price: 5 }]))
      .expect(201);
    await keyedPay(id, 10, orderKey).expect(409, conflict);
    expect(await paymentsOf(id)).toMatchObject({ payment: 10, due: 90 });
    expect((await paymentsOf(other)).payments).toHaveLength(0);
  });

  it('a refused payment leaves its key free, so the corrected request goes through', async () => {
    const id = await newOrder(100);
    await keyedPay(id, 150, 'pay-corrected').expect(422);
    const res = await keyedPay(id, 100, 'pay-corrected').expect(200);
    expect(res.body.data).toEqual({ payment: 100, due: 0, status: 'Paid' });
  });

  it('refuses a key longer than 200 characters with 422', async () => {
    const id = await newOrder(100);
    const res = await keyedPay(id, 10, 'k'.repeat(201)).expect(422);
    expect(res.body.data).toEqual({
      idempotency_key: ['The idempotency key may not be greater than 200 characters.'],
    });
    expect((await paymentsOf(id)).payments).toHaveLength(0);
  });
});
