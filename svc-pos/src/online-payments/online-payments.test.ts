import Stripe from 'stripe';
import type { EventEnvelope, OrderView } from '@voltdesk/contracts';
import { attachActivityLog } from '@voltdesk/service-kit';
import { useStarted } from '@voltdesk/service-kit/testing';
import { orderBody } from '../../test/harness';
import { tamperedToken } from '../../test/tampered-token';
import { PUBLIC_URL, startPosWithStripe, WEBHOOK_SECRET } from '../test-support/pos-with-stripe';
import type { StandInSession } from './stand-in/server';

/**
 * Online card payment through HTTP: the invoice page's calls with a customer-link token, Checkout Sessions
 * made on the Stripe stand-in (which answers as Stripe's API reference documents), and Stripe's signed
 * webhook (signed with the SDK's own generateTestHeaderString) recording the payment once.
 */
jest.setTimeout(60_000);
const h = useStarted(startPosWithStripe);
let serviceId: string;

beforeAll(async () => {
  const cat = await h
    .api()
    .post('/api/admin/insertCategory')
    .set(h.auth)
    .send({ name: 'Testing' })
    .expect(201);
  const prod = await h
    .api()
    .post('/api/admin/insertProduct')
    .set(h.auth)
    .send({ name: 'EICR', price: 180, category_id: cat.body.data.id })
    .expect(201);
  serviceId = prod.body.data.id as string;
});

/** An invoice of £180 with `paid` pounds paid at the desk, and the customer link its mail would carry. */
async function invoiceWithLink(paid = 0): Promise<{ id: string; token: string; invoice_no: number }> {
  const res = await h
    .api()
    .post('/api/admin/insertOrder')
    .set(h.auth)
    .send(orderBody([{ id: serviceId, name: 'EICR', price: 180 }], { payment: paid }))
    .expect(201);
  const order = res.body.data as OrderView;
  const { token } = await h.app.services.customerLinks.issue('invoice', order.id, 'admin-1');
  return { id: order.id, token, invoice_no: order.invoice_no };
}

const getOrder = async (id: string): Promise<OrderView> =>
  (await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth).expect(200)).body.data as OrderView;

const startPayment = (token: string, body: Record<string, unknown> = {}) =>
  h
    .api()
    .post('/api/startOnlinePayment')
    .send({ token, ...body });

/** Stripe's `checkout.session.completed` for a session, signed as Stripe signs it. */
function signedEvent(session: StandInSession, eventId: string, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: session },
  });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

const deliver = ({ payload, header }: { payload: string; header: string }) =>
  h
    .api()
    .post('/api/stripeWebhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', header)
    .send(payload);

/** Opens a Checkout Session for the invoice and pays it on the stand-in (its webhook reaches svc-pos). */
async function payOnline(token: string): Promise<StandInSession> {
  const res = await startPayment(token).expect(200);
  expect(await h.standIn.pay(res.body.data.session_id)).toBe(200);
  return h.standIn.sessions.get(res.body.data.session_id)!;
}

describe('the Pay button: a Checkout Session for the amount due', () => {
  it('asks Stripe for the due in pence, GBP, coming back to the invoice page', async () => {
    const inv = await invoiceWithLink(30);
    const status = await h.api().get('/api/onlinePaymentStatus').query({ token: inv.token }).expect(200);
    expect(status.body.data).toEqual({ enabled: true, due: 150, paid_online: 0 });
    const res = await startPayment(inv.token).expect(200);
    const session = h.standIn.sessions.get(res.body.data.session_id)!;
    expect(res.body.data).toEqual({ url: session.url, session_id: session.id, amount: 150 });
    expect(session).toMatchObject({
      amount_total: 15000,
      currency: 'gbp',
      mode: 'payment',
      client_reference_id: inv.id,
      metadata: { order_id: inv.id, invoice_no: String(inv.invoice_no) },
      customer_email: 'alice@example.com',
    });
    const page = `${PUBLIC_URL}/document?token=${encodeURIComponent(inv.token)}`;
    expect(session.success_url).toBe(`${page}&payment=paid`);
    expect(session.cancel_url).toBe(`${page}&payment=cancelled`);
  });

  it('takes no amount from the page: a body naming one is refused and nothing is asked of Stripe', async () => {
    const inv = await invoiceWithLink();
    const before = h.standIn.sessions.size;
    await startPayment(inv.token, { amount: 0.01 }).expect(422);
    expect(h.standIn.sessions.size).toBe(before);
  });

  it('answers 404 for a tampered token, a quote link, a revoked link, and never opens another invoice', async () => {
    const inv = await invoiceWithLink();
    const other = await invoiceWithLink();
    const before = h.standIn.sessions.size;
    await startPayment(tamperedToken(inv.token)).expect(404);
    await startPayment('not-a-token').expect(404);
    // A live link of another kind naming the invoice's id opens no payment.
    const asQuote = await h.app.services.customerLinks.issue('quote', inv.id, 'admin-1');
    await startPayment(asQuote.token).expect(404);
    await h.api().get('/api/onlinePaymentStatus').query({ token: 'not-a-token' }).expect(404);
    // A newer link revokes the older one, as a re-sent mail does.
    await h.app.services.customerLinks.issue('invoice', inv.id, 'admin-1');
    await startPayment(inv.token).expect(404);
    expect(h.standIn.sessions.size).toBe(before);
    // The other invoice's token pays that invoice only.
    const res = await startPayment(other.token).expect(200);
    expect(h.standIn.sessions.get(res.body.data.session_id)!.metadata.order_id).toBe(other.id);
  });

  it('refuses an invoice with nothing due, and a void one', async () => {
    const paid = await invoiceWithLink(180);
    const nothing = await startPayment(paid.token).expect(409);
    expect(nothing.body.message).toBe('This invoice has nothing left to pay.');
    const inv = await invoiceWithLink(20);
    await h
      .api()
      .post('/api/admin/voidOrder')
      .set(h.auth)
      .send({ id: inv.id, reason: 'Wrong customer' })
      .expect(200);
    // A voided invoice's links are revoked; either way no payment page opens.
    await startPayment(inv.token).expect((res) => expect([404, 409]).toContain(res.status));
  });

  it('answers 502, clearly, when Stripe does not answer', async () => {
    const inv = await invoiceWithLink();
    const res = await h.apiDown().post('/api/startOnlinePayment').send({ token: inv.token }).expect(502);
    expect(res.body.message).toBe(
      'The card payment page could not be opened just now. Please try again in a minute.',
    );
  });
});

