import mongoose, { type Connection } from 'mongoose';
import { indexesUsed, planStages } from '@voltdesk/embedded-mongo';
import { startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import { ManualClock } from '../shared/clock';
import type { JobSpec } from '../shared/jobs';
import { JobStore } from './job-store';

/**
 * The queue's hot reads (due candidates, the claim) ask for the oldest due job explicitly and get it from
 * the {status, run_at} index in order: no in-memory sort, on MongoDB and on the embedded server alike.
 */
let infra: TestInfra;
let conn: Connection;
let store: JobStore;
const clock = new ManualClock(Date.UTC(2026, 0, 1));
let sent: Array<{ method: string; args: unknown[] }> = [];

const spec = (n: number, minutesAgo: number): JobSpec => ({
  kind: 'contact_notice',
  dedupe_key: `contact:${n}`,
  to: `o${n}@spark.test`,
  subject: `Contact ${n}`,
  ref: `c-${n}`,
  data: {},
  run_at: new Date(clock.now().getTime() - minutesAgo * 60_000),
});

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  conn = await mongoose.createConnection(infra.mongoUrl, { dbName: infra.dbName('notify_jobs') }).asPromise();
  store = new JobStore(conn, clock);
  await store.model.syncIndexes();
  // Stored out of due order, so only a real sort (or an ordered index walk) yields the oldest first.
  for (const [n, ago] of [
    [1, 5],
    [2, 30],
    [3, 10],
    [4, -60],
    [5, 20],
  ] as const)
    await store.schedule(spec(n, ago));
  conn.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    if (collection === 'jobs') sent.push({ method, args });
  });
});
afterAll(async () => {
  await conn.close();
  await infra.stop();
});

it('dueCandidates and claim take the oldest due jobs first', async () => {
  const ids = await store.dueCandidates(3);
  const keys = await store.model.find({ _id: { $in: ids } }, { dedupe_key: 1, run_at: 1 }).lean();
  const byId = new Map(keys.map((k) => [String(k._id), k.dedupe_key]));
  expect(ids.map((id) => byId.get(String(id)))).toEqual(['contact:2', 'contact:5', 'contact:3']);
  const claimed = await store.claim('sender-1', 60_000);
  expect(claimed?.dedupe_key).toBe('contact:2');
});

it('both read the {status, run_at} index in order, without an in-memory sort', async () => {
  sent = [];
  await store.dueCandidates(2);
  await store.claim('sender-1', 60_000);
  const find = sent.find((c) => c.method === 'find');
  const claim = sent.find((c) => c.method === 'findOneAndUpdate');
  expect(find && claim).toBeTruthy();
  const [filter, options] = find!.args as [object, { sort?: object; limit?: number }];
  const [claimFilter, , claimOptions] = claim!.args as [object, object, { sort?: object }];
  // Asked explicitly: MongoDB gives no order without a sort.
  expect(options.sort).toEqual({ run_at: 1 });
  expect(claimOptions.sort).toEqual({ run_at: 1 });
  for (const explain of [
    await conn.db!.command({
      explain: { find: 'jobs', filter, sort: options.sort, limit: options.limit },
      verbosity: 'queryPlanner',
    }),
    await conn.db!.command({
      explain: { find: 'jobs', filter: claimFilter, sort: claimOptions.sort, limit: 1 },
      verbosity: 'queryPlanner',
    }),
  ]) {
    expect(indexesUsed(explain)).toEqual(['status_1_run_at_1']);
    expect(planStages(explain).map((s) => s.stage)).not.toContain('SORT');
  }
});
