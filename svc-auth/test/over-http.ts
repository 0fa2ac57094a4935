/**
 * The revocation tests' view from outside: svc-auth and a second service on real ports, called with
 * fetch as another service or a browser would.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineEndpoints } from '@voltdesk/contracts';
import {
  createApp,
  createLogger,
  createMetrics,
  registerEndpoints,
  respond,
  type JwtVerifier,
} from '@voltdesk/service-kit';

/** Serves `handler` on an ephemeral port of 127.0.0.1. */
export async function listen(handler: Parameters<typeof createServer>[1]) {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The other service's one endpoint; `raw` because its answer has no view in the contract. */
const otherEndpoints = defineEndpoints({
  ping: {
    name: 'ping',
    method: 'GET',
    path: 'other/ping',
    service: 'content',
    access: 'admin',
    errors: 'data',
    view: 'raw',
    errorStatuses: [401, 403],
  },
});

/**
 * Another service built from service-kit only: `GET /api/other/ping` answers the caller's user id to a
 * token `verifier` accepts, as svc-content, svc-pos and svc-notify check tokens.
 */
export function otherServiceApp(verifier: JwtVerifier) {
  const app = createApp({
    name: 'svc-other',
    logger: createLogger('svc-other', 'silent'),
    metrics: createMetrics('svc-other', false),
  });
  registerEndpoints(app, {
    service: 'content',
    endpoints: otherEndpoints,
    verifier,
    handlers: { ping: async ({ user, ctx }) => respond(ctx, { user: user.id }) },
  });
  return app;
}

/** Logs in at svc-auth (`authUrl`) and answers the token and the user's id. */
export async function loginOverHttp(authUrl: string, email: string, password: string) {
  const res = await fetch(`${authUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { access_token: string; id: string } }).data;
}

/** Adds an admin as the admin of `adminToken` does from the admin list, then logs in as them. */
export async function registerAdminOverHttp(
  authUrl: string,
  adminToken: string,
  admin: { name: string; email: string; password: string },
) {
  const res = await fetch(`${authUrl}/api/admin/adminregister`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify(admin),
  });
  expect(res.status).toBe(201);
  return loginOverHttp(authUrl, admin.email, admin.password);
}
