import argon2 from 'argon2';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '@voltdesk/service-kit';
import request from 'supertest';
import { bearer, DEV_ADMIN, startHarness, type Harness } from '../../test/harness';
import { readTopic } from '@voltdesk/service-kit/testing';
import { LOGIN_MESSAGES } from './service';

let h: Harness;
/** How the login slow-down waits: a real timer, unless a test records the waits instead of spending them. */
const timer = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
let slowDownWait = timer;
const BOB = { name: 'Bob Builder', email: 'bob@example.com', password: 'bob-password-1' };

beforeAll(async () => {
  h = await startHarness({ kafka: true, prefix: 'auth_sessions', wait: (ms) => slowDownWait(ms) });
  const admin = await h.login(DEV_ADMIN.email, DEV_ADMIN.password);
  await h.api().post('/api/admin/adminregister').set(bearer(admin)).send(BOB).expect(201);
});
afterAll(async () => h.stop());
// Each test starts with no failed attempts counted (all requests come from 127.0.0.1).
beforeEach(async () => {
  await h.conn.collection('rate_limits').deleteMany({});
});

const login = (body: object, forwardedFor?: string) => {
  const req = h.api().post('/api/login');
  if (forwardedFor) req.set('X-Forwarded-For', forwardedFor);
  return req.send(body);
};
const notMatchBody = {
  message: 'The given data was invalid.',
  errors: { notMatch: [LOGIN_MESSAGES.notMatch] },
};

describe('POST /api/login', () => {
  it('answers the user and a signed EdDSA token verifiable from the JWKS', async () => {
    const res = await login({ email: BOB.email, password: BOB.password }).expect(200);
    expect(res.body.data).toEqual({
      id: expect.stringMatching(/^[a-f0-9]{24}$/),
      user_type: 'admin',
      role: 'owner',
      access_token: expect.any(String),
      name: BOB.name,
      email: BOB.email,
      avatar: null,
    });
    const jwks = await h.api().get('/.well-known/jwks.json').expect(200);
    const token = res.body.data.access_token as string;
    const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks.body), {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
    });
    expect(protectedHeader).toMatchObject({ alg: 'EdDSA', kid: h.keys.currentKid });
    expect(payload).toMatchObject({ sub: res.body.data.id, user_type: 'admin', role: 'owner' });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(payload.exp! - payload.iat!).toBe(3600);
    await h.api().get('/api/admin/users').set(bearer(token)).expect(200);
  });

  it('matches the e-mail trimmed and case-insensitively', async () => {
    await login({ email: '  BOB@Example.COM ', password: BOB.password }).expect(200);
  });

  it('gives the same notMatch answer for an unknown e-mail and a wrong password', async () => {
    const unknown = await login({ email: 'nobody@example.com', password: BOB.password }).expect(422);
    const wrong = await login({ email: BOB.email, password: 'not-the-password' }).expect(422);
    expect(unknown.body).toEqual(notMatchBody);
    expect(wrong.body).toEqual(notMatchBody);
  });

  it('does the same work for an unknown e-mail as for a wrong password: one argon2 verification', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    try {
      await login({ email: 'nobody-else@example.com', password: 'some-password' }).expect(422);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
      verify.mockClear();
      await login({ email: BOB.email, password: 'some-password' }).expect(422);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]![0]).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    } finally {
      verify.mockRestore();
    }
  });

  it('answers field errors under errors, for every kind of bad input, without counting a failure', async () => {
    const cases: Array<[object, string, string]> = [
      [{ password: 'x' }, 'email', 'The email field is required.'],
      [{ email: BOB.email }, 'password', 'The password field is required.'],
      [{ email: 'not-an-email', password: 'x' }, 'email', 'The email must be a valid email address.'],
      [{ email: { $ne: '' }, password: 'x' }, 'email', 'The email must be a string.'],
      [{ email: BOB.email, password: { $gt: '' } }, 'password', 'The password must be a string.'],
      [
        { email: BOB.email, password: 'p'.repeat(129) },
        'password',
        'The password may not be greater than 128 characters.',
      ],
      [{ email: BOB.email, password: '' }, 'password', 'The password field is required.'],
      [{ email: BOB.email, password: 'x', admin: true }, 'admin', 'The admin field is not allowed.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await login(body).expect(422);
      expect(res.body.message).toBe('The given data was invalid.');
      expect(res.body.errors[field]).toEqual([message]);
    }
    const malformed = await h
      .api()
      .post('/api/login')
      .set('Content-Type', 'application/json')
      .send('{"email":');
    expect(malformed.status).toBe(400);
    expect(await h.conn.collection('rate_limits').countDocuments({})).toBe(0);
  });

  it('answers inactive only to the right password of an inactive account', async () => {
    const admin = await h.login(DEV_ADMIN.email, DEV_ADMIN.password);
    const res = await h
      .api()
      .post('/api/admin/adminregister')
      .set(bearer(admin))
      .send({ name: 'Ina', email: 'ina@example.com', password: 'ina-password' })
      .expect(201);
    await h.api().get(`/api/admin/userstatus?id=${res.body.data.id}`).set(bearer(admin)).expect(200);
    const inactive = await login({ email: 'ina@example.com', password: 'ina-password' }).expect(422);
    expect(inactive.body).toEqual({
      message: 'The given data was invalid.',
      errors: { inactive: [LOGIN_MESSAGES.inactive] },
    });
    const wrong = await login({ email: 'ina@example.com', password: 'wrong-password' }).expect(422);
    expect(wrong.body).toEqual(notMatchBody);
  });

  it('locks an e-mail out after 5 failures (even with the right password), across a restart', async () => {
    for (let i = 0; i < 5; i += 1) await login({ email: BOB.email, password: `wrong-${i}` }).expect(422);
    const locked = await login({ email: BOB.email, password: BOB.password }).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.body).toEqual({
      message: expect.stringMatching(
        /^Too many login attempts\. Please try again in (1 minute|\d+ minutes)\.$/,
      ),
    });
    // A restarted instance reads the same counters from the database.
    const restarted = await h.restart();
    await request(restarted.app.callback())
      .post('/api/login')
      .send({ email: BOB.email, password: BOB.password })
      .expect(429);
    // Another e-mail from the same address still gets in.
    await login({ email: DEV_ADMIN.email, password: DEV_ADMIN.password }).expect(200);
  });

  it('forgets an e-mail failures after a successful login', async () => {
    for (let i = 0; i < 4; i += 1) await login({ email: BOB.email, password: `wrong-${i}` }).expect(422);
    await login({ email: BOB.email, password: BOB.password }).expect(200);
    for (let i = 0; i < 4; i += 1) await login({ email: BOB.email, password: `wrong-${i}` }).expect(422);
    await login({ email: BOB.email, password: BOB.password }).expect(200);
  });

  it('locks a client address out after 20 failures, whatever X-Forwarded-For entries it invents', async () => {
    for (let i = 0; i < 20; i += 1) {
      // The proxy appends the real address last; the client-written first entry changes every time.
      await login(
        { email: `guess${i % 5}-${i}@example.com`, password: 'guess' },
        `10.9.9.${i}, 203.0.113.7`,
      ).expect(422);
    }
    await login({ email: BOB.email, password: BOB.password }, '10.9.9.99, 203.0.113.7').expect(429);
    // Another address is not affected.
    await login({ email: BOB.email, password: BOB.password }, '203.0.113.8').expect(200);
  });
});

