import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { contractTopics } from '../src/data';
import type { K8sObject } from '../src/kustomize';
import { K8S_DIR, MONGO_METRICS_PORT, services } from '../src/units';
import { versions } from '../src/versions';
import { ofKind, OVERLAYS, rendered, secretsOf } from './helpers';

type Spec<T> = K8sObject & { spec: T };
const byName = <T>(objects: K8sObject[], kind: string, name: string) =>
  ofKind<Spec<T>>(objects, kind).find((o) => o.metadata.name === name)!;
const serviceContainer = (objects: K8sObject[], name: string): IContainer =>
  byName<{ template: { spec: IPodSpec } }>(objects, 'Deployment', name).spec.template.spec.containers[0]!;
const envOf = (c: IContainer) => Object.fromEntries((c.env ?? []).map((e) => [e.name, e]));

describe.each(OVERLAYS)('Kafka on Strimzi 1.x (%s)', (overlay) => {
  const objects = rendered[overlay];

  it('uses kafka.strimzi.io/v1 only, with the pinned Kafka version and no v1beta2 leftovers', () => {
    const strimzi = objects.filter((o) => o.apiVersion.startsWith('kafka.strimzi.io/'));
    expect(strimzi.length).toBeGreaterThanOrEqual(12);
    expect(new Set(strimzi.map((o) => o.apiVersion))).toEqual(new Set(['kafka.strimzi.io/v1']));
    const kafka = byName<{ kafka: { version: string } }>(objects, 'Kafka', 'voltdesk-kafka');
    expect(kafka.spec.kafka.version).toBe(versions.kafka);
    expect(kafka.metadata.annotations).toBeUndefined();
  });

  it('listens only on TLS with SCRAM-SHA-512, with simple authorization and no ACL-less access', () => {
    const kafka = byName<{
      kafka: { listeners: object[]; authorization: { type: string }; config: Record<string, unknown> };
    }>(objects, 'Kafka', 'voltdesk-kafka');
    expect(kafka.spec.kafka.listeners).toEqual([
      expect.objectContaining({ port: 9093, tls: true, authentication: { type: 'scram-sha-512' } }),
    ]);
    expect(kafka.spec.kafka.authorization.type).toBe('simple');
    expect(kafka.spec.kafka.config['allow.everyone.if.no.acl.found']).toBe(false);
  });

  it('gives every service its own KafkaUser, whose ACLs allow exactly its AsyncAPI topics', () => {
    const topics = contractTopics();
    const users = ofKind<
      Spec<{
        authentication: { type: string };
        authorization: {
          acls: { resource: { type: string; name: string; patternType: string }; operations: string[] }[];
        };
      }>
    >(objects, 'KafkaUser');
    expect(users.map((u) => u.metadata.name).sort()).toEqual(services.map((s) => s.name).sort());
    for (const s of services) {
      const user = users.find((u) => u.metadata.name === s.name)!;
      expect(user.spec.authentication.type).toBe('scram-sha-512');
      const acls = user.spec.authorization.acls;
      const topicsWith = (op: string) =>
        acls
          .filter((a) => a.resource.type === 'topic' && a.operations.includes(op))
          .map((a) => a.resource.name)
          .sort();
      expect([s.name, topicsWith('Write')]).toEqual([
        s.name,
        topics
          .filter((t) => t.producers.includes(s.name))
          .map((t) => t.topic)
          .sort(),
      ]);
      expect([s.name, topicsWith('Read')]).toEqual([
        s.name,
        topics
          .filter((t) => t.consumers.includes(s.name))
          .map((t) => t.topic)
          .sort(),
      ]);
      for (const a of acls) {
        expect(a.operations).not.toContain('All');
        expect(a.resource.type === 'topic' ? 'literal' : a.resource.name).toBe(
          a.resource.type === 'topic' ? a.resource.patternType : s.name,
        );
      }
      // The credentials reach the service from Secrets only, over TLS with the cluster CA.
      const env = envOf(serviceContainer(objects, s.name));
      expect(env.KAFKA_BROKERS?.value).toBe('voltdesk-kafka-kafka-bootstrap:9093');
      expect(env.KAFKA_SASL_USERNAME?.value).toBe(s.name);
      expect(env.KAFKA_SASL_PASSWORD?.valueFrom?.secretKeyRef).toEqual({ name: s.name, key: 'password' });
      expect(env.KAFKA_CA_FILE?.value).toBe('/etc/voltdesk/kafka-ca/ca.crt');
    }
    // svc-notify reads the content and order topics; svc-pos may not write auth topics.
    expect(topics.find((t) => t.topic === 'pos.order.v1')?.consumers).toContain('svc-notify');
  });
});

