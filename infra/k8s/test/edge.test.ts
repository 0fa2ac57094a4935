import path from 'node:path';
import { API_PREFIX, mediaPrefixes, ownerOf, routeTable } from '@voltdesk/contracts';
import {
  backendFor,
  BODY_LIMIT,
  EDGE_CONTROLLER_FILE,
  edge,
  ENVOY_GATEWAY_CONTROLLER,
  GATEWAY_CLASS,
  gatewayClass,
  type HTTPRoute,
} from '../src/edge';
import { readYamlDocs, type K8sObject } from '../src/kustomize';
import { K8S_DIR, otelCollector, services, TRACE_SAMPLE_RATIO } from '../src/units';
import { problemsOf } from '../src/validate';
import { ofKind, OVERLAYS, rendered } from './helpers';

const committed = readYamlDocs(path.join(K8S_DIR, 'base/edge.yaml'));
const serviceOf = (owner: string | undefined) => (owner ? `svc-${owner}` : undefined);

const cases: [string, HTTPRoute[]][] = [
  ['the committed base routes', ofKind<HTTPRoute>(committed, 'HTTPRoute')],
  ...OVERLAYS.map((o): [string, HTTPRoute[]] => [
    `the ${o} overlay's routes`,
    ofKind<HTTPRoute>(rendered[o], 'HTTPRoute'),
  ]),
];

