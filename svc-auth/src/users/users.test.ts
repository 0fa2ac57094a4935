import { createLogger } from '@voltdesk/service-kit';
import { bearer, DEV_ADMIN, startHarness, type Harness } from '../../test/harness';
import { readTopic } from '@voltdesk/service-kit/testing';
import { ensureFirstAdmin } from '../shared/first-admin';
import { userModel } from '../shared/user-model';
import { PasswordHasher } from '../shared/passwords';

let h: Harness;
let admin: string;
let adminId: string;

beforeAll(async () => {
  h = await startHarness({ kafka: true, prefix: 'auth_users' });
  const res = await h.api().post('/api/login').send({ email: DEV_ADMIN.email, password: DEV_ADMIN.password });
  admin = res.body.data.access_token;
  adminId = res.body.data.id;
});
afterAll(async () => h.stop());

const register = (body: object, token = admin) =>
  h.api().post('/api/admin/adminregister').set(bearer(token)).send(body);

describe('first admin', () => {
  it('was created from the development defaults, logging the e-mail but never the password', async () => {
    const line = h.logs.find((l) => l.includes('development admin'));
    expect(line).toContain(DEV_ADMIN.email);
    expect(h.logs.join('\n')).not.toContain(DEV_ADMIN.password);
    const [event] = await readTopic(
      h.kafka!,
      'auth.user.v1',
      (e) => e.type === 'user.created' && e.subject === adminId,
    );
    expect(event!.data).toEqual({
      id: adminId,
      name: 'Admin',
      email: DEV_ADMIN.email,
      user_type: 'admin',
      status: 1,
    });
  });

  it('is not created again when users exist, and production refuses an empty database without a pair', async () => {
    const deps = {
      users: h.users,
      hasher: h.hasher,
      logger: createLogger('t', 'silent'),
    };
    await expect(ensureFirstAdmin({ ...deps, config: { NODE_ENV: 'development' } })).resolves.toBe('exists');
    // This database's admin still has the development password: production refuses it (and says whose).
    await expect(ensureFirstAdmin({ ...deps, config: { NODE_ENV: 'production' } })).rejects.toThrow(
      `the admin account ${DEV_ADMIN.email} still has the published development password`,
    );
    const empty = h.conn.useDb(h.infra.dbName('auth_empty'));
    const users = userModel(empty);
    await users.createIndexes();
    await expect(ensureFirstAdmin({ ...deps, users, config: { NODE_ENV: 'production' } })).rejects.toThrow(
      /no users and ADMIN_EMAIL\/ADMIN_PASSWORD are not set/,
    );
    expect(await users.countDocuments({})).toBe(0);
    const hasher = new PasswordHasher();
    await expect(
      ensureFirstAdmin({
        ...deps,
        users,
        hasher,
        config: {
          NODE_ENV: 'production',
          ADMIN_EMAIL: ' Root@Example.com ',
          ADMIN_PASSWORD: 'root-password',
        },
      }),
    ).resolves.toBe('created');
    const root = await users.findOne({}).select('+password_hash').lean();
    expect(root).toMatchObject({ email: 'root@example.com', user_type: 'admin', status: 1 });
    await expect(hasher.verify(root!.password_hash, 'root-password')).resolves.toBe(true);
    expect(root!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });
});

describe('GET /api/admin/users', () => {
  it('answers the signed-in user own record', async () => {
    const res = await h.api().get('/api/admin/users').set(bearer(admin)).expect(200);
    expect(res.body).toEqual({
      data: {
        id: adminId,
        name: 'Admin',
        email: DEV_ADMIN.email,
        avatar: null,
        user_type: 'admin',
        role: 'owner',
        status: 1,
        // What the role may do: an owner everything.
        permissions: ['reports', 'vat_settings'],
      },
    });
  });

  it('answers 401 without a valid token and 403 for a non-admin token', async () => {
    await h.api().get('/api/admin/users').expect(401, { message: 'Unauthenticated.' });
    const other = await h.keys.issue({ id: adminId, user_type: 'customer', role: 'owner' }, 60);
    await h.api().get('/api/admin/users').set(bearer(other.token)).expect(403);
  });
});

describe('POST /api/admin/adminregister', () => {
  it('creates an active admin (201), publishes user.created, and the new admin can log in', async () => {
    const res = await register({
      name: ' Carol ',
      email: ' Carol@Example.com ',
      password: 'carol-password',
    }).expect(201);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      name: 'Carol',
      email: 'carol@example.com',
      avatar: null,
      user_type: 'admin',
      role: 'owner',
      status: 1,
    });
    const id = res.body.data.id as string;
    const [event] = await readTopic(
      h.kafka!,
      'auth.user.v1',
      (e) => e.type === 'user.created' && e.subject === id,
    );
    expect(event).toMatchObject({
      source: 'svc-auth',
      data: { id, name: 'Carol', email: 'carol@example.com', user_type: 'admin', status: 1 },
    });
    await h.login('carol@example.com', 'carol-password');
  });

  it('refuses a taken e-mail, whatever its case, with 422 data.email', async () => {
    await register({ name: 'Dup', email: 'dup@example.com', password: 'dup-password' }).expect(201);
    const res = await register({ name: 'Dup 2', email: 'DUP@example.com', password: 'dup-password' }).expect(
      422,
    );
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      data: { email: ['The email has already been taken.'] },
    });
    expect(await h.users.countDocuments({ email: 'dup@example.com' })).toBe(1);
  });

  it('answers 422 naming each bad field and stores nothing', async () => {
    const before = await h.users.countDocuments({});
    const cases: Array<[object, string, string]> = [
      [{ email: 'a@b.co', password: 'password1' }, 'name', 'The name field is required.'],
      [
        { name: 'x'.repeat(101), email: 'a@b.co', password: 'password1' },
        'name',
        'The name may not be greater than 100 characters.',
      ],
      [{ name: '   ', email: 'a@b.co', password: 'password1' }, 'name', 'The name field is required.'],
      [
        { name: 'A', email: 'nope', password: 'password1' },
        'email',
        'The email must be a valid email address.',
      ],
      [{ name: 'A', email: { $ne: '' }, password: 'password1' }, 'email', 'The email must be a string.'],
      [
        { name: 'A', email: 'a@b.co', password: 'short' },
        'password',
        'The password must be at least 8 characters.',
      ],
      [
        { name: 'A', email: 'a@b.co', password: 'p'.repeat(129) },
        'password',
        'The password may not be greater than 128 characters.',
      ],
      [{ name: 'A', email: 'a@b.co', password: 12345678 }, 'password', 'The password must be a string.'],
      [
        { name: 'A', email: 'a@b.co', password: 'password1', user_type: 'root' },
        'user_type',
        'The user type field is not allowed.',
      ],
      [
        { name: 'A', email: 'a@b.co', password: 'password1', status: 0 },
        'status',
        'The status field is not allowed.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await register(body).expect(422);
      expect(res.body.data[field]).toEqual([message]);
    }
    await h
      .api()
      .post('/api/admin/adminregister')
      .set(bearer(admin))
      .set('Content-Type', 'application/json')
      .send('{"name"')
      .expect(400);
    await h
      .api()
      .post('/api/admin/adminregister')
      .send({ name: 'A', email: 'a@b.co', password: 'password1' })
      .expect(401);
    expect(await h.users.countDocuments({})).toBe(before);
  });
});