describe.each(OVERLAYS)('MongoDB (%s)', (overlay) => {
  const objects = rendered[overlay];
  const namespace = ofKind(objects, 'Namespace')[0]!.metadata.name;

  it('requires TLS from a cert-manager certificate naming the members in the overlay namespace', () => {
    for (const s of services) {
      const rs = byName<{
        security: { tls: Record<string, unknown> };
        users: { name: string; roles: object[]; connectionStringSecretName: string }[];
      }>(objects, 'MongoDBCommunity', `voltdesk-mongo-${s.service}`);
      expect(rs.spec.security.tls).toEqual(expect.objectContaining({ enabled: true, optional: false }));
      const cert = byName<{ dnsNames: string[]; secretName: string }>(
        objects,
        'Certificate',
        `voltdesk-mongo-${s.service}-tls`,
      );
      expect(cert.spec.dnsNames).toContain(
        `*.voltdesk-mongo-${s.service}-svc.${namespace}.svc.cluster.local`,
      );
      // The service's user may use its own database only; the backup Jobs' users are the built-in backup
      // and restore roles (a whole-instance dump with --oplog and its replay), each with its own string.
      expect(
        rs.spec.users.map((u) => ({ name: u.name, roles: u.roles, secret: u.connectionStringSecretName })),
      ).toEqual([
        {
          name: s.name,
          roles: [{ name: 'readWrite', db: s.database }],
          secret: `voltdesk-mongo-${s.service}`,
        },
        {
          name: `${s.name}-backup`,
          roles: [{ name: 'backup', db: 'admin' }],
          secret: `voltdesk-mongo-${s.service}-backup`,
        },
        {
          name: `${s.name}-restore`,
          roles: [{ name: 'restore', db: 'admin' }],
          secret: `voltdesk-mongo-${s.service}-restore`,
        },
      ]);
      const env = envOf(serviceContainer(objects, s.name));
      expect(env.MONGO_TLS_CA_FILE?.value).toBe('/etc/voltdesk/mongo-ca/ca.crt');
      expect(env.MONGO_URL?.valueFrom?.secretKeyRef?.name).toBe(`voltdesk-mongo-${s.service}`);
    }
  });
});

describe.each(OVERLAYS)('availability of the data layer and the services (%s)', (overlay) => {
  const objects = rendered[overlay];

  it('keeps MongoDB members and Kafka nodes on separate hosts, spread over zones, at data priority', () => {
    const pods: [string, IPodSpec][] = [
      ...ofKind<Spec<{ statefulSet: { spec: { template: { spec: IPodSpec } } } }>>(
        objects,
        'MongoDBCommunity',
      ).map((m): [string, IPodSpec] => [m.metadata.name, m.spec.statefulSet.spec.template.spec]),
      ...ofKind<Spec<{ template: { pod: IPodSpec } }>>(objects, 'KafkaNodePool').map(
        (p): [string, IPodSpec] => [p.metadata.name, p.spec.template.pod],
      ),
    ];
    expect(pods).toHaveLength(services.length + 1);
    const priority = ofKind<{ value: number }>(objects, 'PriorityClass');
    expect(priority.map((p) => (p as unknown as K8sObject).metadata.name)).toEqual(['voltdesk-data']);
    for (const [name, pod] of pods) {
      const hard = pod.affinity?.podAntiAffinity?.requiredDuringSchedulingIgnoredDuringExecution ?? [];
      expect([name, hard.map((t) => t.topologyKey)]).toEqual([name, ['kubernetes.io/hostname']]);
      expect(pod.topologySpreadConstraints?.map((t) => t.topologyKey)).toEqual([
        'kubernetes.io/hostname',
        'topology.kubernetes.io/zone',
      ]);
      expect(pod.priorityClassName).toBe('voltdesk-data');
    }
  });

  it("has a disruption budget for every replica set (Strimzi makes the brokers' own)", () => {
    for (const s of services) {
      const pdb = byName<{ maxUnavailable: number; selector: { matchLabels: object } }>(
        objects,
        'PodDisruptionBudget',
        `voltdesk-mongo-${s.service}`,
      );
      expect(pdb.spec).toEqual({
        maxUnavailable: 1,
        selector: { matchLabels: { 'voltdesk.io/mongodb': s.service } },
      });
    }
    const kafka = byName<{ kafka: { template: { podDisruptionBudget: object } } }>(
      objects,
      'Kafka',
      'voltdesk-kafka',
    );
    expect(kafka.spec.kafka.template.podDisruptionBudget).toEqual({ maxUnavailable: 1 });
  });

  it('spreads every workload over hosts and zones and prefers separate hosts', () => {
    for (const d of ofKind<Spec<{ template: { spec: IPodSpec } }>>(objects, 'Deployment')) {
      const pod = d.spec.template.spec;
      expect(pod.topologySpreadConstraints?.map((t) => t.topologyKey)).toEqual([
        'kubernetes.io/hostname',
        'topology.kubernetes.io/zone',
      ]);
      expect(pod.affinity?.podAntiAffinity?.preferredDuringSchedulingIgnoredDuringExecution).toHaveLength(1);
    }
  });
});

