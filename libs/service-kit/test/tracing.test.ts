import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import {
  createApp,
  createLogger,
  createMetrics,
  currentTraceparent,
  makeEvent,
  startTracing,
  stopTracing,
  toOutboxRecord,
  traceLogFields,
  withConsumerSpan,
} from '../src';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT_ID = '00f067aa0ba902b7';
const TRACEPARENT = `00-${TRACE_ID}-${PARENT_ID}-01`;

/** A stand-in OpenTelemetry collector: the OTLP/HTTP JSON trace requests it received. */
let collector: Server;
const received: { resourceSpans: { scopeSpans: { spans: Record<string, unknown>[] }[] }[] }[] = [];

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (req.url === '/v1/traces') received.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await stopTracing();
  await new Promise((resolve) => collector.close(resolve));
});

describe('tracing', () => {
  it('is off by default: no collector, no trace context, no ids in logs', () => {
    expect(startTracing({})).toBe(false);
    expect(currentTraceparent()).toBeUndefined();
    expect(traceLogFields()).toEqual({});
  });

  it('continues the caller trace in a server span, logs its ids and exports it to the OTLP endpoint', async () => {
    const port = (collector.address() as AddressInfo).port;
    expect(startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` })).toBe(true);
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()));
        done();
      },
    });
    const logger = createLogger('svc-test', 'info', sink);
    const app = createApp({ name: 'svc-test', logger, metrics: createMetrics('svc-test', false) });
    let outboxTrace: string | undefined;
    app.use((ctx) => {
      ctx.state.log.info('handling');
      // An event written now carries this request's trace to Kafka.
      outboxTrace = toOutboxRecord(
        makeEvent('svc-test', 'setup.changed', 'k', { key: 'k', value: { v: 1 } }),
      ).trace;
      ctx.body = { ok: true };
    });
    await request(app.callback()).get('/things').set('traceparent', TRACEPARENT).expect(200);

    const handling = lines.find((l) => l.msg === 'handling')!;
    expect(handling.trace_id).toBe(TRACE_ID);
    expect(lines.find((l) => l.msg === 'request')!.trace_id).toBe(TRACE_ID);
    expect(outboxTrace).toMatch(new RegExp(`^00-${TRACE_ID}-${handling.span_id as string}-01$`));

    // The consumer of that record continues the same trace, and its logs say so.
    let consumerIds: ReturnType<typeof traceLogFields> = {};
    await withConsumerSpan(
      { topic: 'content.setup.v1', headers: { traceparent: Buffer.from(outboxTrace!) } },
      async () => {
        consumerIds = traceLogFields();
      },
    );
    expect(consumerIds.trace_id).toBe(TRACE_ID);
    expect(consumerIds.span_id).not.toBe(handling.span_id);

    await stopTracing();
    const spans = received.flatMap((r) =>
      r.resourceSpans.flatMap((rs) => rs.scopeSpans.flatMap((s) => s.spans)),
    );
    const server = spans.find((s) => s.name === 'GET /things')!;
    expect(server).toEqual(expect.objectContaining({ traceId: TRACE_ID, parentSpanId: PARENT_ID }));
    const consumer = spans.find((s) => s.name === 'process content.setup.v1')!;
    expect(consumer).toEqual(expect.objectContaining({ traceId: TRACE_ID, parentSpanId: server.spanId }));
  });
});
