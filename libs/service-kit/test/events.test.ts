import { randomUUID } from 'node:crypto';
import { Schema } from 'mongoose';
import {
  createKafka,
  createLogger,
  createMetrics,
  OutboxRelay,
  outboxPlugin,
  pushEvents,
  startEventConsumer,
  withEvents,
} from '../src';
import { startMokapi, type MokapiHandle } from '../src/testing';
import type { AnyEventEnvelope } from '@voltdesk/contracts';
import { readTopic } from '../src/testing';
import { contactEvent, eventTestBed, waitUntil } from './event-bed';

const logger = createLogger('events-test', 'silent');
const bed = eventTestBed('events', logger);

describe('event consumer', () => {
  it('handles each event once even when it is delivered twice', async () => {
    const handled: AnyEventEnvelope[] = [];
    const metrics = createMetrics('consumer', false);
    const subject = randomUUID();
    const consumer = await startEventConsumer({
      kafka: bed.kafka,
      groupId: `kit-${randomUUID()}`,
      topics: ['content.contact.v1'],
      fromBeginning: true,
      logger,
      metrics,
      processed: bed.conn,
      handle: async (event) => {
        if (event.subject === subject) handled.push(event);
      },
    });
    bed.consumers.push(consumer);
    const event = contactEvent(subject, 'hello');
    const value = JSON.stringify(event);
    await bed.producer.send({ topic: 'content.contact.v1', messages: [{ key: subject, value }] });
    await bed.producer.send({ topic: 'content.contact.v1', messages: [{ key: subject, value }] });
    await waitUntil(async () => {
      const text = await metrics.registry.metrics();
      return /events_consumed_total\{[^}]*result="duplicate"[^}]*\} [1-9]/.test(text);
    });
    expect(handled).toHaveLength(1);
    expect(handled[0]).toEqual(event);
    expect(await bed.conn.collection('processed_events').countDocuments({ _id: event.id as never })).toBe(1);
  });
});

describe('the test broker', () => {
  it('checks a record against the HTTP schema fields its event takes (libs/contracts writes them in)', async () => {
    // No retries: a refused record is refused again, and the test only needs the first answer.
    const producer = bed.kafka.producer({ retry: { retries: 0 } });
    await producer.connect();
    const send = (event: ReturnType<typeof contactEvent>) =>
      producer.send({
        topic: 'content.contact.v1',
        messages: [{ key: event.subject, value: JSON.stringify(event) }],
      });
    try {
      await send(contactEvent(randomUUID()));
      // The event's `name` is the contact form's (`content.contact.create`): at least one character.
      const nameless = contactEvent(randomUUID());
      await expect(send({ ...nameless, data: { ...nameless.data, name: '' } })).rejects.toThrow();
    } finally {
      await producer.disconnect();
    }
  });
});

describe('outbox relay wake-up', () => {
  it('publishes at once after a write that adds events, without waiting for the idle poll', async () => {
    const schema = new Schema({ name: String });
    schema.plugin(outboxPlugin);
    const Note = bed.conn.model('Note', schema);
    // An idle poll far longer than the test: only the plugin's hook can make the relay pass in time.
    const relay = new OutboxRelay({ models: [Note], producer: bed.producer, logger, intervalMs: 600_000 });
    relay.start();
    const contact = (subject: string) => contactEvent(subject, 'wake up');
    try {
      await new Promise((r) => setTimeout(r, 300)); // the first pass at start is over
      const created = await Note.create({ name: 'new', ...withEvents(contact(randomUUID())) });
      await waitUntil(async () => (await Note.collection.countDocuments({ _pending: true })) === 0, 5000);
      await Note.updateOne({ _id: created._id }, pushEvents(contact(randomUUID())));
      await waitUntil(async () => (await Note.collection.countDocuments({ _pending: true })) === 0, 5000);
    } finally {
      await relay.stop(2000);
    }
  });
});

describe('outbox relay while the broker is down', () => {
  let broker: MokapiHandle;

  afterAll(async () => {
    await broker?.stop();
  });

  it('keeps the events, answers requests, and publishes everything once the broker is back', async () => {
    broker = await startMokapi();
    const port = broker.port;
    await broker.stop();
    const schema = new Schema({ name: String });
    schema.plugin(outboxPlugin);
    const Thing = bed.conn.model('Thing', schema);
    const downKafka = createKafka({ brokers: `127.0.0.1:${port}`, clientId: 'down', logger });
    const downProducer = downKafka.producer();
    const relay = new OutboxRelay({ models: [Thing], producer: downProducer, logger, intervalMs: 100 });
    relay.start();

    const subject = randomUUID();
    // The write never waits for Kafka: it is stored, its event still pending, while the broker is down.
    await Thing.create({
      name: 'waiting',
      ...withEvents(contactEvent(subject, 'queued while down')),
    });
    await new Promise((r) => setTimeout(r, 1500));
    expect(await Thing.collection.countDocuments({ _pending: true })).toBe(1);

    broker = await startMokapi({ port });
    await downProducer.connect().catch(() => undefined);
    await waitUntil(async () => (await Thing.collection.countDocuments({ _pending: true })) === 0, 60_000);
    const events = await readTopic(
      createKafka({ brokers: broker.brokers, clientId: 'reader', logger }),
      'content.contact.v1',
      (e) => e.subject === subject,
    );
    expect(events).toHaveLength(1);
    await relay.stop(1000);
    await downProducer.disconnect();
  });
});