describe.each(OVERLAYS)('backups (%s)', (overlay) => {
  const objects = rendered[overlay];
  const config = byName<never>(objects, 'ConfigMap', 'voltdesk-config') as unknown as {
    data: Record<string, string>;
  };

  it('dumps every replica set nightly with --oplog as its backup user, keeping BACKUP_RETENTION_DAYS of archives', () => {
    expect(Number(config.data.BACKUP_RETENTION_DAYS)).toBeGreaterThan(0);
    const schedules = new Set<string>();
    for (const s of services) {
      const cron = byName<{
        schedule: string;
        suspend: boolean;
        concurrencyPolicy: string;
        jobTemplate: { spec: { template: { spec: IPodSpec } } };
      }>(objects, 'CronJob', `voltdesk-backup-${s.service}`);
      expect(cron.spec.suspend).toBe(false);
      expect(cron.spec.concurrencyPolicy).toBe('Forbid');
      schedules.add(cron.spec.schedule);
      const pod = cron.spec.jobTemplate.spec.template.spec;
      // The dump runs to completion first, then the upload copies its archive off-site.
      const c = pod.initContainers![0]!;
      expect(c.image).toBe(versions.mongoTools);
      const upload = pod.containers[0]!;
      expect(upload.image).toBe(versions.backupUpload);
      expect(upload.command!.join(' ')).toContain(`"offsite:$S3_BUCKET/${s.database}/$name"`);
      expect(upload.securityContext).toEqual(c.securityContext);
      // The same container rules as every workload: non-root, read-only, no capabilities, resources.
      expect(pod.securityContext?.runAsNonRoot).toBe(true);
      expect(pod.automountServiceAccountToken).toBe(false);
      expect(c.securityContext).toEqual(
        expect.objectContaining({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false }),
      );
      expect(c.securityContext?.capabilities?.drop).toEqual(['ALL']);
      expect(c.resources?.limits?.memory).toBeDefined();
      const script = c.command!.join(' ');
      expect(script).toContain(`mongodump --uri="$MONGO_URL"`);
      // The whole instance with its oplog: mongodump refuses --oplog beside --db.
      expect(script).toContain('--oplog');
      expect(script).not.toContain('--db');
      expect(script).toMatch(/-mtime \+"\$BACKUP_RETENTION_DAYS" -print -delete/);
      expect(envOf(c).MONGO_URL?.valueFrom?.secretKeyRef?.name).toBe(`voltdesk-mongo-${s.service}-backup`);
      const restore = byName<{ suspend: boolean; jobTemplate: { spec: { template: { spec: IPodSpec } } } }>(
        objects,
        'CronJob',
        `voltdesk-restore-${s.service}`,
      );
      expect(restore.spec.suspend).toBe(true);
      const restorer = restore.spec.jobTemplate.spec.template.spec.containers[0]!;
      expect(restorer.command!.join(' ')).toContain(`mongorestore --uri="$MONGO_URL"`);
      // The replay of the dump's oplog, which mongorestore refuses beside any namespace selection.
      expect(restorer.command!.join(' ')).toContain('--oplogReplay');
      expect(restorer.command!.join(' ')).not.toContain('--nsInclude');
      expect(envOf(restorer).MONGO_URL?.valueFrom?.secretKeyRef?.name).toBe(
        `voltdesk-mongo-${s.service}-restore`,
      );
    }
    expect(schedules.size).toBe(services.length);
  });
});

