import { formatInTimeZone } from 'date-fns-tz';
import type { Kafka, Producer } from 'kafkajs';
import { createKafka, makeEvent } from '@voltdesk/service-kit';
import { startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import type { OrderData } from '@voltdesk/contracts';
import type { NotifierOptions } from './notifier';
import { serializeNotification } from './notifications/serializer';
import { ManualClock } from './shared/clock';
import type { JobDoc } from './shared/jobs';
import { publish, startInstance, testLogger, type Instance } from './test-support/harness';
import { subscriber } from './test-support/subscribers';
import { eventually, SmtpSink, type SinkMail } from './test-support/smtp-sink';

/**
 * svc-notify end to end through the Kafka protocol (Mokapi) and a real SMTP server: events are published
 * as svc-content and svc-pos publish them, mails are read back from the SMTP sink.
 */
let infra: TestInfra;
let sink: SmtpSink;
let kafka: Kafka;
let producer: Producer;
let a: Instance;
const clock = new ManualClock();
const MIN = 60_000;
jest.setTimeout(60_000);
let dbName: string;

/** Events carry the test clock's time, as if the producers shared it (their age decides staleness). */
const ev: typeof makeEvent = (source, type, subject, data) =>
  makeEvent(source, type, subject, data, clock.now());
const order = (n: number, over: Partial<OrderData> = {}): OrderData => ({
  id: `order-${n}`,
  invoice_no: 1000 + n,
  customer: {
    name: `Customer ${n}`,
    phone: `0770 000 ${n}`,
    email: `customer${n}@mail.test`,
    address: `${n} High St`,
  },
  sub_total: 120,
  discount: 0,
  total: 120,
  payment: 70.5,
  due: 49.5,
  created_at: clock.now().toISOString(),
  additional: false,
  ...over,
});
const job = (key: string) => a.notifier.jobs.model.findOne({ dedupe_key: key }).lean<JobDoc>();
const jobStatus = async (key: string) => (await job(key))?.status;
/** Waits until the job of `key` exists and `holds`, and returns it. */
const jobWhen = (key: string, holds: (j: JobDoc) => boolean, what: string) =>
  eventually(
    async () => {
      const j = await job(key);
      return j && holds(j) ? j : null;
    },
    30_000,
    what,
  );
/** `setup.changed` for `key`, as svc-content publishes it when a setting is saved. */
const settingChanged = (key: string, value: Record<string, unknown>) =>
  ev('svc-content', 'setup.changed', key, { key, value });
/** An svc-notify instance on the suite's database, consuming the notify topics. */
const startOnSuiteDb = (options?: Partial<NotifierOptions>) =>
  startInstance({
    mongoUrl: infra.mongoUrl,
    dbName,
    smtpUrl: sink.url,
    clock,
    brokers: infra.brokers,
    options,
  });
/** Publishes a contact message and waits for its notice: every event before it has then been handled. */
let sentinelN = 0;
async function barrier(): Promise<void> {
  sentinelN += 1;
  const id = `sentinel-${sentinelN}`;
  await publish(
    producer,
    ev('svc-content', 'contact.received', id, {
      id,
      name: 'S',
      email: 's@mail.test',
      phone: '1',
      message: id,
    }),
  );
  await eventually(() => sink.mails.some((m) => m.text?.includes(id)), 30_000, `sentinel ${id}`);
}
const mailsFor = (address: string): SinkMail[] => sink.to(address);
/** Waits for at least one mail to `address`. */
const firstMailTo = (address: string, what: string) => eventually(() => sink.to(address)[0], 30_000, what);

beforeAll(async () => {
  infra = await startTestInfra();
  sink = await SmtpSink.start();
  kafka = createKafka({ brokers: infra.brokers, clientId: 'notify-test-producer', logger: testLogger() });
  producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  dbName = infra.dbName('notify_e2e');
  a = await startOnSuiteDb();
  await publish(
    producer,
    settingChanged('websiteData', {
      title: 'Spark & Co',
      email: 'office@spark.test',
      phone: '020 7946 0000',
      address: '1 Volt Road, London',
    }),
    settingChanged('websiteLogo', { image: '/media/content/logo.png' }),
  );
  // The two keys may land on different partitions; every test below expects both stored.
  await eventually(
    async () =>
      (await a.notifier.settings.model.countDocuments({ _id: { $in: ['websiteData', 'websiteLogo'] } })) ===
      2,
    30_000,
    'site settings stored',
  );
}, 60_000);

afterAll(async () => {
  await a?.stop();
  await producer?.disconnect();
  await sink?.stop();
  await infra?.stop();
});

test('a pending subscriber gets one confirmation mail with the link; a confirmed one gets none', async () => {
  await publish(producer, ev('svc-content', 'subscriber.added', 'sub-p1', subscriber('p1', 'pending')));
  const mail = await firstMailTo('reader-p1@mail.test', 'confirmation');
  expect(mail.from?.value[0]).toMatchObject({ name: 'Voltdesk', address: 'no-reply@voltdesk.local' });
  expect(mail.subject).toBe('Please confirm your subscription to Spark & Co');
  expect(mail.html).toContain('https://spark.test/api/confirmSubscription?token=confirm-p1');
  expect(mail.html).toContain('<img src="https://spark.test/media/content/logo.png"');
  expect(mail.text).toContain('https://spark.test/api/confirmSubscription?token=confirm-p1');
  expect(mail.text).toContain('Spark & Co');
  await publish(
    producer,
    ev('svc-content', 'subscriber.confirmed', 'sub-p1', { ...subscriber('p1'), status: 'confirmed' }),
  );
  await barrier();
  expect(mailsFor('reader-p1@mail.test')).toHaveLength(1);
  expect(await a.notifier.newsletter.subscribers.findById('sub-p1').lean()).toMatchObject({
    status: 'confirmed',
  });
});

test('contact notice goes to the site e-mail with Reply-To the visitor and the message escaped', async () => {
  await publish(
    producer,
    ev('svc-content', 'contact.received', 'contact-1', {
      id: 'contact-1',
      name: 'Ada Visitor',
      email: 'ada@visitor.test',
      phone: '07700 900123',
      message: 'Hello <script>alert(1)</script>\nSecond line & more',
    }),
  );
  const mail = await eventually(
    () => sink.mails.find((m) => m.subject === 'New contact message from Ada Visitor'),
    30_000,
    'notice',
  );
  expect(mail.envelopeTo).toEqual(['office@spark.test']);
  expect(mail.replyTo?.value[0]?.address).toBe('ada@visitor.test');
  expect(mail.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;<br>Second line &amp; more');
  expect(mail.html).not.toContain('<script>');
  for (const part of ['Ada Visitor', 'ada@visitor.test', '07700 900123']) {
    expect(mail.html).toContain(part);
    expect(mail.text).toContain(part);
  }
  expect(mail.text).toContain('Hello <script>alert(1)</script>\nSecond line & more');
});

test('a newsletter reaches each confirmed subscriber once, sanitized, with unsubscribe link and headers, even when delivered twice', async () => {
  for (const n of ['n1', 'n2', 'n3'])
    await publish(producer, ev('svc-content', 'subscriber.added', `sub-${n}`, subscriber(n)));
  await publish(producer, ev('svc-content', 'subscriber.added', 'sub-n4', subscriber('n4', 'pending')));
  const request = ev('svc-content', 'newsletter.requested', 'nl-1', {
    id: 'nl-1',
    subject: 'Spring offers',
    message:
      '<p>Hi <strong>all</strong><script>steal()</script><img src="x" onerror="boom()"> <a href="/services" onclick="x()">see</a></p>',
  });
  await publish(producer, request, request); // the same event twice (at-least-once delivery)
  await publish(producer, ev('svc-content', 'newsletter.requested', 'nl-1', request.data)); // a second request event
  await eventually(
    async () => (await a.notifier.jobs.model.countDocuments({ ref: 'nl-1', status: 'sent' })) === 4,
    30_000,
    'newsletter sent',
  );
  await barrier();
  for (const n of ['n1', 'n2', 'n3', 'p1'])
    expect(mailsFor(`reader-${n}@mail.test`).filter((m) => m.subject === 'Spring offers')).toHaveLength(1);
  expect(mailsFor('reader-n4@mail.test').filter((m) => m.subject === 'Spring offers')).toHaveLength(0);
  const mail = mailsFor('reader-n2@mail.test').find((m) => m.subject === 'Spring offers')!;
  expect(mail.html).toContain('Hi <strong>all</strong>');
  expect(mail.html).toContain('<a href="https://spark.test/services" rel="noopener noreferrer">see</a>');
  expect(mail.html).not.toMatch(/script|onerror|onclick|steal/);
  expect(mail.html).toContain('https://spark.test/api/unsubscribe?token=unsub-n2');
  expect(mail.text).toContain('Hi all');
  expect(mail.text).toContain('Unsubscribe: https://spark.test/api/unsubscribe?token=unsub-n2');
  const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line;
  expect(header('list-unsubscribe')).toBe(
    'List-Unsubscribe: <https://spark.test/api/unsubscribe?token=unsub-n2>',
  );
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  const metrics = await a.metrics.registry.metrics();
  expect(metrics).toMatch(
    /events_consumed_total\{topic="content.newsletter.v1",result="duplicate"[^}]*\} [1-9]/,
  );
  expect(metrics).toMatch(/notify_mails_sent_total\{kind="newsletter_delivery"[^}]*\} 4/);
});

