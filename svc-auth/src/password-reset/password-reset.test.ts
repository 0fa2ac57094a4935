import { readTopic } from '@voltdesk/service-kit/testing';
import { bearer, DEV_ADMIN, startHarness, type Harness } from '../../test/harness';
import { passwordResetModel } from './model';
import { RESET_LIMITS, RESET_MESSAGES } from './service';

/** The test moves time on to expire links; everything else runs on real time. */
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ kafka: true, prefix: 'auth_reset', clock });
});
afterAll(async () => h.stop());

const forgot = (email: string, ip = '203.0.113.1') =>
  h.api().post('/api/forgotPassword').set('X-Forwarded-For', ip).send({ email });
const reset = (token: string, password: string) =>
  h.api().post('/api/resetPassword').send({ token, password });

/** The link svc-auth asked svc-notify to mail to `email` (the token is only ever in that event). */
async function mailedToken(email: string): Promise<string> {
  const [event] = await readTopic(
    h.kafka!,
    'auth.password-reset.v1',
    (e) => e.type === 'password_reset.requested' && (e.data as { email: string }).email === email,
  );
  return (event!.data as { token: string }).token;
}

async function newAdmin(email: string, password = 'first-password-1'): Promise<string> {
  const owner = await h.login(DEV_ADMIN.email, DEV_ADMIN.password);
  const created = await h
    .api()
    .post('/api/admin/adminregister')
    .set(bearer(owner))
    .send({ name: 'Rita', email, password })
    .expect(201);
  return created.body.data.id as string;
}

/** The owner's Active/Inactive toggle on the admin list. */
async function toggleStatus(id: string): Promise<void> {
  const owner = await h.login(DEV_ADMIN.email, DEV_ADMIN.password);
  await h.api().get(`/api/admin/userstatus?id=${id}`).set(bearer(owner)).expect(200);
}

const linkStatus = (token: string) => h.api().get('/api/resetPassword').query({ token });

it('answers the same for known and unknown addresses; only a known one gets a link', async () => {
  await newAdmin('rita@spark.test');
  const known = await forgot('Rita@Spark.test ', '203.0.113.10').expect(200);
  const unknown = await forgot('nobody@spark.test', '203.0.113.10').expect(200);
  expect(known.body).toEqual({ data: null, message: RESET_MESSAGES.sent });
  expect(unknown.body).toEqual(known.body);
  const token = await mailedToken('rita@spark.test');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const resets = passwordResetModel(h.conn);
  // One stored link, for Rita, holding only a hash of the token.
  const stored = await resets.find({}).lean();
  expect(stored).toHaveLength(1);
  expect(JSON.stringify(stored)).not.toContain(token);
  expect(h.logs.join('\n')).not.toContain(token);
});

it('a link sets the new password once, ends every session, and never works again', async () => {
  await newAdmin('sam@spark.test', 'sams-old-password');
  const session = await h.login('sam@spark.test', 'sams-old-password');
  await forgot('sam@spark.test', '203.0.113.11').expect(200);
  const token = await mailedToken('sam@spark.test');
  const done = await reset(token, 'sams-new-password').expect(200);
  expect(done.body.message).toBe(RESET_MESSAGES.done);
  await h.api().get('/api/admin/users').set(bearer(session)).expect(401);
  await h
    .api()
    .post('/api/login')
    .send({ email: 'sam@spark.test', password: 'sams-old-password' })
    .expect(422);
  await h.login('sam@spark.test', 'sams-new-password');
  const again = await reset(token, 'another-password').expect(422);
  expect(again.body.errors).toEqual({ token: ['This link was already used'] });
  expect(h.logs.join('\n')).not.toContain('sams-new-password');
});

it('a link expires after an hour', async () => {
  await newAdmin('tia@spark.test');
  await forgot('tia@spark.test', '203.0.113.12').expect(200);
  const token = await mailedToken('tia@spark.test');
  offsetMs = 61 * 60_000;
  try {
    const late = await reset(token, 'tias-new-password').expect(422);
    expect(late.body.errors).toEqual({ token: [RESET_MESSAGES.badLink] });
  } finally {
    offsetMs = 0;
  }
});

