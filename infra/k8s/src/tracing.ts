import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { INGRESS_NAMESPACE } from './network';
import { otelCollector, type OtelCollector } from './units';

/** Where the controller settings are generated, relative to infra/k8s (outside base/ and overlays/). */
export const INGRESS_TRACING_FILE = 'controllers/ingress-nginx-tracing.yaml';

/** The OTLP endpoint to put in an overlay's `OTEL_EXPORTER_OTLP_ENDPOINT` to turn tracing on. */
export const otlpEndpoint = (c: OtelCollector = otelCollector): string =>
  `http://${c.service}.${c.namespace}:${c.httpPort}`;

/**
 * The ingress-nginx controller's OpenTelemetry settings (its ConfigMap, `ingress-nginx-controller` in the
 * Helm chart's default install): traces start at the edge and the services continue them. A patch for the
 * cluster's controller, not part of the overlays (the controller is not Voltdesk's; see the README):
 * - incoming `traceparent` headers are not trusted: the Ingress is public, and a client must not choose
 *   trace ids or sampling; every request starts a new trace at the controller;
 * - every request is sampled (Voltdesk's volume is small); lower `otel-sampler-ratio` with
 *   `TraceIdRatioBased` for more traffic: the services follow the controller's decision (parent-based).
 */
export function ingressControllerTracing(c: OtelCollector = otelCollector): IConfigMap {
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'ingress-nginx-controller', namespace: INGRESS_NAMESPACE },
    data: {
      'enable-opentelemetry': 'true',
      'otlp-collector-host': `${c.service}.${c.namespace}.svc`,
      'otlp-collector-port': String(c.grpcPort),
      'otel-service-name': 'ingress-nginx',
      'opentelemetry-trust-incoming-span': 'false',
      'otel-sampler': 'AlwaysOn',
      'otel-sampler-parent-based': 'false',
    },
  };
}
