import request from 'supertest';
import { defineEndpoints } from '@voltdesk/contracts';
import {
  BadRequestError,
  createApp,
  createLogger,
  createMetrics,
  NotFoundError,
  registerEndpoints,
  UnauthenticatedError,
  type Handlers,
  type Principal,
  type TokenVerifier,
} from '../src';

/** Endpoints built from real contract schemas and views, served by a kit-only app. */
const kitEndpoints = defineEndpoints({
  me: {
    name: 'me',
    method: 'GET',
    path: 'kit/me',
    service: 'content',
    access: 'public-admin-extras',
    errors: 'data',
    view: 'auth.views.user',
    errorStatuses: [],
  },
  users: {
    name: 'users',
    method: 'GET',
    path: 'kit/users',
    service: 'content',
    access: 'admin',
    query: 'auth.userListQuery',
    errors: 'data',
    view: 'auth.views.user',
    many: true,
    errorStatuses: [401, 403, 422],
    message: 'Listed.',
  },
  login: {
    name: 'login',
    method: 'POST',
    path: 'kit/login',
    service: 'content',
    access: 'public',
    body: 'auth.login',
    errors: 'errors',
    view: null,
    errorStatuses: [422],
    message: 'Hello {email}',
  },
});

const admin: Principal = {
  id: 'a1',
  user_type: 'admin',
  role: 'owner',
  permissions: null,
  jti: 'j1',
  exp: 0,
  iat: 0,
};
const clerk: Principal = { ...admin, id: 'c1', role: 'clerk' };
const roleless: Principal = { ...admin, id: 'r1', role: null };
const verifier: TokenVerifier = {
  verify: async (token) => {
    if (token === 'good') return admin;
    if (token === 'clerk') return clerk;
    if (token === 'roleless') return roleless;
    throw new UnauthenticatedError();
  },
};
const user = (id: string) => ({
  id,
  name: 'Ann',
  email: 'ann@example.test',
  avatar: null,
  user_type: 'admin',
  role: 'owner' as const,
  status: 1 as const,
});

function serve(
  handlers: Handlers<typeof kitEndpoints>,
  {
    validateResponses = true,
    checkErrorStatuses,
  }: { validateResponses?: boolean; checkErrorStatuses?: boolean } = {},
) {
  const app = createApp({
    name: 'kit',
    logger: createLogger('kit', 'silent'),
    metrics: createMetrics('kit', false),
    readiness: {},
  });
  registerEndpoints(app, {
    service: 'content',
    endpoints: kitEndpoints,
    handlers,
    verifier,
    validateResponses,
    checkErrorStatuses,
  });
  return request(app.callback());
}

const good: Handlers<typeof kitEndpoints> = {
  me: async ({ user: caller }) => ({ data: user(caller ? caller.id : 'visitor') }),
  users: async ({ query }) => ({ data: [user(query.user_type ?? 'none')], message: 'Listed.' }),
  login: async ({ body }) => ({ data: null, message: `Hello ${body.email}` }),
};

it('answers in the envelope from the typed handler result', async () => {
  const res = await serve(good).get('/api/kit/users?user_type=admin').set('authorization', 'Bearer good');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ data: [user('admin')], message: 'Listed.' });
});

it('public-admin-extras: an admin token adds the principal; a bad token is a visitor, not an error', async () => {
  const api = serve(good);
  expect((await api.get('/api/kit/me').set('authorization', 'Bearer good')).body.data.id).toBe('a1');
  expect((await api.get('/api/kit/me').set('authorization', 'Bearer stale')).body.data.id).toBe('visitor');
  expect((await api.get('/api/kit/me')).body.data.id).toBe('visitor');
});

it('admin endpoints refuse a missing token; 422 uses the field map key of the definition', async () => {
  const api = serve(good);
  await api.get('/api/kit/users').expect(401);
  const bad = await api.post('/api/kit/login').send({ email: 'nope' });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
});

it("roles from the definition: a content endpoint refuses a clerk (403, saying why) and shows a clerk only the visitors' view", async () => {
  const api = serve(good);
  const refused = await api.get('/api/kit/users').set('authorization', 'Bearer clerk');
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe('Your role (clerk) does not allow this. Ask an owner if you need it.');
  expect((await api.get('/api/kit/me').set('authorization', 'Bearer clerk')).body.data.id).toBe('visitor');
  // A token signed before roles existed: signed in again rather than guessed at.
  await api.get('/api/kit/users').set('authorization', 'Bearer roleless').expect(401);
  expect((await api.get('/api/kit/me').set('authorization', 'Bearer roleless')).body.data.id).toBe('visitor');
});

