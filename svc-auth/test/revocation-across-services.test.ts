/**
 * docs/architecture.md section 4: after a logout or a deactivation in svc-auth, every service refuses the
 * token. svc-auth runs on a real port; a second service, built only from service-kit, verifies tokens from
 * svc-auth's JWKS over HTTP and feeds its denylist from the auth topics on the same broker.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Consumer } from 'kafkajs';
import { defineEndpoints } from '@voltdesk/contracts';
import {
  createApp,
  createLogger,
  createMetrics,
  JwtVerifier,
  registerEndpoints,
  respond,
  startDenylistConsumer,
  TokenDenylist,
} from '@voltdesk/service-kit';
import { DEV_ADMIN, eventually, startHarness, type Harness } from './harness';

let h: Harness;
let authServer: Server;
let otherServer: Server;
let consumer: Consumer;
let authUrl: string;
let otherUrl: string;

/** The other service's one endpoint; `raw` because its answer has no view in the contract. */
const otherEndpoints = defineEndpoints({
  ping: {
    method: 'GET',
    path: 'other/ping',
    service: 'content',
    access: 'admin',
    errors: 'data',
    view: 'raw',
  },
});

const listen = async (server: Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  h = await startHarness({ kafka: true, prefix: 'auth_revocation' });
  authServer = createServer(h.app.callback());
  authUrl = await listen(authServer);
  const logger = createLogger('svc-other', 'silent');
  const denylist = new TokenDenylist();
  const other = createApp({ name: 'svc-other', logger, metrics: createMetrics('svc-other', false) });
  registerEndpoints(other, {
    service: 'content',
    endpoints: otherEndpoints,
    verifier: new JwtVerifier({ jwksUrl: `${authUrl}/.well-known/jwks.json`, denylist }),
    handlers: { ping: async ({ user, ctx }) => respond(ctx, { user: user.id }) },
  });
  otherServer = createServer(other.callback());
  otherUrl = await listen(otherServer);
  consumer = await startDenylistConsumer({ kafka: h.kafka!, service: 'svc-other', denylist, logger });
});

afterAll(async () => {
  await consumer?.disconnect();
  await new Promise((r) => otherServer?.close(r));
  await new Promise((r) => authServer?.close(r));
  await h.stop();
});

/** The few envelope fields these tests read. */
interface ApiBody {
  message?: string;
  data?: { id?: string; status?: number; user?: string };
}

const get = (url: string, token: string) =>
  fetch(url, { headers: { Authorization: `Bearer ${token}` } }).then(async (res) => ({
    status: res.status,
    body: (await res.json()) as ApiBody,
  }));
const both = (token: string) =>
  Promise.all([get(`${authUrl}/api/admin/users`, token), get(`${otherUrl}/api/other/ping`, token)]);
const loginOverHttp = async (email: string, password: string) => {
  const res = await fetch(`${authUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { access_token: string; id: string } }).data;
};
const refusedByOther = (token: string) => async () => {
  const res = await get(`${otherUrl}/api/other/ping`, token);
  return res.status === 401 && res.body.message === 'Unauthenticated.';
};

it('a logged-out token is refused by svc-auth at once and by the other service soon after', async () => {
  const { access_token: token, id } = await loginOverHttp(DEV_ADMIN.email, DEV_ADMIN.password);
  const [auth, other] = await both(token);
  expect(auth.status).toBe(200);
  expect(other).toEqual({ status: 200, body: { data: { user: id } } });

  expect((await get(`${authUrl}/api/logout`, token)).status).toBe(200);
  expect(await get(`${authUrl}/api/admin/users`, token)).toEqual({
    status: 401,
    body: { message: 'Unauthenticated.' },
  });
  await eventually(refusedByOther(token), 30_000);
});

it('every token of a deactivated user is refused by both services', async () => {
  const admin = await loginOverHttp(DEV_ADMIN.email, DEV_ADMIN.password);
  const created = await fetch(`${authUrl}/api/admin/adminregister`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.access_token}` },
    body: JSON.stringify({ name: 'Fay', email: 'fay@example.com', password: 'fay-password' }),
  });
  expect(created.status).toBe(201);
  const fay = await loginOverHttp('fay@example.com', 'fay-password');
  const fay2 = await loginOverHttp('fay@example.com', 'fay-password');
  expect((await both(fay.access_token)).map((r) => r.status)).toEqual([200, 200]);

  const toggled = await get(`${authUrl}/api/admin/userstatus?id=${fay.id}`, admin.access_token);
  expect(toggled.body.data).toMatchObject({ id: fay.id, status: 0 });
  for (const token of [fay.access_token, fay2.access_token]) {
    expect((await get(`${authUrl}/api/admin/users`, token)).status).toBe(401);
    await eventually(refusedByOther(token), 30_000);
  }
  // The admin who did it is unaffected everywhere.
  expect((await both(admin.access_token)).map((r) => r.status)).toEqual([200, 200]);
});
