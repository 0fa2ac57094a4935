import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import { ManualClock } from '../shared/clock';
import type { JobDoc } from '../shared/jobs';
import { startInstance, type Instance } from '../test-support/harness';
import { eventually, SmtpSink } from '../test-support/smtp-sink';

/**
 * The promise of README "Scheduler": after a crash mid-newsletter, the mails repeated are at most the sends
 * in flight at that moment (SEND_CONCURRENCY), and none is lost. A real sender process is killed with
 * SIGKILL while the SMTP server holds its answers, so the mails it handed over are not recorded as sent.
 */
const SEND_CONCURRENCY = 4;
const SUBSCRIBERS = 40;
const SUBJECT = 'Crash-test news';

let infra: TestInfra;
let sink: SmtpSink;
let store: Instance;
let sender: ChildProcess | undefined;
const dbName = () => infra.dbName('notify_crash');

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  sink = await SmtpSink.start();
  // The mail is in the sink; its `250` comes later. A sender killed meanwhile never learns it was taken.
  sink.ackDelayMs = 400;
  store = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: dbName(),
    smtpUrl: sink.url,
    clock: new ManualClock(),
    scheduler: false,
  });
});
afterAll(async () => {
  if (sender && sender.exitCode === null && sender.signalCode === null) sender.kill('SIGKILL');
  await store?.stop();
  await sink?.stop();
  await infra?.stop();
});

test(`a sender killed mid-newsletter repeats at most SEND_CONCURRENCY (${SEND_CONCURRENCY}) mails and loses none`, async () => {
  const { newsletter, jobs } = store.notifier;
  const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `reader-${i}@mail.test`);
  await newsletter.subscribers.insertMany(
    emails.map((email, i) => ({
      _id: `sub-${i}`,
      name: `Reader ${i}`,
      email,
      status: 'confirmed',
      unsubscribe_token: `token-${i}`,
      updated_at: new Date(),
    })),
  );
  const now = new Date();
  expect(
    await newsletter.request(
      { id: 'nl-crash', subject: SUBJECT, message: '<p>News</p>' },
      { at: now, now, stale: false },
    ),
  ).toBe(SUBSCRIBERS);

  let output = '';
  sender = spawn(
    process.execPath,
    // tsx as a loader, not its CLI: SIGKILL must reach the process that sends, not a wrapper around it.
    ['--conditions=source', '--import', 'tsx', 'src/test-support/sender-process.ts'],
    {
      cwd: path.resolve(__dirname, '../..'),
      env: {
        ...process.env,
        MONGO_URL: infra.mongoUrl,
        NOTIFY_DB: dbName(),
        SMTP_URL: sink.url,
        SEND_CONCURRENCY: String(SEND_CONCURRENCY),
        // Long enough that a send slowed by a loaded machine never outlives its own lease (the sender's own
        // sweep would then requeue a live send and repeat more than the crash did); short enough that the
        // successor below takes over within its wait.
        LEASE_MS: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  sender.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  sender.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const killed = new Promise((resolve) => sender!.once('exit', resolve));
  await eventually(
    () => sink.mails.length >= 2 * SEND_CONCURRENCY,
    60_000,
    `first mails (sender said: ${output})`,
  );
  sender.kill('SIGKILL');
  await killed;
  const handedOver = new Set(sink.mails.map((m) => m.envelopeTo[0]!));
  expect(handedOver.size).toBeLessThan(SUBSCRIBERS);
  const inFlight = await jobs.model.find({ status: 'sending' }).lean<JobDoc[]>();
  expect(inFlight.length).toBeGreaterThan(0);
  expect(inFlight.length).toBeLessThanOrEqual(SEND_CONCURRENCY);

  // Another instance takes over once the dead sender's leases run out, and finishes the newsletter.
  sink.ackDelayMs = 0;
  const successor = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: dbName(),
    smtpUrl: sink.url,
    clock: new ManualClock(Date.now() + 60_000),
  });
  try {
    await eventually(
      async () => (await jobs.model.countDocuments({ ref: 'nl-crash', status: 'sent' })) === SUBSCRIBERS,
      60_000,
      'the whole newsletter sent',
    );
  } finally {
    await successor.stop();
  }

  const received = new Map<string, number>();
  for (const m of sink.mails.filter((x) => x.subject === SUBJECT)) {
    received.set(m.envelopeTo[0]!, (received.get(m.envelopeTo[0]!) ?? 0) + 1);
  }
  // None lost: every subscriber has the newsletter.
  expect([...received.keys()].sort()).toEqual([...emails].sort());
  // Repeats: only mails that were in flight at the crash, at most one each, so at most SEND_CONCURRENCY.
  const repeated = [...received].filter(([, n]) => n > 1);
  expect(repeated.every(([, n]) => n === 2)).toBe(true);
  expect(repeated.length).toBeGreaterThan(0);
  expect(repeated.length).toBeLessThanOrEqual(SEND_CONCURRENCY);
  const inFlightTo = new Set(inFlight.map((j) => j.to));
  expect(repeated.every(([to]) => inFlightTo.has(to))).toBe(true);
}, 180_000);
