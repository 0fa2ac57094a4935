import { readTopic } from '@voltdesk/service-kit/testing';
import {
  getOrder,
  insertOrder,
  orderBody,
  seedService,
  UNKNOWN_ID,
  usePos,
  updateOrder,
} from '../../test/harness';

const h = usePos({ kafka: true });
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'EICR', 180);
});

interface Order {
  id: string;
  invoice_no: number;
  status: string;
  total: number;
  payment: number;
  due: number;
  history: Array<{ action: string; by: string; reason?: string; changes: unknown[] }>;
  payments: unknown[];
}

const create = (price: number, payment = 0) => insertOrder<Order>(h, [{ id: serviceId, price }], { payment });
const get = (id: string) => getOrder<Order>(h, id);
const remove = (id: string, reason?: string) =>
  h
    .api()
    .delete(`/api/admin/deleteOrder?id=${id}${reason ? `&reason=${encodeURIComponent(reason)}` : ''}`)
    .set(h.auth);
const totals = async () =>
  Promise.all(
    ['', '?status=Unpaid', '?status=Paid', '?status=Void'].map(async (q) => {
      const res = await h.api().get(`/api/admin/getOrders${q}`).set(h.auth).expect(200);
      return res.body.meta.total as number;
    }),
  );
const listed = async (query: string) =>
  (
    (await h.api().get(`/api/admin/getOrders?per_page=200${query}`).set(h.auth).expect(200)).body
      .data as Order[]
  ).map((o) => o.id);
const summary = async () => (await h.api().get('/api/admin/posSummary').set(h.auth).expect(200)).body.data;

describe('deleteOrder on an invoice with payments', () => {
  it('voids it: kept with its number and payments, status Void, out of the Unpaid list and outstanding figures; emits order.voided', async () => {
    const order = await create(180, 50);
    const [all, unpaid, paid, voided] = await totals();
    const figures = await summary();

    const res = await remove(order.id, 'Wrong customer').expect(200);
    expect(res.body).toEqual({
      data: null,
      message: 'Invoice voided: it has payments, so it is kept and marked void.',
    });

    const after = await get(order.id);
    expect(after).toMatchObject({
      id: order.id,
      invoice_no: order.invoice_no,
      status: 'Void',
      total: 180,
      payment: 50,
      due: 0,
      void_reason: 'Wrong customer',
      voided_at: expect.any(String),
      payments: [{ amount: 50, method: 'cash', by: 'admin-1' }],
    });
    expect(after.history.map((e) => e.action)).toEqual(['created', 'payment', 'voided']);
    expect(after.history[2]).toMatchObject({
      action: 'voided',
      by: 'admin-1',
      reason: 'Wrong customer',
      changes: [
        { field: 'due', before: 130, after: 0 },
        { field: 'status', before: 'Unpaid', after: 'Void' },
      ],
    });

    expect(await totals()).toEqual([all, unpaid! - 1, paid, voided! + 1]);
    expect(await listed('&status=Unpaid')).not.toContain(order.id);
    expect(await listed('&status=Paid')).not.toContain(order.id);
    expect(await listed('&status=Void')).toContain(order.id);
    expect(await listed(`&search=%23${order.invoice_no}`)).toEqual([order.id]);
    const now = await summary();
    expect(now.outstanding_due).toBe(Math.round((figures.outstanding_due - 130) * 100) / 100);
    expect(now.unpaid_count).toBe(figures.unpaid_count - 1);
    // The 50 received stays received.
    expect(now.today).toEqual(figures.today);

    const [event] = await readTopic(
      h.kafka!,
      'pos.order.v1',
      (e) => e.subject === order.id && e.type === 'order.voided',
    );
    expect(event!.data).toEqual({ id: order.id, invoice_no: order.invoice_no });

    // Deleting it again changes nothing.
    const again = await remove(order.id).expect(200);
    expect(again.body.message).toBe('The invoice was already void.');
    expect((await get(order.id)).history).toHaveLength(3);
  });

  it('voids an invoice whose payment was corrected back to nothing (it took money once)', async () => {
    const order = await create(180, 40);
    await updateOrder(h, order.id, { ...orderBody([{ id: serviceId, price: 180 }], { payment: 0 }) }).expect(
      200,
    );
    await remove(order.id).expect(200, {
      data: null,
      message: 'Invoice voided: it has payments, so it is kept and marked void.',
    });
    const after = await get(order.id);
    expect(after.status).toBe('Void');
    expect(after.payments).toHaveLength(2);
  });

  it('a void invoice takes no payment, no edit and no credit note', async () => {
    const order = await create(180, 10);
    await remove(order.id).expect(200);
    const pay = await h
      .api()
      .post('/api/admin/due_pay')
      .set(h.auth)
      .send({ order_id: order.id, amount: 5 })
      .expect(422);
    expect(pay.body.data).toEqual({ order_id: ['This invoice is void: it takes no payment.'] });
    const edit = await updateOrder(h, order.id, {
      ...orderBody([{ id: serviceId, price: 180 }], { payment: 10 }),
    }).expect(422);
    expect(edit.body.data).toEqual({ id: ['This invoice is void and can no longer change.'] });
    const credit = await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: order.id, reason: 'x', refund_method: 'cash' })
      .expect(422);
    expect(credit.body.data).toEqual({ order_id: ['This invoice is void: it cannot be credited.'] });
    expect(await get(order.id)).toMatchObject({ payment: 10, due: 0, status: 'Void' });
  });
});