describe('GET /api/admin/userlist', () => {
  it('lists admins newest first, in every status', async () => {
    const a = await register({ name: 'Old One', email: 'old@example.com', password: 'password-1' }).expect(
      201,
    );
    const b = await register({ name: 'New One', email: 'new@example.com', password: 'password-2' }).expect(
      201,
    );
    await h.api().get(`/api/admin/userstatus?id=${a.body.data.id}`).set(bearer(admin)).expect(200);
    const res = await h.api().get('/api/admin/userlist?user_type=admin').set(bearer(admin)).expect(200);
    const ids = (res.body.data as Array<{ id: string }>).map((u) => u.id);
    expect(ids.indexOf(b.body.data.id)).toBeLessThan(ids.indexOf(a.body.data.id));
    expect(ids.at(-1)).toBe(adminId);
    expect(res.body.data.find((u: { id: string }) => u.id === a.body.data.id)).toMatchObject({ status: 0 });
    for (const u of res.body.data)
      expect(Object.keys(u).sort()).toEqual(['avatar', 'email', 'id', 'name', 'role', 'status', 'user_type']);
  });

  it('refuses another user type or unknown parameters with 422', async () => {
    const bad = await h.api().get('/api/admin/userlist?user_type=root').set(bearer(admin)).expect(422);
    expect(bad.body.data.user_type).toEqual(['The selected user type is invalid.']);
    await h.api().get('/api/admin/userlist?user_type[$ne]=x').set(bearer(admin)).expect(422);
    await h.api().get('/api/admin/userlist?sort=1').set(bearer(admin)).expect(422);
  });
});

