import { bearer, PNG, startHarness, type Harness } from '../../test/harness';
import { readTopic } from '@voltdesk/service-kit/testing';
import { PROFILE_MESSAGES } from './service';

let h: Harness;
let token: string;
let userId: string;
const ERIN = { name: 'Erin', email: 'erin@example.com', password: 'erin-password' };

beforeAll(async () => {
  h = await startHarness({ kafka: true, prefix: 'auth_profile' });
  const admin = await h.login('admin@voltdesk.local', 'voltdesk-admin');
  const res = await h.api().post('/api/admin/adminregister').set(bearer(admin)).send(ERIN).expect(201);
  userId = res.body.data.id;
  token = await h.login(ERIN.email, ERIN.password);
});
afterAll(async () => h.stop());

const update = () => h.api().post('/api/updateProfile').set(bearer(token));
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('POST /api/updateProfile', () => {
  it('updates the name and publishes user.updated', async () => {
    const res = await update().field('name', '  Erin Electric ').expect(200);
    expect(res.body).toEqual({
      data: {
        id: userId,
        name: 'Erin Electric',
        email: ERIN.email,
        avatar: null,
        user_type: 'admin',
        role: 'owner',
        status: 1,
      },
      message: PROFILE_MESSAGES.updated,
    });
    const [event] = await readTopic(
      h.kafka!,
      'auth.user.v1',
      (e) => e.type === 'user.updated' && e.subject === userId && e.data.name === 'Erin Electric',
    );
    expect(event!.data).toEqual({
      id: userId,
      name: 'Erin Electric',
      email: ERIN.email,
      user_type: 'admin',
      status: 1,
    });
  });

  it('accepts JSON too (name only)', async () => {
    const res = await update().send({ name: 'Erin J' }).expect(200);
    expect(res.body.data.name).toBe('Erin J');
  });

  it('stores an avatar by its bytes and serves it immutable at /media/auth/', async () => {
    const res = await update().field('name', 'Erin').attach('avatar', PNG, 'me.jpg').expect(200);
    const url = res.body.data.avatar as string;
    expect(url).toMatch(/^\/media\/auth\/[a-f0-9]{64}\.png$/);
    const served = await h.api().get(url).expect(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/png');
    const me = await h.api().get('/api/admin/users').set(bearer(token)).expect(200);
    expect(me.body.data.avatar).toBe(url);
    // A name-only update keeps the avatar; a GIF replaces it.
    const kept = await update().field('name', 'Erin').expect(200);
    expect(kept.body.data.avatar).toBe(url);
    const gif = await update().field('name', 'Erin').attach('avatar', GIF, 'x.png').expect(200);
    expect(gif.body.data.avatar).toMatch(/\.gif$/);
  });

  it('refuses an SVG or a renamed executable with 422 errors.avatar and changes nothing', async () => {
    const before = (await h.api().get('/api/admin/users').set(bearer(token))).body.data;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const res = await update().field('name', 'Changed').attach('avatar', svg, 'logo.png').expect(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      errors: { avatar: ['The avatar must be a file of type: jpg, png, webp, gif.'] },
    });
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);
    await update().field('name', 'Changed').attach('avatar', elf, 'photo.jpg').expect(422);
    const after = (await h.api().get('/api/admin/users').set(bearer(token))).body.data;
    expect(after).toEqual(before);
  });

  it('refuses a file over 5 MB, other file fields and two avatars with 422 under errors', async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const big = await update().field('name', 'Erin Big').attach('avatar', huge, 'huge.png');
    expect(big.status).toBe(422);
    expect(big.body).toEqual({
      message: 'The given data was invalid.',
      errors: { avatar: ['The avatar may not be greater than 5120 kilobytes.'] },
    });
    const me = await h.api().get('/api/admin/users').set(bearer(token)).expect(200);
    expect(me.body.data.name).not.toBe('Erin Big');
    const other = await update().field('name', 'Erin').attach('cv', PNG, 'cv.png').expect(422);
    expect(other.body.errors).toEqual({ cv: ['The cv field is not allowed.'] });
    const two = await update()
      .field('name', 'Erin')
      .attach('avatar', PNG, 'a.png')
      .attach('avatar', GIF, 'b.gif')
      .expect(422);
    expect(two.body.errors).toEqual({ avatar: ['The avatar must be a single file.'] });
  });

  it('answers name errors under errors', async () => {
    const cases: Array<[() => ReturnType<typeof update>, string]> = [
      [() => update().field('name', ''), 'The name field is required.'],
      [() => update().field('name', 'x'.repeat(101)), 'The name may not be greater than 100 characters.'],
      [() => update().send({ name: { $ne: '' } }), 'The name must be a string.'],
      [() => update().send({}), 'The name field is required.'],
    ];
    for (const [send, message] of cases) {
      const res = await send().expect(422);
      expect(res.body.errors.name).toEqual([message]);
    }
    const extra = await update().field('name', 'Erin').field('email', 'x@y.co').expect(422);
    expect(extra.body.errors.email).toEqual(['The email field is not allowed.']);
    await h.api().post('/api/updateProfile').field('name', 'Erin').expect(401);
  });
});