describe.each(cases)('%s', (_name, routes) => {
  it('send every route of the contract to the service ownerOf() names (as the local gateway does)', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routeTable) {
      const url = `${API_PREFIX}${route.path}`;
      expect([url, backendFor(routes, url)]).toEqual([url, serviceOf(ownerOf(url))]);
      // The query string plays no part, as in ownerOf().
      expect(backendFor(routes, `${url}?page=2`)).toBe(serviceOf(ownerOf(`${url}?page=2`)));
    }
  });

  it('send uploaded media to the service that stored them', () => {
    for (const prefix of Object.keys(mediaPrefixes)) {
      const url = `${prefix}0f3a9c.png`;
      expect(backendFor(routes, url)).toBe(serviceOf(ownerOf(url)));
    }
    expect(backendFor(routes, '/media/authx/a.png')).toBe('shell');
  });

  it('send the site map and the feed to svc-content, the remotes to their nginx and the rest to the shell', () => {
    expect(backendFor(routes, '/sitemap.xml')).toBe('svc-content');
    expect(backendFor(routes, '/rss.xml')).toBe('svc-content');
    expect(backendFor(routes, '/remotes/site/mf-manifest.json')).toBe('mfe-site');
    expect(backendFor(routes, '/remotes/cms/remoteEntry.js')).toBe('mfe-cms');
    expect(backendFor(routes, '/remotes/pos/chunks/1.a1b2c3d4.js')).toBe('mfe-pos');
    for (const url of [
      '/',
      '/admin/pos',
      '/blog/some-post',
      '/app-config.json',
      '/robots.txt',
      '/no-such-page',
    ])
      expect(backendFor(routes, url)).toBe('shell');
  });

  it('send an unknown /api/ path to no service (the shell nginx answers 404 JSON, like the gateway)', () => {
    expect(ownerOf('/api/nope')).toBeUndefined();
    expect(backendFor(routes, '/api/nope')).toBe('shell');
    expect(backendFor(routes, '/api/login/extra')).toBe('shell');
    expect(backendFor(routes, '/api/LOGIN')).toBe('shell');
  });

  it('match each path once, within the Gateway API limits, on the services the manifests define', () => {
    const matches = routes.flatMap((r) => r.spec.rules.flatMap((rule) => rule.matches ?? []));
    const keys = matches.map((m) => `${m.path.type} ${m.path.value}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ports = Object.fromEntries(services.map((s) => [s.name, s.port]));
    for (const r of routes) {
      // A CEL rule of the HTTPRoute CRD (not checked by the offline schema): at most 128 matches a route.
      expect(r.spec.rules.reduce((n, rule) => n + (rule.matches?.length ?? 0), 0)).toBeLessThanOrEqual(128);
      expect(r.spec.rules.length).toBeLessThanOrEqual(16);
      for (const rule of r.spec.rules) {
        for (const b of rule.backendRefs ?? []) expect(b.port).toBe(ports[b.name] ?? 8080);
        if (rule.backendRefs) expect(rule.timeouts).toEqual({ request: '60s' });
      }
    }
  });
});

describe('the generated edge', () => {
  it('is the committed one, and valid against the Gateway API and Envoy Gateway CRDs', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(edge())));
    for (const o of committed) expect(problemsOf(o)).toEqual([]);
  });

  it('redirects plain HTTP to HTTPS and serves HTTPS with the host certificate', () => {
    const gateway = ofKind<{
      spec: { listeners: { name: string; protocol: string; port: number; tls?: unknown }[] };
    }>(committed, 'Gateway')[0]!;
    expect(gateway.spec.listeners.map((l) => [l.name, l.protocol, l.port])).toEqual([
      ['https', 'HTTPS', 443],
      ['http', 'HTTP', 80],
    ]);
    const redirect = ofKind<HTTPRoute>(committed, 'HTTPRoute').filter((r) =>
      r.spec.parentRefs.some((p) => p.sectionName === 'http'),
    );
    expect(redirect.map((r) => r.spec.rules)).toEqual([
      [{ filters: [{ type: 'RequestRedirect', requestRedirect: { scheme: 'https', statusCode: 301 } }] }],
    ]);
  });

  it('keeps the body limit, traces by ratio to the collector, and does not trust a client’s trace headers', () => {
    const spec = (kind: string) =>
      ofKind<K8sObject & { spec: Record<string, unknown> }>(committed, kind)[0]!.spec;
    expect(spec('BackendTrafficPolicy')).toEqual({
      targetRefs: [{ group: 'gateway.networking.k8s.io', kind: 'Gateway', name: 'voltdesk' }],
      requestBuffer: { limit: BODY_LIMIT },
    });
    expect(BODY_LIMIT).toBe('8Mi');
    const tracing = (spec('EnvoyProxy') as { telemetry: { tracing: Record<string, unknown> } }).telemetry
      .tracing;
    const fraction = tracing.samplingFraction as { numerator: number; denominator: number };
    expect(fraction.numerator / fraction.denominator).toBe(TRACE_SAMPLE_RATIO);
    expect(fraction.numerator).toBeLessThan(fraction.denominator);
    expect(tracing.provider).toEqual({
      type: 'OpenTelemetry',
      backendRefs: [
        { name: otelCollector.service, namespace: otelCollector.namespace, port: otelCollector.grpcPort },
      ],
    });
    expect(spec('ClientTrafficPolicy')).toEqual(
      expect.objectContaining({
        headers: { earlyRequestHeaders: { remove: ['traceparent', 'tracestate'] } },
      }),
    );
  });

  it('names a GatewayClass of Envoy Gateway, applied once per cluster from controllers/', () => {
    const [cls, ...rest] = readYamlDocs(path.join(K8S_DIR, EDGE_CONTROLLER_FILE));
    expect(rest).toEqual([]);
    expect(cls).toEqual(JSON.parse(JSON.stringify(gatewayClass())));
    expect(problemsOf(cls!)).toEqual([]);
    expect((cls as unknown as { spec: { controllerName: string } }).spec.controllerName).toBe(
      ENVOY_GATEWAY_CONTROLLER,
    );
    const gateway = ofKind<{ spec: { gatewayClassName: string } }>(committed, 'Gateway')[0]!;
    expect(gateway.spec.gatewayClassName).toBe(GATEWAY_CLASS);
  });

  it('refuses a misspelt field of a Gateway API or Envoy Gateway object (strict, like the other CRDs)', () => {
    const route = ofKind<HTTPRoute>(committed, 'HTTPRoute')[0]!;
    const misspelt = {
      ...route,
      spec: { ...route.spec, rules: [{ ...route.spec.rules[0], timeout: { request: '1s' } }] },
    };
    expect(problemsOf(misspelt as never).join('\n')).toMatch(/unknown field "timeout"/);
    const policy = ofKind<K8sObject & { spec: object }>(committed, 'BackendTrafficPolicy')[0]!;
    expect(problemsOf({ ...policy, spec: { ...policy.spec, requestBufer: {} } } as never).join('\n')).toMatch(
      /unknown field "requestBufer"/,
    );
  });
});
