import type { ActivityView, EventEnvelope } from '@voltdesk/contracts';
import { bearer, DEV_ADMIN, startHarness, type Harness } from '../../test/harness';

/**
 * The log's date filters are the business's calendar days (BUSINESS_TIME_ZONE, Europe/London by default):
 * an owner in London asking for 2 July means from midnight BST, which is 23:00 UTC on 1 July.
 */
let auth: Harness;
let owner: string;

const write = (id: string, time: string): EventEnvelope<'admin.activity'> => ({
  id,
  type: 'admin.activity',
  source: 'svc-content',
  subject: '64b7f0c2a1b2c3d4e5f60001',
  time,
  data: {
    admin_id: '64b7f0c2a1b2c3d4e5f60001',
    role: 'editor',
    service: 'content',
    endpoint: 'updatePost',
    method: 'POST',
    path: 'admin/updatePost',
    status: 200,
    label: id,
  },
});

beforeAll(async () => {
  auth = await startHarness({ prefix: 'auth_activity_days' });
  owner = await auth.login(DEV_ADMIN.email, DEV_ADMIN.password);
  // 23:30 BST on 1 July, and 00:30 BST on 2 July: the same UTC day, two London days.
  await auth.activity.record(write('late-on-the-first', '2026-07-01T22:30:00.000Z'), undefined);
  await auth.activity.record(write('early-on-the-second', '2026-07-01T23:30:00.000Z'), undefined);
});

afterAll(async () => {
  await auth?.stop();
});

const labelsOn = async (day: string) => {
  const res = await auth.api().get('/api/admin/activity').query({ from: day, to: day }).set(bearer(owner));
  expect(res.status).toBe(200);
  return (res.body as { data: ActivityView[] }).data.map((e) => e.label);
};

it('counts an entry in the London day it happened, across summer time', async () => {
  expect(await labelsOn('2026-07-01')).toEqual(['late-on-the-first']);
  expect(await labelsOn('2026-07-02')).toEqual(['early-on-the-second']);
});
