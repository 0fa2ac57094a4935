/**
 * The activity log: the real svc-content and svc-pos
 * apps publish their admins' writes on the broker svc-auth reads, and an owner finds them, with svc-auth's
 * own, in admin/activity; nothing secret is stored. The three apps share one embedded database server (each
 * its own database) and one Mokapi broker.
 */
import {
  attachActivityLog,
  BusinessTime,
  createLogger,
  JwtVerifier,
  kafkaActivitySink,
  TokenDenylist,
} from '@voltdesk/service-kit';
import type { Producer } from 'kafkajs';
import type { ActivityView } from '@voltdesk/contracts';
import { startHarness as startContent, type Harness as ContentHarness } from '@voltdesk/svc-content/testing';
import { seedService, startPos, type PosHarness } from '@voltdesk/svc-pos/testing';
import { bearer, DEV_ADMIN, eventually, PNG, startHarness, type Harness } from './harness';

let auth: Harness;
let content: ContentHarness;
let pos: PosHarness;
let owner: string;
let editor: { id: string; token: string };
let clerk: { id: string; token: string };
let producer: Producer;
const saved = { MONGO_URL: process.env.MONGO_URL, KAFKA_BROKERS: process.env.KAFKA_BROKERS };

const EDITOR = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'ada-secret-password',
  role: 'editor',
};
const CLERK = {
  name: 'Carl Clerk',
  email: 'carl@example.com',
  password: 'carl-secret-password',
  role: 'clerk',
};

beforeAll(async () => {
  auth = await startHarness({ kafka: true, activity: true, prefix: 'auth_activity' });
  // The other services' harnesses use this database server and this broker.
  process.env.MONGO_URL = auth.infra.mongoUrl;
  process.env.KAFKA_BROKERS = auth.infra.brokers;
  const quiet = createLogger('activity-test', 'silent');
  content = await startContent({
    kafka: true,
    // svc-content verifies svc-auth's own tokens, as it does from the JWKS in production.
    overrides: { verifier: new JwtVerifier({ jwks: () => auth.keys.jwks, denylist: new TokenDenylist() }) },
  });
  pos = await startPos({ kafka: true });
  producer = content.kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  attachActivityLog(content.app, kafkaActivitySink(producer, quiet));
  attachActivityLog(pos.app.app, kafkaActivitySink(producer, quiet));

  owner = await auth.login(DEV_ADMIN.email, DEV_ADMIN.password);
  const register = async (admin: typeof EDITOR) => {
    const res = await auth.api().post('/api/admin/adminregister').set(bearer(owner)).send(admin).expect(201);
    return {
      id: (res.body as { data: { id: string } }).data.id,
      token: await auth.login(admin.email, admin.password),
    };
  };
  editor = await register(EDITOR);
  clerk = await register(CLERK);
});

afterAll(async () => {
  await producer?.disconnect();
  await pos?.stop();
  await content?.stop();
  await auth?.stop();
  for (const [key, value] of Object.entries(saved))
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
});

const activity = (token: string, query: Record<string, string> = {}) =>
  auth.api().get('/api/admin/activity').query(query).set(bearer(token));

/** Waits until the owner's log holds an entry matching `match`, and returns it. */
async function entryWhere(match: (e: ActivityView) => boolean): Promise<ActivityView> {
  let found: ActivityView | undefined;
  await eventually(async () => {
    const res = await activity(owner, { per_page: '100' });
    found = (res.body as { data: ActivityView[] }).data.find(match);
    return found !== undefined;
  }, 30_000);
  return found!;
}

it('an editor’s post update in svc-content shows in the owner’s log: who, role, what, target, when', async () => {
  const created = await content
    .api()
    .post('/api/admin/insertPost')
    .set(bearer(editor.token))
    .field('title', 'Spring offer')
    .field('description', '<p>Ten per cent off rewiring.</p>')
    .attach('image', PNG, 'offer.png')
    .expect(201);
  const post = (created.body as { data: { id: string } }).data;
  const before = Date.now();
  await content
    .api()
    .post('/api/admin/updatePost')
    .set(bearer(editor.token))
    .set('X-Request-Id', 'activity-test-update-post')
    .field('id', post.id)
    .field('title', 'Spring offers')
    .field('description', '<p>Ten per cent off rewiring.</p>')
    .field('status', '1')
    .expect(200);

  const entry = await entryWhere((e) => e.endpoint === 'updatePost');
  expect(entry).toMatchObject({
    admin_id: editor.id,
    admin_name: 'Ada Lovelace',
    admin_email: 'ada@example.com',
    role: 'editor',
    service: 'content',
    method: 'POST',
    path: 'admin/updatePost',
    target: post.id,
    label: 'Spring offers',
    status: 200,
    request_id: 'activity-test-update-post',
  });
  expect(Math.abs(Date.parse(entry.at) - before)).toBeLessThan(60_000);
  await entryWhere((e) => e.endpoint === 'insertPost' && e.target === post.id);
});

