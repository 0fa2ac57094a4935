import type { AnyEventEnvelope, EventEnvelope } from '@voltdesk/contracts';
import { readTopic } from '@voltdesk/service-kit/testing';
import { getOrder, insertOrder, seedService, usePos } from '../../test/harness';

const h = usePos({ kafka: true });
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'EICR', 180);
});

interface Order {
  id: string;
  invoice_no: number;
  history: Array<{ action: string; by: string; to?: string; at: string; changes: unknown[] }>;
}

const create = (payment = 0) => insertOrder<Order>(h, [{ id: serviceId, price: 180 }], { payment });
const get = (id: string) => getOrder<Order>(h, id);
const emailInvoice = (body: Record<string, unknown>, key?: string) => {
  const req = h.api().post('/api/admin/emailInvoice').set(h.auth);
  return key ? req.set('Idempotency-Key', key).send(body) : req.send(body);
};

/**
 * Every `invoice.email.requested` of the order on pos.order.v1, read up to a later event of the same order
 * (same key, same partition, so everything before it has been read).
 */
async function mailEventsOf(orderId: string): Promise<Array<EventEnvelope<'invoice.email.requested'>>> {
  await h.api().post('/api/admin/due_pay').set(h.auth).send({ order_id: orderId, amount: 0.01 }).expect(200);
  const seen: AnyEventEnvelope[] = [];
  await readTopic(h.kafka!, 'pos.order.v1', (e) => {
    if (e.subject !== orderId) return false;
    seen.push(e);
    return e.type === 'order.paid';
  });
  return seen.filter(
    (e): e is EventEnvelope<'invoice.email.requested'> => e.type === 'invoice.email.requested',
  );
}

describe('POST admin/emailInvoice', () => {
  it("records 'emailed' in the trail and emits invoice.email.requested with the invoice as the API shows it", async () => {
    const order = await create(50);
    const res = await emailInvoice({ order_id: order.id }).expect(200);
    expect(res.body).toEqual({
      data: {
        order_id: order.id,
        invoice_no: order.invoice_no,
        to: 'alice@example.com',
        requested_at: expect.any(String),
      },
      message: 'Invoice e-mailed to alice@example.com',
    });

    const after = await get(order.id);
    expect(after.history.map((e) => e.action)).toEqual(['created', 'payment', 'emailed']);
    expect(after.history[2]).toEqual({
      action: 'emailed',
      at: res.body.data.requested_at,
      by: 'admin-1',
      changes: [],
      to: 'alice@example.com',
    });

    const [event, ...more] = await mailEventsOf(order.id);
    expect(more).toHaveLength(0);
    expect(event!.data).toMatchObject({
      order_id: order.id,
      invoice_no: order.invoice_no,
      to: 'alice@example.com',
      requested_by: 'admin-1',
      requested_at: res.body.data.requested_at,
      invoice: {
        id: order.id,
        invoice_no: order.invoice_no,
        total: 180,
        payment: 50,
        due: 130,
        status: 'Unpaid',
        items: [{ id: serviceId, price: 180, qty: 1, total: 180 }],
      },
    });
    // The snapshot is the view without its trail.
    expect(event!.data.invoice).not.toHaveProperty('history');
  });

  it('sends to the address the clerk typed instead of the customer e-mail', async () => {
    const order = await create();
    const res = await emailInvoice({ order_id: order.id, email: 'accounts@client.example' }).expect(200);
    expect(res.body.message).toBe('Invoice e-mailed to accounts@client.example');
    expect((await get(order.id)).history.at(-1)).toMatchObject({
      action: 'emailed',
      to: 'accounts@client.example',
    });
  });

  it('refuses an invoice without a customer e-mail with a message on the e-mail field, and a bad address', async () => {
    const order = await create();
    // Orders taken today must have an e-mail; an invoice stored without one (older data) is the case here.
    await h.app.models.orders.updateOne({ _id: order.id }, { $set: { 'customer.email': '' } });
    const res = await emailInvoice({ order_id: order.id }).expect(422);
    expect(res.body.data).toEqual({
      email: ['This invoice has no customer e-mail address. Enter the address to send the invoice to.'],
    });
    const bad = await emailInvoice({ order_id: order.id, email: 'not-an-address' }).expect(422);
    expect(bad.body.data.email).toEqual(['The email must be a valid email address.']);
    await emailInvoice({ order_id: 'nope' }).expect(422);
    await emailInvoice({ order_id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }).expect(404);
    expect((await get(order.id)).history.map((e) => e.action)).toEqual(['created']);
    // A typed address still sends it.
    await emailInvoice({ order_id: order.id, email: 'right@client.example' }).expect(200);
  });

  it('needs an admin token', async () => {
    const order = await create();
    await h.api().post('/api/admin/emailInvoice').send({ order_id: order.id }).expect(401);
  });

  it('a double click with one Idempotency-Key records and emits one request; both get the same answer', async () => {
    const order = await create();
    const key = `mail-${order.id}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => emailInvoice({ order_id: order.id }, key)),
    );
    for (const a of answers) expect(a.status).toBe(200);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    const later = await emailInvoice({ order_id: order.id }, key).expect(200);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.body).toEqual(answers[0]!.body);

    expect((await get(order.id)).history.filter((e) => e.action === 'emailed')).toHaveLength(1);
    expect(await mailEventsOf(order.id)).toHaveLength(1);

    // The same key with another address is another request: refused.
    await emailInvoice({ order_id: order.id, email: 'other@client.example' }, key).expect(409);
    // Without a key, a second click is a deliberate second mail.
    await emailInvoice({ order_id: order.id }).expect(200);
    expect((await get(order.id)).history.filter((e) => e.action === 'emailed')).toHaveLength(2);
  });

  it('order events carry the invoice snapshot svc-notify attaches to customer reminders', async () => {
    const order = await create();
    const [created] = await readTopic(
      h.kafka!,
      'pos.order.v1',
      (e) => e.subject === order.id && e.type === 'order.created',
    );
    expect(created!.data).toMatchObject({
      invoice: { id: order.id, invoice_no: order.invoice_no, total: 180, due: 180, status: 'Unpaid' },
    });
  });
});
