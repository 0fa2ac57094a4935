import { authEndpoints } from '@voltdesk/contracts';
import { fuzzRoutes } from '@voltdesk/service-kit/testing';
import { DEV_ADMIN, startHarness, type Harness } from '../test/harness';

let h: Harness;
let token: string;
beforeAll(async () => {
  h = await startHarness({ prefix: 'auth_fuzz' });
  token = await h.login(DEV_ADMIN.email, DEV_ADMIN.password);
});
afterAll(async () => h.stop());

it('answers malformed bodies, queries and headers on every svc-auth route with 4xx and the envelope, never 5xx', async () => {
  // Logging out ends the session the other probes use: those routes are fuzzed last.
  const endsSession = (path: string) => /logout/i.test(path);
  const failures = await fuzzRoutes({
    service: 'auth',
    api: h.api,
    adminHeaders: { Authorization: `Bearer ${token}` },
    endpoints: [
      ...Object.values(authEndpoints).filter((r) => !endsSession(r.path)),
      ...Object.values(authEndpoints).filter((r) => endsSession(r.path)),
    ],
  });
  expect(failures).toEqual([]);
}, 600_000);