describe('login lockout under attack', () => {
  it('checks at most 5 passwords however many attempts race, and the right one sent after is refused', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    try {
      const address = '198.51.100.40';
      const wrong = Array.from({ length: 40 }, (_, i) =>
        login({ email: BOB.email, password: `wrong-${i}` }, address),
      );
      const statuses = (await Promise.all(wrong)).map((r) => r.status);
      expect(verify).toHaveBeenCalledTimes(5);
      expect(statuses.filter((s) => s === 422)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(35);
      await login({ email: BOB.email, password: BOB.password }, address).expect(429);
      expect(verify).toHaveBeenCalledTimes(5);
    } finally {
      verify.mockRestore();
    }
  });

  it('locks an e-mail out from the attacking address only: the real admin elsewhere still signs in', async () => {
    for (let i = 0; i < 5; i += 1) {
      await login({ email: BOB.email, password: `wrong-${i}` }, '203.0.113.66').expect(422);
    }
    await login({ email: BOB.email, password: BOB.password }, '203.0.113.66').expect(429);
    await login({ email: BOB.email, password: BOB.password }, '198.51.100.7').expect(200);
  });

  it('slows every attempt on an account down once it has failed 5 times from anywhere', async () => {
    // The waits are spent for real (the answer really comes later) and recorded: whether an attempt was
    // slowed is read from what it waited, never from how long it took, which a busy machine stretches.
    const waits: number[] = [];
    slowDownWait = async (ms) => {
      waits.push(ms);
      await timer(ms);
    };
    const timed = async (forwardedFor: string, password: string) => {
      const started = Date.now();
      const waited = waits.length;
      const res = await login({ email: BOB.email, password }, forwardedFor);
      return { status: res.status, ms: Date.now() - started, waits: waits.slice(waited) };
    };
    try {
      for (let i = 0; i < 5; i += 1) {
        expect((await timed(`192.0.2.${i + 1}`, `wrong-${i}`)).status).toBe(422);
      }
      const slowed = await timed('192.0.2.50', BOB.password);
      expect(slowed.status).toBe(200); // a slow-down, never a block
      expect(slowed.waits).toEqual([500]);
      expect(slowed.ms).toBeGreaterThanOrEqual(500);
      // The success clears the account's failures: the next attempt is not slowed.
      const after = await timed('192.0.2.51', BOB.password);
      expect(after.status).toBe(200);
      expect(after.waits).toEqual([]);
    } finally {
      slowDownWait = timer;
    }
  });

  it('slows attempts racing from many addresses down as if they came one after another', async () => {
    // Ten wrong passwords at once, each from its own address (no per-address budget is touched): the
    // attempts past the fifth wait at least 0.5, 1, 2, 4 and 8 s, whatever order they are counted in (a
    // racer may read a count past its own place and wait longer, never less). The waits are recorded
    // instead of spent: the test above shows an answer really waits.
    const waits: number[] = [];
    slowDownWait = async (ms) => void waits.push(ms);
    try {
      const racing = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login({ email: BOB.email, password: `wrong-${i}` }, `192.0.2.${100 + i}`),
        ),
      );
      expect(racing.map((r) => r.status)).toEqual(Array(10).fill(422));
      const longest = waits.sort((a, b) => b - a);
      [8000, 4000, 2000, 1000, 500].forEach((wait, k) => expect(longest[k]).toBeGreaterThanOrEqual(wait));
    } finally {
      slowDownWait = timer;
    }
  });
});