test('unpaid alert: sent at created_at + time with the invoice figures; paid before then: no mail; no setting: nothing', async () => {
  await publish(producer, ev('svc-pos', 'order.created', 'order-0', order(0)));
  await barrier();
  expect(await job('unpaid:order-0')).toBeNull(); // no unpiadInvoice setting yet
  await publish(producer, settingChanged('unpiadInvoice', { email: 'billing@spark.test', time: 10 }));
  // The setting applies to invoices already waiting.
  await eventually(() => job('unpaid:order-0'), 30_000, 'order-0 alert after the setting');
  await publish(producer, ev('svc-pos', 'order.created', 'order-1', order(1)));
  await publish(producer, ev('svc-pos', 'order.created', 'order-2', order(2)));
  await publish(producer, ev('svc-pos', 'order.created', 'order-3', order(3, { payment: 120, due: 0 })));
  await publish(producer, ev('svc-pos', 'order.paid', 'order-2', order(2, { payment: 120, due: 0 })));
  await publish(producer, ev('svc-pos', 'order.deleted', 'order-0', { id: 'order-0', invoice_no: 1000 }));
  // Order events travel on their own topic: the barrier (a contact mail) says nothing about them, so wait
  // for each outcome (a loaded machine once read order-0's alert before its deletion had been handled).
  const waiting = await jobWhen('unpaid:order-1', (j) => j.status === 'queued', 'order-1 alert queued');
  expect(waiting).toMatchObject({ status: 'queued', to: 'billing@spark.test' });
  expect(waiting.run_at.getTime() - new Date(order(1).created_at).getTime()).toBe(10 * MIN);
  await jobWhen('unpaid:order-2', (j) => j.status === 'cancelled', 'order-2 alert cancelled (paid)');
  await jobWhen('unpaid:order-0', (j) => j.status === 'cancelled', 'order-0 alert cancelled (deleted)');
  await barrier();
  expect(await job('unpaid:order-3')).toBeNull();
  clock.advance(9 * MIN);
  a.notifier.scheduler.wake();
  await barrier();
  expect(mailsFor('billing@spark.test')).toHaveLength(0);
  clock.advance(MIN + 1000);
  a.notifier.scheduler.wake();
  const alert = await firstMailTo('billing@spark.test', 'unpaid alert');
  expect(alert.subject).toBe('Unpaid invoice #1001: £49.50 due');
  for (const part of [
    '#1001',
    'Customer 1',
    '0770 000 1',
    'customer1@mail.test',
    '£120.00',
    '£70.50',
    '£49.50',
  ]) {
    expect(alert.html).toContain(part);
    expect(alert.text).toContain(part);
  }
  // Written for people, on the London office clock: never "GMT" or an ISO string.
  expect(alert.text).toMatch(/Created: [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}\n/);
  expect(alert.text).not.toMatch(/GMT|\d{4}-\d{2}-\d{2}T/);
  await barrier();
  expect(mailsFor('billing@spark.test')).toHaveLength(1);
  expect(await jobStatus('unpaid:order-1')).toBe('sent');
});

