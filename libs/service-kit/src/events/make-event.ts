import { monotonicFactory } from 'ulid';
import { currentRequestId, currentTraceparent } from '../tracing';
import { topicOf, type EventDataMap, type EventEnvelope, type EventType } from '@voltdesk/contracts';

const nextUlid = monotonicFactory();

/** Builds an event envelope (docs/architecture.md section 5) with a fresh ULID and the current time. */
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
  /** W3C traceparent of the request that wrote the event (tracing on only). */
  trace?: string;
  /** `X-Request-Id` of the request (or of the event) whose handling wrote this one. */
  requestId?: string;
}

export function toOutboxRecord(event: EventEnvelope): OutboxRecord {
  const traceparent = currentTraceparent();
  const requestId = currentRequestId();
  return {
    id: event.id,
    topic: topicOf(event.type),
    key: event.subject,
    value: JSON.stringify(event),
    at: new Date(event.time),
    // The request's trace goes to Kafka with the event (record header), published later by the relay.
    ...(traceparent ? { trace: traceparent } : {}),
    // And its request id, so the consumer's log lines for the event lead back to the request's.
    ...(requestId ? { requestId } : {}),
  };
}