/** The Activity Log's events svc-pos sends (the broker's sink in production; here, kept in order). */
const activity: EventEnvelope<'admin.activity'>[] = [];
beforeAll(() => attachActivityLog(h.app.app, (event) => activity.push(event)));
/** The customer's entries about one invoice, once `count` are there (the entry is sent after the answer). */
async function customerEntries(orderId: string, count: number) {
  const of = () => activity.filter((e) => e.data.actor === 'customer' && e.data.target === orderId);
  // Polls with a generous limit: the entry goes out once the webhook has answered.
  for (let i = 0; i < 400 && of().length < count; i += 1) await new Promise((r) => setTimeout(r, 25));
  return of().map((e) => e.data);
}

describe("Stripe's webhook", () => {
  it("puts the customer's card payment in the admin Activity Log once, however often Stripe sends it", async () => {
    const inv = await invoiceWithLink(30);
    const session = await payOnline(inv.token);
    await deliver(signedEvent(session, 'evt_test_activity_again')).expect(200);
    const entries = await customerEntries(inv.id, 1);
    expect(entries).toEqual([
      {
        admin_id: expect.stringMatching(/^customer:[0-9a-f]{24}$/),
        actor: 'customer',
        actor_name: 'Alice Smith',
        service: 'pos',
        endpoint: 'stripeWebhook',
        method: 'POST',
        path: 'stripeWebhook',
        status: 200,
        target: inv.id,
        label: `Invoice #${inv.invoice_no}, £150.00`,
      },
    ]);
    // A payment after both deliveries has its entry: an entry of the replay would be there by now too.
    const next = await invoiceWithLink();
    await payOnline(next.token);
    expect(await customerEntries(next.id, 1)).toHaveLength(1);
    expect(activity.filter((e) => e.data.actor === 'customer' && e.data.target === inv.id)).toHaveLength(1);
  });

  it('records the payment as "card (online)" with the payment intent, and the invoice is paid', async () => {
    const inv = await invoiceWithLink(30);
    const session = await payOnline(inv.token);
    const order = await getOrder(inv.id);
    expect(order.status).toBe('Paid');
    expect(order.due).toBe(0);
    expect(order.payments.at(-1)).toMatchObject({
      amount: 150,
      method: 'card_online',
      reference: session.payment_intent,
      kind: 'payment',
      by: 'stripe',
    });
    const status = await h.api().get('/api/onlinePaymentStatus').query({ token: inv.token }).expect(200);
    expect(status.body.data).toEqual({ enabled: true, due: 0, paid_online: 150 });
  });

  it('records one payment for a replayed event and for the same event delivered twice at once', async () => {
    const inv = await invoiceWithLink();
    const res = await startPayment(inv.token).expect(200);
    const session = h.standIn.sessions.get(res.body.data.session_id)!;
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: 'pi_test_replayed',
    });
    const event = signedEvent(session, 'evt_test_concurrent');
    const answers = await Promise.all([deliver(event), deliver(event), deliver(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    await deliver(event).expect(200);
    // Stripe may also send a second event for the same payment: still one payment.
    await deliver(signedEvent(session, 'evt_test_second')).expect(200);
    const order = await getOrder(inv.id);
    expect(order.payments.filter((p) => p.reference === 'pi_test_replayed')).toHaveLength(1);
    expect(order.payment).toBe(180);
  });

  it('refuses a bad signature, a body it does not cover, and a missing header, recording nothing', async () => {
    const inv = await invoiceWithLink();
    const res = await startPayment(inv.token).expect(200);
    const session = { ...h.standIn.sessions.get(res.body.data.session_id)! };
    Object.assign(session, { payment_status: 'paid', payment_intent: 'pi_test_forged' });
    await deliver(signedEvent(session, 'evt_test_forged', 'whsec_someone_else')).expect(400);
    const good = signedEvent(session, 'evt_test_forged');
    await deliver({
      payload: good.payload.replace('"amount_total":18000', '"amount_total":1'),
      header: good.header,
    }).expect(400);
    await h
      .api()
      .post('/api/stripeWebhook')
      .set('content-type', 'application/json')
      .send(good.payload)
      .expect(400);
    expect((await getOrder(inv.id)).payments).toHaveLength(0);
  });

  it('keeps money it cannot put on an invoice (void meanwhile) as not applied, without failing the webhook', async () => {
    const inv = await invoiceWithLink();
    const res = await startPayment(inv.token).expect(200);
    const session = h.standIn.sessions.get(res.body.data.session_id)!;
    await h
      .api()
      .post('/api/admin/voidOrder')
      .set(h.auth)
      .send({ id: inv.id, reason: 'Duplicate' })
      .expect(200);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: 'pi_test_void' });
    const answer = await deliver(signedEvent(session, 'evt_test_void')).expect(200);
    expect(answer.body.outcome).toBe('not_applied');
    const kept = await h.app.services.online.models.events.findById('evt_test_void').lean();
    expect(kept).toMatchObject({
      outcome: 'not_applied',
      order_id: inv.id,
      payment_intent: 'pi_test_void',
      amount_pence: 18000,
    });
    expect(kept!.problem).toMatch(/void/);
    expect((await getOrder(inv.id)).payments).toHaveLength(0);
  });

  it('ignores other events and sessions not yet paid', async () => {
    const inv = await invoiceWithLink();
    const res = await startPayment(inv.token).expect(200);
    const session = h.standIn.sessions.get(res.body.data.session_id)!;
    const pending = await deliver(signedEvent(session, 'evt_test_unpaid')).expect(200);
    expect(pending.body.outcome).toBe('ignored');
    expect((await getOrder(inv.id)).payments).toHaveLength(0);
  });
});

