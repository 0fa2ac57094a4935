/**
 * A token revoked by logout, deactivation, password change or "sign out everywhere" is
 * refused by every service within 5 s and stays refused across restarts of any service and of the broker,
 * because svc-auth's database is the source of truth and every service loads it (no broker at all here:
 * Mokapi keeps nothing across a restart, so the events alone could never promise this).
 *
 * svc-auth runs on a real port, wired as main wires it; the "other service" is built from service-kit
 * only, verifying from svc-auth's JWKS and polling `/internal/revocations`, as svc-content/pos/notify do.
 */
import {
  createLogger,
  createMetrics,
  httpRevocationSource,
  JwtVerifier,
  REVOCATIONS_PATH,
  RevocationSync,
  TokenDenylist,
} from '@voltdesk/service-kit';
import { createAuthApp } from '../src/app';
import { DEV_ADMIN, startHarness, type Harness } from './harness';
import { listen, loginOverHttp, otherServiceApp, registerAdminOverHttp } from './over-http';

const logger = createLogger('revocation-test', 'silent');
const WINDOW_MS = 5000;

let h: Harness;
const running: Array<{ stop(): Promise<void> }> = [];

/** Serves `handler` until the test ends (or restarts the stack); stopping ends `sync`'s polling too. */
async function serve(handler: Parameters<typeof listen>[0], sync: RevocationSync) {
  const { server, url } = await listen(handler);
  const instance = {
    url,
    sync,
    stop: async () => {
      sync.stop();
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
  running.push(instance);
  return instance;
}

/** svc-auth as main starts it: a fresh denylist, loaded from its own database before it serves. */
async function startAuth() {
  const denylist = new TokenDenylist();
  // The verifier exists before the app, the sync after it (its source is the app's database reader).
  const ref: { sync?: RevocationSync } = {};
  const verifier = new JwtVerifier({
    jwks: () => h.keys.jwks,
    denylist,
    revocationState: { assertCurrent: () => ref.sync!.assertCurrent() },
  });
  const built = await createAuthApp({
    conn: h.conn,
    logger,
    metrics: createMetrics('svc-auth', false),
    keys: h.keys,
    denylist,
    verifier,
    hasher: h.hasher,
    mediaDir: h.mediaDir,
    tokenTtlSeconds: 3600,
  });
  const sync = new RevocationSync({ denylist, source: () => built.revocations.snapshot(), logger });
  ref.sync = sync;
  await sync.syncNow();
  sync.start();
  return serve(built.app.callback(), sync);
}

/** Another service, started fresh (an empty denylist: everything it knows comes from svc-auth). */
async function startOther(authUrl: string) {
  const denylist = new TokenDenylist();
  const sync = new RevocationSync({
    denylist,
    source: httpRevocationSource(`${authUrl}${REVOCATIONS_PATH}`),
    logger,
  });
  const app = otherServiceApp(
    new JwtVerifier({ jwksUrl: `${authUrl}/.well-known/jwks.json`, denylist, revocationState: sync }),
  );
  sync.start();
  return serve(app.callback(), sync);
}

beforeAll(async () => {
  h = await startHarness({ prefix: 'auth_revocation_state' });
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
});

afterAll(() => h.stop());

const status = async (url: string, token: string, method = 'GET') =>
  (await fetch(url, { method, headers: { Authorization: `Bearer ${token}` } })).status;

const login = loginOverHttp;

/** Polls until `probe` holds, and answers how long that took. */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await probe())) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Date.now() - started;
}

const createAdmin = (authUrl: string, adminToken: string, email: string) =>
  registerAdminOverHttp(authUrl, adminToken, { name: 'Someone', email, password: 'long-enough-password' });

it('a logged-out token is refused everywhere within 5 s, and after a restart of svc-auth and of the other service', async () => {
  const auth = await startAuth();
  const other = await startOther(auth.url);
  const { access_token: token } = await login(auth.url, DEV_ADMIN.email, DEV_ADMIN.password);
  await within(WINDOW_MS, async () => (await status(`${other.url}/api/other/ping`, token)) === 200);

  expect(await status(`${auth.url}/api/logout`, token)).toBe(200);
  expect(await status(`${auth.url}/api/admin/users`, token)).toBe(401);
  await within(WINDOW_MS, async () => (await status(`${other.url}/api/other/ping`, token)) === 401);

  // The whole stack restarts: new processes, empty memories, the same svc-auth database.
  await Promise.all(running.splice(0).map((r) => r.stop()));
  const auth2 = await startAuth();
  const other2 = await startOther(auth2.url);
  expect(await status(`${auth2.url}/api/admin/users`, token)).toBe(401);
  // Before its first load the other service cannot know: it refuses (503), never accepts.
  expect([401, 503]).toContain(await status(`${other2.url}/api/other/ping`, token));
  await other2.sync.syncNow();
  expect(await status(`${other2.url}/api/other/ping`, token)).toBe(401);
});