describe.each(OVERLAYS)('monitoring (%s)', (overlay) => {
  const objects = rendered[overlay];

  it('scrapes /metrics of every service through its Service port', () => {
    const monitor = byName<{
      selector: { matchLabels: Record<string, string> };
      endpoints: { port: string; path: string }[];
    }>(objects, 'ServiceMonitor', 'voltdesk-services');
    const selected = ofKind<Spec<{ ports: { name: string }[] }>>(objects, 'Service').filter((svc) =>
      Object.entries(monitor.spec.selector.matchLabels).every(([k, v]) => svc.metadata.labels?.[k] === v),
    );
    expect(selected.map((s) => s.metadata.name).sort()).toEqual(services.map((s) => s.name).sort());
    expect(monitor.spec.endpoints).toEqual([expect.objectContaining({ port: 'http', path: '/metrics' })]);
    for (const svc of selected) expect(svc.spec.ports.map((p) => p.name)).toContain('http');
    expect(ofKind(objects, 'PodMonitor').map((p) => p.metadata.name)).toEqual(
      expect.arrayContaining(['voltdesk-kafka', 'voltdesk-kafka-operators', 'strimzi-cluster-operator']),
    );
  });

  it('alerts on the symptoms the issue lists, on metrics the services export', () => {
    const rule = byName<{ groups: { rules: { alert: string; expr: string }[] }[] }>(
      objects,
      'PrometheusRule',
      'voltdesk',
    );
    const rules = rule.spec.groups.flatMap((g) => g.rules);
    const exprOf = (alert: string) => rules.find((r) => r.alert === alert)?.expr ?? '';
    expect(exprOf('VoltdeskHigh5xxRate')).toContain('http_requests_total{status=~"5.."}');
    expect(exprOf('VoltdeskSlowRequests')).toContain('histogram_quantile(0.99');
    expect(exprOf('VoltdeskOutboxBacklog')).toContain('outbox_pending_documents');
    expect(exprOf('VoltdeskOutboxStale')).toContain('outbox_relay_lag_seconds');
    expect(exprOf('VoltdeskConsumerLag')).toContain('kafka_consumergroup_lag');
    expect(exprOf('VoltdeskMailsFailing')).toContain('notify_mails_failed_total');
    expect(exprOf('VoltdeskMailBacklog')).toContain('notify_queue_depth');
    // The unpaid-invoice alert backlog on its own: due and unsent, not merely scheduled.
    expect(exprOf('VoltdeskUnpaidAlertsLate')).toContain(
      'notify_queue_oldest_due_seconds{kind="unpaid_alert"}',
    );
    expect(exprOf('VoltdeskPodRestarting')).toContain('kube_pod_container_status_restarts_total');
    expect(exprOf('VoltdeskDatabaseDown')).toContain('voltdesk-mongo-');
    expect(exprOf('VoltdeskKafkaBrokerDown')).toContain('voltdesk-kafka-dual-role-');
    // Every metric a Voltdesk alert or dashboard panel reads is one the code registers (no alert on a
    // misspelt metric): each `http_*`, `outbox_*` and `notify_*` name in them, histogram suffixes aside.
    const sources = ['libs/service-kit/src/app/metrics.ts', 'svc-notify/src/shared/metrics.ts']
      .map((f) => readFileSync(path.join(K8S_DIR, '../..', f), 'utf8'))
      .join('\n');
    const dashboard = byName<never>(objects, 'ConfigMap', 'voltdesk-grafana-dashboard') as unknown as {
      data: Record<string, string>;
    };
    const read = new Set(
      [...rules.map((r) => r.expr), dashboard.data['voltdesk.json']!]
        .flatMap((text) => text.match(/\b(?:http|outbox|notify)_[a-z_]+/g) ?? [])
        .map((m) => m.replace(/_(bucket|sum|count)$/, '')),
    );
    expect([...read]).toEqual(
      expect.arrayContaining(['notify_queue_oldest_due_seconds', 'http_request_duration_seconds']),
    );
    for (const metric of read)
      expect([metric, sources.includes(`name: '${metric}'`)]).toEqual([metric, true]);
  });

  it("switches the operators' own metrics on: Kafka's JMX exporter and Kafka Exporter, MongoDB's agent", () => {
    const kafka = byName<{
      kafka: {
        metricsConfig?: { type: string; valueFrom: { configMapKeyRef: { name: string; key: string } } };
      };
      kafkaExporter?: { topicRegex?: string; groupRegex?: string };
    }>(objects, 'Kafka', 'voltdesk-kafka');
    expect(kafka.spec.kafka.metricsConfig?.type).toBe('jmxPrometheusExporter');
    const ref = kafka.spec.kafka.metricsConfig!.valueFrom.configMapKeyRef;
    const rulesMap = byName<never>(objects, 'ConfigMap', ref.name) as unknown as {
      data: Record<string, string>;
    };
    expect(rulesMap.data[ref.key]).toMatch(/rules:/);
    // The Kafka Exporter (consumer-group lag) runs, for every topic and group.
    expect(kafka.spec.kafkaExporter).toEqual(expect.objectContaining({ topicRegex: '.*', groupRegex: '.*' }));
    const secret = secretsOf(objects);
    for (const s of services) {
      const mongo = byName<{
        prometheus?: { username: string; passwordSecretRef: { name: string; key?: string }; port?: number };
      }>(objects, 'MongoDBCommunity', `voltdesk-mongo-${s.service}`);
      const prometheus = mongo.spec.prometheus;
      expect([s.service, prometheus?.port]).toEqual([s.service, MONGO_METRICS_PORT]);
      // Its password is a Secret the overlay renders, and the ServiceMonitor scrapes with the same one.
      const password = secret.find((x) => x.metadata.name === prometheus!.passwordSecretRef.name);
      expect(password?.data[prometheus!.passwordSecretRef.key ?? 'password']).toBeDefined();
      const monitor = byName<{
        endpoints: { targetPort: number; basicAuth: { password: { name: string } } }[];
      }>(objects, 'ServiceMonitor', `voltdesk-mongo-${s.service}`);
      expect(monitor.spec.endpoints[0]).toEqual(
        expect.objectContaining({
          targetPort: MONGO_METRICS_PORT,
          basicAuth: expect.objectContaining({
            password: expect.objectContaining({ name: prometheus!.passwordSecretRef.name }),
          }),
        }),
      );
    }
  });

  it('ships a Grafana dashboard ConfigMap the sidecar picks up', () => {
    const cm = byName<never>(objects, 'ConfigMap', 'voltdesk-grafana-dashboard') as unknown as K8sObject & {
      data: Record<string, string>;
    };
    expect(cm.metadata.labels?.grafana_dashboard).toBe('1');
    const dashboard = JSON.parse(cm.data['voltdesk.json']!) as { panels: { targets: { expr: string }[] }[] };
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(8);
  });
});

