import { randomUUID } from 'node:crypto';
import { routeTable } from '@voltdesk/contracts';
import { walkEndpointRoles } from '@voltdesk/service-kit/testing';
import { usePos } from '../test/harness';

/** Every admin endpoint of svc-pos lets in exactly the roles its definition names. */
const h = usePos();

it('walks the admin endpoints of the route table with each role: clerks and owners in, editors out', async () => {
  const { checked, problems } = await walkEndpointRoles({
    service: 'pos',
    api: h.api,
    tokenOf: async (role) =>
      (await h.tokenFor({ sub: randomUUID(), role })).Authorization.replace(/^Bearer /, ''),
  });
  expect(problems).toEqual([]);
  const admin = routeTable.filter((r) => r.service === 'pos' && r.access === 'admin');
  expect(checked).toBe(admin.length * 3);
  expect(admin.length).toBeGreaterThan(30);
});