it('a deactivated user is refused everywhere within 5 s, and still after a restart', async () => {
  const auth = await startAuth();
  const other = await startOther(auth.url);
  const admin = await login(auth.url, DEV_ADMIN.email, DEV_ADMIN.password);
  const fay = await createAdmin(auth.url, admin.access_token, 'fay-state@example.com');
  await within(
    WINDOW_MS,
    async () => (await status(`${other.url}/api/other/ping`, fay.access_token)) === 200,
  );

  expect(await status(`${auth.url}/api/admin/userstatus?id=${fay.id}`, admin.access_token)).toBe(200);
  await within(
    WINDOW_MS,
    async () => (await status(`${other.url}/api/other/ping`, fay.access_token)) === 401,
  );

  await Promise.all(running.splice(0).map((r) => r.stop()));
  const auth2 = await startAuth();
  const other2 = await startOther(auth2.url);
  await other2.sync.syncNow();
  expect(await status(`${auth2.url}/api/admin/users`, fay.access_token)).toBe(401);
  expect(await status(`${other2.url}/api/other/ping`, fay.access_token)).toBe(401);
  expect(await status(`${other2.url}/api/other/ping`, admin.access_token)).toBe(200);
});

it('changing the password ends the other sessions everywhere within 5 s and keeps the one that changed it', async () => {
  const auth = await startAuth();
  const other = await startOther(auth.url);
  const admin = await login(auth.url, DEV_ADMIN.email, DEV_ADMIN.password);
  const gus = await createAdmin(auth.url, admin.access_token, 'gus-state@example.com');
  const laptop = await login(auth.url, 'gus-state@example.com', 'long-enough-password');
  await within(
    WINDOW_MS,
    async () => (await status(`${other.url}/api/other/ping`, laptop.access_token)) === 200,
  );

  const changed = await fetch(`${auth.url}/api/changePassword`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${gus.access_token}` },
    body: JSON.stringify({ old_password: 'long-enough-password', new_password: 'another-long-password' }),
  });
  expect(changed.status).toBe(200);
  expect(await status(`${auth.url}/api/admin/users`, laptop.access_token)).toBe(401);
  await within(
    WINDOW_MS,
    async () => (await status(`${other.url}/api/other/ping`, laptop.access_token)) === 401,
  );
  // The session that changed it stays signed in, on both services.
  expect(await status(`${auth.url}/api/admin/users`, gus.access_token)).toBe(200);
  expect(await status(`${other.url}/api/other/ping`, gus.access_token)).toBe(200);
  // And the new password signs in (after the revocation's second: a token born then would be revoked).
  const fresh = await login(auth.url, 'gus-state@example.com', 'another-long-password');
  expect(await status(`${auth.url}/api/admin/users`, fresh.access_token)).toBe(200);
});

it('"sign out everywhere" ends every session of the user, this one too, on every service', async () => {
  const auth = await startAuth();
  const other = await startOther(auth.url);
  const admin = await login(auth.url, DEV_ADMIN.email, DEV_ADMIN.password);
  const ivy = await createAdmin(auth.url, admin.access_token, 'ivy-state@example.com');
  const phone = await login(auth.url, 'ivy-state@example.com', 'long-enough-password');

  const res = await fetch(`${auth.url}/api/logoutEverywhere`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${ivy.access_token}` },
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ data: null, message: 'Signed out everywhere.' });
  for (const token of [ivy.access_token, phone.access_token]) {
    expect(await status(`${auth.url}/api/admin/users`, token)).toBe(401);
    await within(WINDOW_MS, async () => (await status(`${other.url}/api/other/ping`, token)) === 401);
  }
  expect(await status(`${other.url}/api/other/ping`, admin.access_token)).toBe(200);
});

it('a service that cannot reach svc-auth refuses admin calls with 503 within the window', async () => {
  const auth = await startAuth();
  const other = await startOther(auth.url);
  const { access_token: token } = await login(auth.url, DEV_ADMIN.email, DEV_ADMIN.password);
  await within(WINDOW_MS, async () => (await status(`${other.url}/api/other/ping`, token)) === 200);
  await auth.stop();
  const took = await within(
    WINDOW_MS + 1000,
    async () => (await status(`${other.url}/api/other/ping`, token)) === 503,
  );
  expect(took).toBeGreaterThan(2000); // it rides out a short blip, then fails closed
});