describe('PUT /api/changePassword', () => {
  const change = (body: object, t = token) => h.api().put('/api/changePassword').set(bearer(t)).send(body);

  it('answers noMatch for a wrong old password and changes nothing', async () => {
    const res = await change({ old_password: 'not-my-password', new_password: 'whatever-123' }).expect(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      errors: { noMatch: [PROFILE_MESSAGES.noMatch] },
    });
    await h.login(ERIN.email, ERIN.password);
  });

  it('answers field errors under errors', async () => {
    const short = await change({ old_password: ERIN.password, new_password: 'short' }).expect(422);
    expect(short.body.errors).toEqual({ new_password: ['The new password must be at least 8 characters.'] });
    const missing = await change({ new_password: 'long-enough-1' }).expect(422);
    expect(missing.body.errors).toEqual({ old_password: ['The old password field is required.'] });
    const op = await change({ old_password: { $ne: '' }, new_password: 'long-enough-1' }).expect(422);
    expect(op.body.errors.old_password).toEqual(['The old password must be a string.']);
    await h
      .api()
      .put('/api/changePassword')
      .send({ old_password: 'a', new_password: 'long-enough-1' })
      .expect(401);
    await h
      .api()
      .put('/api/changePassword')
      .set(bearer(token))
      .set('Content-Type', 'application/json')
      .send('{"old_password":')
      .expect(400, { message: 'Malformed JSON body.' });
  });

  it('changes the password; the old one stops working, current sessions stay signed in', async () => {
    const res = await change({ old_password: ERIN.password, new_password: 'erin-new-password' }).expect(200);
    expect(res.body).toEqual({
      data: null,
      message: PROFILE_MESSAGES.passwordChanged,
      match: PROFILE_MESSAGES.passwordChanged,
    });
    const old = await h
      .api()
      .post('/api/login')
      .send({ email: ERIN.email, password: ERIN.password })
      .expect(422);
    expect(Object.keys(old.body.errors)).toEqual(['notMatch']);
    await h.login(ERIN.email, 'erin-new-password');
    await h.api().get('/api/admin/users').set(bearer(token)).expect(200);
  });

  it('locks after 5 wrong old passwords for that user (429), so a stolen token is no password oracle', async () => {
    await h.conn.collection('rate_limits').deleteMany({});
    for (let i = 0; i < 5; i += 1)
      await change({ old_password: `guess-${i}`, new_password: 'whatever-123' }).expect(422);
    const res = await change({ old_password: 'erin-new-password', new_password: 'whatever-123' }).expect(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body.message).toMatch(/^Too many wrong passwords\. Please try again in \d+ minutes?\.$/);
  });
});

describe('a token whose user is no longer stored', () => {
  it('is answered 404 by the profile, the password change and admin/users alike', async () => {
    const admin = await h.login('admin@voltdesk.local', 'voltdesk-admin');
    const gone = { name: 'Gone', email: 'gone@example.com', password: 'gone-password' };
    await h.api().post('/api/admin/adminregister').set(bearer(admin)).send(gone).expect(201);
    const goneToken = await h.login(gone.email, gone.password);
    const removed = await h.conn.collection('users').deleteOne({ email: gone.email });
    expect(removed.deletedCount).toBe(1);
    await h.api().get('/api/admin/users').set(bearer(goneToken)).expect(404);
    await h.api().post('/api/updateProfile').set(bearer(goneToken)).send({ name: 'Back' }).expect(404);
    await h
      .api()
      .put('/api/changePassword')
      .set(bearer(goneToken))
      .send({ old_password: gone.password, new_password: 'gone-new-password' })
      .expect(404);
  });
});
