import { SignJWT } from 'jose';
import type { AnyEventEnvelope, CustomerDocumentView, EventEnvelope, QuoteView } from '@voltdesk/contracts';
import { attachActivityLog } from '@voltdesk/service-kit';
import { readTopic } from '@voltdesk/service-kit/testing';
import { insertOrder, seedService, UNKNOWN_ID, usePos } from '../../test/harness';
import { tamperedToken } from '../../test/tampered-token';

/**
 * Customer links through HTTP: the mails' events carry the token (as svc-notify receives it), the public
 * endpoints answer the document it opens, and every token that is not a live link is the same 404.
 */
let now = new Date('2026-06-01T09:00:00Z');
const h = usePos({ kafka: true, clock: { now: () => now } });
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'EICR', 180);
});
afterEach(() => {
  now = new Date('2026-06-01T09:00:00Z');
});

const NOT_FOUND = { message: 'This link is not valid any more. Please ask us to send the document again.' };

const createQuote = async (overrides: Record<string, unknown> = {}): Promise<QuoteView> =>
  (
    await h
      .api()
      .post('/api/admin/insertQuote')
      .set(h.auth)
      .send({
        customer: { phone: '07700 900456', name: 'David Khan', email: 'david@example.com' },
        items: [{ id: serviceId, name: 'EICR', price: 180, qty: 2 }],
        discount: 10,
        valid_until: '2026-12-31',
        notes: 'Includes certificate.',
        ...overrides,
      })
      .expect(201)
  ).body.data as QuoteView;

