import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { dataDisruptionBudget, dataPriorityClass, separateHosts, spread } from './availability';
import { databasePolicy } from './network';
import { mongoCertificate, tlsIssuers } from './tls';
import {
  DATA_PRIORITY_CLASS,
  KAFKA_CLUSTER,
  KAFKA_CLIENT_LABEL,
  KAFKA_PORT,
  MONGO_LABEL,
  MONGO_METRICS_PORT,
  mongoJobUrlSecret,
  mongoTlsSecret,
  PART_OF,
  PART_OF_LABEL,
  REPO_ROOT,
  services,
} from './units';
import { versions } from './versions';

/**
 * The data layer, as the operators most teams run provide it. Voltdesk does not install these operators;
 * it declares what it needs from them:
 * - MongoDB Community Operator (`mongodbcommunity.mongodb.com/v1` MongoDBCommunity): one replica set per
 *   service (docs/architecture.md section 2), TLS with a certificate from cert-manager, one SCRAM user with
 *   readWrite on that service's database only, the connection string written by the operator into the
 *   Secret the service reads as MONGO_URL, a `backup` and a `restore` user for the backup Jobs, and the
 *   agent's Prometheus endpoint.
 * - Strimzi 1.x (`kafka.strimzi.io/v1`): a Kafka cluster in KRaft mode (a KafkaNodePool with the
 *   controller and broker roles), a TLS listener with SCRAM-SHA-512 and simple authorization, one
 *   KafkaTopic per channel of the AsyncAPI contract and one KafkaUser per service (`kafka-users.ts`).
 */
const partOf = { [PART_OF_LABEL]: PART_OF };
export const MONGO_METRICS_SECRET = 'voltdesk-mongo-metrics';
export const KAFKA_METRICS_CONFIG_MAP = 'voltdesk-kafka-metrics';

export function mongoReplicaSet(unit: (typeof services)[number]): object {
  const name = `voltdesk-mongo-${unit.service}`;
  const members = { [MONGO_LABEL]: unit.service };
  return {
    apiVersion: 'mongodbcommunity.mongodb.com/v1',
    kind: 'MongoDBCommunity',
    metadata: { name, labels: partOf },
    spec: {
      members: 3,
      type: 'ReplicaSet',
      version: versions.mongodb,
      security: {
        authentication: { modes: ['SCRAM'] },
        // cert-manager writes tls.crt, tls.key and ca.crt into this Secret; clients must use TLS.
        tls: {
          enabled: true,
          optional: false,
          certificateKeySecretRef: { name: mongoTlsSecret(unit.service) },
          caCertificateSecretRef: { name: mongoTlsSecret(unit.service) },
        },
      },
      users: [
        {
          name: unit.name,
          db: 'admin',
          // Provided by the overlay (secretGenerator, no hash suffix: the operator reads it by this name).
          passwordSecretRef: { name: `${name}-password`, key: 'password' },
          roles: [{ name: 'readWrite', db: unit.database }],
          scramCredentialsSecretName: `${name}-scram`,
          // The operator writes `connectionString.standard` here; the service reads it as MONGO_URL.
          connectionStringSecretName: name,
        },
        // The backup and restore Jobs' own users (backups.ts): a dump with `--oplog` reads the whole
        // instance and `local.oplog.rs`, which the service's readWrite user cannot, and the restore that
        // replays it needs the restore role. Their passwords sit beside the service user's.
        ...(['backup', 'restore'] as const).map((role) => ({
          name: `${unit.name}-${role}`,
          db: 'admin',
          passwordSecretRef: { name: `${name}-password`, key: `${role}-password` },
          roles: [{ name: role, db: 'admin' }],
          scramCredentialsSecretName: `${name}-${role}-scram`,
          connectionStringSecretName: mongoJobUrlSecret(unit.service, role).secret,
        })),
      ],
      // The agent's metrics endpoint (mongod and replication state), scraped with basic auth.
      prometheus: {
        username: 'prometheus',
        passwordSecretRef: { name: MONGO_METRICS_SECRET, key: 'password' },
        port: MONGO_METRICS_PORT,
      },
      additionalMongodConfig: { 'storage.wiredTiger.engineConfig.journalCompressor': 'zlib' },
      statefulSet: {
        spec: {
          template: {
            // The label the NetworkPolicies, the PodDisruptionBudget and the anti-affinity select by.
            metadata: { labels: members },
            spec: {
              priorityClassName: DATA_PRIORITY_CLASS,
              affinity: separateHosts(members),
              topologySpreadConstraints: spread(members),
              containers: [
                {
                  name: 'mongod',
                  resources: {
                    requests: { cpu: '250m', memory: '512Mi' },
                    limits: { cpu: '1', memory: '1Gi' },
                  },
                },
              ],
            },
          },
          volumeClaimTemplates: [
            {
              metadata: { name: 'data-volume' },
              spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '10Gi' } } },
            },
          ],
        },
      },
    },
  };
}

