import { PORTAL_MESSAGES, type EventEnvelope } from '@voltdesk/contracts';
import { attachActivityLog } from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import { insertOrder, seedService, UNKNOWN_ID, usePos } from '../../test/harness';

/**
 * The customer portal through HTTP, as a customer's browser and an attacker's script use it: a sign-in link
 * asked for from a document link, mailed (its event read from the outbox svc-notify is fed from), spent once
 * for a session cookie, and a session that shows one customer's documents and nothing of anyone else's.
 */
let now = new Date('2026-06-01T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};

interface Outboxed {
  type: string;
  data: Record<string, unknown>;
}

/** The events waiting in a collection's outbox (what the relay publishes to svc-notify). */
async function outboxOf(collection: string, filter: Record<string, unknown> = {}): Promise<Outboxed[]> {
  const docs = await h.conn.collection(collection).find(filter).sort({ _id: 1 }).toArray();
  return docs.flatMap((d) =>
    ((d._outbox ?? []) as Array<{ value: string }>).map((r) => JSON.parse(r.value) as Outboxed),
  );
}

/** The customer link a mail of the document carries (asks for the mail, reads its event). */
async function mailedLink(kind: 'quote' | 'invoice', id: string): Promise<string> {
  if (kind === 'quote') {
    await h.api().post('/api/admin/emailQuote').set(h.auth).send({ quote_id: id }).expect(200);
  } else {
    await h.api().post('/api/admin/emailInvoice').set(h.auth).send({ order_id: id }).expect(200);
  }
  const events = await outboxOf(kind === 'quote' ? 'quotes' : 'orders', { _id: objectId(id) });
  const mail = events.filter((e) => e.type === `${kind}.email.requested`).pop();
  return mail!.data.link_token as string;
}

const objectId = (id: string) => new Types.ObjectId(id);

/** The Activity Log's events svc-pos sends (the broker's sink in production; here, kept in order). */
const activity: EventEnvelope<'admin.activity'>[] = [];
beforeAll(() => attachActivityLog(h.app.app, (event) => activity.push(event)));

const requestLink = (link: string) => h.api().post('/api/portal/requestLink').send({ link });

/** The sign-in mails asked for so far: to whom, with which token. */
async function signInMails(): Promise<Array<{ email: string; token: string; name: string }>> {
  return (await outboxOf('portal_sign_ins'))
    .filter((e) => e.type === 'portal.sign_in.requested')
    .map((e) => e.data as { email: string; token: string; name: string });
}

/** Tokens already read, so each test takes the mail its own request made (the records' order is random). */
const seen = new Set<string>();
/** The one sign-in mail asked for since the last call. */
async function lastSignIn(): Promise<{ email: string; token: string; name: string }> {
  const fresh = (await signInMails()).filter((m) => !seen.has(m.token));
  expect(fresh).toHaveLength(1);
  seen.add(fresh[0]!.token);
  return fresh[0]!;
}

/** Signs in with a mailed token; answers the session cookie as the browser would send it back. */
async function signIn(token: string): Promise<string> {
  const res = await h.api().post('/api/portal/signIn').send({ token }).expect(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!;
  return cookie.split(';')[0]!;
}

const account = (cookie?: string) => {
  const req = h.api().get('/api/portal/account');
  return cookie ? req.set('Cookie', cookie) : req;
};
const portalDocument = (cookie: string, kind: string, id: string) =>
  h.api().get('/api/portal/document').query({ kind, id }).set('Cookie', cookie);

const ALICE = {
  phone: '07700 900123',
  name: 'Alice Smith',
  email: 'alice@example.com',
  address: '1 High St',
};
const BOB = { phone: '07700 900456', name: 'Bob Jones', email: 'bob@example.com', address: '2 Low St' };

let service: string;
let alice: { invoice: string; invoiceNo: number; paid: string; quote: string; quoteNo: number };
let bob: { invoice: string; invoiceNo: number; quote: string };

beforeAll(async () => {
  service = await seedService(h, 'Socket installation', 10);
  const a1 = await insertOrder(h, [{ id: service, price: 100 }], { customer: ALICE, payment: 30 });
  const a2 = await insertOrder(h, [{ id: service, price: 50 }], { customer: ALICE, payment: 50 });
  const b1 = await insertOrder(h, [{ id: service, price: 70 }], { customer: BOB, payment: 0 });
  const quote = async (customer: typeof ALICE) =>
    (
      await h
        .api()
        .post('/api/admin/insertQuote')
        .set(h.auth)
        .send({
          // The quote keeps the customer as typed: another spacing of the same number.
          customer: { ...customer, phone: customer.phone.replace(' ', '') },
          items: [{ id: service, name: 'Rewire', price: 900, qty: 1 }],
          valid_until: '2026-12-31',
        })
        .expect(201)
    ).body.data as { id: string; quote_no: number };
  const qa = await quote(ALICE);
  const qb = await quote(BOB);
  alice = { invoice: a1.id, invoiceNo: a1.invoice_no, paid: a2.id, quote: qa.id, quoteNo: qa.quote_no };
  bob = { invoice: b1.id, invoiceNo: b1.invoice_no, quote: qb.id };
});

beforeEach(async () => {
  now = new Date('2026-06-01T09:00:00Z');
  await h.conn.collection('rate_limits').deleteMany({});
});

describe('signing in from a document link', () => {
  it('mails a link to the address on the record; the session shows all their documents and balance', async () => {
    const link = await mailedLink('invoice', alice.invoice);
    const asked = await requestLink(link).expect(200);
    expect(asked.body).toEqual({ data: null, message: PORTAL_MESSAGES.linkSent });
    const mail = await lastSignIn();
    expect(mail).toMatchObject({ email: 'alice@example.com', name: 'Alice Smith' });

    const res = await h.api().post('/api/portal/signIn').send({ token: mail.token }).expect(200);
    expect(res.body.message).toBe('You are signed in.');
    expect(res.body.data).toEqual({ name: 'Alice Smith', session_expires_at: '2026-06-01T10:00:00.000Z' });
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!;
    expect(cookie).toMatch(
      /^vd_portal=[A-Za-z0-9_-]{43}; Path=\/api\/portal; Max-Age=3600; HttpOnly; SameSite=Strict$/,
    );

    const seen = await account(cookie.split(';')[0]).expect(200).expect('Cache-Control', 'no-store');
    const data = seen.body.data;
    expect(data.customer).toEqual({ name: 'Alice Smith', email: 'alice@example.com' });
    expect(data.balance).toBe(70);
    expect(data.invoices.map((o: { id: string }) => o.id).sort()).toEqual([alice.invoice, alice.paid].sort());
    expect(data.invoices.find((o: { id: string }) => o.id === alice.invoice)).toMatchObject({
      invoice_no: alice.invoiceNo,
      total: 100,
      payment: 30,
      due: 70,
      status: 'Unpaid',
    });
    expect(data.quotes).toEqual([
      expect.objectContaining({ id: alice.quote, quote_no: alice.quoteNo, state: 'Open', total: 900 }),
    ]);
    expect(data.receipts).toHaveLength(2);
    expect(data.receipts.map((r: { amount: number }) => r.amount).sort()).toEqual([30, 50]);
    // Nothing of Bob's anywhere in the answer.
    expect(JSON.stringify(data)).not.toMatch(new RegExp(`${bob.invoice}|${bob.quote}|Bob|bob@`));
  });

  it('also from a quote link; the address typed on the page is never used, and the answer never differs', async () => {
    const link = await mailedLink('quote', alice.quote);
    const before = (await signInMails()).length;
    await h.api().post('/api/portal/requestLink').send({ link, email: 'attacker@example.net' }).expect(422);
    await requestLink(link).expect(200);
    const mails = await signInMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.every((m) => m.email !== 'attacker@example.net')).toBe(true);
    expect((await lastSignIn()).email).toBe('alice@example.com');

    // A quote whose customer has no record: the same answer, and no mail.
    const stranger = (
      await h
        .api()
        .post('/api/admin/insertQuote')
        .set(h.auth)
        .send({
          customer: { phone: '07700 900999', name: 'No Record', email: 'norecord@example.com' },
          items: [{ id: service, name: 'Rewire', price: 900, qty: 1 }],
          valid_until: '2026-12-31',
        })
        .expect(201)
    ).body.data as { id: string };
    const none = await requestLink(await mailedLink('quote', stranger.id)).expect(200);
    expect(none.body).toEqual({ data: null, message: PORTAL_MESSAGES.linkSent });
    expect(await signInMails()).toHaveLength(before + 1);
  });
});

describe("the customer's portal sign-in in the admin Activity Log", () => {
  it('the sign-in link asked for and used are entries of the customer; a link asked for nobody is none', async () => {
    const link = await mailedLink('invoice', alice.invoice);
    const from = activity.length;
    await requestLink(link).expect(200);
    const mail = await lastSignIn();
    await signIn(mail.token);
    const customerId = activity.slice(from).find((e) => e.data.endpoint === 'portalSignIn')?.data.admin_id;
    expect(customerId).toMatch(/^customer:[0-9a-f]{24}$/);
    expect(activity.slice(from).map((e) => e.data)).toEqual([
      {
        admin_id: customerId,
        actor: 'customer',
        actor_name: 'Alice Smith',
        service: 'pos',
        endpoint: 'portalRequestLink',
        method: 'POST',
        path: 'portal/requestLink',
        status: 200,
      },
      {
        admin_id: customerId,
        actor: 'customer',
        actor_name: 'Alice Smith',
        service: 'pos',
        endpoint: 'portalSignIn',
        method: 'POST',
        path: 'portal/signIn',
        status: 200,
      },
    ]);
    // A spent link signs nobody in, and is no entry.
    const before = activity.length;
    await h.api().post('/api/portal/signIn').send({ token: mail.token }).expect(422);
    expect(activity.length).toBe(before);
  });
});

describe('attacks', () => {
  it('a sign-in link works once, even when used at the same moment from several places', async () => {
    await requestLink(await mailedLink('invoice', alice.invoice)).expect(200);
    const { token } = await lastSignIn();
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => h.api().post('/api/portal/signIn').send({ token })),
    );
    expect(tries.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
    const again = await h.api().post('/api/portal/signIn').send({ token }).expect(422);
    expect(again.body.data).toEqual({ token: [PORTAL_MESSAGES.signInInvalid] });
  });

  it('a sign-in link expires after 15 minutes; a session after an hour', async () => {
    await requestLink(await mailedLink('invoice', alice.invoice)).expect(200);
    const first = await lastSignIn();
    await requestLink(await mailedLink('invoice', alice.invoice)).expect(200);
    const second = await lastSignIn();
    later(15);
    await h.api().post('/api/portal/signIn').send({ token: first.token }).expect(422);
    now = new Date('2026-06-01T09:14:59Z');
    const cookie = await signIn(second.token);
    later(59);
    await account(cookie).expect(200);
    later(1);
    const ended = await account(cookie).expect(401);
    expect(ended.body).toEqual({ message: PORTAL_MESSAGES.sessionEnded });
  });

  it('expired and revoked document links ask for nothing', async () => {
    const old = await mailedLink('invoice', alice.invoice);
    // Mailing the invoice again revokes its older link.
    const current = await mailedLink('invoice', alice.invoice);
    const before = (await signInMails()).length;
    const revoked = await requestLink(old).expect(422);
    expect(revoked.body.data).toEqual({ link: [PORTAL_MESSAGES.linkInvalid] });
    later(91 * 24 * 60);
    await requestLink(current).expect(422);
    // A made-up or tampered token is the same answer.
    await requestLink(`${current.slice(0, -4)}AAAA`).expect(422);
    await requestLink('not-a-link-at-all-but-long-enough').expect(422);
    expect(await signInMails()).toHaveLength(before);
  });

  it("one customer's session never reaches another's documents: guessed and swapped ids are 404", async () => {
    await requestLink(await mailedLink('invoice', alice.invoice)).expect(200);
    const cookie = await signIn((await lastSignIn()).token);

    // Her own document opens on its page, through a working customer link.
    const own = await portalDocument(cookie, 'invoice', alice.invoice).expect(200);
    expect(own.body.data.url).toMatch(/^\/document\?token=/);
    const token = new URLSearchParams(own.body.data.url.split('?')[1]).get('token')!;
    const page = await h.api().get('/api/customerDocument').query({ token }).expect(200);
    expect(page.body.data.document.invoice_no).toBe(alice.invoiceNo);
    await portalDocument(cookie, 'quote', alice.quote).expect(200);

    // Bob's invoice and quote, a quote id as an invoice, an id nobody has: all the same 404.
    const answers = await Promise.all([
      portalDocument(cookie, 'invoice', bob.invoice),
      portalDocument(cookie, 'quote', bob.quote),
      portalDocument(cookie, 'invoice', alice.quote),
      portalDocument(cookie, 'invoice', UNKNOWN_ID),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: PORTAL_MESSAGES.documentNotFound });
    }
    // Nothing a request adds chooses the customer.
    await h
      .api()
      .get('/api/portal/document')
      .query({ kind: 'invoice', id: bob.invoice, customer_id: 'x' })
      .set('Cookie', cookie)
      .expect(422);
    await h
      .api()
      .get('/api/portal/account')
      .query({ customer_id: bob.invoice })
      .set('Cookie', cookie)
      .expect(200);
    const mine = await account(cookie).expect(200);
    expect(mine.body.data.customer.name).toBe('Alice Smith');
  });

  it('swapped tokens: a document link, a sign-in token or a forged value is no session, and a session no sign-in', async () => {
    const link = await mailedLink('invoice', alice.invoice);
    await requestLink(link).expect(200);
    const { token: signInToken } = await lastSignIn();
    for (const value of [link, signInToken, 'A'.repeat(43), '']) {
      await account(`vd_portal=${value}`).expect(401);
      await portalDocument(`vd_portal=${value}`, 'invoice', alice.invoice).expect(401);
    }
    await account().expect(401);
    const cookie = await signIn(signInToken);
    const session = cookie.split('=')[1]!;
    // The session's token is not a sign-in link, nor a document link.
    await h.api().post('/api/portal/signIn').send({ token: session }).expect(422);
    await requestLink(session).expect(422);
    await h.api().get('/api/customerDocument').query({ token: session }).expect(404);
  });

  it('signing out ends the session and clears the cookie', async () => {
    await requestLink(await mailedLink('invoice', alice.invoice)).expect(200);
    const cookie = await signIn((await lastSignIn()).token);
    const out = await h.api().post('/api/portal/signOut').set('Cookie', cookie).expect(200);
    expect(out.body.message).toBe('You are signed out.');
    expect(([] as string[]).concat(out.headers['set-cookie'] ?? [])[0]).toMatch(/^vd_portal=; .*Max-Age=0/);
    await account(cookie).expect(401);
  });

  it('sign-in requests are rate limited per client address, and mails per customer', async () => {
    const link = await mailedLink('invoice', alice.invoice);
    const before = (await signInMails()).length;
    for (let i = 0; i < 10; i += 1) await requestLink(link).expect(200);
    const limited = await requestLink(link).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // However many were asked for, the customer got three mails in the hour.
    expect(await signInMails()).toHaveLength(before + 3);
    // An hour on, the address may ask again.
    later(61);
    await requestLink(link).expect(200);
    expect(await signInMails()).toHaveLength(before + 4);
    for (const m of await signInMails()) seen.add(m.token);
  });
});
