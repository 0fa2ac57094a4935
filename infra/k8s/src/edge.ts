import { API_PREFIX, mediaPrefixes, routeTable, type ServiceName } from '@voltdesk/contracts';
import {
  NAME_LABEL,
  otelCollector,
  PART_OF,
  PART_OF_LABEL,
  portOf,
  serviceUnit,
  TRACE_SAMPLE_RATIO,
  webs,
  type Unit,
} from './units';
import { versions } from './versions';

/**
 * The public edge on the Gateway API (standard channel, `gateway.networking.k8s.io/v1`), implemented by
 * Envoy Gateway (`src/versions.ts`): ingress-nginx is retired upstream. Generated from the route table of
 * `@voltdesk/contracts`, which the local gateway routes by too (`test/edge.test.ts` proves the two agree):
 * - one Gateway `voltdesk` (HTTPS on 443 for the public host, HTTP on 80 only to redirect to HTTPS);
 * - one HTTPRoute per backend: Exact `/api/<path>` matches to the service that owns the path, PathPrefix
 *   `/media/<service>/`, Exact `/sitemap.xml` and `/rss.xml` to svc-content, PathPrefix `/remotes/<name>/`
 *   to a remote's nginx and `/` to the shell's nginx (which answers the 404 page and an unknown `/api/...`);
 * - Envoy Gateway's policies for what the Ingress annotations and ingress-nginx's ConfigMap did: the
 *   request body limit (BackendTrafficPolicy), tracing with a ratio sampler (EnvoyProxy), and incoming
 *   trace headers dropped before Envoy traces (ClientTrafficPolicy).
 * The Content-Security-Policy and the 404 page come from the shell's nginx (`infra/docker/nginx-spa.conf`),
 * which the edge passes through unchanged.
 */

/** Replaced by each overlay (the Gateway's listener hostnames and every HTTPRoute's `hostnames`). */
export const BASE_HOST = 'voltdesk.example.com';
export const SITEMAP_PATH = '/sitemap.xml';
/** The blog's RSS feed, where feed readers are sent (svc-content answers it under that path too). */
export const RSS_PATH = '/rss.xml';
export const GATEWAY = 'voltdesk';
/** The GatewayClass the cluster's Envoy Gateway serves (`controllers/envoy-gateway.yaml`). */
export const GATEWAY_CLASS = 'envoy-gateway';
/** Envoy Gateway's controller name, which its GatewayClass names. */
export const ENVOY_GATEWAY_CONTROLLER = 'gateway.envoyproxy.io/gatewayclass-controller';
/** Envoy Gateway runs each Gateway's Envoy pods in its own namespace (its default deployment mode). */
export const EDGE_NAMESPACE = 'envoy-gateway-system';
/** Where the edge's generated cluster-level object (the GatewayClass) is written, outside the overlays. */
export const EDGE_CONTROLLER_FILE = 'controllers/envoy-gateway.yaml';
export const TLS_SECRET = 'voltdesk-tls';
export const EDGE_PROXY = 'voltdesk-edge';
/** Uploads up to service-kit's 5 MB file limit plus multipart overhead (the services refuse more themselves). */
export const BODY_LIMIT = '8Mi';
/** The services' own budget for a request. */
export const REQUEST_TIMEOUT = '60s';
/** The Gateway API allows 64 matches per rule and 128 per HTTPRoute; a route is split before either. */
const MATCHES_PER_RULE = 32;
const MATCHES_PER_ROUTE = 128;

const labels = { [NAME_LABEL]: 'voltdesk', [PART_OF_LABEL]: PART_OF };

export interface PathMatch {
  type: 'Exact' | 'PathPrefix';
  value: string;
}

export interface HTTPRoute {
  apiVersion: 'gateway.networking.k8s.io/v1';
  kind: 'HTTPRoute';
  metadata: { name: string; labels: Record<string, string> };
  spec: {
    parentRefs: { name: string; sectionName: string }[];
    hostnames: string[];
    rules: {
      matches?: { path: PathMatch }[];
      backendRefs?: { name: string; port: number }[];
      filters?: object[];
      timeouts?: { request: string };
    }[];
  };
}