/** The token the mail of `id` carries: asks for the mail, reads its event as svc-notify would. */
async function mailedToken(kind: 'quote' | 'invoice', id: string): Promise<string> {
  const res =
    kind === 'quote'
      ? await h.api().post('/api/admin/emailQuote').set(h.auth).send({ quote_id: id }).expect(200)
      : await h.api().post('/api/admin/emailInvoice').set(h.auth).send({ order_id: id }).expect(200);
  const at = res.body.data.requested_at as string;
  const type = kind === 'quote' ? 'quote.email.requested' : 'invoice.email.requested';
  const [event] = await readTopic(
    h.kafka!,
    'pos.order.v1',
    (e) => e.subject === id && e.type === type && e.data.requested_at === at,
  );
  const data = (event as EventEnvelope<'quote.email.requested'>).data;
  expect(data.link_expires_at).toBe(new Date(now.getTime() + 90 * 86_400_000).toISOString());
  expect(data.link_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return data.link_token!;
}

/** The Activity Log's events svc-pos sends (the broker's sink in production; here, kept in order). */
const activity: EventEnvelope<'admin.activity'>[] = [];
beforeAll(() => attachActivityLog(h.app.app, (event) => activity.push(event)));
const customerActivity = (target: string) =>
  activity.filter((e) => e.data.actor === 'customer' && e.data.target === target).map((e) => e.data);

const show = (token: string) => h.api().get('/api/customerDocument').query({ token });
const opened = (token: string) => h.api().post('/api/customerDocumentOpened').send({ token });
const accept = (body: Record<string, unknown>) =>
  h.api().post('/api/acceptQuoteOnline').set('User-Agent', 'Journey/1.0').send(body);
const decline = (body: Record<string, unknown>) => h.api().post('/api/declineQuoteOnline').send(body);
const linksOf = async (kind: string, id: string) =>
  (await h.api().get('/api/admin/getCustomerLinks').query({ kind, id }).set(h.auth).expect(200)).body.data;
const staffQuote = async (id: string): Promise<QuoteView> =>
  (await h.api().get(`/api/admin/getQuotes?id=${id}`).set(h.auth).expect(200)).body.data as QuoteView;

describe('a mailed quote link', () => {
  it('opens the quote as its PDF shows it; the staff see when it was first opened', async () => {
    const quote = await createQuote();
    const token = await mailedToken('quote', quote.id);
    const res = await show(token).expect(200);
    const doc = res.body.data as CustomerDocumentView;
    expect(doc).toMatchObject({
      kind: 'quote',
      document: {
        customer: { name: 'David Khan', email: 'david@example.com' },
        items: [{ id: serviceId, name: 'EICR', price: 180, qty: 2, total: 360 }],
        sub_total: 360,
        discount: 10,
        total: 350,
        payments: [],
      },
      quote: {
        quote_no: quote.quote_no,
        number: `Q-${String(quote.quote_no).padStart(6, '0')}`,
        valid_until: '2026-12-31',
        status: 'Open',
        notes: 'Includes certificate.',
        can_answer: true,
        answer: null,
        invoice_token: null,
      },
      link: { expires_at: '2026-08-30T09:00:00.000Z', first_opened_at: null },
    });
    // Reading the link (a mail scanner does) is not an opening; the page running in a browser is.
    expect((await linksOf('quote', quote.id))[0]).toMatchObject({ first_opened_at: null, revoked_at: null });
    now = new Date('2026-06-02T10:00:00Z');
    const first = await opened(token).expect(200);
    expect(first.body.data.link.first_opened_at).toBe('2026-06-02T10:00:00.000Z');
    now = new Date('2026-06-03T11:00:00Z');
    await opened(token).expect(200);
    const [link, ...older] = await linksOf('quote', quote.id);
    expect(older).toHaveLength(0);
    expect(link).toEqual({
      id: expect.any(String),
      kind: 'quote',
      document_id: quote.id,
      created_at: '2026-06-01T09:00:00.000Z',
      expires_at: '2026-08-30T09:00:00.000Z',
      revoked_at: null,
      revoke_reason: null,
      first_opened_at: '2026-06-02T10:00:00.000Z',
      last_opened_at: '2026-06-03T11:00:00.000Z',
    });
  });

  it('stops working when the quote is mailed again (the new link works), and once it expires', async () => {
    const quote = await createQuote();
    const first = await mailedToken('quote', quote.id);
    now = new Date('2026-06-01T09:05:00Z');
    const second = await mailedToken('quote', quote.id);
    expect((await show(first).expect(404)).body).toEqual(NOT_FOUND);
    await opened(first).expect(404);
    await show(second).expect(200);
    const [newest, old] = await linksOf('quote', quote.id);
    expect(newest.revoked_at).toBeNull();
    expect(old).toMatchObject({ revoked_at: expect.any(String), revoke_reason: 'resent' });
    now = new Date('2026-08-30T09:05:01Z');
    expect((await show(second).expect(404)).body).toEqual(NOT_FOUND);
  });
});

describe('tokens that are not a live link answer 404, never another document', () => {
  it('tampered, foreign-signed, malformed and unknown tokens', async () => {
    const quote = await createQuote();
    const token = await mailedToken('quote', quote.id);
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const other = await createQuote({ notes: 'Another customer.' });
    // The same signature over claims naming another quote.
    const swapped = Buffer.from(JSON.stringify({ ...claims, doc: other.id })).toString('base64url');
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-secret-that-is-not-svc-pos-own-secret-at-all'));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const bad of [
      `${head}.${swapped}.${signature}`,
      tamperedToken(token),
      foreign,
      unsigned,
      'not-a-token',
      `${token}x`,
    ]) {
      expect((await show(bad).expect(404)).body).toEqual(NOT_FOUND);
      await opened(bad).expect(404);
      await accept({ token: bad, name: 'Mallory', agree: true }).expect(404);
    }
    await show('').expect(422);
    await h.api().get('/api/customerDocument').expect(422);
    expect((await staffQuote(other.id)).status).toBe('Open');
  });

  it("an invoice's link opens only that invoice, answers no quote, and dies when the invoice is voided", async () => {
    const order = await insertOrder<{ id: string; invoice_no: number }>(h, [{ id: serviceId, price: 180 }], {
      payment: 50,
    });
    const token = await mailedToken('invoice', order.id);
    const res = await show(token).expect(200);
    const doc = res.body.data as CustomerDocumentView;
    expect(doc).toMatchObject({
      kind: 'invoice',
      quote: null,
      document: { id: order.id, invoice_no: order.invoice_no, total: 180, payment: 50, due: 130 },
    });
    // The back office's trail and staff ids stay there.
    expect(doc.document).not.toHaveProperty('history');
    expect(doc.document.payments.map((p) => p.by)).toEqual(['']);
    await accept({ token, name: 'Alice Smith', agree: true }).expect(404);
    await decline({ token, reason: 'No' }).expect(404);
    await h.api().post('/api/admin/voidOrder').set(h.auth).send({ id: order.id, reason: 'Typo' }).expect(200);
    expect((await show(token).expect(404)).body).toEqual(NOT_FOUND);
    expect((await linksOf('invoice', order.id))[0]).toMatchObject({ revoke_reason: 'voided' });
  });

  it('the staff list needs an admin and a well-formed id', async () => {
    await h.api().get('/api/admin/getCustomerLinks').query({ kind: 'quote', id: UNKNOWN_ID }).expect(401);
    const bad = await h
      .api()
      .get('/api/admin/getCustomerLinks')
      .query({ kind: 'order', id: 'x' })
      .set(h.auth)
      .expect(422);
    expect(Object.keys(bad.body.data).sort()).toEqual(['id', 'kind']);
    expect(await linksOf('quote', UNKNOWN_ID)).toEqual([]);
  });
});

