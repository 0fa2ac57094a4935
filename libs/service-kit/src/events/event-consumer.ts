import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { Consumer, Kafka } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { eventEnvelopeSchemas, type AnyEventEnvelope, type Topic } from '@voltdesk/contracts';
import type { ServiceMetrics } from '../app/metrics';
import { everyMemberAssigner } from './every-member-assigner';
import { isRequestId, REQUEST_ID_HEADER, traceIdOf, withConsumerSpan, withRequestId } from '../tracing';

export interface EventConsumerOptions {
  kafka: Kafka;
  groupId: string;
  topics: readonly Topic[];
  fromBeginning?: boolean;
  logger: Logger;
  metrics?: ServiceMetrics;
  /**
   * Where handled event ids are kept, so a redelivered event is skipped (at-least-once delivery made
   * effectively-once). Omit for state rebuilt from the log on every start (the token denylist).
   */
  processed?: Connection;
  handle: (event: AnyEventEnvelope, context: EventContext) => Promise<void>;
}

/** What a handler knows about the record besides the event. */
export interface EventContext {
  /** `X-Request-Id` of the request whose write produced the event (its `x-request-id` record header). */
  requestId?: string;
  /** Trace id of the producing request (its `traceparent` record header; tracing on at the producer). */
  traceId?: string;
  /** The consumer's logger bound to this event: its lines carry `event_id` and `req_id`. */
  log: Logger;
}

const headerText = (value: unknown): string | undefined => {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (Buffer.isBuffer(first)) return first.toString();
  return typeof first === 'string' ? first : undefined;
};

/** The request id and trace id a record's headers carry; a malformed value is dropped, never logged. */
export function recordOrigin(headers: Record<string, unknown> | undefined): {
  requestId?: string;
  traceId?: string;
} {
  const requestId = headerText(headers?.[REQUEST_ID_HEADER]);
  const traceId = traceIdOf(headerText(headers?.traceparent));
  return {
    ...(isRequestId(requestId) ? { requestId } : {}),
    ...(traceId ? { traceId } : {}),
  };
}

/**
 * Validators of the event types, each compiled at its first record and kept. The envelope schemas come from
 * the AsyncAPI file (JSON Schema as AsyncAPI writes it, e.g. `properties` beside `allOf` without `type`),
 * so this ajv is not in strict mode; the request schemas keep the strict one. Not all at module load: that
 * cost about 0.6 CPU s in every process (and every jest test file) that loads service-kit, most of which
 * consume a few event types or none; libs/contracts/test/events.test.ts compiles them all.
 */
let eventAjv: Ajv | undefined;
const eventValidators = new Map<string, ValidateFunction>();

function validatorFor(type: unknown): ValidateFunction | undefined {
  if (typeof type !== 'string' || !Object.hasOwn(eventEnvelopeSchemas, type)) return undefined;
  let validate = eventValidators.get(type);
  if (!validate) {
    if (!eventAjv) {
      eventAjv = new Ajv({ strict: false, allErrors: true });
      addFormats(eventAjv, ['date-time', 'email']);
    }
    const schema = eventEnvelopeSchemas[type as keyof typeof eventEnvelopeSchemas];
    validate = eventAjv.compile({ ...schema, $id: undefined });
    eventValidators.set(type, validate);
  }
  return validate;
}

/**
 * Consumes events with kafkajs. Each record is checked against its AsyncAPI schema: one that does not
 * match is logged with its id, counted, and skipped without stopping the consumer. A handler that throws
 * makes kafkajs retry the record (the offset is not committed).
 */
export async function startEventConsumer(options: EventConsumerOptions): Promise<Consumer> {
  const { kafka, logger, metrics } = options;
  const consumer = kafka.consumer({
    groupId: options.groupId,
    retry: { retries: 10 },
    // A heartbeat every 10 s instead of kafkajs's 3 s (the session stays 30 s, three heartbeats long): an
    // idle consumer then costs the broker and this process a third of the round trips. Fetches still wait
    // up to 5 s on the broker, so an event arrives as soon as it is written.
    heartbeatInterval: 10_000,
    // Mokapi, the local broker, crashes on kafkajs's default when a group has more members than partitions.
    partitionAssigners: [everyMemberAssigner],
  });
  const processed = options.processed?.collection('processed_events');
  await consumer.connect();
  await consumer.subscribe({ topics: [...options.topics], fromBeginning: options.fromBeginning ?? false });
  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      // Every line about this record names the request that produced it and that request's trace, so an
      // operator can go from a svc-notify line to the access log (`req_id`) and to the trace (`trace_id`).
      // Per-call fields, not child bindings: pino's trace mixin adds `trace_id` inside a span, and a
      // field given twice would be written twice.
      const { requestId, traceId } = recordOrigin(message.headers);
      const origin = {
        ...(requestId ? { req_id: requestId } : {}),
        ...(traceId ? { trace_id: traceId } : {}),
      };
      let event: AnyEventEnvelope;
      try {
        event = JSON.parse(message.value?.toString() ?? 'null') as AnyEventEnvelope;
      } catch {
        logger.warn({ topic, offset: message.offset, ...origin }, 'skipping a record that is not JSON');
        metrics?.eventsConsumed.inc({ topic, result: 'invalid' });
        return;
      }
      const validate = validatorFor(event?.type);
      if (!validate || !validate(event)) {
        logger.warn(
          {
            topic,
            offset: message.offset,
            event_id: event?.id,
            type: event?.type,
            errors: validate?.errors?.slice(0, 3),
            ...origin,
          },
          'skipping an event that does not match its schema',
        );
        metrics?.eventsConsumed.inc({ topic, result: 'invalid' });
        return;
      }
      if (processed && (await processed.findOne({ _id: event.id as never }))) {
        metrics?.eventsConsumed.inc({ topic, result: 'duplicate' });
        return;
      }
      const fields = { topic, event_id: event.id, type: event.type, ...origin };
      const log = logger.child({ event_id: event.id, ...(requestId ? { req_id: requestId } : {}) });
      try {
        // In a consumer span, child of the producing request's trace (the record's traceparent header),
        // and under the producing request's id: events the handler writes carry it on.
        await withRequestId(requestId, () =>
          withConsumerSpan({ topic, headers: message.headers }, () =>
            options.handle(event, {
              log,
              ...(requestId ? { requestId } : {}),
              ...(traceId ? { traceId } : {}),
            }),
          ),
        );
      } catch (err) {
        metrics?.eventsConsumed.inc({ topic, result: 'failed' });
        logger.error({ err, ...fields }, 'event handler failed; will retry');
        throw err;
      }
      if (processed) {
        await processed.updateOne(
          { _id: event.id as never },
          { $setOnInsert: { type: event.type, at: new Date() } },
          { upsert: true },
        );
      }
      metrics?.eventsConsumed.inc({ topic, result: 'handled' });
      logger.debug(fields, 'event handled');
    },
  });
  return consumer;
}