it('an answer that breaks its view schema fails the request while responses are checked', async () => {
  const drifted: Handlers<typeof kitEndpoints> = {
    ...good,
    // A serializer that leaks a field the contract does not have: what the check exists to catch.
    me: async () => ({ data: { ...user('x'), password: 'hash' } as ReturnType<typeof user> }),
  };
  await serve(drifted).get('/api/kit/me').expect(500);
  await serve(drifted, { validateResponses: false }).get('/api/kit/me').expect(200);
});

it('a handler returning another shape than its view does not type-check', () => {
  const wrong: Handlers<typeof kitEndpoints> = {
    ...good,
    // @ts-expect-error `data` must be a user view, not a string
    me: async () => ({ data: 'not a user' }),
  };
  expect(wrong.me).toBeDefined();
});

it('refuses to start on an unknown schema id or a missing handler', () => {
  const app = createApp({
    name: 'kit',
    logger: createLogger('kit', 'silent'),
    metrics: createMetrics('kit', false),
    readiness: {},
  });
  const broken = { ...kitEndpoints, login: { ...kitEndpoints.login, body: 'auth.nope' } };
  expect(() =>
    registerEndpoints(app, {
      service: 'content',
      // The cast stands for a definition that went wrong outside the type checker (generated, edited JSON).
      endpoints: broken as unknown as typeof kitEndpoints,
      handlers: { ...good, users: undefined } as unknown as Handlers<typeof kitEndpoints>,
      verifier,
    }),
  ).toThrow(/missing handler for users[\s\S]*login: no schema auth\.nope/);
});

it('refuses to start on a view schema id the contracts do not hold, while responses are checked', () => {
  const app = createApp({
    name: 'kit',
    logger: createLogger('kit', 'silent'),
    metrics: createMetrics('kit', false),
    readiness: {},
  });
  // Each view is compiled at its endpoint's first answer; the id is still checked at start-up.
  const broken = { ...kitEndpoints, me: { ...kitEndpoints.me, view: 'auth.views.nope' } };
  const register = (validateResponses: boolean) =>
    registerEndpoints(app, {
      service: 'content',
      endpoints: broken as unknown as typeof kitEndpoints,
      handlers: good,
      verifier,
      validateResponses,
    });
  expect(() => register(true)).toThrow(/kit\/me: no view schema auth\.views\.nope/);
});

describe('answers held to the definition', () => {
  const strict = (handlers: Handlers<typeof kitEndpoints>) => serve(handlers, { checkErrorStatuses: true });

  it('fails an error status the definition does not list, and passes a listed one', async () => {
    const notFound = strict({ ...good, users: async () => Promise.reject(new NotFoundError('No one.')) });
    await notFound.get('/api/kit/users').set('authorization', 'Bearer good').expect(500);
    // 401 is listed for an admin endpoint; 400 (a malformed body) is every endpoint's.
    await notFound.get('/api/kit/users').expect(401);
    const malformed = strict({ ...good, login: async () => Promise.reject(new BadRequestError()) });
    await malformed.post('/api/kit/login').send({ email: 'a@b.test', password: 'x' }).expect(400);
  });

  it('checks the statuses in every test run by default, and in production only when asked', async () => {
    const notFound = { ...good, users: async () => Promise.reject(new NotFoundError('No one.')) };
    // No option given: jest runs with NODE_ENV=test, so a service suite holds its definitions to this.
    await serve(notFound).get('/api/kit/users').set('authorization', 'Bearer good').expect(500);
    const env = { NODE_ENV: process.env.NODE_ENV, CHECK_ERROR_STATUSES: process.env.CHECK_ERROR_STATUSES };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.CHECK_ERROR_STATUSES;
      await serve(notFound).get('/api/kit/users').set('authorization', 'Bearer good').expect(404);
      process.env.CHECK_ERROR_STATUSES = '1';
      await serve(notFound).get('/api/kit/users').set('authorization', 'Bearer good').expect(500);
    } finally {
      for (const [key, value] of Object.entries(env))
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  });

  it("fails a message that is not the definition's, and fills a plain one the handler leaves out", async () => {
    const api = serve({ ...good, users: async () => ({ data: [], message: 'Something else.' }) });
    await api.get('/api/kit/users').set('authorization', 'Bearer good').expect(500);
    const plain = serve({ ...good, users: async () => ({ data: [] }) });
    const res = await plain.get('/api/kit/users').set('authorization', 'Bearer good').expect(200);
    expect(res.body).toEqual({ data: [], message: 'Listed.' });
    const filled = await serve(good).post('/api/kit/login').send({ email: 'a@b.test', password: 'x' });
    expect(filled.body.message).toBe('Hello a@b.test');
  });
});
