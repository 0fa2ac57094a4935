/**
 * docs/architecture.md section 4: after a logout or a deactivation in svc-auth, every service refuses the
 * token. svc-auth runs on a real port; a second service, built only from service-kit, verifies tokens from
 * svc-auth's JWKS over HTTP and feeds its denylist from the auth topics on the same broker.
 */
import type { Server } from 'node:http';
import type { Consumer } from 'kafkajs';
import { createLogger, JwtVerifier, startDenylistConsumer, TokenDenylist } from '@voltdesk/service-kit';
import { DEV_ADMIN, eventually, startHarness, type Harness } from './harness';
import { listen, loginOverHttp as loginAt, otherServiceApp, registerAdminOverHttp } from './over-http';

let h: Harness;
let authServer: Server;
let otherServer: Server;
let consumer: Consumer;
let authUrl: string;
let otherUrl: string;

beforeAll(async () => {
  h = await startHarness({ kafka: true, prefix: 'auth_revocation' });
  ({ server: authServer, url: authUrl } = await listen(h.app.callback()));
  const denylist = new TokenDenylist();
  const other = otherServiceApp(new JwtVerifier({ jwksUrl: `${authUrl}/.well-known/jwks.json`, denylist }));
  ({ server: otherServer, url: otherUrl } = await listen(other.callback()));
  const logger = createLogger('svc-other', 'silent');
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
const loginOverHttp = (email: string, password: string) => loginAt(authUrl, email, password);
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
  const fay = await registerAdminOverHttp(authUrl, admin.access_token, {
    name: 'Fay',
    email: 'fay@example.com',
    password: 'fay-password',
  });
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
