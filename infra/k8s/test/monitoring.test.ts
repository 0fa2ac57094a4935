import type { K8sObject } from '../src/kustomize';
import { alerts, CONSUMER_LAG_THRESHOLD, STRIMZI_NAMESPACE } from '../src/monitoring';
import { dns, NODE_LOCAL_DNS } from '../src/network';
import { KAFKA_CLUSTER, MONGO_METRICS_PORT, services, TRACE_SAMPLE_RATIO } from '../src/units';
import { ofKind, OVERLAYS, rendered } from './helpers';

/** A pod as the scrape configuration sees it: where it runs, its labels and its named container ports. */
interface Pod {
  namespace: string;
  name: string;
  labels: Record<string, string>;
  ports: { name?: string; port: number }[];
}

interface Selector {
  matchLabels?: Record<string, string>;
  matchExpressions?: { key: string; operator: string; values?: string[] }[];
}

const selects = (s: Selector | undefined, labels: Record<string, string>) =>
  !!s &&
  Object.entries(s.matchLabels ?? {}).every(([k, v]) => labels[k] === v) &&
  (s.matchExpressions ?? []).every((e) => {
    if (e.operator === 'In') return e.values?.includes(labels[e.key] ?? '\u0000') ?? false;
    if (e.operator === 'NotIn') return !(e.values ?? []).includes(labels[e.key] ?? '\u0000');
    if (e.operator === 'Exists') return e.key in labels;
    if (e.operator === 'DoesNotExist') return !(e.key in labels);
    throw new Error(`operator ${e.operator}`);
  });

/**
 * The pods the operators create, with the labels and metric ports they give them (Strimzi 1.0.x:
 * `AbstractModel`/`Labels` set `strimzi.io/cluster`, `strimzi.io/kind` = the custom resource's kind and
 * `strimzi.io/name` = the component on every pod of a Kafka cluster, the exporter and entity operator
 * included; `MetricsModel.METRICS_PORT_NAME` is `tcp-prometheus`; the Topic and User Operators'
 * `healthcheck` ports are 8080 and 8081. The MongoDB operator labels each member `app: <name>-svc`, its
 * agent's metrics port 9216 named `prometheus`, behind the headless Service of the same name.)
 */
function operatorPods(namespace: string): Pod[] {
  const kafka = (name: string, extra: Record<string, string>, ports: Pod['ports']): Pod => ({
    namespace,
    name,
    labels: { 'strimzi.io/cluster': KAFKA_CLUSTER, 'strimzi.io/kind': 'Kafka', ...extra },
    ports,
  });
  return [
    ...[0, 1, 2].map((i) =>
      kafka(
        `${KAFKA_CLUSTER}-dual-role-${i}`,
        {
          'strimzi.io/name': `${KAFKA_CLUSTER}-kafka`,
          'strimzi.io/pool-name': 'dual-role',
          'strimzi.io/broker-role': 'true',
          'strimzi.io/controller-role': 'true',
        },
        [
          { name: 'tcp-prometheus', port: 9404 },
          { name: 'tcp-replication', port: 9091 },
          { name: 'tcp-tls', port: 9093 },
        ],
      ),
    ),
    kafka(`${KAFKA_CLUSTER}-kafka-exporter-x`, { 'strimzi.io/name': `${KAFKA_CLUSTER}-kafka-exporter` }, [
      { name: 'tcp-prometheus', port: 9404 },
    ]),
    kafka(`${KAFKA_CLUSTER}-entity-operator-x`, { 'strimzi.io/name': `${KAFKA_CLUSTER}-entity-operator` }, [
      { name: 'healthcheck', port: 8080 },
      { name: 'healthcheck', port: 8081 },
    ]),
    {
      namespace: STRIMZI_NAMESPACE,
      name: 'strimzi-cluster-operator-x',
      labels: { 'strimzi.io/kind': 'cluster-operator', name: 'strimzi-cluster-operator' },
      ports: [{ name: 'http', port: 8080 }],
    },
    ...services.map((s) => ({
      namespace,
      name: `voltdesk-mongo-${s.service}-0`,
      labels: { app: `voltdesk-mongo-${s.service}-svc`, 'voltdesk.io/mongodb': s.service },
      ports: [
        { name: 'mongodb', port: 27017 },
        { name: 'prometheus', port: MONGO_METRICS_PORT },
      ],
    })),
  ];
}

interface Spec {
  template: { metadata: { labels: Record<string, string> }; spec: { containers: Container[] } };
}
interface Container {
  ports?: { name?: string; containerPort: number }[];
}

/** The pods of every Deployment the overlay renders (one per Deployment is enough: they are alike). */
const deploymentPods = (objects: K8sObject[]): Pod[] =>
  ofKind<K8sObject & { spec: Spec }>(objects, 'Deployment').map((d) => ({
    namespace: d.metadata.namespace ?? '',
    name: `${d.metadata.name}-x`,
    labels: d.spec.template.metadata.labels,
    ports: d.spec.template.spec.containers.flatMap((c) =>
      (c.ports ?? []).map((p) => ({ name: p.name, port: p.containerPort })),
    ),
  }));