/** The routes to one backend Service, its matches in rules of 32 and routes of 128 (the API's limits). */
export function routesTo(
  name: string,
  backend: { name: string; port: number },
  matches: PathMatch[],
  host: string = BASE_HOST,
): HTTPRoute[] {
  const chunk = <T>(items: T[], size: number) =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
  return chunk(matches, MATCHES_PER_ROUTE).map((routeMatches, i) => ({
    apiVersion: 'gateway.networking.k8s.io/v1',
    kind: 'HTTPRoute',
    metadata: { name: i === 0 ? name : `${name}-${i + 1}`, labels },
    spec: {
      parentRefs: [{ name: GATEWAY, sectionName: 'https' }],
      hostnames: [host],
      rules: chunk(routeMatches, MATCHES_PER_RULE).map((ruleMatches) => ({
        matches: ruleMatches.map((path) => ({ path })),
        backendRefs: [backend],
        timeouts: { request: REQUEST_TIMEOUT },
      })),
    },
  }));
}

const backendOf = (unit: Unit) => ({ name: unit.name, port: portOf(unit) });

/** Every HTTPRoute of the application, from the route table (one or more per backend). */
export function httpRoutes(): HTTPRoute[] {
  const byUnit = new Map<Unit, PathMatch[]>();
  const add = (unit: Unit, match: PathMatch) => byUnit.set(unit, [...(byUnit.get(unit) ?? []), match]);
  for (const path of new Set(routeTable.map((r) => r.path))) {
    const owner = routeTable.find((r) => r.path === path)!.service;
    add(serviceUnit(owner), { type: 'Exact', value: `${API_PREFIX}${path}` });
  }
  for (const [prefix, owner] of Object.entries(mediaPrefixes))
    add(serviceUnit(owner as ServiceName), { type: 'PathPrefix', value: prefix });
  add(serviceUnit('content'), { type: 'Exact', value: SITEMAP_PATH });
  add(serviceUnit('content'), { type: 'Exact', value: RSS_PATH });
  for (const remote of webs.filter((w) => w.remote))
    add(remote, { type: 'PathPrefix', value: `/remotes/${remote.remote}/` });
  const shell = webs.find((w) => !w.remote);
  if (!shell) throw new Error('no shell front end');
  add(shell, { type: 'PathPrefix', value: '/' });
  return [...byUnit].flatMap(([unit, matches]) =>
    routesTo(`voltdesk-${unit.name}`, backendOf(unit), matches),
  );
}

/** Plain HTTP only redirects to HTTPS (301), for every path of the host. */
export const redirectRoute = (): HTTPRoute => ({
  apiVersion: 'gateway.networking.k8s.io/v1',
  kind: 'HTTPRoute',
  metadata: { name: 'voltdesk-https-redirect', labels },
  spec: {
    parentRefs: [{ name: GATEWAY, sectionName: 'http' }],
    hostnames: [BASE_HOST],
    rules: [
      { filters: [{ type: 'RequestRedirect', requestRedirect: { scheme: 'https', statusCode: 301 } }] },
    ],
  },
});

/** The Gateway: the host's TLS certificate (cert-manager writes it, see the prod overlay), HTTP for the redirect. */
export const gateway = () => ({
  apiVersion: 'gateway.networking.k8s.io/v1',
  kind: 'Gateway',
  metadata: { name: GATEWAY, labels },
  spec: {
    gatewayClassName: GATEWAY_CLASS,
    // This Gateway's Envoy settings (tracing): Envoy Gateway reads them from an EnvoyProxy beside it.
    infrastructure: {
      parametersRef: { group: 'gateway.envoyproxy.io', kind: 'EnvoyProxy', name: EDGE_PROXY },
    },
    listeners: [
      {
        name: 'https',
        protocol: 'HTTPS',
        port: 443,
        hostname: BASE_HOST,
        tls: { mode: 'Terminate', certificateRefs: [{ kind: 'Secret', name: TLS_SECRET }] },
        allowedRoutes: { namespaces: { from: 'Same' } },
      },
      {
        name: 'http',
        protocol: 'HTTP',
        port: 80,
        hostname: BASE_HOST,
        allowedRoutes: { namespaces: { from: 'Same' } },
      },
    ],
  },
});

