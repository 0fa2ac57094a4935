/**
 * An idle sender sleeps until the earliest waiting job is due (at most 30 s) instead of searching the
 * queue every second, and still sends each mail when it falls due. Fake timers; the job store is a
 * stand-in that counts the queries a real one would run.
 */
import { Types } from 'mongoose';
import { createLogger } from '@voltdesk/service-kit';
import type { JobDoc, JobKind } from '../shared/jobs';
import type { Renderer } from '../shared/renderer';
import type { Branding } from '../shared/settings';
import { Scheduler, type LeasedJobs } from './scheduler';

/** Waiting jobs in memory, with the store methods the scheduler calls and a count of its queries. */
class QueueStandIn {
  queries = 0;
  readonly jobs: JobDoc[] = [];

  add(runAt: Date): JobDoc {
    const job = {
      _id: new Types.ObjectId(),
      kind: 'contact_notice',
      dedupe_key: `contact:${this.jobs.length}`,
      to: 'office@spark.test',
      subject: 'New contact message',
      ref: 'c',
      data: {},
      run_at: runAt,
      status: 'queued',
      attempts: 0,
    } as unknown as JobDoc;
    this.jobs.push(job);
    return job;
  }

  private queued = () => this.jobs.filter((j) => j.status === 'queued');

  readonly store = {
    nextRunAt: async () => {
      this.queries += 1;
      const times = this.queued().map((j) => j.run_at.getTime());
      return times.length ? new Date(Math.min(...times)) : null;
    },
    dueCandidates: async () => {
      this.queries += 1;
      return this.queued()
        .filter((j) => j.run_at.getTime() <= Date.now())
        .map((j) => j._id);
    },
    claim: async (_owner: string, _lease: number, id: JobDoc['_id']) => {
      const job = this.queued().find((j) => j._id.equals(id) && j.run_at.getTime() <= Date.now());
      if (!job) return null;
      job.status = 'sending';
      job.attempts += 1;
      return job;
    },
    releaseExpiredLeases: async () => {
      this.queries += 1;
      return 0;
    },
    markSent: async (job: JobDoc) => {
      job.status = 'sent';
      return true;
    },
  };
}

const logger = createLogger('scheduler-idle', 'silent');

function scheduler(queue: QueueStandIn, sent: string[]) {
  const render: Renderer = async (job) => ({ subject: job.subject, html: '<p>x</p>', text: 'x' });
  return new Scheduler({
    jobs: queue.store as unknown as LeasedJobs,
    branding: async () => ({ title: 'Spark', logoUrl: null, email: null, phone: null }) as Branding,
    mailer: {
      send: async (mail) => {
        sent.push(`${mail.subject} at ${new Date().toISOString()}`);
        return { messageId: 'm' };
      },
      verify: async () => undefined,
      close: () => undefined,
    },
    renderers: new Proxy({} as Record<JobKind, Renderer>, { get: () => render }),
    clock: { now: () => new Date() },
    logger,
    from: 'Spark <no-reply@spark.test>',
    concurrency: 4,
    newsletterRate: 0,
    leaseMs: 120_000,
    pollMs: 1000,
    retryBaseMs: 30_000,
    maxAttempts: 5,
    unreachableMaxPauseMs: 60_000,
  });
}

/** Advances the fake clock a second at a time, letting the senders' promises run in between. */
const pass = async (ms: number) => {
  for (let t = 0; t < ms; t += 1000) await jest.advanceTimersByTimeAsync(Math.min(1000, ms - t));
};

beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-28T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

test('an empty queue is searched about twice a minute, not once a second per sender', async () => {
  const queue = new QueueStandIn();
  const s = scheduler(queue, []);
  s.start();
  await pass(10 * 60_000);
  // Ten minutes at one look per 30 s (a search and the due-time query, a lease sweep now and then).
  expect(queue.queries).toBeLessThanOrEqual(70);
  await s.stop();
});

test('a job stored to run later is sent when it falls due, while the senders sleep', async () => {
  const queue = new QueueStandIn();
  const sent: string[] = [];
  const s = scheduler(queue, sent);
  s.start();
  await pass(60_000);
  // Stored by an event handler of this process: the store tells the scheduler when it runs.
  const runAt = new Date(Date.now() + 45_000);
  queue.add(runAt);
  s.wakeBy(runAt);
  await pass(44_000);
  expect(sent).toEqual([]);
  await pass(2000);
  expect(sent).toHaveLength(1);
  // Sent within a second of its time, not at the end of a 30 s sleep.
  expect(Date.parse(sent[0]!.split(' at ')[1]!) - runAt.getTime()).toBeLessThanOrEqual(1000);
  await s.stop();
});

test('a job found waiting at the start is sent at its time without any wake-up', async () => {
  const queue = new QueueStandIn();
  const sent: string[] = [];
  queue.add(new Date(Date.now() + 20_000));
  queue.add(new Date(Date.now() + 20_000));
  const s = scheduler(queue, sent);
  s.start();
  await pass(19_000);
  expect(sent).toEqual([]);
  await pass(2000);
  expect(sent).toHaveLength(2);
  await s.stop();
});
