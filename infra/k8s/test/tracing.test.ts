import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyEgressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyEgressRule';
import { toCollector } from '../src/network';
import { otlpEndpoint } from '../src/tracing';
import { K8S_DIR, otelCollector, services, webs } from '../src/units';
import { ofKind, OVERLAYS, rendered } from './helpers';

/** The cluster side of tracing: the services may reach the collector, the edge can trace. */
const isCollectorRule = (rule: INetworkPolicyEgressRule) =>
  (rule.to ?? []).some(
    (peer) =>
      peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === otelCollector.namespace &&
      JSON.stringify(peer.podSelector?.matchLabels) === JSON.stringify(otelCollector.podLabels),
  );

describe.each(OVERLAYS)('tracing (%s)', (overlay) => {
  const objects = rendered[overlay];
  const policyOf = (name: string) =>
    ofKind<INetworkPolicy>(objects, 'NetworkPolicy').find((p) => p.metadata?.name === name)!;

  it("lets every service reach the collector's OTLP/HTTP port, and nothing else there", () => {
    for (const s of services) {
      const rules = (policyOf(s.name).spec?.egress ?? []).filter(isCollectorRule);
      expect([s.name, rules]).toEqual([
        s.name,
        [
          {
            to: [
              {
                namespaceSelector: {
                  matchLabels: { 'kubernetes.io/metadata.name': otelCollector.namespace },
                },
                podSelector: { matchLabels: otelCollector.podLabels },
              },
            ],
            ports: [{ protocol: 'TCP', port: otelCollector.httpPort }],
          },
        ],
      ]);
    }
    // Front ends send no traces (the browser does not trace): no way out to the collector.
    for (const w of webs) expect((policyOf(w.name).spec?.egress ?? []).filter(isCollectorRule)).toEqual([]);
  });

  it('leaves tracing off until the overlay names the collector', () => {
    const config = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === 'voltdesk-config') as
      { data: Record<string, string> } | undefined;
    expect(config?.data.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('');
  });
});

describe('tracing settings from the typed table', () => {
  it('derive the egress rule and the OTLP endpoint from the collector entry', () => {
    const other = { ...otelCollector, namespace: 'observability', httpPort: 14318 };
    expect(toCollector(other).ports).toEqual([{ protocol: 'TCP', port: 14318 }]);
    expect(toCollector(other).to?.[0]?.namespaceSelector?.matchLabels).toEqual({
      'kubernetes.io/metadata.name': 'observability',
    });
    expect(otlpEndpoint()).toBe('http://otel-collector.monitoring:4318');
    // The README's example endpoint is the one the table gives.
    expect(readFileSync(path.join(K8S_DIR, 'README.md'), 'utf8')).toContain(otlpEndpoint());
  });
});
