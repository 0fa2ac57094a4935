import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
  type TextMapGetter,
} from '@opentelemetry/api';
import type { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * OpenTelemetry tracing, off unless OTEL_EXPORTER_OTLP_ENDPOINT names a collector (OTLP over HTTP, e.g.
 * `http://otel-collector.monitoring:4318`); OTEL_SERVICE_NAME names the service. On, it registers the
 * W3C trace-context propagator and an AsyncLocalStorage context, so:
 * - every request is a server span, a child of the caller's `traceparent` (the Ingress controller's, with
 *   tracing on there) — see `httpTracing`;
 * - an event written during a request carries that context to Kafka in its `traceparent` record header,
 *   stored with the outbox record so the relay publishes it later (`currentTraceparent`);
 * - a consumed event is handled in a consumer span, child of that header (`withConsumerSpan`);
 * - every log line written inside a span carries `trace_id` and `span_id` (`traceLogFields`).
 * Off, every function here is a cheap no-op and nothing is sent anywhere.
 */
const TRACER = '@voltdesk/service-kit';
let provider: NodeTracerProvider | undefined;

/**
 * The SDK and its OTLP exporter, loaded only when tracing is turned on: about 320 modules (the exporter
 * brings the metrics and logs SDKs) that every service process and every test file loading service-kit
 * loaded for nothing. `require`, not `import()`: `createApp` starts tracing synchronously.
 */
function loadSdk() {
  /* eslint-disable @typescript-eslint/no-require-imports -- see above */
  const exporter =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const sdk = require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return { ...exporter, ...sdk };
}

/** Starts tracing once per process when the environment asks for it; returns whether it is on. */
export function startTracing(env: NodeJS.ProcessEnv = process.env): boolean {
  if (provider) return true;
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  if (!endpoint) return false;
  const { BatchSpanProcessor, NodeTracerProvider, OTLPTraceExporter } = loadSdk();
  provider = new NodeTracerProvider({
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }), {
        scheduledDelayMillis: 1000,
      }),
    ],
  });
  provider.register();
  return true;
}

/** Sends the spans still buffered and stops tracing (shutdown, and tests). */
export async function stopTracing(): Promise<void> {
  const current = provider;
  provider = undefined;
  if (!current) return;
  await current.forceFlush();
  await current.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
}

/** Fields for a log line: the active span's ids, or none. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/** The W3C `traceparent` of the active context (to store with an outbox record), if tracing is on. */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

const headerGetter: TextMapGetter<Record<string, unknown>> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => {
    const value = carrier[key];
    if (Buffer.isBuffer(value)) return value.toString();
    if (Array.isArray(value)) return value.map(String);
    return typeof value === 'string' ? value : undefined;
  },
};

/** The context a set of headers (HTTP request, Kafka record) carries. */
export const contextFromHeaders = (headers: Record<string, unknown> | undefined): Context =>
  propagation.extract(context.active(), headers ?? {}, headerGetter);

async function inSpan<T>(span: Span, parent: Context, work: () => Promise<T>): Promise<T> {
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (err) {
    span.recordException(err as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw err;
  } finally {
    span.end();
  }
}

/** Runs `work` in a server span for one HTTP request; `status()` is read when `work` is done. */
export function withServerSpan<T>(
  request: { method: string; path: string; headers: Record<string, unknown> },
  work: () => Promise<T>,
  status: () => number,
): Promise<T> {
  const parent = contextFromHeaders(request.headers);
  const span = trace.getTracer(TRACER).startSpan(
    `${request.method} ${request.path}`,
    {
      kind: SpanKind.SERVER,
      attributes: { 'http.request.method': request.method, 'url.path': request.path },
    },
    parent,
  );
  return inSpan(span, parent, async () => {
    try {
      return await work();
    } finally {
      const code = status();
      span.setAttribute('http.response.status_code', code);
      if (code >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
  });
}

/** Runs `work` (handling one Kafka record) in a consumer span, child of the record's `traceparent`. */
export function withConsumerSpan<T>(
  record: { topic: string; headers?: Record<string, unknown> },
  work: () => Promise<T>,
): Promise<T> {
  const parent = contextFromHeaders(record.headers);
  const span = trace.getTracer(TRACER).startSpan(
    `process ${record.topic}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: { 'messaging.system': 'kafka', 'messaging.destination.name': record.topic },
    },
    parent,
  );
  return inSpan(span, parent, work);
}