export const mongoResources = (): object[] => [
  dataPriorityClass(),
  ...tlsIssuers(),
  ...services.flatMap((s) => [
    mongoCertificate(s.service),
    mongoReplicaSet(s),
    dataDisruptionBudget(`voltdesk-mongo-${s.service}`, { [MONGO_LABEL]: s.service }),
    databasePolicy(s),
  ]),
];

/** Strimzi labels every pod of a node pool with these. */
export const kafkaNodePods = { 'strimzi.io/cluster': KAFKA_CLUSTER, 'strimzi.io/kind': 'Kafka' };

/** The JMX exporter rules of the brokers (Strimzi's documented minimal set: every kafka.server MBean). */
const kafkaMetricsConfig = (): object => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: KAFKA_METRICS_CONFIG_MAP, labels: partOf },
  data: {
    'kafka-metrics-config.yml': [
      'lowercaseOutputName: true',
      'rules:',
      '  - pattern: kafka.server<type=(.+), name=(.+), clientId=(.+), topic=(.+), partition=(.*)><>Value',
      '    name: kafka_server_$1_$2',
      '    type: GAUGE',
      '    labels: { clientId: "$3", topic: "$4", partition: "$5" }',
      '  - pattern: kafka.server<type=(.+), name=(.+)><>(Count|Value)',
      '    name: kafka_server_$1_$2',
      '  - pattern: kafka.controller<type=(.+), name=(.+)><>(Count|Value)',
      '    name: kafka_controller_$1_$2',
      '',
    ].join('\n'),
  },
});

export function kafkaCluster(): object[] {
  const pool = {
    apiVersion: 'kafka.strimzi.io/v1',
    kind: 'KafkaNodePool',
    metadata: { name: 'dual-role', labels: { 'strimzi.io/cluster': KAFKA_CLUSTER, ...partOf } },
    spec: {
      replicas: 3,
      roles: ['controller', 'broker'],
      storage: {
        type: 'jbod',
        volumes: [
          { id: 0, type: 'persistent-claim', size: '20Gi', deleteClaim: false, kraftMetadata: 'shared' },
        ],
      },
      resources: { requests: { cpu: '250m', memory: '1Gi' }, limits: { cpu: '1', memory: '2Gi' } },
      template: {
        pod: {
          priorityClassName: DATA_PRIORITY_CLASS,
          affinity: separateHosts(kafkaNodePods),
          topologySpreadConstraints: spread(kafkaNodePods),
        },
      },
    },
  };
  const kafka = {
    apiVersion: 'kafka.strimzi.io/v1',
    kind: 'Kafka',
    metadata: { name: KAFKA_CLUSTER, labels: partOf },
    spec: {
      kafka: {
        version: versions.kafka,
        listeners: [
          {
            name: 'tls',
            port: KAFKA_PORT,
            type: 'internal',
            tls: true,
            authentication: { type: 'scram-sha-512' },
            // Strimzi turns this into the listener's NetworkPolicy: only the Voltdesk services connect.
            networkPolicyPeers: [{ podSelector: { matchLabels: { [KAFKA_CLIENT_LABEL]: 'true' } } }],
          },
        ],
        // ACLs from each KafkaUser; nothing is allowed that a user's ACLs do not name.
        authorization: { type: 'simple' },
        config: {
          'auto.create.topics.enable': false,
          'allow.everyone.if.no.acl.found': false,
          'default.replication.factor': 3,
          'min.insync.replicas': 2,
          'offsets.topic.replication.factor': 3,
          'transaction.state.log.replication.factor': 3,
          'transaction.state.log.min.isr': 2,
        },
        metricsConfig: {
          type: 'jmxPrometheusExporter',
          valueFrom: { configMapKeyRef: { name: KAFKA_METRICS_CONFIG_MAP, key: 'kafka-metrics-config.yml' } },
        },
        // Strimzi creates this budget for the brokers (the pods are its own, not a Deployment's).
        template: { podDisruptionBudget: { maxUnavailable: 1 } },
      },
      entityOperator: {
        topicOperator: {},
        userOperator: {},
        template: { pod: { priorityClassName: DATA_PRIORITY_CLASS } },
      },
      // Consumer-group lag and topic offsets as Prometheus metrics (the consumer-lag alert reads them).
      kafkaExporter: {
        topicRegex: '.*',
        groupRegex: '.*',
        template: { pod: { priorityClassName: DATA_PRIORITY_CLASS } },
      },
    },
  };
  return [kafkaMetricsConfig(), pool, kafka];
}