test('changing the unpaid time reschedules invoices still waiting', async () => {
  await publish(producer, ev('svc-pos', 'order.created', 'order-4', order(4)));
  const first = await eventually(() => job('unpaid:order-4'), 30_000, 'order-4 alert');
  expect(
    first.run_at.getTime() -
      new Date(first.data.order ? (first.data.order as { created_at: string }).created_at : 0).getTime(),
  ).toBe(10 * MIN);
  await publish(producer, settingChanged('unpiadInvoice', { email: 'accounts@spark.test', time: '30' }));
  const moved = await jobWhen('unpaid:order-4', (j) => j.to === 'accounts@spark.test', 'rescheduled');
  expect(moved.run_at.getTime() - first.run_at.getTime()).toBe(20 * MIN);
  expect(moved.status).toBe('queued');
  await publish(producer, ev('svc-pos', 'order.deleted', 'order-4', { id: 'order-4', invoice_no: 1004 }));
  await jobWhen('unpaid:order-4', (j) => j.status === 'cancelled', 'cancelled');
});

test('a voided invoice leaves the open orders: its unpaid alert and expiry reminder are cancelled', async () => {
  const day = 24 * 60 * MIN;
  const expires = new Date(clock.now().getTime() + 10 * day).toISOString().slice(0, 10);
  await publish(
    producer,
    ev('svc-pos', 'order.created', 'order-7', order(7, { additional: true, expire_date: expires, alert: 3 })),
  );
  await eventually(() => job('unpaid:order-7'), 30_000, 'order-7 alert');
  await eventually(() => job(`expiry:order-7:${expires}:3`), 30_000, 'order-7 reminder');
  await publish(producer, ev('svc-pos', 'order.voided', 'order-7', { id: 'order-7', invoice_no: 1007 }));
  const alert = await jobWhen('unpaid:order-7', (j) => j.status === 'cancelled', 'alert cancelled');
  expect(alert.last_error).toBe('the invoice was voided');
  expect(await jobStatus(`expiry:order-7:${expires}:3`)).toBe('cancelled');
  expect(await a.notifier.orders.orders.findById('order-7').lean()).toBeNull();
});

