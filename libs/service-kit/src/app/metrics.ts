import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** One registry per app instance (tests run several apps in one process). */
export interface ServiceMetrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route'>;
  outboxLagSeconds: Gauge;
  outboxPending: Gauge;
  eventsConsumed: Counter<'topic' | 'result'>;
}

export function createMetrics(service: string, collectDefaults = true): ServiceMetrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  // The event-loop lag histogram samples with a timer: prom-client's default (every 10 ms) alone costs an
  // idle process about 0.3% of a core; every 100 ms still sees any stall that matters, at a tenth of it.
  if (collectDefaults) collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 100 });
  return {
    registry,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    outboxLagSeconds: new Gauge({
      name: 'outbox_relay_lag_seconds',
      help: 'Age of the oldest event still waiting in the outbox',
      registers: [registry],
    }),
    outboxPending: new Gauge({
      name: 'outbox_pending_documents',
      help: 'Documents with events not yet published',
      registers: [registry],
    }),
    eventsConsumed: new Counter({
      name: 'events_consumed_total',
      help: 'Events read from Kafka by topic and result (handled, duplicate, invalid, failed)',
      labelNames: ['topic', 'result'],
      registers: [registry],
    }),
  };
}
