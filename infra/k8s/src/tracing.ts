import { otelCollector, type OtelCollector } from './units';

/**
 * The OTLP endpoint to put in an overlay's `OTEL_EXPORTER_OTLP_ENDPOINT` to turn the services' tracing on.
 * The edge's tracing (Envoy, OTLP/gRPC, ratio-sampled) is the EnvoyProxy of `src/edge.ts`.
 */
export const otlpEndpoint = (c: OtelCollector = otelCollector): string =>
  `http://${c.service}.${c.namespace}:${c.httpPort}`;
