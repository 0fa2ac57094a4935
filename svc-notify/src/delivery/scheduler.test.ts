import { startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import type { ContactData } from '@voltdesk/contracts';
import { ManualClock } from '../shared/clock';
import type { JobDoc, JobSpec } from '../shared/jobs';
import { startInstance, type Instance } from '../test-support/harness';
import { eventually, SmtpSink } from '../test-support/smtp-sink';

let infra: TestInfra;
let sink: SmtpSink;
const clock = new ManualClock();
let a: Instance;

const contactJob = (n: string, to = `office-${n}@spark.test`): JobSpec => {
  const contact: ContactData = {
    id: `c-${n}`,
    name: `Visitor ${n}`,
    email: `v${n}@x.test`,
    phone: '0700',
    message: `Hi ${n}`,
  };
  return {
    kind: 'contact_notice',
    dedupe_key: `contact:c-${n}`,
    to,
    subject: `New contact message from Visitor ${n}`,
    ref: contact.id,
    data: { contact },
    run_at: clock.now(),
  };
};

const job = (key: string) => a.notifier.jobs.model.findOne({ dedupe_key: key }).lean<JobDoc>();

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  sink = await SmtpSink.start();
  a = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('notify_sched'),
    smtpUrl: sink.url,
    clock,
  });
});

afterAll(async () => {
  await a?.stop();
  await sink?.stop();
  await infra?.stop();
});

test('two scheduler instances racing on one database send each mail exactly once', async () => {
  const b = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('notify_sched'),
    smtpUrl: sink.url,
    clock,
  });
  try {
    await a.notifier.scheduler.stop();
    await b.notifier.scheduler.stop();
    for (let i = 0; i < 40; i += 1) await a.notifier.jobs.schedule(contactJob(`race-${i}`));
    a.notifier.scheduler.start();
    b.notifier.scheduler.start();
    await eventually(
      async () => (await a.notifier.jobs.model.countDocuments({ ref: /^c-race-/, status: 'sent' })) === 40,
      30_000,
      '40 sent',
    );
    for (let i = 0; i < 40; i += 1) expect(sink.to(`office-race-${i}@spark.test`)).toHaveLength(1);
  } finally {
    await b.stop();
  }
});

test('SMTP down then up: the mail waits without using attempts, then goes once', async () => {
  await sink.stop();
  await a.notifier.jobs.schedule(contactJob('down'));
  a.notifier.scheduler.wake();
  const waiting = await eventually(
    async () => {
      const j = await job('contact:c-down');
      return j?.status === 'queued' && j.last_error ? j : null;
    },
    20_000,
    'a failed connection',
  );
  expect(waiting.last_error).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
  expect(waiting.attempts).toBe(0);
  await sink.listen();
  await eventually(
    async () => (await job('contact:c-down'))?.status === 'sent',
    20_000,
    'sent after SMTP is back',
  );
  expect(sink.to('office-down@spark.test')).toHaveLength(1);
  expect((await job('contact:c-down'))?.attempts).toBe(1);
});

test('a temporary SMTP failure is retried with exponential backoff, then failed after 5 attempts', async () => {
  sink.tempFailRecipients.add('office-temp@spark.test');
  const start = clock.now().getTime();
  await a.notifier.jobs.schedule(contactJob('temp'));
  a.notifier.scheduler.wake();
  const delays: number[] = [];
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const j = await eventually(
      async () => {
        const d = await job('contact:c-temp');
        return d?.attempts === attempt && d.status === 'queued' ? d : null;
      },
      20_000,
      `attempt ${attempt}`,
    );
    expect(j.last_error).toMatch(/451/);
    delays.push(j.run_at.getTime() - clock.now().getTime());
    clock.advance(j.run_at.getTime() - clock.now().getTime());
    a.notifier.scheduler.wake();
  }
  expect(delays).toEqual([30_000, 60_000, 120_000, 240_000]);
  const failed = await eventually(
    async () => {
      const d = await job('contact:c-temp');
      return d?.status === 'failed' ? d : null;
    },
    20_000,
    'failed',
  );
  expect(failed.attempts).toBe(5);
  expect(failed.last_error).toMatch(/451 4\.3\.0 Try again later/);
  expect(sink.to('office-temp@spark.test')).toHaveLength(0);
  expect(clock.now().getTime() - start).toBe(450_000);
});

