import type Koa from 'koa';
import type { Producer } from 'kafkajs';
import type { Logger } from 'pino';
import { topicOf, type Endpoint, type EventDataMap, type EventEnvelope } from '@voltdesk/contracts';
import type { Principal } from '../auth/token-verifier';
import { currentRequestId } from '../tracing';
import { makeEvent } from './make-event';
import { REQUEST_ID_HEADER } from '../tracing';

export type ActivityData = EventDataMap['admin.activity'];

/** Where an app's `admin.activity` events go; it must not throw and must not make the request wait. */
export type ActivitySink = (event: EventEnvelope<'admin.activity'>) => void;

const sinks = new WeakMap<Koa, ActivitySink>();

/**
 * Makes `registerEndpoints` record every successful admin write of `app` into `sink` (the runtime
 * attaches the Kafka one when the service starts serving; a test attaches its own broker's).
 */
export function attachActivityLog(app: Koa, sink: ActivitySink): void {
  sinks.set(app, sink);
}

export const activitySinkOf = (app: Koa): ActivitySink | undefined => sinks.get(app);

const MAX_TEXT = 200;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_TEXT) : undefined;
const idText = (value: unknown): string | undefined =>
  typeof value === 'number' ? String(value) : text(value);

/** Of a validated input or an answer, the fields named `keys`, as text (nothing else is ever read). */
const pick = (from: unknown, keys: readonly string[], as: (v: unknown) => string | undefined) => {
  if (!from || typeof from !== 'object' || Array.isArray(from)) return undefined;
  for (const key of keys) {
    const value = as((from as Record<string, unknown>)[key]);
    if (value) return value;
  }
  return undefined;
};

const TARGET_KEYS = ['id', 'slug', 'invoice_no', 'order_id', 'quote_id', 'key'] as const;
const LABEL_KEYS = ['title', 'name', 'subject', 'invoice_no', 'order_custom_id', 'email'] as const;
/** What a request calls the thing it makes when its answer does not say (a newsletter's subject). */
const REQUEST_LABEL_KEYS = ['title', 'name', 'subject'] as const;

/**
 * What the log keeps of one admin write. The target is the id or slug the request named (its validated
 * query or body's `id`/`slug`...), or else the id of what the answer shows (a create); the label is what
 * a person calls it (the answer's title or name, or else the request's: a queued newsletter answers only
 * its id). Only those named fields are read, never a whole body,
 * so a password, a token or a message body cannot reach the log.
 */
export function activityOf(input: {
  name: string;
  def: Endpoint;
  user: Principal;
  status: number;
  query?: unknown;
  body?: unknown;
  answer?: unknown;
}): ActivityData | undefined {
  const { def, user } = input;
  if (!user.role || (def.method === 'GET' && !def.writes)) return undefined;
  const target =
    pick(input.query, TARGET_KEYS, idText) ??
    pick(input.body, TARGET_KEYS, idText) ??
    pick(input.answer, TARGET_KEYS, idText);
  const label = pick(input.answer, LABEL_KEYS, idText) ?? pick(input.body, REQUEST_LABEL_KEYS, text);
  return {
    admin_id: user.id,
    role: user.role,
    service: def.service,
    endpoint: input.name,
    method: def.method as ActivityData['method'],
    path: def.path,
    status: input.status,
    ...(target ? { target } : {}),
    ...(label ? { label } : {}),
  };
}

/** The `admin.activity` event of a write, keyed by the admin (one admin's entries stay in order). */
export const activityEvent = (source: string, data: ActivityData): EventEnvelope<'admin.activity'> =>
  makeEvent(source, 'admin.activity', data.admin_id, data);

/**
 * Publishes activity straight to Kafka, fire-and-forget (docs/decisions/0010-activity-log.md): the write
 * has already answered, the send is not awaited, and an entry is lost, with a warning, when the broker is
 * down, the producer not yet connected or the process stops before the send completes. The outbox would
 * make it durable, but only by joining every write's own document update in every service; the log is an
 * audit aid, not the record of the change itself.
 */
export function kafkaActivitySink(producer: Producer, logger: Logger): ActivitySink {
  const topic = topicOf('admin.activity');
  return (event) => {
    const requestId = currentRequestId();
    producer
      .send({
        topic,
        acks: 1,
        messages: [
          {
            key: event.subject,
            value: JSON.stringify(event),
            headers: {
              'event-id': event.id,
              ...(requestId ? { [REQUEST_ID_HEADER]: requestId } : {}),
            },
          },
        ],
      })
      .catch((err: unknown) => {
        logger.warn(
          { err, event_id: event.id, endpoint: event.data.endpoint, admin_id: event.data.admin_id },
          'activity log entry not published (lost)',
        );
      });
  };
}
