import { readTopic } from '@voltdesk/service-kit/testing';
import { getOrder, insertOrder, seedService, UNKNOWN_ID, usePos } from '../../test/harness';

const h = usePos({ kafka: true });
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'Consumer unit replacement', 100);
});

const create = (price: number, payment = 0) => insertOrder(h, [{ id: serviceId, price }], { payment });
const credit = (body: Record<string, unknown>) =>
  h.api().post('/api/admin/creditOrder').set(h.auth).send(body);
interface Credited {
  credit_notes: Array<{ credit_no: number | null }>;
  history: unknown[];
}
const get = (id: string) => getOrder<Credited>(h, id);

describe('creditOrder', () => {
  it('credits part of an unpaid invoice: a number of its own series, the due lowered, nothing refunded, in the trail', async () => {
    const order = await create(180);
    const first = await credit({ order_id: order.id, amount: 30, reason: 'Socket not fitted' }).expect(201);
    const no = first.body.data.credit_note.credit_no as number;
    expect(first.body.message).toBe(`Credit note #${no} issued`);
    expect(first.body.data.credit_note).toEqual({
      credit_no: no,
      amount: 30,
      reason: 'Socket not fitted',
      refund: 0,
      refund_method: null,
      refund_reference: null,
      vat: null,
      reverse_charge: null,
      at: expect.any(String),
      by: 'admin-1',
    });
    expect(first.body.data.order).toMatchObject({
      total: 180,
      credited: 30,
      payment: 0,
      due: 150,
      status: 'Unpaid',
    });
    const second = await credit({ order_id: order.id, amount: 0.01, reason: 'Rounding' }).expect(201);
    expect(second.body.data.credit_note.credit_no).toBe(no + 1);

    const after = await get(order.id);
    expect(after).toMatchObject({ credited: 30.01, due: 149.99, payments: [] });
    expect(after.credit_notes.map((c) => c.credit_no)).toEqual([no, no + 1]);
    expect(after.history[1]).toEqual({
      action: 'credited',
      at: expect.any(String),
      by: 'admin-1',
      amount: 30,
      credit_no: no,
      reason: 'Socket not fitted',
      changes: [
        { field: 'credited', before: 0, after: 30 },
        { field: 'due', before: 180, after: 150 },
      ],
    });
    const [event] = await readTopic(
      h.kafka!,
      'pos.order.v1',
      (e) =>
        e.subject === order.id && e.type === 'order.updated' && (e.data as { due: number }).due === 149.99,
    );
    expect(event!.data).toMatchObject({ total: 180, credited: 30.01, payment: 0, due: 149.99 });
  });

  it('credits a paid invoice in full and refunds what was paid as a payment out with its method', async () => {
    const order = await create(180, 180);
    const noMethod = await credit({ order_id: order.id, reason: 'Job cancelled' }).expect(422);
    expect(noMethod.body.data).toEqual({
      refund_method: ['The refund method field is required: this credit note gives £180.00 back.'],
    });
    const res = await credit({
      order_id: order.id,
      reason: 'Job cancelled',
      refund_method: 'card',
      refund_reference: 'REFUND 99',
    }).expect(201);
    const no = res.body.data.credit_note.credit_no as number;
    expect(res.body.data.credit_note).toMatchObject({
      amount: 180,
      refund: 180,
      refund_method: 'card',
      refund_reference: 'REFUND 99',
    });
    expect(res.body.data.order).toMatchObject({
      total: 180,
      credited: 180,
      payment: 0,
      due: 0,
      status: 'Paid',
    });
    expect(res.body.data.order.payments).toEqual([
      expect.objectContaining({ amount: 180, kind: 'payment', method: 'cash' }),
      {
        amount: -180,
        at: expect.any(String),
        by: 'admin-1',
        kind: 'refund',
        method: 'card',
        reference: 'REFUND 99',
        credit_no: no,
      },
    ]);
    expect(res.body.data.order.history.slice(-1)[0]).toMatchObject({
      action: 'refund',
      amount: 180,
      method: 'card',
      reference: 'REFUND 99',
      credit_no: no,
    });
    const again = await credit({ order_id: order.id, reason: 'Again', refund_method: 'cash' }).expect(422);
    expect(again.body.data).toEqual({ order_id: ['This invoice has already been credited in full.'] });
  });

  it('refunds only what was paid above what the invoice is now worth', async () => {
    const order = await create(100, 80);
    // Worth 50 after the credit, 80 paid: 30 goes back, nothing is due.
    const res = await credit({
      order_id: order.id,
      amount: 50,
      reason: 'Discount agreed',
      refund_method: 'bank_transfer',
    }).expect(201);
    expect(res.body.data.credit_note).toMatchObject({
      amount: 50,
      refund: 30,
      refund_method: 'bank_transfer',
    });
    expect(res.body.data.order).toMatchObject({ credited: 50, payment: 50, due: 0, status: 'Paid' });
    // Worth 60 after a credit of 40 with 20 paid: nothing goes back, so no refund method is needed.
    const part = await create(100, 20);
    const kept = await credit({ order_id: part.id, amount: 40, reason: 'Partly done' }).expect(201);
    expect(kept.body.data.credit_note).toMatchObject({ refund: 0, refund_method: null });
    expect(kept.body.data.order).toMatchObject({ credited: 40, payment: 20, due: 40 });
  });

  it('refuses bad credits with 422 naming the field and changes nothing', async () => {
    const order = await create(100, 0);
    const over = await credit({ order_id: order.id, amount: 100.01, reason: 'Too much' }).expect(422);
    expect(over.body.data).toEqual({
      amount: ['The amount may not be greater than what is left to credit (£100.00).'],
    });
    const zero = await credit({ order_id: order.id, amount: 0, reason: 'Nothing' }).expect(422);
    expect(Object.keys(zero.body.data)).toEqual(['amount']);
    const missing = await credit({ order_id: order.id }).expect(422);
    expect(Object.keys(missing.body.data)).toEqual(['reason']);
    const badMethod = await credit({ order_id: order.id, reason: 'x', refund_method: 'cheque' }).expect(422);
    expect(Object.keys(badMethod.body.data)).toEqual(['refund_method']);
    await credit({ order_id: UNKNOWN_ID, reason: 'x' }).expect(404, { message: 'Order not found.' });
    await h.api().post('/api/admin/creditOrder').send({ order_id: order.id, reason: 'x' }).expect(401);
    expect(await get(order.id)).toMatchObject({ credited: 0, due: 100, credit_notes: [] });
  });

  it('gives 50 concurrent credit notes distinct consecutive numbers, also when they race on one invoice', async () => {
    const shared = await create(100);
    const others = [];
    for (let i = 0; i < 20; i++) others.push(await create(10));
    const before = (await credit({ order_id: others[0]!.id, amount: 1, reason: 'Before' }).expect(201)).body
      .data.credit_note.credit_no as number;
    // 30 credits of 5 on an invoice of 100 (20 fit), and one on each of 20 other invoices: 50 at once.
    const results = await Promise.all([
      ...Array.from({ length: 30 }, () => credit({ order_id: shared.id, amount: 5, reason: 'Race' })),
      ...others.map((o) => credit({ order_id: o.id, amount: 2, reason: 'Race' })),
    ]);
    const ok = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 422);
    expect(ok).toHaveLength(40);
    expect(refused).toHaveLength(10);
    // Refused once the invoice has no 5 left to credit: it is credited in full.
    expect(refused.map((r) => r.body.data)).toEqual(
      Array(10).fill({ order_id: ['This invoice has already been credited in full.'] }),
    );
    const numbers = ok.map((r) => r.body.data.credit_note.credit_no as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => before + 1 + i));
    // The refused ones took no number: the next credit note follows on.
    const after = await credit({ order_id: others[1]!.id, amount: 1, reason: 'After' }).expect(201);
    expect(after.body.data.credit_note.credit_no).toBe(before + 41);
    const sharedAfter = await get(shared.id);
    expect(sharedAfter).toMatchObject({ credited: 100, due: 0 });
    expect(sharedAfter.credit_notes).toHaveLength(20);
  });

  it('issues one credit note per Idempotency-Key, also when the same request races itself', async () => {
    const order = await create(100);
    const body = { order_id: order.id, amount: 10, reason: 'Double click' };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        h
          .api()
          .post('/api/admin/creditOrder')
          .set(h.auth)
          .set('Idempotency-Key', 'credit-double-click')
          .send(body),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const first = results[0]!.body.data.credit_note;
    for (const r of results) expect(r.body.data.credit_note).toEqual(first);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await get(order.id)).toMatchObject({ credited: 10, due: 90 });
    await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .set('Idempotency-Key', 'credit-double-click')
      .send({ ...body, amount: 11 })
      .expect(409, { message: 'This Idempotency-Key was already used for a different request.' });
  });

  it('numbers a credit whose request died between recording it and numbering it, on the next read', async () => {
    const order = await create(100);
    const last = (await credit({ order_id: order.id, amount: 1, reason: 'Numbered' }).expect(201)).body.data
      .credit_note.credit_no as number;
    // What a crash right after the credit's write leaves: a credit without a number, minutes old.
    await h.app.models.orders.updateOne(
      { _id: order.id },
      {
        $push: {
          credits: {
            id: 'orphan-credit',
            credit_no: null,
            amount_pence: 500,
            reason: 'Crashed',
            refund_pence: 0,
            refund_method: null,
            refund_reference: null,
            at: new Date(Date.now() - 5 * 60_000),
            by: 'admin-1',
          },
        },
        $inc: { credited_pence: 500, due_pence: -500 },
      },
    );
    const after = await get(order.id);
    expect(after.credit_notes.map((c) => c.credit_no)).toEqual([last, last + 1]);
    expect(after).toMatchObject({ credited: 6, due: 94 });
  });
});
