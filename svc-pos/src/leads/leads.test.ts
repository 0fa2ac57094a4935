import { randomUUID } from 'node:crypto';
import { LEAD_MESSAGES } from '@voltdesk/contracts';
import { seedService, usePos, UNKNOWN_ID } from '../../test/harness';

// Wednesday 15 July 2026, 10:00 in London; each test moves the clock on as a visitor's minutes pass.
let now = new Date('2026-07-15T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

interface Lead {
  id: string;
  status: string;
  service: string;
  postcode: string;
  preferred_days: string[];
  photos: string[];
  customer_id: string | null;
  quote_id: string | null;
  quote_no: number | null;
}

const FIELDS = {
  service: 'EV charger installation',
  description: 'A 7 kW charger on the front of the house, the board is in the garage.',
  address: '4 Elm Road, London',
  postcode: 'sw1a 1aa',
  name: 'Priya Shah',
  phone: '07700 900777',
  email: 'priya@example.com',
};

/** Clears the per-address budgets between tests (every request here comes from one address). */
beforeEach(async () => {
  await h.conn.collection('rate_limits').deleteMany({});
});

async function formToken(): Promise<string> {
  const res = await h.api().post('/api/leadFormToken').expect(200);
  return (res.body.data as { token: string }).token;
}

/** The request form as the site sends it: multipart, `preferred_days` as JSON text, photos as files. */
function send(
  fields: Record<string, string>,
  photos: Array<[Buffer, string]> = [],
  days: string[] = ['monday', 'friday'],
) {
  let req = h.api().post('/api/insertLead').field('preferred_days', JSON.stringify(days));
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  for (const [bytes, name] of photos) req = req.attach('photos', bytes, name);
  return req;
}

/** A request sent 10 s after its form was opened; the lead as the admin reads it. */
async function request(photos: Array<[Buffer, string]> = [], fields: Record<string, string> = {}) {
  const token = await formToken();
  later(10);
  await send({ ...FIELDS, form_token: token, ...fields }, photos).expect(201);
  const list = await h.api().get('/api/admin/getLeads').set(h.auth).expect(200);
  return (list.body.data as Lead[])[0]!;
}

describe('a visitor requests a visit', () => {
  it('keeps the photos in the order sent, however long each takes to write', async () => {
    const token = await formToken();
    later(10);
    // formidable lists files as their writes finish, a race between the files of one request: five
    // photos of alternating types make a reordering likely to show if the order sent is not restored.
    const large = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    await send({ ...FIELDS, form_token: token }, [
      [large, '1.png'],
      [GIF, '2.gif'],
      [large, '3.png'],
      [GIF, '4.gif'],
      [GIF, '5.gif'],
    ]).expect(201);
    const list = await h.api().get('/api/admin/getLeads').set(h.auth).expect(200);
    const photos = (list.body.data as Lead[])[0]!.photos;
    expect(photos.map((p) => p.split('.').pop())).toEqual(['png', 'gif', 'png', 'gif', 'gif']);
  });

  it('stores the lead as New with its photos, served by their real type', async () => {
    const token = await formToken();
    later(10);
    const res = await send({ ...FIELDS, form_token: token }, [
      [PNG, 'board.png'],
      [GIF, 'meter.gif'],
    ]).expect(201);
    expect(res.body).toEqual({ data: null, message: LEAD_MESSAGES.sent });
    const list = await h.api().get('/api/admin/getLeads').set(h.auth).expect(200);
    const lead = (list.body.data as Lead[])[0]!;
    expect(lead).toMatchObject({
      status: 'new',
      service: 'EV charger installation',
      postcode: 'SW1A 1AA',
      preferred_days: ['monday', 'friday'],
      customer_id: null,
      quote_id: null,
    });
    expect(lead.photos).toHaveLength(2);
    expect(lead.photos[0]).toMatch(/^\/media\/pos\/[a-f0-9]{64}\.png$/);
    expect(lead.photos[1]).toMatch(/^\/media\/pos\/[a-f0-9]{64}\.gif$/);
    await h
      .api()
      .get(lead.photos[0]!)
      .expect(200)
      .expect('Content-Type', 'image/png')
      .expect('X-Content-Type-Options', 'nosniff');
    // The event svc-notify mails from is written with the lead.
    const stored = await h.conn.collection('leads').findOne({ status: 'new', name: 'Priya Shah' });
    const outbox = (stored?._outbox as Array<{ topic: string; value: string }>).map((r) => ({
      topic: r.topic,
      event: JSON.parse(r.value) as { type: string; data: Record<string, unknown> },
    }));
    expect(outbox).toEqual([
      {
        topic: 'pos.order.v1',
        event: expect.objectContaining({
          type: 'lead.received',
          data: expect.objectContaining({ id: lead.id, email: 'priya@example.com', photos: lead.photos }),
        }),
      },
    ]);
  });

  it('refuses what the schema refuses, under each field', async () => {
    const token = await formToken();
    later(10);
    const res = await send(
      { ...FIELDS, form_token: token, postcode: '12345', email: 'nope', name: '' },
      [],
      ['someday'],
    ).expect(422);
    expect(res.body.data).toMatchObject({
      postcode: ['The postcode must be a UK postcode, like SW1A 1AA.'],
      email: [expect.any(String)],
      name: ['The name field is required.'],
      'preferred_days.0': [expect.any(String)],
    });
    expect(await h.conn.collection('leads').countDocuments({ postcode: '12345' })).toBe(0);
  });

  it('refuses a filled honeypot, a form sent too fast, and an unknown or reused form', async () => {
    const before = await h.conn.collection('leads').countDocuments();
    let token = await formToken();
    later(10);
    const trap = await send({ ...FIELDS, form_token: token, website: 'https://spam.example' }).expect(422);
    expect(trap.body.data).toEqual({ website: [LEAD_MESSAGES.honeypot] });

    token = await formToken();
    later(1);
    const fast = await send({ ...FIELDS, form_token: token }).expect(422);
    expect(fast.body.data).toEqual({ form_token: [LEAD_MESSAGES.tooFast] });
    later(5);
    await send({ ...FIELDS, form_token: token }).expect(201);
    // A form sends one request: the same token again is refused.
    later(5);
    const again = await send({ ...FIELDS, form_token: token }).expect(422);
    expect(again.body.data).toEqual({ form_token: [LEAD_MESSAGES.formExpired] });
    const unknown = await send({ ...FIELDS, form_token: UNKNOWN_ID }).expect(422);
    expect(unknown.body.data).toEqual({ form_token: [LEAD_MESSAGES.formExpired] });

    const old = await formToken();
    later(25 * 60 * 60);
    const expired = await send({ ...FIELDS, form_token: old }).expect(422);
    expect(expired.body.data).toEqual({ form_token: [LEAD_MESSAGES.formExpired] });
    expect(await h.conn.collection('leads').countDocuments()).toBe(before + 1);
  });

  it('takes 5 requests an hour from one address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      const token = await formToken();
      later(4);
      await send({ ...FIELDS, form_token: token }).expect(201);
    }
    const token = await formToken();
    later(4);
    const limited = await send({ ...FIELDS, form_token: token }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    later(60 * 60);
    await send({ ...FIELDS, form_token: token }).expect(201);
  });

  it('checks photos by their bytes and size, at most 5', async () => {
    const token = await formToken();
    later(10);
    const svg = await send({ ...FIELDS, form_token: token }, [
      [PNG, 'ok.png'],
      [SVG, 'evil.png'],
    ]).expect(422);
    expect(svg.body.data).toEqual({
      photos: ['evil.png: The photo must be a file of type: jpg, png, webp, gif.'],
    });
    const six = await send(
      { ...FIELDS, form_token: token },
      Array.from({ length: 6 }, (_, i): [Buffer, string] => [PNG, `p${i}.png`]),
    ).expect(422);
    expect(six.body.data).toEqual({ photos: [LEAD_MESSAGES.tooManyPhotos] });
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await send({ ...FIELDS, form_token: token }, [[big, 'huge.png']]);
    // Over 5 MB a file is refused before it is stored: by the body parser (413) or by the photo check.
    expect([413, 422]).toContain(tooBig.status);
    expect(JSON.stringify(tooBig.body)).toMatch(/5 MB|5120 kilobytes/);
    // The form was not used up by the refusals.
    await send({ ...FIELDS, form_token: token }, [[PNG, 'ok.png']]).expect(201);
  });
});