test('an invalid recipient fails at once: 550 on RCPT, or an address that is not one', async () => {
  sink.rejectRecipients.add('nobody@spark.test');
  await a.notifier.jobs.schedule(contactJob('rcpt', 'nobody@spark.test'));
  await a.notifier.jobs.schedule(contactJob('bad', 'not an address'));
  a.notifier.scheduler.wake();
  const rejected = await eventually(
    async () => {
      const d = await job('contact:c-rcpt');
      return d?.status === 'failed' ? d : null;
    },
    20_000,
    'rcpt failure',
  );
  expect(rejected.attempts).toBe(1);
  expect(rejected.last_error).toMatch(/550/);
  const bad = await eventually(
    async () => {
      const d = await job('contact:c-bad');
      return d?.status === 'failed' ? d : null;
    },
    20_000,
    'bad address',
  );
  expect(bad.attempts).toBe(1);
  expect(bad.last_error).toMatch(/invalid recipient address/);
  const metrics = await a.metrics.registry.metrics();
  expect(metrics).toMatch(/notify_mails_failed_total\{kind="contact_notice"[^}]*\} [1-9]/);
});

test("a crashed sender's job is retried once its lease runs out", async () => {
  await a.notifier.scheduler.stop();
  await a.notifier.jobs.schedule(contactJob('crash'));
  // A sender claims the job and dies before sending: its lease (1 ms) runs out.
  const claimed = await a.notifier.jobs.claim('dead-sender', 1);
  expect(claimed?.dedupe_key).toBe('contact:c-crash');
  a.notifier.scheduler.start();
  await eventually(async () => (await job('contact:c-crash'))?.status === 'sent', 20_000, 'sent after lease');
  expect(sink.to('office-crash@spark.test')).toHaveLength(1);
  expect((await job('contact:c-crash'))?.attempts).toBe(2);
});

test('jobs not yet due wait for the clock; rescheduling a waiting job changes it, a sent one never', async () => {
  const later = { ...contactJob('later'), run_at: new Date(clock.now().getTime() + 60_000) };
  expect(await a.notifier.jobs.schedule(later)).toBe('created');
  expect(await a.notifier.jobs.schedule({ ...later, to: 'office-later2@spark.test' })).toBe('rescheduled');
  a.notifier.scheduler.wake();
  // Another job due now goes first; the later one is still queued after it.
  await a.notifier.jobs.schedule(contactJob('now'));
  a.notifier.scheduler.wake();
  await eventually(async () => (await job('contact:c-now'))?.status === 'sent', 20_000, 'due job');
  expect((await job('contact:c-later'))?.status).toBe('queued');
  clock.advance(60_000);
  a.notifier.scheduler.wake();
  await eventually(async () => (await job('contact:c-later'))?.status === 'sent', 20_000, 'later job');
  expect(sink.to('office-later2@spark.test')).toHaveLength(1);
  expect(await a.notifier.jobs.schedule(later)).toBe('kept');
});

test('newsletter mails are throttled to NEWSLETTER_RATE per second', async () => {
  const throttled = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('notify_throttle'),
    smtpUrl: sink.url,
    clock,
    scheduler: false,
    options: { newsletterRate: 10 },
  });
  try {
    await throttled.notifier.newsletter.newsletters.create({
      _id: 'nl-t',
      subject: 'Throttled',
      message: '<p>t</p>',
      requested_at: clock.now(),
      recipients: 8,
    });
    await throttled.notifier.jobs.scheduleMany(
      Array.from({ length: 8 }, (_, i) => ({
        kind: 'newsletter_delivery' as const,
        dedupe_key: `newsletter:nl-t:s${i}`,
        to: `throttled-${i}@mail.test`,
        subject: 'Throttled',
        ref: 'nl-t',
        data: { newsletter_id: 'nl-t', subscriber_id: `s${i}`, name: '', unsubscribe_token: `u${i}` },
        run_at: clock.now(),
      })),
    );
    const started = Date.now();
    throttled.notifier.scheduler.start();
    await eventually(() => sink.mails.filter((m) => m.subject === 'Throttled').length === 8, 20_000, 'all 8');
    // 8 mails at 10 per second: the last one cannot leave before 700 ms (a lower bound only).
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
  } finally {
    await throttled.stop();
  }
});