test('expiry reminder: alert days before expire_date with the customer contact details; moved dates reschedule; delete cancels', async () => {
  const day = 24 * 60 * MIN;
  const date = (d: number) => new Date(clock.now().getTime() + d * day).toISOString().slice(0, 10);
  const paid = { payment: 120, due: 0 };
  await publish(
    producer,
    ev(
      'svc-pos',
      'order.created',
      'order-5',
      order(5, { ...paid, additional: true, expire_date: date(10), alert: 3 }),
    ),
  );
  const first = await eventually(() => job(`expiry:order-5:${date(10)}:3`), 30_000, 'expiry job');
  // 09:00 on the office clock (08:00 UTC in a London summer), `alert` calendar days before.
  expect(formatInTimeZone(first.run_at, 'Europe/London', 'yyyy-MM-dd HH:mm')).toBe(`${date(7)} 09:00`);
  await publish(
    producer,
    ev(
      'svc-pos',
      'order.updated',
      'order-5',
      order(5, { ...paid, additional: true, expire_date: date(20), alert: 5 }),
    ),
  );
  await jobWhen(`expiry:order-5:${date(20)}:5`, (j) => j.status === 'queued', 'moved');
  expect(await jobStatus(`expiry:order-5:${date(10)}:3`)).toBe('cancelled');
  await publish(
    producer,
    ev(
      'svc-pos',
      'order.created',
      'order-6',
      order(6, { ...paid, additional: true, expire_date: date(2), alert: 1 }),
    ),
  );
  await eventually(() => job(`expiry:order-6:${date(2)}:1`), 30_000, 'order-6 expiry job');
  await publish(producer, ev('svc-pos', 'order.deleted', 'order-6', { id: 'order-6', invoice_no: 1006 }));
  await jobWhen(`expiry:order-6:${date(2)}:1`, (j) => j.status === 'cancelled', 'deleted');
  clock.advance(16 * day);
  a.notifier.scheduler.wake();
  const mail = await eventually(
    () => mailsFor('accounts@spark.test').find((m) => m.subject?.startsWith('Expiry reminder')),
    30_000,
    'reminder',
  );
  const expiresOn = formatInTimeZone(`${date(4)}T12:00:00Z`, 'Europe/London', 'EEEE d MMMM yyyy');
  expect(mail.subject).toBe(`Expiry reminder: invoice #1005 expires on ${expiresOn}`);
  for (const part of ['Customer 5', '0770 000 5', 'customer5@mail.test', '5 High St']) {
    expect(mail.html).toContain(part);
    expect(mail.text).toContain(part);
  }
  await barrier();
  expect(
    mailsFor('accounts@spark.test').filter((m) => m.subject?.startsWith('Expiry reminder')),
  ).toHaveLength(1);
});

