import type { AnyEventEnvelope, EventEnvelope } from '@voltdesk/contracts';
import { readTopic } from '@voltdesk/service-kit/testing';
import { seedService, usePos } from '../../test/harness';

/** "E-mail quote", through HTTP and the events svc-pos publishes for svc-notify. */
const h = usePos({ kafka: true });
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'EICR', 180);
});

interface Quote {
  id: string;
  quote_no: number;
  total: number;
}

const createQuote = async (): Promise<Quote> =>
  (
    await h
      .api()
      .post('/api/admin/insertQuote')
      .set(h.auth)
      .send({
        customer: { phone: '07700 900456', name: 'David Khan', email: 'david@example.com' },
        items: [{ id: serviceId, name: 'EICR', price: 180, qty: 2 }],
        discount: 10,
        valid_until: '2099-12-31',
        notes: 'Includes certificate.',
      })
      .expect(201)
  ).body.data as Quote;
const emailQuote = (body: Record<string, unknown>, key?: string) => {
  const req = h.api().post('/api/admin/emailQuote').set(h.auth);
  return key ? req.set('Idempotency-Key', key).send(body) : req.send(body);
};

/**
 * Every `quote.email.requested` of the quote on pos.order.v1, read up to a last mail sent to
 * end@example.com (same key, same partition, so everything before it has been read); that one left out.
 */
async function mailEventsOf(quoteId: string): Promise<Array<EventEnvelope<'quote.email.requested'>>> {
  await emailQuote({ quote_id: quoteId, email: 'end@example.com' }).expect(200);
  const seen: AnyEventEnvelope[] = [];
  await readTopic(h.kafka!, 'pos.order.v1', (e) => {
    if (e.subject !== quoteId) return false;
    seen.push(e);
    return e.type === 'quote.email.requested' && e.data.to === 'end@example.com';
  });
  return seen.filter(
    (e): e is EventEnvelope<'quote.email.requested'> =>
      e.type === 'quote.email.requested' && e.data.to !== 'end@example.com',
  );
}

describe('POST admin/emailQuote', () => {
  it('emits quote.email.requested with the quote as the API shows it, to the customer e-mail', async () => {
    const quote = await createQuote();
    const res = await emailQuote({ quote_id: quote.id }).expect(200);
    const number = `Q-${String(quote.quote_no).padStart(6, '0')}`;
    expect(res.body).toEqual({
      data: {
        quote_id: quote.id,
        quote_no: quote.quote_no,
        to: 'david@example.com',
        requested_at: expect.any(String),
      },
      message: `Quote ${number} e-mailed to david@example.com`,
    });
    const [event, ...more] = await mailEventsOf(quote.id);
    expect(more).toHaveLength(0);
    expect(event!.data).toMatchObject({
      quote_id: quote.id,
      quote_no: quote.quote_no,
      to: 'david@example.com',
      requested_by: 'admin-1',
      requested_at: res.body.data.requested_at,
      quote: {
        id: quote.id,
        quote_no: quote.quote_no,
        status: 'Open',
        total: 350,
        notes: 'Includes certificate.',
        items: [{ id: serviceId, price: 180, qty: 2, total: 360 }],
      },
    });
    // A mail changes nothing of the quote but its e-mail history: this request, then the one above.
    const after = await h.api().get(`/api/admin/getQuotes?id=${quote.id}`).set(h.auth).expect(200);
    expect(after.body.data).toMatchObject({ status: 'Open', total: 350, expired: false });
    expect(after.body.data.emails).toEqual([
      { to: 'david@example.com', at: res.body.data.requested_at, by: 'admin-1' },
      { to: 'end@example.com', at: expect.any(String), by: 'admin-1' },
    ]);
  });

  it('sends to a typed address; refuses a quote without an e-mail on the field, a bad address, an unknown quote', async () => {
    const quote = await createQuote();
    const typed = await emailQuote({ quote_id: quote.id, email: 'accounts@client.example' }).expect(200);
    expect(typed.body.data.to).toBe('accounts@client.example');
    await h.app.models.quotes.updateOne({ _id: quote.id }, { $set: { 'customer.email': '' } });
    const none = await emailQuote({ quote_id: quote.id }).expect(422);
    expect(none.body.data).toEqual({
      email: ['This quote has no customer e-mail address. Enter the address to send the quote to.'],
    });
    const bad = await emailQuote({ quote_id: quote.id, email: 'not-an-address' }).expect(422);
    expect(bad.body.data.email).toEqual(['The email must be a valid email address.']);
    await emailQuote({ quote_id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }).expect(404);
    await h.api().post('/api/admin/emailQuote').send({ quote_id: quote.id }).expect(401);
    const events = await mailEventsOf(quote.id);
    expect(events.map((e) => e.data.to)).toEqual(['accounts@client.example']);
  });

  it('a double click with one Idempotency-Key emits one request and answers the same; another address is 409', async () => {
    const quote = await createQuote();
    const key = `quote-mail-${quote.id}`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => emailQuote({ quote_id: quote.id }, key)),
    );
    for (const a of answers) expect(a.status).toBe(200);
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(4);
    await emailQuote({ quote_id: quote.id, email: 'other@client.example' }, key).expect(409);
    // The history holds the one request, without the key that told the repeats apart.
    const after = await h.api().get(`/api/admin/getQuotes?id=${quote.id}`).set(h.auth).expect(200);
    expect(after.body.data.emails).toEqual([
      { to: 'david@example.com', at: answers[0]!.body.data.requested_at, by: 'admin-1' },
    ]);
    expect(await mailEventsOf(quote.id)).toHaveLength(1);
  });
});
