import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnyEventEnvelope } from '@voltdesk/contracts';
import type { Consumer } from 'kafkajs';
import { createKafka, createLogger, startEventConsumer } from '../src';
import { startMokapi, type MokapiHandle } from '../src/testing';
import { contactEvent, waitUntil } from './event-bed';

/**
 * Two replicas of a service in one consumer group, on a one-partition channel: the second one's join
 * rebalances the group, and one member is left without a partition. The broker (Mokapi, as in the local
 * stack) must live through that, and the group must go on consuming.
 */
const logger = createLogger('consumer-group-test', 'silent');
let mokapi: MokapiHandle;
const consumers: Consumer[] = [];
/** The broker's temporary folder (`TMPDIR`), this file's own, to see what it leaves there. */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-broker-tmp-'));

beforeAll(async () => {
  mokapi = await startMokapi({ env: { ...process.env, TMPDIR: tmp } });
});

afterAll(async () => {
  for (const c of consumers) await c.disconnect().catch(() => undefined);
  await mokapi.stop();
  rmSync(tmp, { recursive: true, force: true });
});

it('lives through a second member joining the group, and the group goes on consuming', async () => {
  const kafka = createKafka({ brokers: mokapi.brokers, clientId: 'group-test', logger });
  const groupId = `kit-group-${randomUUID()}`;
  const handled: AnyEventEnvelope[] = [];
  const joins: Array<{ name: string; partitions: number }> = [];
  const member = async (name: string) => {
    // The join is heard from the consumer's creation on: it may come before startEventConsumer returns.
    const heard = Object.create(kafka) as typeof kafka;
    heard.consumer = (config) => {
      // Fetches and heartbeats well within the broker's 3 s join window, so the member already in the
      // group always rejoins in the rebalance the second one starts (an idle consumer's defaults, a 5 s
      // fetch wait, may miss it; then the second is alone in the group and no member is left idle).
      const consumer = kafka.consumer({ ...config!, heartbeatInterval: 500, maxWaitTimeInMs: 500 });
      consumer.on(consumer.events.GROUP_JOIN, ({ payload }) =>
        joins.push({ name, partitions: Object.values(payload.memberAssignment).flat().length }),
      );
      return consumer;
    };
    const consumer = await startEventConsumer({
      kafka: heard,
      groupId,
      topics: ['content.contact.v1'],
      logger,
      handle: async (event) => {
        handled.push(event);
      },
    });
    consumers.push(consumer);
  };
  const send = async (text: string) => {
    const producer = kafka.producer();
    await producer.connect();
    const event = contactEvent(randomUUID(), text);
    await producer.send({
      topic: 'content.contact.v1',
      messages: [{ key: event.subject, value: JSON.stringify(event) }],
    });
    await producer.disconnect();
    return event;
  };
  await member('first');
  await waitUntil(() => joins.some((j) => j.name === 'first'), 60_000);
  // A record consumed (and its offset committed) before the second member joins: a new group starts at the
  // newest offset, so without one, a record sent while a late rebalance was still going on (a loaded
  // machine) was skipped by whichever member then got the partition, and never handled.
  const before = await send('before the rebalance');
  await waitUntil(() => handled.some((e) => e.id === before.id), 60_000);
  await member('second');
  // The rebalance that takes both in: one member gets the one partition, the other nothing.
  await waitUntil(() => joins.some((j) => j.partitions === 0) || mokapi.process.exitCode !== null, 60_000);
  expect(mokapi.process.exitCode).toBeNull();

  const event = await send('after the rebalance');
  await waitUntil(() => handled.some((e) => e.id === event.id), 60_000);
  expect(mokapi.process.exitCode).toBeNull();
}, 180_000);

/**
 * Brokers run side by side (suites at once, `npm start` beside them): one must keep nothing in a place of the
 * machine that another one's start may wipe. Mokapi's dashboard search index lived in one fixed folder of the
 * temporary folder, recreated at each start; a running broker then panicked in its indexer and exited.
 */
it('keeps nothing in the temporary folder another broker could wipe, after records went through it', () => {
  // The test above wrote and consumed a record through this broker.
  expect(readdirSync(tmp)).toEqual([]);
  expect(mokapi.process.exitCode).toBeNull();
});