test('a password reset link goes to the address of the account, with its expiry on the office clock; an expired one is not sent', async () => {
  const token = 'T'.repeat(43);
  const reset = (id: string, expiresInMs: number) =>
    ev('svc-auth', 'password_reset.requested', id, {
      user_id: id,
      name: 'Rita',
      email: `${id}@spark.test`,
      token,
      expires_at: new Date(clock.now().getTime() + expiresInMs).toISOString(),
    });
  await publish(producer, reset('rita', 60 * MIN), reset('late', -MIN));
  const mail = await firstMailTo('rita@spark.test', 'reset mail');
  expect(mail.subject).toBe('Reset your Spark & Co password');
  expect(mail.text).toContain(`https://spark.test/reset-password?token=${token}`);
  expect(mail.html).toContain(`href="https://spark.test/reset-password?token=${token}"`);
  expect(mail.text).toMatch(
    /The link works once, until [A-Z][a-z]+day \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}\./,
  );
  await barrier();
  expect(mailsFor('late@spark.test')).toHaveLength(0);
  // The delivery log names the mail, never the link.
  const logged = await a.notifier.jobs.model.findOne({ to: 'rita@spark.test' }).lean<JobDoc>();
  expect(logged?.status).toBe('sent');
  expect(JSON.stringify(serializeNotification(logged!))).not.toContain(token);
});

test('an event that does not match its schema is skipped and counted; the consumer goes on', async () => {
  const bad = {
    ...ev('svc-content', 'contact.received', 'contact-bad', {
      id: 'contact-bad',
      name: 'X',
      email: 'x@x.test',
      phone: '1',
      message: 'bad',
    }),
    time: 'yesterday',
  };
  await producer.send({
    topic: 'content.contact.v1',
    messages: [{ key: 'contact-bad', value: JSON.stringify(bad) }],
  });
  await barrier();
  expect(await job('contact:contact-bad')).toBeNull();
  expect(await a.metrics.registry.metrics()).toMatch(
    /events_consumed_total\{topic="content.contact.v1",result="invalid"[^}]*\} 1/,
  );
});

test('replaying the whole log into a fresh database rebuilds the same projections', async () => {
  await barrier();
  const rebuild = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('notify_rebuild'),
    smtpUrl: sink.url,
    clock,
    brokers: infra.brokers,
    groupId: `rebuild-${Date.now()}`,
    scheduler: false,
  });
  try {
    const processed = (i: Instance) => i.conn.collection('processed_events').countDocuments();
    const total = await processed(a);
    await eventually(async () => (await processed(rebuild)) === total, 60_000, 'replay');
    const state = async (i: Instance) => ({
      subscribers: await i.notifier.newsletter.subscribers.find().sort({ _id: 1 }).lean(),
      settings: await i.notifier.settings.model.find().sort({ _id: 1 }).lean(),
      orders: await i.notifier.orders.orders.find().sort({ _id: 1 }).lean(),
    });
    const [mine, rebuilt] = await Promise.all([state(a), state(rebuild)]);
    expect(rebuilt.orders.length).toBeGreaterThan(0);
    expect(rebuilt).toEqual(mine);
  } finally {
    await rebuild.stop();
  }
}, 90_000);

test('restart mid-newsletter: a new instance on the same database finishes it, each subscriber gets exactly one', async () => {
  const readers = Array.from({ length: 20 }, (_, i) => `r${i}`);
  for (const n of readers)
    await publish(producer, ev('svc-content', 'subscriber.added', `sub-${n}`, subscriber(n)));
  // The sentinel barrier travels on another topic, so it does not prove these arrived: wait for them.
  const emails = readers.map((n) => `reader-${n}@mail.test`);
  await eventually(
    async () =>
      (await a.notifier.newsletter.subscribers.countDocuments({
        email: { $in: emails },
        status: 'confirmed',
      })) === readers.length,
    60_000,
    'subscribers projected',
  );
  await barrier();
  const recipients = await a.notifier.newsletter.subscribers.countDocuments({ status: 'confirmed' });
  await a.stop();
  a = await startOnSuiteDb({ newsletterRate: 10 });
  await publish(
    producer,
    ev('svc-content', 'newsletter.requested', 'nl-2', {
      id: 'nl-2',
      subject: 'Summer news',
      message: '<p>Sun</p>',
    }),
  );
  const sentCount = () => sink.mails.filter((m) => m.subject === 'Summer news').length;
  await eventually(() => sentCount() >= 5, 30_000, 'first mails');
  await a.stop(); // mid-send: the rest of the newsletter is still queued
  expect(sentCount()).toBeLessThan(recipients);
  a = await startOnSuiteDb();
  await eventually(() => sentCount() >= recipients, 60_000, 'the whole newsletter');
  await barrier();
  const bySubscriber = new Map<string, number>();
  for (const m of sink.mails.filter((x) => x.subject === 'Summer news')) {
    bySubscriber.set(m.envelopeTo[0]!, (bySubscriber.get(m.envelopeTo[0]!) ?? 0) + 1);
  }
  expect(bySubscriber.size).toBe(recipients);
  expect([...bySubscriber.values()].every((n) => n === 1)).toBe(true);
}, 120_000);
