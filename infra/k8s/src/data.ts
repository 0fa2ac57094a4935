import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import {
  KAFKA_CLUSTER,
  KAFKA_CLIENT_LABEL,
  MONGO_LABEL,
  PART_OF,
  PART_OF_LABEL,
  REPO_ROOT,
  services,
} from './units';
import { databasePolicy } from './network';

/**
 * The data layer, as the operators most teams run provide it. Voltdesk does not install these operators;
 * it declares what it needs from them:
 * - MongoDB Community Operator (`mongodbcommunity.mongodb.com/v1` MongoDBCommunity): one replica set per
 *   service (ARCHITECTURE.md section 2), one SCRAM user with readWrite on that service's database only,
 *   and the connection string written by the operator into the Secret the service reads as MONGO_URL.
 * - Strimzi (`kafka.strimzi.io/v1beta2`): a Kafka cluster in KRaft mode (KafkaNodePool with the
 *   controller and broker roles, no ZooKeeper) and one KafkaTopic per channel of the AsyncAPI contract.
 */
export const MONGODB_VERSION = '8.0.10';
export const KAFKA_VERSION = '4.1.0';

const partOf = { [PART_OF_LABEL]: PART_OF };

export function mongoReplicaSet(unit: (typeof services)[number]): object {
  const name = `voltdesk-mongo-${unit.service}`;
  return {
    apiVersion: 'mongodbcommunity.mongodb.com/v1',
    kind: 'MongoDBCommunity',
    metadata: { name, labels: partOf },
    spec: {
      members: 3,
      type: 'ReplicaSet',
      version: MONGODB_VERSION,
      security: { authentication: { modes: ['SCRAM'] } },
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
      ],
      additionalMongodConfig: { 'storage.wiredTiger.engineConfig.journalCompressor': 'zlib' },
      statefulSet: {
        spec: {
          // The label the NetworkPolicies select this replica set's pods by.
          template: {
            metadata: { labels: { [MONGO_LABEL]: unit.service } },
            spec: {
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

export const mongoResources = (): object[] =>
  services.flatMap((s) => [mongoReplicaSet(s), databasePolicy(s)]);

export function kafkaCluster(): object[] {
  const pool = {
    apiVersion: 'kafka.strimzi.io/v1beta2',
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
    },
  };
  const kafka = {
    apiVersion: 'kafka.strimzi.io/v1beta2',
    kind: 'Kafka',
    metadata: {
      name: KAFKA_CLUSTER,
      labels: partOf,
      annotations: { 'strimzi.io/node-pools': 'enabled', 'strimzi.io/kraft': 'enabled' },
    },
    spec: {
      kafka: {
        version: KAFKA_VERSION,
        listeners: [
          {
            name: 'plain',
            port: 9092,
            type: 'internal',
            tls: false,
            // Strimzi turns this into the listener's NetworkPolicy: only the Voltdesk services connect.
            networkPolicyPeers: [{ podSelector: { matchLabels: { [KAFKA_CLIENT_LABEL]: 'true' } } }],
          },
        ],
        config: {
          'auto.create.topics.enable': false,
          'default.replication.factor': 3,
          'min.insync.replicas': 2,
          'offsets.topic.replication.factor': 3,
          'transaction.state.log.replication.factor': 3,
          'transaction.state.log.min.isr': 2,
        },
      },
      entityOperator: { topicOperator: {} },
    },
  };
  return [pool, kafka];
}

/** Retention and clean-up of a topic; the AsyncAPI channel's Kafka bindings override the defaults. */
interface TopicPolicy {
  partitions: number;
  replicas: number;
  config: Record<string, string | number>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Defaults per topic, for channels whose AsyncAPI entry declares no Kafka bindings:
 * - auth.*: every replica of every service reads them from the start of the log into its token denylist,
 *   so they must outlive the longest token svc-auth can issue (JWT_TTL is bounded to 30 days): 31 days.
 * - content.setup.v1: compacted on its key (the setup key), so a new consumer always rebuilds the latest
 *   value of every setting, however old.
 * - the rest: 7 days, which covers a consumer group's outage; consumers keep their own projections.
 */
export function topicPolicy(topic: string): TopicPolicy {
  const base = { partitions: 3, replicas: 3, config: { 'min.insync.replicas': 2 } };
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
interface AsyncApiDoc {
  channels?: Record<string, { address?: string; bindings?: { kafka?: KafkaChannelBinding } }>;
}

export const ASYNCAPI_FILE = path.join(REPO_ROOT, 'infra/events/asyncapi.yaml');

/** The topics of the event contract, in file order, with their Kafka bindings (if any). */
export function contractTopics(file = ASYNCAPI_FILE): { topic: string; binding?: KafkaChannelBinding }[] {
  const doc = parse(readFileSync(file, 'utf8')) as AsyncApiDoc;
  return Object.entries(doc.channels ?? {}).map(([id, channel]) => {
    if (!channel.address) throw new Error(`asyncapi channel ${id} has no address`);
    return { topic: channel.address, binding: channel.bindings?.kafka };
  });
}

export function kafkaTopics(file = ASYNCAPI_FILE): object[] {
  return contractTopics(file).map(({ topic, binding }) => {
    const policy = topicPolicy(topic);
    const config: Record<string, string | number> = { ...policy.config };
    for (const [key, value] of Object.entries(binding?.topicConfiguration ?? {}))
      config[key] = Array.isArray(value) ? value.join(',') : value;
    return {
      apiVersion: 'kafka.strimzi.io/v1beta2',
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
