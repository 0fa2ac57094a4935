import { randomUUID } from 'node:crypto';
import { routeTable } from '@voltdesk/contracts';
import { walkEndpointRoles } from '@voltdesk/service-kit/testing';
import { startHarness, type Harness } from './test-support/harness';

/** Issue 17: every admin endpoint of svc-content lets in exactly the roles its definition names. */
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h.stop());

it('walks the admin endpoints of the route table with each role: editors and owners in, clerks out', async () => {
  const { checked, problems } = await walkEndpointRoles({
    service: 'content',
    api: h.api,
    tokenOf: (role) => h.sign({ sub: randomUUID(), role }),
  });
  expect(problems).toEqual([]);
  const admin = routeTable.filter((r) => r.service === 'content' && r.access === 'admin');
  expect(checked).toBe(admin.length * 3);
  expect(admin.length).toBeGreaterThan(30);
});