/** Retention and clean-up of a topic; the AsyncAPI channel's Kafka bindings override the defaults. */
interface TopicPolicy {
  partitions: number;
  replicas: number;
  config: Record<string, string | number>;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Read from the start of the log by every replica's token denylist (service-kit's denylist consumer). */
export const REVOCATION_TOPICS = ['auth.user.v1', 'auth.session.v1'];
/** Its records carry a single-use password-reset token that svc-auth honours for an hour. */
export const PASSWORD_RESET_TOPIC = 'auth.password-reset.v1';

/**
 * Defaults per topic, for channels whose AsyncAPI entry declares no Kafka bindings:
 * - the revocation topics (and other auth.* channels): every replica reads them from the start of the log to hear of revocations at
 *   once; the source of truth is svc-auth's database, which every service also polls
 *   (docs/decisions/0005), so retention is not needed for correctness. 31 days keeps the log as long as
 *   the longest token (JWT_TTL <= 30 days).
 * - the password-reset topic: 1 day. A link is dead an hour after it was asked for, so a longer log would
 *   only keep reset tokens on the brokers' disks; a day still covers a mailer outage longer than a link
 *   lives.
 * - content.setup.v1: compacted on its key (the setup key), so a new consumer always rebuilds the latest
 *   value of every setting, however old.
 * - the rest: 7 days, which covers a consumer group's outage; consumers keep their own projections.
 */
export function topicPolicy(topic: string): TopicPolicy {
  const base = { partitions: 3, replicas: 3, config: { 'min.insync.replicas': 2 } };
  if (topic === PASSWORD_RESET_TOPIC)
    return {
      ...base,
      // Kafka deletes closed segments only: hourly segments make "a day" mean at most a day and an hour.
      config: { ...base.config, 'cleanup.policy': 'delete', 'retention.ms': DAY_MS, 'segment.ms': HOUR_MS },
    };
  // The revocation topics, and any other auth channel until it says otherwise.
  if (topic.startsWith('auth.'))
    return { ...base, config: { ...base.config, 'cleanup.policy': 'delete', 'retention.ms': 31 * DAY_MS } };
  if (topic === 'content.setup.v1')
    return {
      ...base,
      config: { ...base.config, 'cleanup.policy': 'compact', 'min.compaction.lag.ms': DAY_MS },
    };
  return { ...base, config: { ...base.config, 'cleanup.policy': 'delete', 'retention.ms': 7 * DAY_MS } };
}

interface KafkaChannelBinding {
  partitions?: number;
  replicas?: number;
  topicConfiguration?: Record<string, string | number | string[]>;
}
interface AsyncApiChannel {
  address?: string;
  bindings?: { kafka?: KafkaChannelBinding };
  /** One service, or several for a channel every service writes (`admin.activity.v1`). */
  'x-producer'?: string | string[];
  'x-consumers'?: string[];
}
interface AsyncApiDoc {
  channels?: Record<string, AsyncApiChannel>;
}

export const ASYNCAPI_FILE = path.join(REPO_ROOT, 'infra/events/asyncapi.yaml');

export interface ContractTopic {
  topic: string;
  binding?: KafkaChannelBinding;
  /** The services that write the channel (`x-producer`), e.g. `[svc-auth]`. */
  producers: string[];
  /** The services that read it (`x-consumers`). */
  consumers: string[];
}

/** The topics of the event contract, in file order, with their Kafka bindings and their services. */
export function contractTopics(file = ASYNCAPI_FILE): ContractTopic[] {
  const doc = parse(readFileSync(file, 'utf8')) as AsyncApiDoc;
  return Object.entries(doc.channels ?? {}).map(([id, channel]) => {
    if (!channel.address) throw new Error(`asyncapi channel ${id} has no address`);
    const producer = channel['x-producer'];
    if (!producer?.length) throw new Error(`asyncapi channel ${id} has no x-producer`);
    return {
      topic: channel.address,
      binding: channel.bindings?.kafka,
      producers: typeof producer === 'string' ? [producer] : producer,
      consumers: channel['x-consumers'] ?? [],
    };
  });
}

export function kafkaTopics(file = ASYNCAPI_FILE): object[] {
  return contractTopics(file).map(({ topic, binding }) => {
    const policy = topicPolicy(topic);
    const config: Record<string, string | number> = { ...policy.config };
    for (const [key, value] of Object.entries(binding?.topicConfiguration ?? {}))
      config[key] = Array.isArray(value) ? value.join(',') : value;
    return {
      apiVersion: 'kafka.strimzi.io/v1',
      kind: 'KafkaTopic',
      metadata: { name: topic, labels: { 'strimzi.io/cluster': KAFKA_CLUSTER, ...partOf } },
      spec: {
        topicName: topic,
        partitions: binding?.partitions ?? policy.partitions,
        replicas: binding?.replicas ?? policy.replicas,
        config,
      },
    };
  });
}
