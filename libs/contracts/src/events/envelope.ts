import type { EventDataMap } from './catalogue.generated';
import { eventTopics } from './catalogue.generated';

export type EventType = keyof EventDataMap;
export type Topic = keyof typeof eventTopics;

/** The JSON value of every Kafka record (docs/architecture.md section 5). */
export interface EventEnvelope<T extends EventType = EventType> {
  /** ULID; consumers are idempotent by it. */
  id: string;
  type: T;
  /** Producing service, e.g. `svc-pos`. */
  source: string;
  /** ISO 8601 time the change happened. */
  time: string;
  /** Aggregate id; also the Kafka key, so one aggregate's events stay in order. */
  subject: string;
  data: EventDataMap[T];
}

/** Any envelope, narrowed by its `type` in a switch. */
export type AnyEventEnvelope = { [T in EventType]: EventEnvelope<T> }[EventType];

const topicByType: Record<string, Topic> = Object.fromEntries(
  Object.entries(eventTopics).flatMap(([topic, types]) => types.map((t) => [t, topic as Topic])),
);

/** The topic an event type is published on. */
export function topicOf(type: EventType): Topic {
  const topic = topicByType[type];
  if (!topic) throw new Error(`no topic declares event type ${type}`);
  return topic;
}
