import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { INetworkPolicyEgressRule } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyEgressRule';
import type { INetworkPolicyPeer } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicyPeer';
import {
  KAFKA_CLUSTER,
  KAFKA_PORT,
  MONGO_LABEL,
  MONGO_METRICS_PORT,
  MONGO_PORT,
  NAME_LABEL,
  otelCollector,
  type OtelCollector,
  PART_OF,
  PART_OF_LABEL,
  portOf,
  serviceUnit,
  services,
  units,
  type Unit,
} from './units';
import { EDGE_NAMESPACE } from './edge';
import { labelsOf, selectorOf } from './workloads';

/**
 * The namespace of the edge's proxies (Envoy Gateway runs each Gateway's Envoy pods in its own namespace).
 * The overlays may change it with a patch; `kubernetes.io/metadata.name` is set on every namespace by
 * Kubernetes itself.
 */
export const INGRESS_NAMESPACE = EDGE_NAMESPACE;
/**
 * Where Prometheus runs (kube-prometheus-stack's default namespace `monitoring`); its pods are matched by
 * `app.kubernetes.io/name: prometheus`, the label the Prometheus Operator sets. Patch both in the overlay
 * for another install.
 */
export const PROMETHEUS_NAMESPACE = 'monitoring';
export const fromPrometheus: INetworkPolicyPeer = {
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': PROMETHEUS_NAMESPACE } },
  podSelector: { matchLabels: { 'app.kubernetes.io/name': 'prometheus' } },
};
/** Job pods that work on one service's database (backups, restores, index builds) carry this label. */
export const DATABASE_CLIENT_LABEL = 'voltdesk.io/database-client';

const fromIngressController: INetworkPolicyPeer = {
  namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': INGRESS_NAMESPACE } },
};
/**
 * NodeLocal DNSCache's address on every node (its documented default, `169.254.20.10`): with the cache
 * installed, pods ask it rather than kube-dns, and a policy naming only the kube-dns pods drops those
 * lookups.
 */
export const NODE_LOCAL_DNS = '169.254.20.10';
export const dns: INetworkPolicyEgressRule = {
  to: [
    {
      namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': 'kube-system' } },
      podSelector: { matchLabels: { 'k8s-app': 'kube-dns' } },
    },
    { ipBlock: { cidr: `${NODE_LOCAL_DNS}/32` } },
  ],
  ports: [
    { protocol: 'UDP', port: 53 },
    { protocol: 'TCP', port: 53 },
  ],
};
export const mongoPodsOf = (service: string): Record<string, string> => ({ [MONGO_LABEL]: service });
export const kafkaBrokerPods: Record<string, string> = {
  'strimzi.io/cluster': KAFKA_CLUSTER,
  'strimzi.io/broker-role': 'true',
};
/** Public SMTP relays: anything outside the private ranges (the cluster's own addresses among them). */
const smtpRelay: INetworkPolicyEgressRule = {
  to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] } }],
  ports: [25, 465, 587].map((port) => ({ protocol: 'TCP' as const, port })),
};

/** A service's egress to the collector, OTLP/HTTP only (present while tracing is off: it opens nothing else). */
export const toCollector = (c: OtelCollector = otelCollector): INetworkPolicyEgressRule => ({
  to: [
    {
      namespaceSelector: { matchLabels: { 'kubernetes.io/metadata.name': c.namespace } },
      podSelector: { matchLabels: c.podLabels },
    },
  ],
  ports: [{ protocol: 'TCP', port: c.httpPort }],
});

const policy = (
  name: string,
  labels: Record<string, string>,
  spec: INetworkPolicy['spec'],
): INetworkPolicy => ({
  apiVersion: 'networking.k8s.io/v1',
  kind: 'NetworkPolicy',
  metadata: { name, labels },
  spec,
});

/** Nothing reaches or leaves a Voltdesk pod unless a policy below allows it. */
export const defaultDeny = (): INetworkPolicy =>
  policy(
    'voltdesk-default-deny',
    { [PART_OF_LABEL]: PART_OF },
    {
      // Voltdesk's own workloads only: the operators' MongoDB and Kafka pods have policies of their own.
      podSelector: {
        matchLabels: { [PART_OF_LABEL]: PART_OF },
        matchExpressions: [
          {
            key: 'app.kubernetes.io/component',
            operator: 'In',
            values: ['api', 'web', 'backup', 'migration'],
          },
        ],
      },
      policyTypes: ['Ingress', 'Egress'],
    },
  );

const shellUnit = (): Unit => {
  const shell = units.find((u) => u.kind === 'web' && !u.remote);
  if (!shell) throw new Error('no shell front end');
  return shell;
};

const siteUnit = (): Unit | undefined => units.find((u) => u.kind === 'web' && u.remote === 'site');