/** The operators' headless Services the MongoDB ServiceMonitors select. */
const mongoServices = (namespace: string) =>
  services.map((s) => ({
    metadata: {
      name: `voltdesk-mongo-${s.service}-svc`,
      namespace,
      labels: { app: `voltdesk-mongo-${s.service}-svc` },
    },
    spec: {
      selector: { app: `voltdesk-mongo-${s.service}-svc` },
      ports: [
        { name: 'mongodb', port: 27017, targetPort: 27017 },
        { name: 'prometheus', port: MONGO_METRICS_PORT, targetPort: MONGO_METRICS_PORT },
      ],
    },
  }));

interface ServiceObject {
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec: {
    selector?: Record<string, string>;
    ports: { name?: string; port: number; targetPort?: number | string }[];
  };
}

/**
 * Every scrape target (namespace/pod:port) each monitor endpoint yields, as the Prometheus Operator
 * resolves them: a PodMonitor's port name against the selected pods' container ports; a ServiceMonitor's
 * port name or targetPort through the selected Services to the pods behind them.
 */
function scrapes(objects: K8sObject[]): Map<string, string[]> {
  const namespace = ofKind(objects, 'Namespace')[0]!.metadata.name;
  const pods = [...deploymentPods(objects), ...operatorPods(namespace)];
  const svcs = [...ofKind<ServiceObject>(objects, 'Service'), ...mongoServices(namespace)];
  const targets = new Map<string, string[]>();
  const add = (monitor: string, pod: Pod, port: number) => {
    const key = `${pod.namespace}/${pod.name}:${port}`;
    targets.set(key, [...(targets.get(key) ?? []), monitor]);
  };
  type Monitor = K8sObject & {
    spec: {
      selector: Selector;
      namespaceSelector?: { matchNames?: string[] };
      endpoints?: { port?: string; targetPort?: number | string }[];
      podMetricsEndpoints?: { port?: string }[];
    };
  };
  const namespaces = (m: Monitor) => m.spec.namespaceSelector?.matchNames ?? [m.metadata.namespace];
  for (const m of ofKind<Monitor>(objects, 'PodMonitor')) {
    for (const endpoint of m.spec.podMetricsEndpoints ?? [])
      for (const pod of pods.filter(
        (p) => namespaces(m).includes(p.namespace) && selects(m.spec.selector, p.labels),
      ))
        for (const port of pod.ports.filter((p) => p.name === endpoint.port))
          add(`PodMonitor/${m.metadata.name}`, pod, port.port);
  }
  for (const m of ofKind<Monitor>(objects, 'ServiceMonitor')) {
    for (const endpoint of m.spec.endpoints ?? [])
      for (const svc of svcs.filter(
        (s) =>
          namespaces(m).includes(s.metadata.namespace) && selects(m.spec.selector, s.metadata.labels ?? {}),
      )) {
        const behind = pods.filter(
          (p) =>
            p.namespace === svc.metadata.namespace && selects({ matchLabels: svc.spec.selector }, p.labels),
        );
        for (const sp of svc.spec.ports) {
          const target = sp.targetPort ?? sp.port;
          const byName = endpoint.port !== undefined && sp.name === endpoint.port;
          const byTarget = endpoint.targetPort !== undefined && endpoint.targetPort === target;
          if (!byName && !byTarget) continue;
          for (const pod of behind) {
            const port = typeof target === 'number' ? target : pod.ports.find((p) => p.name === target)?.port;
            if (port !== undefined) add(`ServiceMonitor/${m.metadata.name}`, pod, port);
          }
        }
      }
  }
  return targets;
}

describe.each(OVERLAYS)('scrape targets (%s)', (overlay) => {
  const objects = rendered[overlay];
  const targets = scrapes(objects);
  const namespace = ofKind(objects, 'Namespace')[0]!.metadata.name;

  it('scrapes no pod port twice (a second scrape doubles every sum over it)', () => {
    const twice = [...targets].filter(([, monitors]) => monitors.length > 1);
    expect(twice).toEqual([]);
  });

  it('still scrapes every metrics endpoint: services, brokers, the Kafka Exporter, the operators, MongoDB agents', () => {
    const scraped = (pod: string, port: number) => targets.get(`${pod}:${port}`) ?? [];
    for (const s of services)
      expect(scraped(`${namespace}/${s.name}-x`, s.port)).toEqual(['ServiceMonitor/voltdesk-services']);
    for (const i of [0, 1, 2])
      expect(scraped(`${namespace}/${KAFKA_CLUSTER}-dual-role-${i}`, 9404)).toEqual([
        'PodMonitor/voltdesk-kafka',
      ]);
    expect(scraped(`${namespace}/${KAFKA_CLUSTER}-kafka-exporter-x`, 9404)).toEqual([
      'PodMonitor/voltdesk-kafka-operators',
    ]);
    for (const port of [8080, 8081])
      expect(scraped(`${namespace}/${KAFKA_CLUSTER}-entity-operator-x`, port)).toEqual([
        'PodMonitor/voltdesk-kafka-operators',
      ]);
    expect(scraped(`${STRIMZI_NAMESPACE}/strimzi-cluster-operator-x`, 8080)).toEqual([
      'PodMonitor/strimzi-cluster-operator',
    ]);
    for (const s of services)
      expect(scraped(`${namespace}/voltdesk-mongo-${s.service}-0`, MONGO_METRICS_PORT)).toEqual([
        `ServiceMonitor/voltdesk-mongo-${s.service}`,
      ]);
  });
});