describe('voidOrder', () => {
  it('voids an invoice without payments too, keeping it; again changes nothing', async () => {
    const order = await create(180);
    const res = await h
      .api()
      .post('/api/admin/voidOrder')
      .set(h.auth)
      .send({ id: order.id, reason: 'Customer cancelled' })
      .expect(200);
    expect(res.body.message).toBe('Invoice voided.');
    expect(res.body.data).toMatchObject({
      id: order.id,
      invoice_no: order.invoice_no,
      status: 'Void',
      due: 0,
    });
    const again = await h.api().post('/api/admin/voidOrder').set(h.auth).send({ id: order.id }).expect(200);
    expect(again.body.message).toBe('The invoice was already void.');
    expect(again.body.data.history).toHaveLength(2);
    await h.api().post('/api/admin/voidOrder').set(h.auth).send({ id: UNKNOWN_ID }).expect(404);
    const bad = await h
      .api()
      .post('/api/admin/voidOrder')
      .set(h.auth)
      .send({ id: order.id, reason: 'x'.repeat(501) });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data)).toEqual(['reason']);
  });
});

describe('deleteOrder on an invoice without payments', () => {
  it('deletes it, leaves its trail readable by its number, and never hands the number out again', async () => {
    const order = await create(180);
    const res = await remove(order.id, 'Duplicate of another invoice').expect(200);
    expect(res.body).toEqual({ data: null, message: 'Order deleted successfully.' });
    await h.api().get(`/api/admin/getOrders?id=${order.id}`).set(h.auth).expect(404);

    const trail = await h
      .api()
      .get(`/api/admin/getOrderTrail?invoice_no=${order.invoice_no}`)
      .set(h.auth)
      .expect(200);
    expect(trail.body.data).toEqual({
      invoice_no: order.invoice_no,
      order_id: order.id,
      status: 'Deleted',
      trail: [
        { action: 'created', at: expect.any(String), by: 'admin-1', changes: [] },
        {
          action: 'deleted',
          at: expect.any(String),
          by: 'admin-1',
          changes: [],
          reason: 'Duplicate of another invoice',
        },
      ],
    });
    const next = await create(180);
    expect(next.invoice_no).toBe(order.invoice_no + 1);
  });

  it('never reuses a number when the counter is behind the invoices (restored from an older backup)', async () => {
    const kept = await create(180);
    const deleted = await create(180);
    await remove(deleted.id).expect(200);
    // The highest number now lives only in the audit record of the deleted invoice.
    await h.app.models.counters.updateOne({ _id: 'invoice' }, { $set: { seq: 0 } });
    const next = await create(180);
    expect(next.invoice_no).toBe(deleted.invoice_no + 1);
    expect((await get(kept.id)).invoice_no).toBe(kept.invoice_no);
    const numbers = await h.app.models.orders.distinct('invoice_no');
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('answers 404 for unknown ids and invoice numbers, 422 for malformed ones', async () => {
    await remove(UNKNOWN_ID).expect(404);
    await h
      .api()
      .get('/api/admin/getOrderTrail?invoice_no=999999')
      .set(h.auth)
      .expect(404, { message: 'Invoice not found.' });
    const bad = await h.api().get('/api/admin/getOrderTrail?invoice_no=abc').set(h.auth).expect(422);
    expect(Object.keys(bad.body.data)).toEqual(['invoice_no']);
    await h.api().get('/api/admin/getOrderTrail?invoice_no=1').expect(401);
  });
});