/** Who may call a unit, and what the unit may call. */
export function unitPolicy(unit: Unit): INetworkPolicy {
  const port = { protocol: 'TCP' as const, port: portOf(unit) };
  const ingress = [{ from: [fromIngressController], ports: [port] }];
  const egress: INetworkPolicyEgressRule[] = [];
  if (unit.kind === 'service') {
    if (unit.service === 'auth') {
      const verifiers = services
        .filter((s) => s.jwks)
        .map((s) => ({ podSelector: { matchLabels: selectorOf(s) } }));
      ingress.push({ from: verifiers, ports: [port] });
    }
    // Prometheus scrapes /metrics on the service port (the edge never routes /metrics).
    ingress.push({ from: [fromPrometheus], ports: [port] });
    egress.push(
      dns,
      {
        to: [{ podSelector: { matchLabels: mongoPodsOf(unit.service) } }],
        ports: [{ protocol: 'TCP', port: MONGO_PORT }],
      },
      {
        to: [{ podSelector: { matchLabels: kafkaBrokerPods } }],
        ports: [{ protocol: 'TCP', port: KAFKA_PORT }],
      },
    );
    if (unit.jwks) {
      const auth = serviceUnit('auth');
      egress.push({
        to: [{ podSelector: { matchLabels: selectorOf(auth) } }],
        ports: [{ protocol: 'TCP', port: auth.port }],
      });
    }
    for (const called of unit.calls ?? []) {
      const target = serviceUnit(called);
      egress.push({
        to: [{ podSelector: { matchLabels: selectorOf(target) } }],
        ports: [{ protocol: 'TCP', port: target.port }],
      });
    }
    const callers = services.filter((s) => s.calls?.includes(unit.service));
    if (callers.length)
      ingress.push({
        from: callers.map((s) => ({ podSelector: { matchLabels: selectorOf(s) } })),
        ports: [port],
      });
    if (unit.smtp) egress.push(smtpRelay);
    // Traces, when the overlay turns them on (OTEL_EXPORTER_OTLP_ENDPOINT); the rule opens nothing else.
    egress.push(toCollector());
    // The shell's nginx asks svc-content whether a record page exists (decision 0009); its render server
    // asks svc-pos for a customer link's document (decision 0016).
    if (unit.service === 'content' || unit.service === 'pos') {
      ingress.push({ from: [{ podSelector: { matchLabels: selectorOf(shellUnit()) } }], ports: [port] });
    }
  } else {
    // Every bundle runs the same nginx-spa.conf, which names svc-content's Service: nginx resolves it at
    // start. Only the shell's nginx calls it (record pages, decision 0009); a remote serves no page.
    egress.push(dns);
    if (!unit.remote) {
      const content = serviceUnit('content');
      egress.push({
        to: [{ podSelector: { matchLabels: selectorOf(content) } }],
        ports: [{ protocol: 'TCP', port: content.port }],
      });
      // The render server beside the nginx reads the site remote's mf-manifest.json (the assets a rendered
      // page links), and a customer link's document from svc-pos (its POS_URL); svc-content above is its
      // only other peer.
      const site = siteUnit();
      if (site) egress.push({ to: [{ podSelector: { matchLabels: selectorOf(site) } }], ports: [port] });
      const pos = serviceUnit('pos');
      egress.push({
        to: [{ podSelector: { matchLabels: selectorOf(pos) } }],
        ports: [{ protocol: 'TCP', port: pos.port }],
      });
    } else if (unit.remote === 'site') {
      ingress.push({ from: [{ podSelector: { matchLabels: selectorOf(shellUnit()) } }], ports: [port] });
    }
  }
  return policy(unit.name, labelsOf(unit), {
    podSelector: { matchLabels: selectorOf(unit) },
    policyTypes: ['Ingress', 'Egress'],
    ingress,
    egress,
  });
}

/** A Job working on one service's database: DNS and that replica set, nothing else. */
export function databaseJobPolicy(
  name: string,
  service: string,
  labels: Record<string, string>,
  more: INetworkPolicyEgressRule[] = [],
): INetworkPolicy {
  return policy(name, labels, {
    podSelector: { matchLabels: { [DATABASE_CLIENT_LABEL]: service, ...labels } },
    policyTypes: ['Ingress', 'Egress'],
    egress: [
      dns,
      {
        to: [{ podSelector: { matchLabels: mongoPodsOf(service) } }],
        ports: [{ protocol: 'TCP', port: MONGO_PORT }],
      },
      ...more,
    ],
  });
}

/**
 * S3-compatible object storage outside the cluster (HTTPS), where the backups keep their off-site copy.
 * An in-cluster store (MinIO) needs a rule of its own in the overlay.
 */
export const objectStorage: INetworkPolicyEgressRule = {
  to: [{ ipBlock: { cidr: '0.0.0.0/0', except: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'] } }],
  ports: [{ protocol: 'TCP', port: 443 }],
};

/**
 * A service's database accepts connections from that service, from the Jobs working on it (backups,
 * restores, index builds) and from its own replica-set members only (the other half of "each service
 * reaches only its own database"), and Prometheus on the agent's metrics port.
 */
export function databasePolicy(service: (typeof services)[number]): INetworkPolicy {
  const members = { podSelector: { matchLabels: mongoPodsOf(service.service) } };
  return policy(
    `voltdesk-mongo-${service.service}`,
    { [PART_OF_LABEL]: PART_OF, [NAME_LABEL]: `voltdesk-mongo-${service.service}` },
    {
      podSelector: { matchLabels: mongoPodsOf(service.service) },
      policyTypes: ['Ingress'],
      ingress: [
        {
          from: [
            { podSelector: { matchLabels: selectorOf(service) } },
            { podSelector: { matchLabels: { [DATABASE_CLIENT_LABEL]: service.service } } },
            members,
          ],
          ports: [{ protocol: 'TCP', port: MONGO_PORT }],
        },
        { from: [fromPrometheus], ports: [{ protocol: 'TCP', port: MONGO_METRICS_PORT }] },
      ],
    },
  );
}

export const networkPolicies = (): INetworkPolicy[] => [defaultDeny(), ...units.map(unitPolicy)];