/**
 * The edge's tracing: OTLP/gRPC to the collector, a ratio sampler (`TRACE_SAMPLE_RATIO`; the services
 * follow the edge's decision, parent-based). Envoy starts every trace: the ClientTrafficPolicy below drops
 * a client's `traceparent`/`tracestate` before Envoy reads them, so a client cannot pick trace ids or
 * sampling at a public edge.
 */
export const envoyProxy = () => ({
  apiVersion: 'gateway.envoyproxy.io/v1alpha1',
  kind: 'EnvoyProxy',
  metadata: { name: EDGE_PROXY, labels },
  spec: {
    telemetry: {
      tracing: {
        samplingFraction: { numerator: Math.round(TRACE_SAMPLE_RATIO * 1000), denominator: 1000 },
        provider: {
          type: 'OpenTelemetry',
          backendRefs: [
            { name: otelCollector.service, namespace: otelCollector.namespace, port: otelCollector.grpcPort },
          ],
        },
      },
    },
  },
});

const targetGateway = { group: 'gateway.networking.k8s.io', kind: 'Gateway', name: GATEWAY };

/** Incoming trace headers are a client's choice: removed before Envoy routes and traces. */
export const clientTrafficPolicy = () => ({
  apiVersion: 'gateway.envoyproxy.io/v1alpha1',
  kind: 'ClientTrafficPolicy',
  metadata: { name: 'voltdesk-edge', labels },
  spec: {
    targetRefs: [targetGateway],
    headers: { earlyRequestHeaders: { remove: ['traceparent', 'tracestate'] } },
  },
});

/**
 * The request body limit (413 above it) and nothing else. Envoy sets no body limit by default; the
 * services refuse JSON over 1 MB and files over 5 MB themselves, so this only keeps larger bodies off them.
 */
export const backendTrafficPolicy = () => ({
  apiVersion: 'gateway.envoyproxy.io/v1alpha1',
  kind: 'BackendTrafficPolicy',
  metadata: { name: 'voltdesk-body-limit', labels },
  spec: {
    targetRefs: [targetGateway],
    requestBuffer: { limit: BODY_LIMIT },
  },
});

/** The cluster's GatewayClass for Envoy Gateway (cluster-scoped: applied once, not by the overlays). */
export const gatewayClass = () => ({
  apiVersion: 'gateway.networking.k8s.io/v1',
  kind: 'GatewayClass',
  metadata: { name: GATEWAY_CLASS },
  spec: {
    controllerName: ENVOY_GATEWAY_CONTROLLER,
    description: `Envoy Gateway ${versions.envoyGateway} (Voltdesk's edge)`,
  },
});

/** Every namespaced object of the edge, for `base/edge.yaml`. */
export const edge = (): object[] => [
  gateway(),
  ...httpRoutes(),
  redirectRoute(),
  envoyProxy(),
  clientTrafficPolicy(),
  backendTrafficPolicy(),
];

/**
 * Which backend Service the HTTPS routes send a path to, by the Gateway API's precedence across every
 * route of a hostname: an Exact match wins, else the PathPrefix match with the most characters, matched
 * element by element (`/media/auth/` matches `/media/auth/x`, not `/media/authx`).
 */
export function backendFor(routes: HTTPRoute[], urlPath: string): string | undefined {
  const pathname = urlPath.split('?', 1)[0] ?? '';
  const candidates = routes
    .filter((r) => r.spec.parentRefs.some((p) => p.sectionName === 'https'))
    .flatMap((r) =>
      r.spec.rules.flatMap((rule) =>
        (rule.matches ?? []).map((m) => ({ path: m.path, backend: rule.backendRefs?.[0]?.name })),
      ),
    );
  const exact = candidates.find((c) => c.path.type === 'Exact' && c.path.value === pathname);
  if (exact) return exact.backend;
  const elements = (p: string) => p.split('/').filter(Boolean);
  const requested = elements(pathname);
  return candidates
    .filter((c) => c.path.type === 'PathPrefix')
    .filter((c) => elements(c.path.value).every((e, i) => requested[i] === e))
    .sort((a, b) => b.path.value.length - a.path.value.length)[0]?.backend;
}
