import mongoose, { type Connection } from 'mongoose';
import { Registry } from 'prom-client';
import { startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import { ManualClock } from './clock';
import { JobStore } from '../mail-queue/job-store';
import type { JobSpec } from './jobs';
import { createNotifyMetrics } from './metrics';

/**
 * The unpaid-invoice alert backlog is visible on /metrics, apart from jobs that are merely
 * scheduled for later (an unpaid alert is queued at order time and due only after the unpaid time), so the
 * `VoltdeskUnpaidAlertsLate` rule can fire on alerts that should have gone out and did not.
 */
let infra: TestInfra;
let conn: Connection;
const clock = new ManualClock(Date.UTC(2026, 10, 24, 9, 0));

const job = (kind: JobSpec['kind'], key: string, minutesFromNow: number): JobSpec => ({
  kind,
  dedupe_key: key,
  to: 'office@spark.test',
  subject: key,
  ref: key,
  data: {},
  run_at: new Date(clock.now().getTime() + minutesFromNow * 60_000),
});

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  conn = await mongoose
    .createConnection(infra.mongoUrl, { dbName: infra.dbName('notify_metrics') })
    .asPromise();
});
afterAll(async () => {
  await conn.close();
  await infra.stop();
});

it('reports due, unsent jobs and the oldest one’s wait per kind, leaving out jobs not yet due', async () => {
  const store = new JobStore(conn, clock);
  await store.schedule(job('unpaid_alert', 'unpaid:1', -20)); // 20 minutes late
  await store.schedule(job('unpaid_alert', 'unpaid:2', -5));
  await store.schedule(job('unpaid_alert', 'unpaid:3', 90)); // not due: an order still within its unpaid time
  await store.schedule(job('contact_notice', 'contact:1', -1));
  const registry = new Registry();
  const metrics = createNotifyMetrics(registry, {
    jobs: store.model,
    groupId: 'svc-notify',
    topics: [],
    clock,
  });
  const text = await registry.metrics();
  await metrics.close();

  const value = (name: string, kind: string) =>
    Number(new RegExp(`^${name}\\{kind="${kind}"\\} (\\S+)$`, 'm').exec(text)?.[1]);
  expect(value('notify_queue_due', 'unpaid_alert')).toBe(2);
  expect(value('notify_queue_oldest_due_seconds', 'unpaid_alert')).toBe(20 * 60);
  expect(value('notify_queue_due', 'contact_notice')).toBe(1);
  // Every kind is reported, at 0 when nothing is late, so an alert never reads a missing series as fine.
  expect(value('notify_queue_due', 'newsletter_delivery')).toBe(0);
  expect(value('notify_queue_oldest_due_seconds', 'newsletter_delivery')).toBe(0);
  // The queue-depth gauge counts the job that is not due too: it cannot tell the backlog apart.
  expect(text).toMatch(/^notify_queue_depth\{status="queued"\} 4$/m);

  // Once sent, a job leaves the backlog.
  await store.model.updateMany({ kind: 'unpaid_alert' }, { $set: { status: 'sent' } });
  const after = await registry.metrics();
  expect(after).toMatch(/^notify_queue_due\{kind="unpaid_alert"\} 0$/m);
});
