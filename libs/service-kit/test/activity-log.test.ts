import request from 'supertest';
import { defineEndpoints, type EventEnvelope } from '@voltdesk/contracts';
import {
  attachActivityLog,
  createApp,
  createLogger,
  createMetrics,
  ForbiddenError,
  registerEndpoints,
  UnauthenticatedError,
  type Handlers,
  type Principal,
  type TokenVerifier,
} from '../src';

/** Endpoints built from real contract schemas: a write with secrets in its body, a write by query, a read. */
const endpoints = defineEndpoints({
  changePassword: {
    name: 'changePassword',
    method: 'PUT',
    path: 'kit/changePassword',
    service: 'pos',
    access: 'admin',
    body: 'auth.changePassword',
    errors: 'errors',
    view: null,
    errorStatuses: [401, 403, 422],
  },
  toggle: {
    name: 'toggle',
    method: 'GET',
    path: 'kit/toggle',
    service: 'pos',
    access: 'admin',
    writes: true,
    query: 'auth.userStatusQuery',
    errors: 'data',
    view: 'auth.views.user',
    errorStatuses: [401, 403, 422],
  },
  send: {
    name: 'send',
    method: 'POST',
    path: 'kit/send',
    service: 'pos',
    access: 'admin',
    body: 'content.newsletter.send',
    errors: 'data',
    view: 'content.views.newsletterQueued',
    errorStatuses: [401, 403, 422],
  },
  list: {
    name: 'list',
    method: 'GET',
    path: 'kit/list',
    service: 'pos',
    access: 'admin',
    query: 'auth.userStatusQuery',
    errors: 'data',
    view: 'auth.views.user',
    errorStatuses: [401, 403, 422],
  },
});

const clerk: Principal = {
  id: 'c1',
  user_type: 'admin',
  role: 'clerk',
  permissions: null,
  jti: 'j1',
  exp: 0,
  iat: 0,
};
const verifier: TokenVerifier = {
  verify: async (token) => {
    if (token === 'clerk') return clerk;
    throw new UnauthenticatedError();
  },
};
const TARGET = '64b7f0c2a1b2c3d4e5f60719';
const view = (id: string) => ({
  id,
  name: 'Carl Clerk',
  email: 'carl@example.test',
  avatar: null,
  user_type: 'admin',
  role: 'clerk' as const,
  status: 1 as const,
});

function serve(handlers: Handlers<typeof endpoints>) {
  const app = createApp({
    name: 'kit',
    logger: createLogger('kit', 'silent'),
    metrics: createMetrics('kit', false),
    readiness: {},
  });
  registerEndpoints(app, { service: 'pos', endpoints, handlers, verifier });
  const recorded: EventEnvelope<'admin.activity'>[] = [];
  attachActivityLog(app, (event) => recorded.push(event));
  return { api: request(app.callback()), recorded };
}

const handlers: Handlers<typeof endpoints> = {
  changePassword: async () => ({ data: null, message: 'Password changed.' }),
  toggle: async ({ query }) => ({ data: view(query.id) }),
  send: async () => ({ data: { id: TARGET }, message: 'Newsletter queued.' }),
  list: async ({ query }) => ({ data: view(query.id) }),
};

it('records a successful write: who, role, endpoint, target, label, status; never the body', async () => {
  const { api, recorded } = serve(handlers);
  await api
    .put('/api/kit/changePassword')
    .set('authorization', 'Bearer clerk')
    .send({ old_password: 'old-secret-words', new_password: 'new-secret-words' })
    .expect(200);
  await api.get(`/api/kit/toggle?id=${TARGET}`).set('authorization', 'Bearer clerk').expect(200);

  expect(recorded.map((e) => e.data)).toEqual([
    {
      admin_id: 'c1',
      role: 'clerk',
      service: 'pos',
      endpoint: 'changePassword',
      method: 'PUT',
      path: 'kit/changePassword',
      status: 200,
    },
    {
      admin_id: 'c1',
      role: 'clerk',
      service: 'pos',
      endpoint: 'toggle',
      method: 'GET',
      path: 'kit/toggle',
      target: TARGET,
      label: 'Carl Clerk',
      status: 200,
    },
  ]);
  expect(recorded[0]).toMatchObject({ type: 'admin.activity', source: 'svc-pos', subject: 'c1' });
  expect(JSON.stringify(recorded)).not.toMatch(/secret-words/);
});

it('labels a write whose answer names nothing by what its request names (a subject), never its text', async () => {
  const { api, recorded } = serve(handlers);
  await api
    .post('/api/kit/send')
    .set('authorization', 'Bearer clerk')
    .send({ subject: 'Winter safety checks', message: '<p>Private words of the mail.</p>' })
    .expect(200);
  expect(recorded.map((e) => e.data)).toEqual([
    expect.objectContaining({ endpoint: 'send', target: TARGET, label: 'Winter safety checks' }),
  ]);
  expect(JSON.stringify(recorded)).not.toMatch(/Private words/);
});

it('records no read, no refused or failed call and no invalid input', async () => {
  const { api, recorded } = serve({
    ...handlers,
    toggle: async () => {
      throw new ForbiddenError('You cannot change your own status.');
    },
  });
  await api.get(`/api/kit/list?id=${TARGET}`).set('authorization', 'Bearer clerk').expect(200);
  await api.get(`/api/kit/toggle?id=${TARGET}`).set('authorization', 'Bearer clerk').expect(403);
  await api.get(`/api/kit/toggle?id=${TARGET}`).expect(401);
  await api
    .put('/api/kit/changePassword')
    .set('authorization', 'Bearer clerk')
    .send({ old_password: 'x' })
    .expect(422);
  expect(recorded).toEqual([]);
});
