import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { makeEvent } from '@voltdesk/service-kit';
import { createTestSigner, startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import { httpAdminDirectory } from '../shared/admin-directory';
import { ManualClock } from '../shared/clock';
import { startInstance, type Instance } from '../test-support/harness';
import { subscriber } from '../test-support/subscribers';
import { eventually, SmtpSink } from '../test-support/smtp-sink';

/**
 * The newsletter desk through HTTP: preview, audience, a test mail to the signed-in admin only, the
 * per-recipient delivery log of a newsletter and retrying its failed mails. Mails go to a real SMTP server;
 * svc-auth's profile call and the site's /media are played by one small HTTP server, as the gateway and
 * svc-auth would answer them.
 */
let infra: TestInfra;
let sink: SmtpSink;
let notify: Instance;
let site: Server;
let signer: Awaited<ReturnType<typeof createTestSigner>>;
let admin: string;
let otherAdmin: string;
let authAnswers = true;
const clock = new ManualClock(Date.parse('2026-11-24T10:00:00Z'));
jest.setTimeout(60_000);

const ADMIN_ID = '64b7f0c2a1b2c3d4e5f60718';
const OTHER_ID = '64b7f0c2a1b2c3d4e5f60720';
/** A 1x1 PNG: the site logo the gateway would serve under /media. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const ev: typeof makeEvent = (source, type, subject, data) =>
  makeEvent(source, type, subject, data, clock.now());

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  sink = await SmtpSink.start();
  signer = await createTestSigner();
  admin = await signer.sign({ sub: ADMIN_ID });
  otherAdmin = await signer.sign({ sub: OTHER_ID });
  const users: Record<string, { id: string; name: string; email: string }> = {
    [admin]: { id: ADMIN_ID, name: 'Olivia Owner', email: 'olivia@spark.test' },
    [otherAdmin]: { id: OTHER_ID, name: 'Eddie Editor', email: 'eddie@spark.test' },
  };
  site = createServer((req, res) => {
    if (req.url === '/media/content/logo.png') {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': LOGO.length }).end(LOGO);
      return;
    }
    const user = users[(req.headers.authorization ?? '').replace(/^Bearer /, '')];
    if (req.url === '/api/admin/users' && authAnswers && user) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ data: { ...user, avatar: null, user_type: 'admin', role: 'owner', status: 1 } }),
      );
      return;
    }
    res.writeHead(req.url === '/api/admin/users' && authAnswers ? 401 : 503).end('{}');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  notify = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('notify_desk'),
    smtpUrl: sink.url,
    clock,
    jwks: signer.jwks,
    admins: httpAdminDirectory(origin),
    options: { publicUrl: origin },
  });
  const { handle } = notify.notifier;
  await handle(
    ev('svc-content', 'setup.changed', 'websiteData', {
      key: 'websiteData',
      value: { title: 'Spark & Co', email: 'office@spark.test' },
    }),
  );
  await handle(
    ev('svc-content', 'setup.changed', 'websiteLogo', {
      key: 'websiteLogo',
      value: { image: '/media/content/logo.png' },
    }),
  );
  for (const s of [subscriber('a'), subscriber('b'), subscriber('c'), subscriber('d', 'pending')])
    await handle(ev('svc-content', 'subscriber.added', s.id, s));
  // The pending subscriber's confirmation mail is not part of what follows.
  await eventually(() => sink.to('reader-d@mail.test').length === 1, 20_000, 'the confirmation mail');
  sink.mails.length = 0;
});

afterAll(async () => {
  await notify?.stop();
  await sink?.stop();
  await new Promise((r) => site?.close(r));
  await infra?.stop();
});

const http = () => request(notify.app.callback());
const draft = {
  subject: 'Winter safety',
  message:
    '<h2>Check your sockets</h2><p>Book a <a href="/services">safety check</a>.</p>' +
    '<img src="/media/content/board.png" alt="Fuse board"><script>alert(1)</script>',
};

describe('preview', () => {
  it('is the mail as subscribers get it: layout, sanitized message, greeting, footer', async () => {
    const res = await http()
      .post('/api/admin/newsletterPreview')
      .set('Authorization', `Bearer ${admin}`)
      .send(draft)
      .expect(200);
    const { subject, html, text } = res.body.data as { subject: string; html: string; text: string };
    const origin = new URL(html.match(/src="(http:\/\/127\.0\.0\.1:\d+)/)![1]!).origin;
    expect(subject).toBe('Winter safety');
    expect(html).toContain('<strong style="font-size:20px">Spark &amp; Co</strong>');
    expect(html).toContain('<p>Hello [subscriber name],</p><h2>Check your sockets</h2>');
    // Relative links and images made absolute; scripts gone, as in the mail that goes out.
    expect(html).toContain(`<a href="${origin}/services" rel="noopener noreferrer">safety check</a>`);
    expect(html).toContain(`<img src="${origin}/media/content/board.png" alt="Fuse board" />`);
    expect(html).not.toMatch(/script|alert/);
    // The browser shows the logo from the site (a cid: reference would be blank outside a mail).
    expect(html).toContain(`<img src="${origin}/media/content/logo.png" alt="Spark &amp; Co"`);
    expect(html).toContain(`<a href="${origin}/newsletter">Unsubscribe</a>`);
    expect(text).toContain('Hello [subscriber name],\n\nCheck your sockets');
    // Nothing was sent or queued.
    expect(sink.mails).toHaveLength(0);
    expect(await notify.notifier.jobs.model.countDocuments({ kind: 'newsletter_delivery' })).toBe(0);
  });

  it('checks the draft with the send schema, and is for admins only', async () => {
    const res = await http()
      .post('/api/admin/newsletterPreview')
      .set('Authorization', `Bearer ${admin}`)
      .send({ message: '<p>x</p>' })
      .expect(422);
    expect(res.body.data).toEqual({ subject: ['The subject field is required.'] });
    await http().post('/api/admin/newsletterPreview').send(draft).expect(401);
    const visitor = await signer.sign({ sub: '64b7f0c2a1b2c3d4e5f60719', user_type: 'user' });
    await http()
      .post('/api/admin/newsletterPreview')
      .set('Authorization', `Bearer ${visitor}`)
      .send(draft)
      .expect(403);
  });
});

test('the audience is the confirmed subscribers, and follows the list', async () => {
  const count = async () =>
    (await http().get('/api/admin/newsletterAudience').set('Authorization', `Bearer ${admin}`).expect(200))
      .body.data;
  expect(await count()).toEqual({ recipients: 3 });
  const e = subscriber('e');
  await notify.notifier.handle(ev('svc-content', 'subscriber.added', e.id, e));
  expect(await count()).toEqual({ recipients: 4 });
  await notify.notifier.handle(ev('svc-content', 'subscriber.removed', e.id, { id: e.id, email: e.email }));
  expect(await count()).toEqual({ recipients: 3 });
  await http().get('/api/admin/newsletterAudience').expect(401);
});

describe('test mail', () => {
  it("goes to the signed-in admin's own address only, marked [Test], with the logo embedded", async () => {
    const res = await http()
      .post('/api/admin/newsletterTest')
      .set('Authorization', `Bearer ${admin}`)
      .send(draft)
      .expect(200);
    expect(res.body).toEqual({
      data: { to: 'olivia@spark.test' },
      message: 'Test e-mail sent to olivia@spark.test.',
    });
    const mail = await eventually(() => sink.to('olivia@spark.test')[0], 20_000, 'the test mail');
    expect(mail.envelopeTo).toEqual(['olivia@spark.test']);
    expect(mail.subject).toBe('[Test] Winter safety');
    expect(mail.html).toContain('<p>Hello Olivia Owner,</p>');
    // The logo travels inside the mail: clients that block remote images still show it.
    const logo = mail.attachments.find((a) => a.cid === 'site-logo@voltdesk');
    expect(logo?.contentType).toBe('image/png');
    expect(logo?.content.equals(LOGO)).toBe(true);
    // The HTML refers to it by Content-ID (mailparser shows the resolved reference as a data: URL).
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('<img src=3D"cid:site-logo@voltdesk"');
    expect(mail.html).toContain(`<img src="data:image/png;base64,${LOGO.toString('base64')}"`);
    // A test has no subscriber to unsubscribe: no one-click header.
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    // Another admin's test goes to that admin.
    await http()
      .post('/api/admin/newsletterTest')
      .set('Authorization', `Bearer ${otherAdmin}`)
      .send(draft)
      .expect(200);
    await eventually(() => sink.to('eddie@spark.test')[0], 20_000, "the other admin's test");
    expect(
      sink.mails
        .map((m) => m.envelopeTo)
        .flat()
        .sort(),
    ).toEqual(['eddie@spark.test', 'olivia@spark.test']);
    // Nothing in the log: a test is not a delivery.
    expect(await notify.notifier.jobs.model.countDocuments({ kind: 'newsletter_delivery' })).toBe(0);
    sink.mails.length = 0;
  });

  it('cannot be pointed at another address', async () => {
    const res = await http()
      .post('/api/admin/newsletterTest')
      .set('Authorization', `Bearer ${admin}`)
      .send({ ...draft, to: 'victim@elsewhere.test' })
      .expect(422);
    expect(Object.keys(res.body.data)).toEqual(['to']);
    expect(sink.mails).toHaveLength(0);
  });

  it('answers 502 when the mail server refuses it, and 429 past the limit per admin', async () => {
    const send = () =>
      http().post('/api/admin/newsletterTest').set('Authorization', `Bearer ${otherAdmin}`).send(draft);
    sink.rejectRecipients.add('eddie@spark.test');
    try {
      const refused = await send().expect(502);
      expect(refused.body.message).toMatch(/^The mail server refused the test e-mail: /);
      // Each attempt counts, sent or not: keep trying until the per-admin limit answers.
      let res = await send();
      for (let i = 0; res.status === 502 && i < 30; i += 1) res = await send();
      expect(res.status).toBe(429);
    } finally {
      sink.rejectRecipients.delete('eddie@spark.test');
    }
    expect(sink.to('eddie@spark.test')).toHaveLength(0);
  });

  it('says so, and sends nothing, when the address cannot be looked up', async () => {
    authAnswers = false;
    try {
      const res = await http()
        .post('/api/admin/newsletterTest')
        .set('Authorization', `Bearer ${admin}`)
        .send(draft)
        .expect(503);
      expect(res.body.message).toBe(
        'Your e-mail address could not be looked up just now. Please try again shortly.',
      );
    } finally {
      authAnswers = true;
    }
    expect(sink.mails).toHaveLength(0);
  });
});

describe('a newsletter sent: per-recipient delivery and retry of the failed mails', () => {
  const list = async (query: string) =>
    (
      await http()
        .get(`/api/admin/notifications?${query}`)
        .set('Authorization', `Bearer ${admin}`)
        .expect(200)
    ).body;
  const retry = (body: object) =>
    http().post('/api/admin/retryNewsletter').set('Authorization', `Bearer ${admin}`).send(body);

  it('shows sent, failed and pending per recipient, then retries the failed ones', async () => {
    sink.rejectRecipients.add('reader-b@mail.test'); // 550 on RCPT: failed at once
    sink.tempFailRecipients.add('reader-c@mail.test'); // 451: retried later, pending meanwhile
    await notify.notifier.handle(
      ev('svc-content', 'newsletter.requested', 'nl-winter', {
        id: 'nl-winter',
        subject: 'Winter safety',
        message: '<p>Check your sockets</p>',
      }),
    );
    await eventually(
      async () =>
        (await list('newsletter_id=nl-winter')).data
          .map((d: { status: string }) => d.status)
          .sort()
          .join() === 'failed,queued,sent',
      20_000,
      'the three outcomes',
    );
    const page = await list('newsletter_id=nl-winter');
    const byAddress = Object.fromEntries(
      page.data.map((d: { to: string; status: string; last_error: string | null }) => [
        d.to,
        { status: d.status, error: d.last_error },
      ]),
    );
    expect(byAddress).toEqual({
      'reader-a@mail.test': { status: 'sent', error: null },
      'reader-b@mail.test': { status: 'failed', error: expect.stringContaining('550') },
      'reader-c@mail.test': { status: 'queued', error: expect.stringContaining('451') },
    });
    expect(page.meta.newsletters).toContainEqual(
      expect.objectContaining({ id: 'nl-winter', recipients: 3, sent: 1, failed: 1, queued: 1 }),
    );
    // The delivered mail carries the logo inline too.
    const delivered = sink.to('reader-a@mail.test')[0]!;
    expect(delivered.attachments.map((a) => a.cid)).toEqual(['site-logo@voltdesk']);
    // Filters: one status, a part of the address.
    expect((await list('newsletter_id=nl-winter&status=failed')).data).toHaveLength(1);
    expect(
      (await list('newsletter_id=nl-winter&search=READER-A')).data.map((d: { to: string }) => d.to),
    ).toEqual(['reader-a@mail.test']);
    expect((await list('newsletter_id=nl-winter&search=.*')).data).toEqual([]);

    // The mailbox is fixed; the admin retries the failed mails.
    sink.rejectRecipients.clear();
    const res = await retry({ id: 'nl-winter' }).expect(200);
    expect(res.body).toEqual({ data: { retried: 1 }, message: '1 failed mail queued again.' });
    await eventually(() => sink.to('reader-b@mail.test')[0], 20_000, 'the retried mail');
    await eventually(
      async () => (await list('newsletter_id=nl-winter&status=sent')).meta.total === 2,
      20_000,
      'the retried mail marked sent',
    );
    // Nothing failed is left: a second retry (a double click) queues nothing and sends nothing more.
    expect((await retry({ id: 'nl-winter' }).expect(200)).body).toEqual({
      data: { retried: 0 },
      message: 'No failed mails to retry.',
    });
    expect(sink.to('reader-a@mail.test')).toHaveLength(1);
    expect(sink.to('reader-b@mail.test')).toHaveLength(1);
  });

  it('does not retry a mail whose subscriber has left the list since', async () => {
    sink.rejectRecipients.add('reader-a@mail.test');
    clock.advance(60_000);
    await notify.notifier.handle(
      ev('svc-content', 'newsletter.requested', 'nl-spring', {
        id: 'nl-spring',
        subject: 'Spring offers',
        message: '<p>Offers</p>',
      }),
    );
    await eventually(
      async () => (await list('newsletter_id=nl-spring&status=failed')).meta.total === 1,
      20_000,
      'the failed mail',
    );
    sink.rejectRecipients.clear();
    const a = subscriber('a');
    await notify.notifier.handle(ev('svc-content', 'subscriber.removed', a.id, { id: a.id, email: a.email }));
    const failed = (await list('newsletter_id=nl-spring&status=failed')).data[0];
    expect((await retry({ id: 'nl-spring', notification_id: failed.id }).expect(200)).body.data).toEqual({
      retried: 0,
    });
    const after = (await list('newsletter_id=nl-spring&search=reader-a')).data[0];
    expect(after).toMatchObject({ status: 'cancelled', last_error: expect.stringMatching(/left the list/) });
    expect(sink.to('reader-a@mail.test').filter((m) => m.subject === 'Spring offers')).toHaveLength(0);
  });

  it('lists the newsletters sent, newest first, with their counts; paged and searchable', async () => {
    const get = async (query = '') =>
      (await http().get(`/api/admin/newsletters${query}`).set('Authorization', `Bearer ${admin}`).expect(200))
        .body;
    const all = await get();
    expect(all.meta).toEqual({ page: 1, per_page: 20, total: 2 });
    expect(all.data).toEqual([
      {
        id: 'nl-spring',
        subject: 'Spring offers',
        requested_at: clock.now().toISOString(),
        recipients: 3,
        queued: expect.any(Number),
        sent: expect.any(Number),
        failed: 0,
        cancelled: 1,
      },
      expect.objectContaining({ id: 'nl-winter', subject: 'Winter safety', recipients: 3, failed: 0 }),
    ]);
    expect((await get('?per_page=1&page=2')).data.map((n: { id: string }) => n.id)).toEqual(['nl-winter']);
    expect((await get('?search=WINTER')).data.map((n: { id: string }) => n.id)).toEqual(['nl-winter']);
    expect((await get('?search=.*')).meta.total).toBe(0);
    // One newsletter's log carries that newsletter's counts, however many came after it.
    expect((await list('newsletter_id=nl-winter&per_page=1')).meta.newsletters).toEqual([
      expect.objectContaining({ id: 'nl-winter', sent: 2, failed: 0, queued: 1 }),
    ]);
    await http().get('/api/admin/newsletters').expect(401);
  });

  it('answers 404 for an unknown newsletter or mail, 422 for a bad id, 401 without a token', async () => {
    expect((await retry({ id: 'nl-unknown' }).expect(404)).body.message).toBe('Newsletter not found.');
    await retry({ id: 'nl-winter', notification_id: '64b7f0c2a1b2c3d4e5f60799' }).expect(404);
    expect(Object.keys((await retry({ id: { $ne: '' } }).expect(422)).body.data)).toEqual(['id']);
    await http().post('/api/admin/retryNewsletter').send({ id: 'nl-winter' }).expect(401);
  });
});