it('a clerk’s new category in svc-pos shows in the owner’s log, and the filters find it', async () => {
  const res = await pos
    .api()
    .post('/api/admin/insertCategory')
    .set(await pos.tokenFor({ sub: clerk.id, role: 'clerk' }))
    .send({ name: 'Rewiring' })
    .expect(201);
  const category = (res.body as { data: { id: string } }).data;
  const entry = await entryWhere((e) => e.endpoint === 'insertCategory');
  expect(entry).toMatchObject({
    admin_id: clerk.id,
    admin_name: 'Carl Clerk',
    role: 'clerk',
    service: 'pos',
    method: 'POST',
    target: category.id,
    label: 'Rewiring',
    status: 201,
  });

  const byClerk = await activity(owner, { admin: clerk.id }).expect(200);
  const clerkEntries = (byClerk.body as { data: ActivityView[] }).data;
  expect(clerkEntries.map((e) => e.admin_id)).toEqual(clerkEntries.map(() => clerk.id));
  expect(clerkEntries.map((e) => e.endpoint)).toContain('insertCategory');

  const contentOnly = await activity(owner, { service: 'content' }).expect(200);
  const contentEntries = (contentOnly.body as { data: ActivityView[] }).data;
  expect(contentEntries.length).toBeGreaterThan(0);
  expect(new Set(contentEntries.map((e) => e.service))).toEqual(new Set(['content']));

  // The filters are the business's calendar days (Europe/London by default), not UTC's.
  const london = new BusinessTime('Europe/London');
  const today = london.day(new Date());
  const yesterday = london.day(new Date(london.dayStart(today)!.getTime() - 1));
  const todays = await activity(owner, { from: today, to: today, per_page: '100' }).expect(200);
  expect((todays.body as { data: ActivityView[] }).data.map((e) => e.id)).toContain(entry.id);
  const before = await activity(owner, { to: yesterday }).expect(200);
  expect(before.body).toEqual({ data: [], meta: { page: 1, per_page: 25, total: 0 } });
});

it("a customer's acceptance of a quote online shows as the customer's, not an admin's", async () => {
  const serviceId = await seedService(pos, 'EV charger installation', 850);
  const created = await pos
    .api()
    .post('/api/admin/insertQuote')
    .set(await pos.tokenFor({ sub: clerk.id, role: 'clerk' }))
    .send({
      customer: { phone: '07700 900777', name: 'Priya Shah', email: 'priya@example.com' },
      items: [{ id: serviceId, name: 'EV charger installation', price: 850, qty: 1 }],
      valid_until: '2099-12-31',
    })
    .expect(201);
  const quote = (created.body as { data: { id: string; quote_no: number } }).data;
  const { token } = await pos.app.services.customerLinks.issue('quote', quote.id, 'admin-1');
  await pos.api().post('/api/acceptQuoteOnline').send({ token, name: 'Priya Shah', agree: true }).expect(200);

  const entry = await entryWhere((e) => e.endpoint === 'acceptQuoteOnline' && e.target === quote.id);
  expect(entry).toMatchObject({
    admin_id: `quote:${quote.id}`,
    admin_name: 'Priya Shah',
    admin_email: null,
    actor: 'customer',
    role: null,
    service: 'pos',
    path: 'acceptQuoteOnline',
    label: `Quote Q-${String(quote.quote_no).padStart(6, '0')}`,
    status: 200,
  });
  // Admins' entries stay theirs.
  const admins = await entryWhere((e) => e.endpoint === 'insertQuote' && e.target === quote.id);
  expect(admins).toMatchObject({ actor: 'admin', admin_name: 'Carl Clerk', role: 'clerk' });
});

it('pages newest first with the total in meta', async () => {
  const all = await activity(owner, { per_page: '100' }).expect(200);
  const total = (all.body as { meta: { total: number } }).meta.total;
  expect(total).toBeGreaterThanOrEqual(4);
  const first = await activity(owner, { per_page: '2', page: '1' }).expect(200);
  const second = await activity(owner, { per_page: '2', page: '2' }).expect(200);
  const times = [...first.body.data, ...second.body.data].map((e: ActivityView) => Date.parse(e.at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(first.body.meta).toEqual({ page: 1, per_page: 2, total });
  expect(new Set([...first.body.data, ...second.body.data].map((e: ActivityView) => e.id)).size).toBe(4);
});

it('refuses the log to editors and clerks (403) and bad filters (422)', async () => {
  for (const token of [editor.token, clerk.token]) {
    const res = await activity(token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.stringMatching(/does not allow this/) });
  }
  expect((await activity(owner, { service: 'mail' })).status).toBe(422);
  expect((await activity(owner, { from: '2026-11-02', to: '2026-11-01' })).body).toEqual({
    message: 'The given data was invalid.',
    data: { to: ['The end date must be on or after the start date.'] },
  });
});

it('records a password change and an admin toggle without any password or token', async () => {
  const newPassword = 'a-brand-new-secret-phrase';
  await auth
    .api()
    .put('/api/changePassword')
    .set(bearer(editor.token))
    .send({ old_password: EDITOR.password, new_password: newPassword })
    .expect(200);
  await auth.api().get('/api/admin/userstatus').query({ id: clerk.id }).set(bearer(owner)).expect(200);
  await entryWhere((e) => e.endpoint === 'changePassword' && e.admin_id === editor.id);
  const toggle = await entryWhere((e) => e.endpoint === 'userStatus');
  expect(toggle).toMatchObject({ method: 'GET', target: clerk.id, label: 'Carl Clerk', role: 'owner' });

  const stored = JSON.stringify(await auth.conn.collection('admin_activity').find().toArray());
  for (const secret of [
    EDITOR.password,
    CLERK.password,
    newPassword,
    DEV_ADMIN.password,
    owner,
    editor.token,
  ])
    expect(stored).not.toContain(secret);
  expect(stored).not.toContain('Ten per cent off');
  expect(stored).not.toMatch(/password"\s*:/);
});
