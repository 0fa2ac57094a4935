import request from 'supertest';
import { createTestSigner, startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import { ManualClock } from '../shared/clock';
import type { JobSpec } from '../shared/jobs';
import { startInstance, type Instance } from '../test-support/harness';

let infra: TestInfra;
let notify: Instance;
let signer: Awaited<ReturnType<typeof createTestSigner>>;
let admin: string;
const clock = new ManualClock(Date.parse('2026-05-01T10:00:00Z'));
const PATH = '/api/admin/notifications';

const spec = (kind: JobSpec['kind'], n: number, ref = `ref-${n}`): JobSpec => ({
  kind,
  dedupe_key: `${kind}:${n}`,
  to: `to-${n}@mail.test`,
  subject: `Subject ${n}`,
  ref,
  data: { secret: 'token-never-shown' },
  run_at: clock.now(),
});

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  signer = await createTestSigner();
  admin = await signer.sign({ sub: '64b7f0c2a1b2c3d4e5f60718' });
  // No SMTP server: nothing is sent, the scheduler is off; the log is written through the job store.
  notify = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('notify_log'),
    smtpUrl: 'smtp://127.0.0.1:9',
    clock,
    scheduler: false,
    jwks: signer.jwks,
  });
  const { jobs } = notify.notifier;
  await notify.notifier.newsletter.newsletters.create({
    _id: 'nl-a',
    subject: 'Spring offers',
    message: '<p>x</p>',
    requested_at: clock.now(),
    recipients: 4,
  });
  for (let i = 1; i <= 4; i += 1) {
    clock.advance(1000);
    await jobs.schedule(spec('newsletter_delivery', i, 'nl-a'));
  }
  for (let i = 5; i <= 7; i += 1) {
    clock.advance(1000);
    await jobs.schedule(spec('unpaid_alert', i));
  }
  clock.advance(1000);
  await jobs.schedule(spec('contact_notice', 8));
  const m = jobs.model;
  await m.updateOne(
    { dedupe_key: 'newsletter_delivery:1' },
    { status: 'sent', attempts: 1, sent_at: clock.now() },
  );
  await m.updateOne(
    { dedupe_key: 'newsletter_delivery:2' },
    { status: 'sent', attempts: 1, sent_at: clock.now() },
  );
  await m.updateOne(
    { dedupe_key: 'newsletter_delivery:3' },
    { status: 'failed', attempts: 5, last_error: '451 4.3.0 Try again later' },
  );
  await m.updateOne(
    { dedupe_key: 'unpaid_alert:5' },
    { status: 'cancelled', last_error: 'the invoice was paid' },
  );
});

afterAll(async () => {
  await notify?.stop();
  await infra?.stop();
});

const get = (query = '', token: string | null = admin) => {
  const req = request(notify.app.callback()).get(`${PATH}${query}`);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};

test('lists the delivery log newest first, paginated, without internals', async () => {
  const res = await get('?per_page=3');
  expect(res.status).toBe(200);
  expect(res.body.meta).toEqual({ page: 1, per_page: 3, total: 8 });
  expect(res.body.data.map((d: { subject: string }) => d.subject)).toEqual([
    'Subject 8',
    'Subject 7',
    'Subject 6',
  ]);
  expect(Object.keys(res.body.data[0]).sort()).toEqual(
    [
      'attempts',
      'created_at',
      'id',
      'kind',
      'last_error',
      'run_at',
      'sent_at',
      'status',
      'subject',
      'to',
    ].sort(),
  );
  expect(JSON.stringify(res.body)).not.toMatch(/_id|__v|token-never-shown|lease|dedupe/);
  const page3 = await get('?per_page=3&page=3');
  expect(page3.body.data.map((d: { subject: string }) => d.subject)).toEqual(['Subject 2', 'Subject 1']);
});

test('filters by kind and status; newsletters get per-newsletter counts', async () => {
  const failed = await get('?status=failed');
  expect(failed.body.data).toEqual([
    expect.objectContaining({
      kind: 'newsletter_delivery',
      to: 'to-3@mail.test',
      status: 'failed',
      attempts: 5,
      last_error: '451 4.3.0 Try again later',
      sent_at: null,
    }),
  ]);
  const unpaid = await get('?kind=unpaid_alert&status=cancelled');
  expect(unpaid.body.meta.total).toBe(1);
  expect(unpaid.body.data[0]).toMatchObject({ subject: 'Subject 5', last_error: 'the invoice was paid' });
  expect(unpaid.body.meta.newsletters).toBeUndefined();
  const newsletters = await get('?kind=newsletter_delivery');
  expect(newsletters.body.meta).toMatchObject({ total: 4, per_page: 20, page: 1 });
  expect(newsletters.body.meta.newsletters).toEqual([
    {
      id: 'nl-a',
      subject: 'Spring offers',
      requested_at: '2026-05-01T10:00:00.000Z',
      recipients: 4,
      queued: 1,
      sent: 2,
      failed: 1,
      cancelled: 0,
    },
  ]);
  const sent = (await get('?kind=newsletter_delivery&status=sent')).body.data[0];
  expect(sent.sent_at).toMatch(/^2026-05-01T10:00:0\dZ|^2026-05-01T10:00:0\d\.\d{3}Z$/);
});

test('bad query values are 422 naming the field; operator objects never reach the database', async () => {
  for (const [query, field] of [
    ['?kind=spam', 'kind'],
    ['?status=lost', 'status'],
    ['?page=0', 'page'],
    ['?per_page=1000', 'per_page'],
    // Koa does not expand brackets: the key stays `status[$ne]`, an unknown field, never an object.
    ['?status[$ne]=sent', 'status[$ne]'],
    ['?kind[$gt]=', 'kind[$gt]'],
    ['?status=sent&status=failed', 'status'],
  ] as const) {
    const res = await get(query);
    expect({ query, status: res.status }).toEqual({ query, status: 422 });
    expect(res.body.message).toBe('The given data was invalid.');
    expect(Object.keys(res.body.data)).toContain(field);
  }
  const unknown = await get('?foo=1');
  expect(unknown.status).toBe(422);
});

test('admin only: 401 without or with a bad token, 403 for a non-admin', async () => {
  expect((await get('', null)).status).toBe(401);
  expect((await get('', null)).body).toEqual({ message: 'Unauthenticated.' });
  expect((await get('', 'not-a-token')).status).toBe(401);
  const user = await signer.sign({ sub: '64b7f0c2a1b2c3d4e5f60719', user_type: 'user' });
  expect((await get('', user)).status).toBe(403);
});

test('an SMTP outage shows in /healthz details and metrics but keeps the instance ready', async () => {
  const app = notify.app.callback();
  let health = (await request(app).get('/healthz')).body;
  for (let i = 0; i < 100 && !health.details?.smtp?.checked_at; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    health = (await request(app).get('/healthz')).body;
  }
  expect(health).toEqual({
    status: 'ok',
    details: { smtp: { up: false, checked_at: expect.any(String), error: expect.any(String) } },
  });
  // Failed sends are retried with backoff: an SMTP outage must not take the instance out of the Ingress.
  await request(app).get('/readyz').expect(200, { status: 'ready' });
  const metrics = await request(app).get('/metrics');
  expect(metrics.text).toMatch(/notify_queue_depth\{status="queued"[^}]*\} 4/);
  expect(metrics.text).toMatch(/dependency_up\{dependency="smtp"[^}]*\} 0/);
});
