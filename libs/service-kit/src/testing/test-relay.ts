import type { Kafka } from 'kafkajs';
import { OutboxRelay, type OutboxRelayOptions } from '../events/outbox-relay';

export interface TestRelay {
  relay: OutboxRelay;
  /** Lets the relay finish what it is sending (up to `drainMs`), then disconnects its producer. */
  stop(): Promise<void>;
}

/**
 * A service's outbox relay as its runtime runs it, for an in-process test harness: a producer on the test
 * broker and the relay on `models`, polling every 100 ms.
 */
export async function startTestRelay(
  kafka: Kafka,
  options: Omit<OutboxRelayOptions, 'producer'> & { drainMs: number },
): Promise<TestRelay> {
  const { drainMs, ...relayOptions } = options;
  const producer = kafka.producer({ allowAutoTopicCreation: false });
  await producer.connect();
  const relay = new OutboxRelay({ intervalMs: 100, ...relayOptions, producer });
  relay.start();
  return {
    relay,
    stop: async () => {
      await relay.stop(drainMs);
      await producer.disconnect();
    },
  };
}