describe('answering a quote online', () => {
  it('accepts with the typed name and the tick; the evidence, the trail and the owner event are kept', async () => {
    const quote = await createQuote();
    const token = await mailedToken('quote', quote.id);
    const missing = await accept({ token }).expect(422);
    expect(missing.body.data).toEqual({
      name: ['Type your full name to accept the quote.'],
      agree: ['Tick the box to agree to the terms of the quote.'],
    });
    const unticked = await accept({ token, name: 'D', agree: false }).expect(422);
    expect(unticked.body.data).toEqual({
      name: ['Type your full name to accept the quote.'],
      agree: ['Tick the box to agree to the terms of the quote.'],
    });
    now = new Date('2026-06-04T15:30:00Z');
    const res = await accept({ token, name: '  David Khan ', agree: true }).expect(200);
    expect(res.body.message).toBe(
      'Thank you: you have accepted the quote. We will be in touch to arrange the work.',
    );
    expect(res.body.data.quote).toMatchObject({
      status: 'Accepted',
      can_answer: false,
      answer: { decision: 'accepted', at: '2026-06-04T15:30:00.000Z', name: 'David Khan', reason: null },
    });
    const staff = await staffQuote(quote.id);
    expect(staff).toMatchObject({
      status: 'Accepted',
      decided_by: 'customer',
      answer: {
        decision: 'accepted',
        name: 'David Khan',
        agreed_terms: true,
        ip: expect.stringMatching(/127\.0\.0\.1|::1/),
        user_agent: 'Journey/1.0',
      },
    });
    expect(staff.history?.map((e) => [e.action, e.by])).toEqual([
      ['created', 'admin-1'],
      ['accepted', 'customer'],
    ]);
    const [event] = await readTopic(
      h.kafka!,
      'pos.order.v1',
      (e: AnyEventEnvelope) => e.subject === quote.id && e.type === 'quote.answered',
    );
    expect((event as EventEnvelope<'quote.answered'>).data).toMatchObject({
      quote_id: quote.id,
      quote_no: quote.quote_no,
      decision: 'accepted',
      name: 'David Khan',
      reason: null,
      answered_at: '2026-06-04T15:30:00.000Z',
      quote: { id: quote.id, status: 'Accepted' },
    });
    const again = await accept({ token, name: 'David Khan', agree: true }).expect(409);
    expect(again.body.message).toBe('This quote has already been answered.');
    await decline({ token, reason: 'Changed my mind' }).expect(409);
  });

  it('declines with a reason, which is required', async () => {
    const quote = await createQuote();
    const token = await mailedToken('quote', quote.id);
    const none = await decline({ token, reason: '   ' }).expect(422);
    expect(none.body.data).toEqual({ reason: ['Tell us why you are declining the quote.'] });
    const res = await decline({ token, reason: 'Found someone nearer.' }).expect(200);
    expect(res.body.message).toBe('Thank you for letting us know: the quote is declined.');
    expect(res.body.data.quote).toMatchObject({
      status: 'Declined',
      answer: { decision: 'declined', name: null, reason: 'Found someone nearer.' },
    });
    const staff = await staffQuote(quote.id);
    expect(staff.history?.at(-1)).toMatchObject({
      action: 'declined',
      by: 'customer',
      reason: 'Found someone nearer.',
    });
  });

  it('an expired quote shows but cannot be answered', async () => {
    const quote = await createQuote({ valid_until: '2026-06-10' });
    const token = await mailedToken('quote', quote.id);
    now = new Date('2026-06-12T09:00:00Z');
    const res = await show(token).expect(200);
    expect(res.body.data.quote).toMatchObject({ status: 'Expired', can_answer: false });
    const refused = await accept({ token, name: 'David Khan', agree: true }).expect(409);
    expect(refused.body.message).toBe('This quote has expired. Please ask us for a new one.');
    expect((await staffQuote(quote.id)).status).toBe('Expired');
  });
});