describe.each(OVERLAYS)('migrations (%s)', (overlay) => {
  const objects = rendered[overlay];

  it('builds the indexes in a pre-deploy Job of the same image; the pods do not build them at start', () => {
    for (const s of services) {
      const job = byName<{ template: { spec: IPodSpec } }>(objects, 'Job', `${s.name}-migrate`);
      const c = job.spec.template.spec.containers[0]!;
      const served = serviceContainer(objects, s.name);
      expect(c.image).toBe(served.image);
      expect(c.command).toEqual(['node', 'dist/main.js', 'migrate']);
      expect(job.spec.template.spec.restartPolicy).toBe('Never');
      expect(
        (job.metadata.annotations as Record<string, string> | undefined)?.['argocd.argoproj.io/hook'],
      ).toBe('PreSync');
      expect(envOf(served).MONGO_INDEXES_AT_START?.value).toBe('false');
      expect(envOf(c).MONGO_URL).toEqual(envOf(served).MONGO_URL);
      // Start-up no longer waits for index builds: one minute of startup probe is enough.
      expect(
        (served.startupProbe!.periodSeconds ?? 0) * (served.startupProbe!.failureThreshold ?? 0),
      ).toBeLessThanOrEqual(60);
    }
  });
});

describe('versions', () => {
  it('are pinned once (src/versions.ts) and stated in the README', () => {
    const readme = readFileSync(path.join(K8S_DIR, 'README.md'), 'utf8');
    for (const [key, value] of Object.entries(versions))
      expect([key, readme.includes(value)]).toEqual([key, true]);
    expect(readme).not.toMatch(/0\.46 or later|v1beta2 with/);
  });
});