describe('GET /api/admin/userstatus', () => {
  it('toggles, revokes the deactivated user tokens at once and publishes user.status_changed', async () => {
    const created = await register({
      name: 'Dave',
      email: 'dave@example.com',
      password: 'dave-password',
    }).expect(201);
    const id = created.body.data.id as string;
    const dave = await h.login('dave@example.com', 'dave-password');
    await h.api().get('/api/admin/users').set(bearer(dave)).expect(200);

    const off = await h.api().get(`/api/admin/userstatus?id=${id}`).set(bearer(admin)).expect(200);
    expect(off.body.data).toMatchObject({ id, status: 0 });
    await h.api().get('/api/admin/users').set(bearer(dave)).expect(401, { message: 'Unauthenticated.' });
    const [event] = await readTopic(
      h.kafka!,
      'auth.user.v1',
      (e) => e.type === 'user.status_changed' && e.subject === id && e.data.status === 0,
    );
    const revokedBefore = Date.parse((event!.data as { revoked_before: string }).revoked_before);
    expect(Math.abs(revokedBefore - Date.now())).toBeLessThan(60_000);
    const login = await h
      .api()
      .post('/api/login')
      .send({ email: 'dave@example.com', password: 'dave-password' })
      .expect(422);
    expect(Object.keys(login.body.errors)).toEqual(['inactive']);

    const on = await h.api().get(`/api/admin/userstatus?id=${id}`).set(bearer(admin)).expect(200);
    expect(on.body.data).toMatchObject({ id, status: 1 });
    const [reactivated] = await readTopic(
      h.kafka!,
      'auth.user.v1',
      (e) => e.type === 'user.status_changed' && e.subject === id && e.data.status === 1,
    );
    expect(reactivated!.data).toEqual({
      id,
      status: 1,
      revoked_before: new Date(revokedBefore).toISOString(),
    });
    // The old token stays revoked; a new login works at once, even within the second of the deactivation.
    await h.api().get('/api/admin/users').set(bearer(dave)).expect(401);
    const fresh = await h.login('dave@example.com', 'dave-password');
    await h.api().get('/api/admin/users').set(bearer(fresh)).expect(200);
  });

  it('refuses the caller own id with 403, whatever the client shows', async () => {
    const res = await h.api().get(`/api/admin/userstatus?id=${adminId}`).set(bearer(admin)).expect(403);
    expect(res.body).toEqual({ message: 'You cannot change your own status.' });
    expect(await h.users.findById(adminId).lean()).toMatchObject({ status: 1 });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    await h
      .api()
      .get('/api/admin/userstatus?id=aaaaaaaaaaaaaaaaaaaaaaaa')
      .set(bearer(admin))
      .expect(404, { message: 'User not found.' });
    const bad = await h
      .api()
      .get('/api/admin/userstatus?id=%7B%22%24ne%22%3A1%7D')
      .set(bearer(admin))
      .expect(422);
    expect(bad.body.data.id).toEqual(['The id format is invalid.']);
    await h.api().get('/api/admin/userstatus?id[$ne]=1').set(bearer(admin)).expect(422);
    const missing = await h.api().get('/api/admin/userstatus').set(bearer(admin)).expect(422);
    expect(missing.body.data.id).toEqual(['The id field is required.']);
    await h.api().get('/api/admin/userstatus?id=aaaaaaaaaaaaaaaaaaaaaaaa').expect(401);
  });
});