describe('the owner works the lead', () => {
  let serviceId: string;
  beforeAll(async () => {
    serviceId = await seedService(h, 'EV charger', 850);
  });

  it('lists by status, reads one, 404 for an unknown one', async () => {
    const lead = await request();
    const one = await h.api().get(`/api/admin/getLeads?id=${lead.id}`).set(h.auth).expect(200);
    expect(one.body.data).toMatchObject({ id: lead.id, status: 'new' });
    await h.api().get(`/api/admin/getLeads?id=${UNKNOWN_ID}`).set(h.auth).expect(404);
    const lost = await h
      .api()
      .post('/api/admin/updateLeadStatus')
      .set(h.auth)
      .send({ id: lead.id, status: 'lost' })
      .expect(200);
    expect(lost.body).toMatchObject({ message: 'Lead marked lost.', data: { status: 'lost' } });
    const page = await h.api().get('/api/admin/getLeads?status=lost').set(h.auth).expect(200);
    expect((page.body.data as Lead[]).map((l) => l.id)).toEqual([lead.id]);
    expect(page.body.meta).toMatchObject({ total: 1 });
    const quoted = await h
      .api()
      .post('/api/admin/updateLeadStatus')
      .set(h.auth)
      .send({ id: lead.id, status: 'quoted' })
      .expect(422);
    expect(quoted.body.data).toEqual({ status: ['A lead becomes quoted when a quote is made from it.'] });
  });

  it('converts: the customer found by e-mail or made, then one quote that marks the lead Quoted', async () => {
    const email = `${randomUUID().slice(0, 8)}@example.com`;
    const lead = await request([], { email });
    const first = await h.api().post('/api/admin/convertLead').set(h.auth).send({ id: lead.id }).expect(200);
    expect(first.body.message).toBe('Customer Priya Shah added.');
    expect(first.body.data).toMatchObject({
      created: true,
      customer: { name: 'Priya Shah', email, phone: '07700 900777', address: '4 Elm Road, London, SW1A 1AA' },
      lead: { id: lead.id, status: 'new' },
    });
    expect(first.body.data.notes).toBe(
      `Site: 4 Elm Road, London, SW1A 1AA\nRequested: EV charger installation\n${FIELDS.description}`,
    );
    // The same e-mail in other capitals, another phone: the same customer.
    const second = await request([], { email: email.toUpperCase(), phone: '020 7946 0000' });
    const again = await h
      .api()
      .post('/api/admin/convertLead')
      .set(h.auth)
      .send({ id: second.id })
      .expect(200);
    expect(again.body.message).toBe('Customer Priya Shah found.');
    expect(again.body.data.customer.id).toBe(first.body.data.customer.id);

    const customer = first.body.data.customer as Record<string, string>;
    const quoteBody = {
      lead_id: lead.id,
      customer: {
        phone: customer.phone,
        name: customer.name,
        email: customer.email,
        address: customer.address,
      },
      items: [{ id: serviceId, name: 'EV charger', price: 850, qty: 1 }],
      valid_until: '2026-08-31',
      notes: first.body.data.notes as string,
    };
    const made = await h.api().post('/api/admin/quoteLead').set(h.auth).send(quoteBody).expect(201);
    expect(made.body.message).toMatch(/^Quote Q-\d{6} created from the lead$/);
    expect(made.body.data).toMatchObject({ id: lead.id, status: 'quoted', quote_id: expect.any(String) });
    const quote = await h
      .api()
      .get(`/api/admin/getQuotes?id=${made.body.data.quote_id}`)
      .set(h.auth)
      .expect(200);
    expect(quote.body.data).toMatchObject({
      customer: { email, address: '4 Elm Road, London, SW1A 1AA' },
      notes: quoteBody.notes,
      total: 850,
    });
    const twice = await h.api().post('/api/admin/quoteLead').set(h.auth).send(quoteBody).expect(409);
    expect(twice.body.message).toMatch(/^This lead already has quote Q-\d{6}\.$/);
    // A refused quote leaves the lead free for the next try.
    const other = await request();
    await h
      .api()
      .post('/api/admin/quoteLead')
      .set(h.auth)
      .send({ ...quoteBody, lead_id: other.id, items: [] })
      .expect(422);
    await h
      .api()
      .post('/api/admin/quoteLead')
      .set(h.auth)
      .send({ ...quoteBody, lead_id: other.id })
      .expect(201);
  });

  it('two concurrent quotes of one lead make one quote', async () => {
    const lead = await request();
    const body = {
      lead_id: lead.id,
      customer: { phone: '07700 900777', name: 'Priya Shah', email: 'priya@example.com' },
      items: [{ id: serviceId, name: 'EV charger', price: 850, qty: 1 }],
      valid_until: '2026-08-31',
    };
    const quotesBefore = await h.conn.collection('quotes').countDocuments();
    const answers = await Promise.all(
      [1, 2, 3].map(() => h.api().post('/api/admin/quoteLead').set(h.auth).send(body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await h.conn.collection('quotes').countDocuments()).toBe(quotesBefore + 1);
  });

  it('is for clerks and owners: editors 403, no token 401', async () => {
    const lead = await request();
    const editor = await h.tokenFor({ sub: 'editor-1', role: 'editor' });
    const clerk = await h.tokenFor({ sub: 'clerk-1', role: 'clerk' });
    await h.api().get('/api/admin/getLeads').expect(401);
    await h.api().get('/api/admin/getLeads').set(editor).expect(403);
    await h.api().post('/api/admin/convertLead').set(editor).send({ id: lead.id }).expect(403);
    await h
      .api()
      .post('/api/admin/updateLeadStatus')
      .set(editor)
      .send({ id: lead.id, status: 'won' })
      .expect(403);
    await h.api().get('/api/admin/getLeads').set(clerk).expect(200);
    await h
      .api()
      .post('/api/admin/updateLeadStatus')
      .set(clerk)
      .send({ id: lead.id, status: 'won' })
      .expect(200);
  });
});