describe('with the invoice setting on, an accepted quote', () => {
  const setting = (on: boolean) =>
    h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(h.auth)
      .send({ vat_registered: false, prices_include_vat: true, invoice_accepted_quotes: on })
      .expect(200);
  afterEach(() => setting(false));

  it('becomes an invoice at once, and its page links to the invoice', async () => {
    const on = await setting(true);
    expect(on.body.data.invoice_accepted_quotes).toBe(true);
    const quote = await createQuote();
    const token = await mailedToken('quote', quote.id);
    const res = await accept({ token, name: 'David Khan', agree: true }).expect(200);
    const shown = res.body.data as CustomerDocumentView;
    expect(shown.quote).toMatchObject({ status: 'Converted', can_answer: false });
    const staff = await staffQuote(quote.id);
    expect(staff.history?.map((e) => [e.action, e.by])).toEqual([
      ['created', 'admin-1'],
      ['accepted', 'customer'],
      ['converted', 'customer'],
    ]);
    const invoice = (await show(shown.quote!.invoice_token!).expect(200)).body.data as CustomerDocumentView;
    expect(invoice).toMatchObject({
      kind: 'invoice',
      document: { id: staff.order_id, invoice_no: staff.invoice_no, total: 350, due: 350 },
    });
    // The same link every time the quote's page is shown, not a new one each time.
    const again = (await show(token).expect(200)).body.data as CustomerDocumentView;
    expect(again.quote!.invoice_token).toBe(shown.quote!.invoice_token);
    expect(await linksOf('invoice', staff.order_id!)).toHaveLength(1);
  });

  it('waits for the owner with the setting off', async () => {
    const quote = await createQuote();
    const token = await mailedToken('quote', quote.id);
    const res = await accept({ token, name: 'David Khan', agree: true }).expect(200);
    expect(res.body.data.quote).toMatchObject({ status: 'Accepted', invoice_token: null });
    expect((await staffQuote(quote.id)).order_id).toBeNull();
  });
});

describe('with the invoice setting on, a quote asking for a deposit', () => {
  afterEach(() =>
    h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(h.auth)
      .send({ vat_registered: false, prices_include_vat: true, invoice_accepted_quotes: false })
      .expect(200),
  );

  it('becomes its deposit invoice when accepted, which its page links to', async () => {
    await h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(h.auth)
      .send({ vat_registered: false, prices_include_vat: true, invoice_accepted_quotes: true })
      .expect(200);
    const quote = await createQuote({ deposit: { kind: 'percent', value: 20 } });
    const token = await mailedToken('quote', quote.id);
    const res = await accept({ token, name: 'David Khan', agree: true }).expect(200);
    const shown = res.body.data as CustomerDocumentView;
    expect(shown.quote).toMatchObject({ status: 'Accepted', invoice_token: expect.any(String) });
    const deposit = (await show(shown.quote!.invoice_token!).expect(200)).body.data as CustomerDocumentView;
    expect(deposit).toMatchObject({ kind: 'invoice', document: { total: 70, due: 70 } });
    const staff = await staffQuote(quote.id);
    expect(staff.deposit_invoices?.map((d) => d.order_id)).toEqual([deposit.document.id]);
  });
});

describe("the customer's online actions in the admin Activity Log", () => {
  it("the first opening, an acceptance and a decline, as the customer's, with the quote they touched", async () => {
    const quote = await createQuote();
    const token = await mailedToken('quote', quote.id);
    await show(token).expect(200);
    expect(customerActivity(quote.id)).toEqual([]);
    await opened(token).expect(200);
    await opened(token).expect(200);
    const number = `Q-${String(quote.quote_no).padStart(6, '0')}`;
    const entry = {
      admin_id: `quote:${quote.id}`,
      actor: 'customer',
      actor_name: 'David Khan',
      service: 'pos',
      method: 'POST',
      status: 200,
      target: quote.id,
      label: `Quote ${number}`,
    };
    // Opened twice: only the first opening is an entry (the one the staff see).
    expect(customerActivity(quote.id)).toEqual([
      { ...entry, endpoint: 'customerDocumentOpened', path: 'customerDocumentOpened' },
    ]);
    expect(activity.every((e) => e.data.role === undefined || e.data.actor !== 'customer')).toBe(true);
    await accept({ token, name: 'David Khan', agree: true }).expect(200);
    expect(customerActivity(quote.id).at(-1)).toEqual({
      ...entry,
      endpoint: 'acceptQuoteOnline',
      path: 'acceptQuoteOnline',
    });

    const other = await createQuote();
    const otherToken = await mailedToken('quote', other.id);
    await decline({ token: otherToken, reason: 'Too dear' }).expect(200);
    expect(customerActivity(other.id).map((e) => e.endpoint)).toEqual(['declineQuoteOnline']);
    // A refused answer (already answered) is no action.
    const before = activity.length;
    await decline({ token, reason: 'Changed my mind' }).expect(409);
    expect(activity.length).toBe(before);
  });
});
