import { randomUUID } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import type { AnyEventEnvelope } from '@voltdesk/contracts';

/**
 * Reads a topic from the start until `match` finds an event (or the timeout passes). It returns as soon as
 * the event is read, so the timeout is only a bound on a broken test: generous, since joining a new consumer
 * group and the relay's publish took over 20 s on a loaded two-core machine running suites side by side.
 */
export async function readTopic(
  kafka: Kafka,
  topic: string,
  match: (e: AnyEventEnvelope) => boolean,
  timeoutMs = 90_000,
): Promise<AnyEventEnvelope[]> {
  const consumer = kafka.consumer({ groupId: `reader-${randomUUID()}` });
  const found: AnyEventEnvelope[] = [];
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no matching event on ${topic}`)), timeoutMs);
      void consumer.run({
        eachMessage: async ({ message }) => {
          const event = JSON.parse(message.value!.toString()) as AnyEventEnvelope;
          if (match(event)) {
            found.push(event);
            clearTimeout(timer);
            resolve();
          }
        },
      });
    });
  } finally {
    await consumer.disconnect();
  }
  return found;
}
