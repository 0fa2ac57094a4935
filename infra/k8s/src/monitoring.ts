import type { IPodMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PodMonitor';
import type { IPrometheusRule } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/PrometheusRule';
import type { IServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import type { IConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { MONGO_METRICS_SECRET } from './data';
import { KAFKA_CLUSTER, MONGO_METRICS_PORT, PART_OF, PART_OF_LABEL, services } from './units';

/**
 * What Prometheus (the Prometheus Operator, e.g. kube-prometheus-stack) scrapes and alerts on. Every
 * object carries `app.kubernetes.io/part-of: voltdesk`; the README says how to make Prometheus select them.
 */
const labels = { [PART_OF_LABEL]: PART_OF };
/** The namespace the Strimzi cluster operator runs in (its own metrics are scraped there). */
export const STRIMZI_NAMESPACE = 'strimzi';

/** `/metrics` of every Voltdesk service (prom-client, from service-kit), on the service port. */
export const serviceMonitor = (): IServiceMonitor => ({
  apiVersion: 'monitoring.coreos.com/v1',
  kind: 'ServiceMonitor',
  metadata: { name: 'voltdesk-services', labels },
  spec: {
    selector: { matchLabels: { [PART_OF_LABEL]: PART_OF, 'app.kubernetes.io/component': 'api' } },
    endpoints: [{ port: 'http', path: '/metrics', interval: '30s', scrapeTimeout: '10s' }],
  },
});

/** The MongoDB agents' endpoint (port `prometheus` of each replica set's `<name>-svc` Service). */
export const mongoMonitors = (): IServiceMonitor[] =>
  services.map((s) => ({
    apiVersion: 'monitoring.coreos.com/v1',
    kind: 'ServiceMonitor',
    metadata: { name: `voltdesk-mongo-${s.service}`, labels },
    spec: {
      selector: { matchLabels: { app: `voltdesk-mongo-${s.service}-svc` } },
      endpoints: [
        {
          targetPort: MONGO_METRICS_PORT,
          interval: '30s',
          basicAuth: {
            username: { name: MONGO_METRICS_SECRET, key: 'username' },
            password: { name: MONGO_METRICS_SECRET, key: 'password' },
          },
        },
      ],
    },
  }));

/** A PodMonitor named `name` scraping `/metrics` on `ports` every 30 s of the pods `spec` selects. */
const podMonitor = (
  name: string,
  ports: string[],
  spec: Pick<NonNullable<IPodMonitor['spec']>, 'selector' | 'namespaceSelector'>,
): IPodMonitor => ({
  apiVersion: 'monitoring.coreos.com/v1',
  kind: 'PodMonitor',
  metadata: { name, labels },
  spec: { ...spec, podMetricsEndpoints: ports.map((port) => ({ port, path: '/metrics', interval: '30s' })) },
});

/** The pods of the Kafka cluster whose label `key` is one of `values`. */
const kafkaPods = (key: string, values: string[]) => ({
  selector: {
    matchLabels: { 'strimzi.io/cluster': KAFKA_CLUSTER },
    matchExpressions: [{ key, operator: 'In', values }],
  },
});

/**
 * Strimzi's pods, each scraped once: the Kafka nodes (JMX exporter), the Kafka Exporter (consumer lag), the
 * entity operator and the cluster operator. Strimzi labels every pod of a Kafka cluster
 * `strimzi.io/kind: Kafka` (the exporter and the entity operator too), so the nodes are chosen by their
 * `strimzi.io/name` (`<cluster>-kafka`), never by kind: a kind selector made the exporter a target of
 * two monitors, and the lag alert summed both. `test/monitoring.test.ts` checks that no pod port is
 * scraped twice.
 */
export const strimziMonitors = (): IPodMonitor[] => [
  podMonitor('voltdesk-kafka', ['tcp-prometheus'], kafkaPods('strimzi.io/name', [`${KAFKA_CLUSTER}-kafka`])),
  podMonitor(
    'voltdesk-kafka-operators',
    ['healthcheck', 'tcp-prometheus'],
    kafkaPods('strimzi.io/name', [`${KAFKA_CLUSTER}-entity-operator`, `${KAFKA_CLUSTER}-kafka-exporter`]),
  ),
  podMonitor('strimzi-cluster-operator', ['http'], {
    namespaceSelector: { matchNames: [STRIMZI_NAMESPACE] },
    selector: { matchLabels: { 'strimzi.io/kind': 'cluster-operator' } },
  }),
];

/** svc-notify's consumer group may lag this many records behind before the lag alert fires. */
export const CONSUMER_LAG_THRESHOLD = 1000;

interface Alert {
  alert: string;
  expr: string;
  for: string;
  severity: 'critical' | 'warning';
  summary: string;
}

/** The alerts of issue-level symptoms a person must act on; thresholds are starting points. */
export const alerts: Alert[] = [
  {
    alert: 'VoltdeskHigh5xxRate',
    expr: 'sum by (service) (rate(http_requests_total{status=~"5.."}[5m])) / sum by (service) (rate(http_requests_total[5m])) > 0.02',
    for: '5m',
    severity: 'critical',
    summary: 'More than 2% of {{ $labels.service }} requests fail with a 5xx.',
  },
  {
    alert: 'VoltdeskSlowRequests',
    expr: 'histogram_quantile(0.99, sum by (service, le) (rate(http_request_duration_seconds_bucket[5m]))) > 1',
    for: '10m',
    severity: 'warning',
    summary: 'p99 latency of {{ $labels.service }} is above 1 s.',
  },
  {
    alert: 'VoltdeskOutboxBacklog',
    expr: 'max by (service) (outbox_pending_documents) > 100',
    for: '10m',
    severity: 'warning',
    summary: '{{ $labels.service }} has more than 100 documents with unpublished events.',
  },
  {
    alert: 'VoltdeskOutboxStale',
    expr: 'max by (service) (outbox_relay_lag_seconds) > 300',
    for: '5m',
    severity: 'critical',
    summary:
      'The oldest unpublished event of {{ $labels.service }} is over 5 minutes old (Kafka unreachable?).',
  },
  {
    alert: 'VoltdeskConsumerLag',
    // Per partition first (max over any duplicate series, e.g. a second scrape of the exporter or its
    // restart), then summed per topic: the lag of a topic is the sum of its partitions' lags, counted once.
    expr: `sum by (consumergroup, topic) (max by (consumergroup, topic, partition) (kafka_consumergroup_lag{consumergroup="svc-notify"})) > ${CONSUMER_LAG_THRESHOLD} or max by (topic) (notify_consumer_lag) > ${CONSUMER_LAG_THRESHOLD}`,
    for: '15m',
    severity: 'warning',
    summary: `svc-notify is more than ${CONSUMER_LAG_THRESHOLD} records behind on {{ $labels.topic }}.`,
  },
  {
    // A stale revocation state no longer makes a pod unready (its public calls still work), so this is
    // where it shows: admin calls of that service answer 503 until svc-auth answers again.
    alert: 'VoltdeskRevocationStateStale',
    expr: 'max by (service) (revocation_state_age_seconds) > 60',
    for: '2m',
    severity: 'critical',
    summary:
      '{{ $labels.service }} has not loaded the revocation state from svc-auth for over a minute: its admin calls answer 503 (svc-auth or its database down?).',
  },
  {
    alert: 'VoltdeskMailsFailing',
    expr: 'sum by (kind) (increase(notify_mails_failed_total[1h])) > 0',
    for: '0m',
    severity: 'warning',
    summary: '{{ $labels.kind }} mails were recorded as failed in the last hour (SMTP relay or recipients).',
  },
  {
    alert: 'VoltdeskMailBacklog',
    expr: 'sum (notify_queue_depth{status="queued"}) > 500',
    for: '30m',
    severity: 'warning',
    summary: 'More than 500 mails (unpaid-invoice alerts, newsletters, notices) wait to be sent.',
  },
  {
    // Unpaid-invoice alerts are queued at order time and fall due after the unpaid time: the generic
    // backlog above cannot tell a late one from one scheduled for later; this reads the due ones only.
    alert: 'VoltdeskUnpaidAlertsLate',
    expr: 'max (notify_queue_oldest_due_seconds{kind="unpaid_alert"}) > 900',
    for: '5m',
    severity: 'warning',
    summary:
      'An unpaid-invoice alert has been due for over 15 minutes and is not sent ({{ $value | humanizeDuration }} late): SMTP relay, scheduler or svc-notify down.',
  },
  {
    alert: 'VoltdeskPodRestarting',
    expr: 'increase(kube_pod_container_status_restarts_total{container=~"svc-.*|shell|mfe-.*|mongod|kafka"}[1h]) > 3',
    for: '0m',
    severity: 'warning',
    summary: '{{ $labels.pod }} restarted more than 3 times in an hour.',
  },
  {
    alert: 'VoltdeskDatabaseDown',
    expr: 'kube_statefulset_status_replicas_ready{statefulset=~"voltdesk-mongo-.*"} < kube_statefulset_replicas{statefulset=~"voltdesk-mongo-.*"}',
    for: '5m',
    severity: 'critical',
    summary: 'A member of {{ $labels.statefulset }} is not ready.',
  },
  {
    alert: 'VoltdeskKafkaBrokerDown',
    expr: `kube_pod_status_ready{condition="true", pod=~"${KAFKA_CLUSTER}-dual-role-.*"} == 0`,
    for: '5m',
    severity: 'critical',
    summary: 'Kafka node {{ $labels.pod }} is not ready.',
  },
  {
    alert: 'VoltdeskKafkaUnderReplicated',
    expr: 'sum (kafka_server_replicamanager_underreplicatedpartitions) > 0',
    for: '10m',
    severity: 'warning',
    summary: 'Kafka has under-replicated partitions.',
  },
];

export const prometheusRule = (): IPrometheusRule => ({
  apiVersion: 'monitoring.coreos.com/v1',
  kind: 'PrometheusRule',
  metadata: { name: 'voltdesk', labels },
  spec: {
    groups: [
      {
        name: 'voltdesk',
        rules: alerts.map((a) => ({
          alert: a.alert,
          expr: a.expr,
          for: a.for,
          labels: { severity: a.severity },
          annotations: { summary: a.summary },
        })),
      },
    ],
  },
});

/** A Grafana dashboard, picked up by the Grafana sidecar from any ConfigMap labelled `grafana_dashboard`. */
export function dashboard(): IConfigMap {
  const panels: [string, string][] = [
    ['Requests per second', 'sum by (service) (rate(http_requests_total[5m]))'],
    [
      '5xx ratio',
      'sum by (service) (rate(http_requests_total{status=~"5.."}[5m])) / sum by (service) (rate(http_requests_total[5m]))',
    ],
    [
      'p99 latency (s)',
      'histogram_quantile(0.99, sum by (service, le) (rate(http_request_duration_seconds_bucket[5m])))',
    ],
    ['Outbox pending documents', 'max by (service) (outbox_pending_documents)'],
    ['Oldest unpublished event (s)', 'max by (service) (outbox_relay_lag_seconds)'],
    ['svc-notify consumer lag', 'max by (topic) (notify_consumer_lag)'],
    [
      'Mails sent / failed per hour',
      'sum by (kind) (increase(notify_mails_sent_total[1h])) or sum by (kind) (increase(notify_mails_failed_total[1h]))',
    ],
    ['Mail queue', 'sum by (status) (notify_queue_depth)'],
    ['Due mails not sent, oldest wait (s)', 'max by (kind) (notify_queue_oldest_due_seconds)'],
    [
      'Pod restarts (1h)',
      'sum by (pod) (increase(kube_pod_container_status_restarts_total{container=~"svc-.*|shell|mfe-.*|mongod|kafka"}[1h]))',
    ],
  ];
  const json = {
    title: 'Voltdesk',
    uid: 'voltdesk',
    schemaVersion: 39,
    time: { from: 'now-6h', to: 'now' },
    panels: panels.map(([title, expr], i) => ({
      id: i + 1,
      type: 'timeseries',
      title,
      datasource: { type: 'prometheus', uid: '${datasource}' },
      gridPos: { h: 8, w: 12, x: (i % 2) * 12, y: Math.floor(i / 2) * 8 },
      targets: [{ refId: 'A', expr }],
    })),
    templating: {
      list: [{ name: 'datasource', type: 'datasource', query: 'prometheus', label: 'Data source' }],
    },
  };
  return {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'voltdesk-grafana-dashboard', labels: { ...labels, grafana_dashboard: '1' } },
    data: { 'voltdesk.json': `${JSON.stringify(json, null, 2)}\n` },
  };
}

export const monitoring = (): object[] => [
  serviceMonitor(),
  ...mongoMonitors(),
  ...strimziMonitors(),
  prometheusRule(),
  dashboard(),
];
