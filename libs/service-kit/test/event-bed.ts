import type { Consumer, Kafka, Producer } from 'kafkajs';
import mongoose, { type Connection } from 'mongoose';
import { createKafka, makeEvent, type Logger } from '../src';
import { startTestInfra, type TestInfra } from '../src/testing';

/** What an events suite works with; filled before its first test. */
export interface EventBed {
  infra: TestInfra;
  /** A database of the suite's own on the embedded server. */
  conn: Connection;
  kafka: Kafka;
  /** Connected; for writing straight to a topic. */
  producer: Producer;
  /** The suite's consumers, disconnected after it. */
  consumers: Consumer[];
}

/**
 * The embedded database and the broker (Mokapi) for a suite that writes and reads events: started in a
 * `beforeAll`, stopped in an `afterAll` (consumers first). Call it at the top of the test file.
 */
export function eventTestBed(name: string, logger: Logger): EventBed {
  const bed = { consumers: [] as Consumer[] } as EventBed;
  beforeAll(async () => {
    bed.infra = await startTestInfra();
    bed.conn = await mongoose
      .createConnection(bed.infra.mongoUrl, { dbName: bed.infra.dbName(`kit_${name}`) })
      .asPromise();
    bed.kafka = createKafka({ brokers: bed.infra.brokers, clientId: `${name}-test`, logger });
    bed.producer = bed.kafka.producer();
    await bed.producer.connect();
  });
  afterAll(async () => {
    for (const c of bed.consumers) await c.disconnect();
    await bed.producer.disconnect();
    await bed.conn.close();
    await bed.infra.stop();
  });
  return bed;
}

/** Polls `check` every 100 ms until it holds; fails after `timeoutMs`. */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A `contact.received` event about `subject` (Ann's contact form), saying `message`. */
export const contactEvent = (subject: string, message = 'please call') =>
  makeEvent('svc-test', 'contact.received', subject, {
    id: subject,
    name: 'Ann',
    email: 'ann@example.com',
    phone: '0123',
    message,
  });
