import { monotonicFactory } from 'ulid';
import { topicOf, type EventDataMap, type EventEnvelope, type EventType } from '@voltdesk/contracts';

const nextUlid = monotonicFactory();

/** Builds an event envelope (ARCHITECTURE.md section 5) with a fresh ULID and the current time. */
export function makeEvent<T extends EventType>(
  source: string,
  type: T,
  subject: string,
  data: EventDataMap[T],
  now = new Date(),
): EventEnvelope<T> {
  return { id: nextUlid(now.getTime()), type, source, time: now.toISOString(), subject, data };
}

/** One pending outbox record: what the relay will publish. */
export interface OutboxRecord {
  id: string;
  topic: string;
  key: string;
  value: string;
  at: Date;
}

export function toOutboxRecord(event: EventEnvelope): OutboxRecord {
  return {
    id: event.id,
    topic: topicOf(event.type),
    key: event.subject,
    value: JSON.stringify(event),
    at: new Date(event.time),
  };
}