describe('GET /api/logout', () => {
  it('revokes the token at once and publishes session.revoked', async () => {
    const token = await h.login(BOB.email, BOB.password);
    const other = await h.login(BOB.email, BOB.password);
    const res = await h.api().get('/api/logout').set(bearer(token)).expect(200);
    expect(res.body).toEqual({ data: null, message: 'Logged out.' });
    await h.api().get('/api/admin/users').set(bearer(token)).expect(401, { message: 'Unauthenticated.' });
    await h.api().get('/api/logout').set(bearer(token)).expect(401);
    // Only that token: the same user's other session still works.
    await h.api().get('/api/admin/users').set(bearer(other)).expect(200);

    const { payload } = await jwtVerify(token, createLocalJWKSet(h.keys.jwks));
    const [event] = await readTopic(
      h.kafka!,
      'auth.session.v1',
      (e) => e.type === 'session.revoked' && e.data.jti === payload.jti,
    );
    expect(event).toMatchObject({
      source: 'svc-auth',
      subject: payload.sub,
      data: {
        jti: payload.jti,
        user_id: payload.sub,
        expires_at: new Date(payload.exp! * 1000).toISOString(),
      },
    });
    expect(decodeProtectedHeader(token).kid).toBe(h.keys.currentKid);
  });

  it('answers 401 without a token or with a bad one', async () => {
    await h.api().get('/api/logout').expect(401, { message: 'Unauthenticated.' });
    await h.api().get('/api/logout').set(bearer('a.b.c')).expect(401, { message: 'Unauthenticated.' });
  });
});

describe('secrets', () => {
  it('never puts a password or an argon2 hash in a response body or a log line', async () => {
    const bodies: string[] = [];
    const record = (res: { text: string }) => bodies.push(res.text);
    const token = await h.login(BOB.email, BOB.password);
    record(await login({ email: BOB.email, password: BOB.password }));
    record(await login({ email: BOB.email, password: 'wrong-password-x' }));
    record(await h.api().get('/api/admin/users').set(bearer(token)));
    record(await h.api().get('/api/admin/userlist?user_type=admin').set(bearer(token)));
    // Twice: the new admin, then the same e-mail again (taken).
    const register = () =>
      h
        .api()
        .post('/api/admin/adminregister')
        .set(bearer(token))
        .send({ name: 'S', email: 'secret@example.com', password: 'secret-password-9' });
    record(await register());
    record(await register());
    record(
      await h
        .api()
        .put('/api/changePassword')
        .set(bearer(token))
        .send({ old_password: 'wrong-old-pass', new_password: 'new-password-77' }),
    );
    record(
      await h
        .api()
        .put('/api/changePassword')
        .set(bearer(token))
        .send({ old_password: BOB.password, new_password: BOB.password }),
    );
    const events = await readTopic(
      h.kafka!,
      'auth.user.v1',
      (e) => e.type === 'user.created' && e.data.email === 'secret@example.com',
    );
    const everything = [...bodies, ...h.logs, JSON.stringify(events)].join('\n');
    expect(h.logs.length).toBeGreaterThan(5);
    for (const secret of [
      BOB.password,
      'wrong-password-x',
      'secret-password-9',
      'wrong-old-pass',
      'new-password-77',
      DEV_ADMIN.password,
      '$argon2',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});
