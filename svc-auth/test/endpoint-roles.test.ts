import { Types } from 'mongoose';
import { walkEndpointRoles } from '@voltdesk/service-kit/testing';
import { startHarness, type Harness } from './harness';

/** Every admin endpoint of svc-auth lets in exactly the roles its definition names. */
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ prefix: 'auth_endpoint_roles' });
});
afterAll(async () => h.stop());

it('walks the admin endpoints of the route table with each role', async () => {
  const { checked, problems } = await walkEndpointRoles({
    service: 'auth',
    api: h.api,
    // Unknown users: the guard decides from the token alone, before any record is read.
    tokenOf: async (role) =>
      (await h.keys.issue({ id: new Types.ObjectId().toString(), user_type: 'admin', role }, 60)).token,
  });
  expect(problems).toEqual([]);
  // Thirteen admin endpoints (the own session and profile, the admin accounts, the activity log, the admin
  // names, the roles' permissions), three roles each.
  expect(checked).toBe(13 * 3);
});