describe('online payment off (no Stripe keys)', () => {
  it('says so to the page, opens no session, and has no webhook', async () => {
    const inv = await invoiceWithLink();
    const status = await h.apiOff().get('/api/onlinePaymentStatus').query({ token: inv.token }).expect(200);
    expect(status.body.data.enabled).toBe(false);
    const res = await h.apiOff().post('/api/startOnlinePayment').send({ token: inv.token }).expect(503);
    expect(res.body.message).toBe('Online card payment is not available: please pay by bank transfer.');
    await h.apiOff().post('/api/stripeWebhook').set('stripe-signature', 't=1,v1=x').send({}).expect(404);
  });
});

describe('refunds of online payments from a credit note', () => {
  const credit = (orderId: string, body: Record<string, unknown>) =>
    h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: orderId, reason: 'Job cancelled', ...body });

  it('gives the money back through Stripe on the payment intent and records the refund reference', async () => {
    const inv = await invoiceWithLink();
    const session = await payOnline(inv.token);
    const res = await credit(inv.id, { amount: 50, refund_method: 'card_online' }).expect(201);
    const refund = [...h.standIn.refunds.values()].find((r) => r.payment_intent === session.payment_intent)!;
    expect(refund).toMatchObject({ amount: 5000, currency: 'gbp', status: 'succeeded' });
    expect(res.body.data.credit_note).toMatchObject({
      amount: 50,
      refund: 50,
      refund_method: 'card_online',
      refund_reference: refund.id,
    });
    expect(res.body.data.order.payments.at(-1)).toMatchObject({
      amount: -50,
      method: 'card_online',
      reference: refund.id,
      kind: 'refund',
    });
  });

  it('refuses a card refund larger than what is left of the online payment, before asking Stripe', async () => {
    const inv = await invoiceWithLink(100);
    await payOnline(inv.token); // £80 online, £100 at the desk
    const before = h.standIn.refunds.size;
    const res = await credit(inv.id, { refund_method: 'card_online' }).expect(422);
    expect(res.body.data.refund_method[0]).toBe(
      'A card refund must fit in one online payment, and the most left on one is £80.00: refund £180.00 another way, or credit less.',
    );
    expect(h.standIn.refunds.size).toBe(before);
    expect((await getOrder(inv.id)).credit_notes).toHaveLength(0);
  });

  it('refuses card_online on an invoice paid only at the desk', async () => {
    const inv = await invoiceWithLink(180);
    const res = await credit(inv.id, { refund_method: 'card_online' }).expect(422);
    expect(res.body.data.refund_method[0]).toBe(
      'This invoice took no online card payment: choose another refund method.',
    );
  });

  it('issues no credit note when Stripe does not make the refund', async () => {
    const inv = await invoiceWithLink();
    await payOnline(inv.token);
    const res = await h
      .apiDown()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: inv.id, reason: 'Job cancelled', amount: 10, refund_method: 'card_online' })
      .expect(502);
    expect(res.body.message).toBe(
      'Stripe did not make the card refund, so no credit note was issued. Please try again in a minute, or choose another refund method.',
    );
    expect((await getOrder(inv.id)).credit_notes).toHaveLength(0);
  });
});
