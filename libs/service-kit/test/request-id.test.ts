import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Schema } from 'mongoose';
import request from 'supertest';
import type { AnyEventEnvelope } from '@voltdesk/contracts';
import {
  createApp,
  createLogger,
  createMetrics,
  OutboxRelay,
  outboxPlugin,
  startEventConsumer,
  startTracing,
  stopTracing,
  withEvents,
  type EventConsumerOptions,
  type EventContext,
  type Logger,
} from '../src';
import { contactEvent, eventTestBed, waitUntil } from './event-bed';

/**
 * The request id of the HTTP request that wrote an event travels with the event (the
 * `x-request-id` record header, beside `traceparent`) and the consumer's log lines for that event carry it
 * and the trace id, through the real outbox, relay, broker (Mokapi) and consumer.
 */
const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const TRACEPARENT = `00-${TRACE_ID}-b7ad6b7169203331-01`;

let collector: Server;
const quiet = createLogger('request-id-test', 'silent');

/** A logger whose JSON lines are kept, at debug level (the consumer's "event handled" line). */
function capturingLogger() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: createLogger('svc-consumer', 'debug', sink) };
}

/** A consumer of `content.contact.v1` from its start, in a group of its own, logging to `logger`. */
async function consumeContacts(logger: Logger, handle: EventConsumerOptions['handle']) {
  bed.consumers.push(
    await startEventConsumer({
      kafka: bed.kafka,
      groupId: `kit-${randomUUID()}`,
      topics: ['content.contact.v1'],
      fromBeginning: true,
      logger,
      handle,
    }),
  );
}

beforeAll(async () => {
  // Tracing on (a collector that accepts and drops spans), so the relay also writes `traceparent`.
  collector = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const port = (collector.address() as AddressInfo).port;
  expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` })).toBe(true);
});

// After the tracing hooks: the relay writes `traceparent` only with tracing on.
const bed = eventTestBed('request_id', quiet);

afterAll(async () => {
  await stopTracing();
  await new Promise((resolve) => collector.close(resolve));
});

describe('request id in events', () => {
  it('reaches the consumer of an event written during a request, and its log lines for that event', async () => {
    const schema = new Schema({ name: String });
    schema.plugin(outboxPlugin);
    const Lead = bed.conn.model('Lead', schema);
    const relay = new OutboxRelay({ models: [Lead], producer: bed.producer, logger: quiet });
    relay.start();

    const subject = randomUUID();
    const seen: { event: AnyEventEnvelope; context: EventContext }[] = [];
    const { lines, logger } = capturingLogger();
    await consumeContacts(logger, async (event, context) => {
      if (event.subject !== subject) return;
      context.log.info('sending the contact notice');
      seen.push({ event, context });
    });

    const app = createApp({ name: 'svc-test', logger: quiet, metrics: createMetrics('svc-test', false) });
    app.use(async (ctx) => {
      await Lead.create({ name: 'Ann', ...withEvents(contactEvent(subject)) });
      ctx.status = 201;
      ctx.body = { data: { ok: true } };
    });
    try {
      await request(app.callback())
        .post('/contacts')
        .set('X-Request-Id', 'req-19-contact')
        .set('traceparent', TRACEPARENT)
        .expect(201);
      await waitUntil(() => seen.length > 0 && lines.some((l) => l.msg === 'event handled'));
    } finally {
      await relay.stop(2000);
    }

    const [{ event, context }] = seen as [(typeof seen)[number]];
    expect(context.requestId).toBe('req-19-contact');
    expect(context.traceId).toBe(TRACE_ID);
    // The helper's own line for the event, and the line the handler wrote with the logger it was given.
    const handled = lines.find((l) => l.msg === 'event handled' && l.event_id === event.id);
    expect(handled).toEqual(
      expect.objectContaining({ req_id: 'req-19-contact', trace_id: TRACE_ID, type: 'contact.received' }),
    );
    const own = lines.find((l) => l.msg === 'sending the contact notice');
    expect(own).toEqual(
      expect.objectContaining({ req_id: 'req-19-contact', trace_id: TRACE_ID, event_id: event.id }),
    );
    // One trace_id per line: the consumer's fields and the tracing mixin never write it twice.
    const raw = JSON.stringify(handled);
    expect(raw.split('"trace_id"').length).toBe(2);
  });

  it('drops a malformed request id header instead of logging it', async () => {
    const subject = randomUUID();
    const { lines, logger } = capturingLogger();
    const contexts: EventContext[] = [];
    await consumeContacts(logger, async (event, context) => {
      if (event.subject === subject) contexts.push(context);
    });
    await bed.producer.send({
      topic: 'content.contact.v1',
      messages: [
        {
          key: subject,
          value: JSON.stringify(contactEvent(subject)),
          headers: { 'x-request-id': 'evil\n{"admin":true}', traceparent: 'not-a-traceparent' },
        },
      ],
    });
    await waitUntil(() => contexts.length > 0);
    expect(contexts[0]!.requestId).toBeUndefined();
    expect(contexts[0]!.traceId).toBeUndefined();
    expect(JSON.stringify(lines)).not.toContain('evil');
  });
});
