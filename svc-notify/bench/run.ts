/**
 * svc-notify benchmark (not a test): `npm run bench -w svc-notify`.
 * 1. Time from `newsletter.requested` to the last of N mails accepted by a local SMTP server
 *    (smtp-server, throttling off), N confirmed subscribers projected from events first.
 * 2. Consumer lag under a burst of M `order.created` events (each schedules an unpaid alert), sampled
 *    as events published minus events handled.
 * Embedded MongoDB and the Mokapi broker, as in the tests. BENCH_MAILS / BENCH_ORDERS change N and M.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Producer } from 'kafkajs';
import { topicOf, type AnyEventEnvelope, type Topic } from '@voltdesk/contracts';
import { createKafka, makeEvent } from '@voltdesk/service-kit';
import { startTestInfra } from '@voltdesk/service-kit/testing';
import { systemClock } from '../src/shared/clock';
import { startInstance, testLogger } from '../src/test-support/harness';
import { eventually, SmtpSink } from '../src/test-support/smtp-sink';

// The issue asks for 10,000 of each; on the shared 2-core machine that takes well over 3 minutes, so the
// newsletter default is smaller (see README): BENCH_MAILS=10000 for the full figure.
const MAILS = Number(process.env.BENCH_MAILS ?? 3000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function publishAll(producer: Producer, events: AnyEventEnvelope[]): Promise<void> {
  for (let i = 0; i < events.length; i += 500) {
    const batch = events.slice(i, i + 500);
    const byTopic = new Map<Topic, AnyEventEnvelope[]>();
    for (const e of batch) byTopic.set(topicOf(e.type), [...(byTopic.get(topicOf(e.type)) ?? []), e]);
    await producer.sendBatch({
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((e) => ({ key: e.subject, value: JSON.stringify(e) })),
      })),
    });
  }
}

const seconds = (ms: number) => Math.round(ms / 10) / 100;

async function main(): Promise<void> {
  const infra = await startTestInfra();
  const sink = await SmtpSink.start({ parse: false });
  const logger = testLogger();
  const kafka = createKafka({ brokers: infra.brokers, clientId: 'notify-bench', logger });
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  const notify = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('notify_bench'),
    smtpUrl: sink.url,
    clock: systemClock,
    brokers: infra.brokers,
    options: { newsletterRate: 0, concurrency: CONCURRENCY, pollMs: 1000 },
  });
  try {
    await publishAll(producer, [
      makeEvent('svc-content', 'setup.changed', 'unpiadInvoice', {
        key: 'unpiadInvoice',
        value: { email: 'billing@bench.test', time: 60 * 24 },
      }),
    ]);

    // --- 1. newsletter to MAILS subscribers ---
    // The subscriber projection is seeded directly: the figure asked for starts at newsletter.requested,
    // and projecting 10,000 subscriber events first would only add minutes (the order burst below measures
    // event handling). A sample of subscriber events still goes through Kafka.
    let t = Date.now();
    const seeded = Math.max(0, MAILS - 100);
    for (let i = 0; i < seeded; i += 1000) {
      await notify.notifier.newsletter.subscribers.insertMany(
        Array.from({ length: Math.min(1000, seeded - i) }, (_, k) => ({
          _id: `sub-${i + k}`,
          name: `Reader ${i + k}`,
          email: `reader-${i + k}@bench.test`,
          status: 'confirmed',
          unsubscribe_token: `unsub-${i + k}`,
          updated_at: new Date(),
        })),
      );
    }
    await publishAll(
      producer,
      Array.from({ length: MAILS - seeded }, (_, k) =>
        makeEvent('svc-content', 'subscriber.added', `sub-${seeded + k}`, {
          id: `sub-${seeded + k}`,
          name: `Reader ${seeded + k}`,
          email: `reader-${seeded + k}@bench.test`,
          status: 'confirmed',
          unsubscribe_token: `unsub-${seeded + k}`,
        }),
      ),
    );
    await eventually(
      async () => (await notify.notifier.newsletter.subscribers.countDocuments()) === MAILS,
      600_000,
      'subscribers projected',
    );
    const subscribersMs = Date.now() - t;
    console.log(
      `${MAILS} subscribers ready (${MAILS - seeded} through Kafka) in ${seconds(subscribersMs)} s`,
    );

    t = Date.now();
    await publishAll(producer, [
      makeEvent('svc-content', 'newsletter.requested', 'nl-bench', {
        id: 'nl-bench',
        subject: 'Benchmark newsletter',
        message: '<p>Hello <strong>readers</strong>, this is the <a href="/blog">news</a>.</p>',
      }),
    ]);
    await eventually(
      async () => (await notify.notifier.jobs.model.countDocuments({ ref: 'nl-bench' })) === MAILS,
      600_000,
      'fan-out',
    );
    const fanOutMs = Date.now() - t;
    await eventually(() => sink.accepted >= MAILS, 900_000, 'all mails accepted');
    const newsletterMs = Date.now() - t;
    console.log(`newsletter: ${MAILS} mails in ${seconds(newsletterMs)} s (fan-out ${seconds(fanOutMs)} s)`);

    // --- 2. consumer lag under a burst of ORDERS order events ---
    const now = new Date();
    const orders = Array.from({ length: ORDERS }, (_, i) =>
      makeEvent('svc-pos', 'order.created', `order-${i}`, {
        id: `order-${i}`,
        invoice_no: i + 1,
        customer: { name: `Customer ${i}`, phone: `0770${i}`, email: `c${i}@bench.test` },
        sub_total: 100,
        discount: 0,
        total: 100,
        payment: 40,
        due: 60,
        created_at: now.toISOString(),
        additional: false,
      }),
    );
    // Lag = order events published so far minus order events handled (their ids in processed_events):
    // what the consumer group still has to read. (The service's own gauge asks the broker for committed
    // offsets; Mokapi answers those fetches unreliably under load, so the benchmark counts instead.)
    const processed = notify.conn.collection('processed_events');
    const handledOrders = () => processed.countDocuments({ type: 'order.created' });
    let published = 0;
    let maxLag = 0;
    const samples: Array<[number, number]> = [];
    let sampling = true;
    t = Date.now();
    const sampler = (async () => {
      while (sampling) {
        const lag = published - (await handledOrders());
        maxLag = Math.max(maxLag, lag);
        samples.push([Date.now() - t, lag]);
        await new Promise((r) => setTimeout(r, 500));
      }
    })();
    for (let i = 0; i < orders.length; i += 500) {
      await publishAll(producer, orders.slice(i, i + 500));
      published = Math.min(orders.length, i + 500);
    }
    const publishMs = Date.now() - t;
    await eventually(async () => (await handledOrders()) === ORDERS, 1_800_000, 'order burst handled');
    const drainMs = Date.now() - t;
    sampling = false;
    await sampler;
    const unpaidJobs = await notify.notifier.jobs.model.countDocuments({ kind: 'unpaid_alert' });
    console.log(
      `orders: ${ORDERS} events published in ${seconds(publishMs)} s, handled in ${seconds(drainMs)} s, max lag ${maxLag}, ${unpaidJobs} unpaid alerts scheduled`,
    );

    const result = {
      service: 'svc-notify',
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      setup: {
        database: process.env.MONGO_URL ? 'MONGO_URL' : 'embedded-mongo',
        broker: process.env.KAFKA_BROKERS ? 'KAFKA_BROKERS' : 'mokapi',
        smtp: 'smtp-server sink on 127.0.0.1 (no parsing)',
        send_concurrency: CONCURRENCY,
        newsletter_rate: 0,
      },
      newsletter: {
        mails: MAILS,
        subscribers_seeded_directly: seeded,
        subscribers_through_kafka: MAILS - seeded,
        request_to_all_jobs_s: seconds(fanOutMs),
        request_to_last_mail_accepted_s: seconds(newsletterMs),
        mails_per_s: Math.round((MAILS / newsletterMs) * 1000),
      },
      order_burst: {
        events: ORDERS,
        publish_s: seconds(publishMs),
        all_handled_s: seconds(drainMs),
        events_per_s: Math.round((ORDERS / drainMs) * 1000),
        max_consumer_lag: maxLag,
        unpaid_alerts_scheduled: unpaidJobs,
        lag_samples_ms_lag: samples.filter((_, i) => i % 2 === 0),
      },
    };
    const out = path.resolve(__dirname, '../../bench/results/svc-notify.json');
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      JSON.stringify(
        {
          newsletter: result.newsletter,
          order_burst: { ...result.order_burst, lag_samples_ms_lag: undefined },
        },
        null,
        2,
      ),
    );
    console.log(`written ${out}`);
  } finally {
    await producer.disconnect();
    await notify.stop();
    await sink.stop();
    await infra.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