it('bad input gets field messages; a made-up token is refused like a used one', async () => {
  const bad = await h.api().post('/api/resetPassword').send({ token: 'short', password: 'x' }).expect(422);
  expect(Object.keys(bad.body.errors).sort()).toEqual(['password', 'token']);
  const made = await reset('A'.repeat(43), 'a-long-enough-password').expect(422);
  expect(made.body.errors).toEqual({ token: [RESET_MESSAGES.badLink] });
  const empty = await h.api().post('/api/forgotPassword').send({}).expect(422);
  expect(Object.keys(empty.body.errors)).toEqual(['email']);
});

it('is rate-limited per e-mail whether or not the account exists', async () => {
  await newAdmin('uma@spark.test');
  for (const email of ['flood@spark.test', 'uma@spark.test']) {
    const ips = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];
    const statuses: number[] = [];
    for (const ip of ips.slice(0, RESET_LIMITS.perEmail + 1)) statuses.push((await forgot(email, ip)).status);
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  }
  const limited = await forgot('flood@spark.test', '198.51.100.9').expect(429);
  expect(limited.body.message).toMatch(/^Too many reset requests\. Please try again in \d+ minutes?\.$/);
});

describe('a link and the account it is for', () => {
  it('stops working when the account is deactivated, and stays dead after reactivation', async () => {
    const id = await newAdmin('una@spark.test', 'unas-old-password');
    await forgot('una@spark.test', '203.0.113.20').expect(200);
    const token = await mailedToken('una@spark.test');
    await linkStatus(token).expect(200, { data: null });
    await toggleStatus(id);
    expect(await passwordResetModel(h.conn).countDocuments({ user_id: id })).toBe(0);
    const refused = await reset(token, 'unas-new-password').expect(422);
    expect(refused.body.errors).toEqual({ token: [RESET_MESSAGES.badLink] });
    await toggleStatus(id);
    await reset(token, 'unas-new-password').expect(422);
    await h.login('una@spark.test', 'unas-old-password');
  });

  it('is refused at claim time for an inactive account, however the account became inactive', async () => {
    const id = await newAdmin('vic@spark.test', 'vics-old-password');
    await forgot('vic@spark.test', '203.0.113.21').expect(200);
    const token = await mailedToken('vic@spark.test');
    // Inactive without the toggle (a restored backup, a script): the link itself is still stored.
    await h.conn.collection('users').updateOne({ email: 'vic@spark.test' }, { $set: { status: 0 } });
    expect(await passwordResetModel(h.conn).countDocuments({ user_id: id })).toBe(1);
    const status = await linkStatus(token).expect(422);
    expect(status.body.errors).toEqual({ token: [RESET_MESSAGES.badLink] });
    const refused = await reset(token, 'vics-new-password').expect(422);
    expect(refused.body.errors).toEqual({ token: [RESET_MESSAGES.badLink] });
    await h.conn.collection('users').updateOne({ email: 'vic@spark.test' }, { $set: { status: 1 } });
    await h.login('vic@spark.test', 'vics-old-password');
  });

  it('says a used link was already used, before and instead of the form', async () => {
    await newAdmin('wes@spark.test', 'wes-old-password');
    await forgot('wes@spark.test', '203.0.113.22').expect(200);
    const token = await mailedToken('wes@spark.test');
    await linkStatus(token).expect(200, { data: null });
    await reset(token, 'wes-new-password').expect(200);
    const used = await linkStatus(token).expect(422);
    expect(used.body.errors).toEqual({ token: ['This link was already used'] });
    const madeUp = await linkStatus('A'.repeat(43)).expect(422);
    expect(madeUp.body.errors).toEqual({ token: [RESET_MESSAGES.badLink] });
    await linkStatus('short').expect(422);
  });
});