describe('alerts that mean what they say', () => {
  it('counts consumer lag once per partition, at its threshold', () => {
    const lag = alerts.find((a) => a.alert === 'VoltdeskConsumerLag')!;
    expect(CONSUMER_LAG_THRESHOLD).toBe(1000);
    // Duplicate series of one partition (two scrapes, an exporter restart) are collapsed before the sum.
    expect(lag.expr).toContain(
      'sum by (consumergroup, topic) (max by (consumergroup, topic, partition) (kafka_consumergroup_lag{consumergroup="svc-notify"})) > 1000',
    );
    expect(lag.summary).toContain('1000 records');
  });

  it('alerts when a service cannot load the revocation state (it stays ready; its admin calls answer 503)', () => {
    const stale = alerts.find((a) => a.alert === 'VoltdeskRevocationStateStale')!;
    expect(stale.expr).toBe('max by (service) (revocation_state_age_seconds) > 60');
    expect(stale.severity).toBe('critical');
  });
});

describe.each(OVERLAYS)('DNS and tracing (%s)', (overlay) => {
  const objects = rendered[overlay];
  type Policy = K8sObject & { spec: { egress?: { to?: unknown[]; ports?: unknown[] }[] } };

  it('lets every workload that resolves names reach kube-dns and NodeLocal DNSCache on 53', () => {
    expect(dns.to).toContainEqual({ ipBlock: { cidr: `${NODE_LOCAL_DNS}/32` } });
    expect(NODE_LOCAL_DNS).toBe('169.254.20.10');
    const withDns = ofKind<Policy>(objects, 'NetworkPolicy').filter((p) =>
      (p.spec.egress ?? []).some((r) => JSON.stringify(r.ports).includes('"port":53')),
    );
    expect(withDns.length).toBeGreaterThan(services.length);
    for (const p of withDns) {
      const rule = p.spec.egress!.find((r) => JSON.stringify(r.ports).includes('"port":53'))!;
      expect([p.metadata.name, rule.to]).toEqual([p.metadata.name, dns.to]);
    }
  });

  it('samples the services’ own traces by ratio, following the edge’s decision', () => {
    for (const d of ofKind<
      K8sObject & {
        spec: {
          template: { spec: { containers: { name: string; env?: { name: string; value?: string }[] }[] } };
        };
      }
    >(objects, 'Deployment').filter((d) => d.metadata.name.startsWith('svc-'))) {
      const env = Object.fromEntries(
        (d.spec.template.spec.containers[0]!.env ?? []).map((e) => [e.name, e.value]),
      );
      expect([d.metadata.name, env.OTEL_TRACES_SAMPLER, env.OTEL_TRACES_SAMPLER_ARG]).toEqual([
        d.metadata.name,
        'parentbased_traceidratio',
        String(TRACE_SAMPLE_RATIO),
      ]);
    }
    expect(TRACE_SAMPLE_RATIO).toBeGreaterThan(0);
    expect(TRACE_SAMPLE_RATIO).toBeLessThan(1);
  });
});

describe.each(OVERLAYS)('the Kafka CA renews without a restart (%s)', (overlay) => {
  it("mounts Strimzi's whole CA certificate Secret, updated in place, where KAFKA_CA_FILE points", () => {
    type Deployment = K8sObject & {
      spec: {
        template: {
          spec: {
            volumes: { name: string; secret?: { secretName: string; items?: unknown[] } }[];
            containers: {
              env?: { name: string; value?: string }[];
              volumeMounts?: { name: string; mountPath: string; subPath?: string }[];
            }[];
          };
        };
      };
    };
    const apis = ofKind<Deployment>(rendered[overlay], 'Deployment').filter((d) =>
      services.some((s) => s.name === d.metadata.name),
    );
    expect(apis).toHaveLength(services.length);
    for (const d of apis) {
      const pod = d.spec.template.spec;
      // Whole (no `items`): Strimzi keeps the previous CA there as ca-<date>.crt during a renewal.
      expect(pod.volumes.find((v) => v.name === 'kafka-ca')).toEqual({
        name: 'kafka-ca',
        secret: { secretName: `${KAFKA_CLUSTER}-cluster-ca-cert` },
      });
      const mount = pod.containers[0]!.volumeMounts!.find((m) => m.name === 'kafka-ca')!;
      // No subPath: a subPath mount is never updated when the Secret changes.
      expect(mount.subPath).toBeUndefined();
      const caFile = pod.containers[0]!.env!.find((e) => e.name === 'KAFKA_CA_FILE')!.value!;
      expect(caFile).toBe(`${mount.mountPath}/ca.crt`);
    }
  });
});
