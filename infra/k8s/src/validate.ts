import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import type { K8sObject } from './kustomize';

/**
 * Offline validation against the Kubernetes OpenAPI schemas bundled in `kubernetes-models` (types,
 * required fields, enums, formats). Every built-in kind the manifests use is listed; any other built-in
 * kind fails until it is added here.
 */
const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

type Check = (spec: Record<string, unknown>, o: K8sObject) => string[];
const isInt = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
const need = (cond: boolean, message: string) => (cond ? [] : [message]);

/**
 * The operators' custom resources: their CRDs are not bundled anywhere offline, so the fields Voltdesk
 * relies on are checked here (the operators' admission validates the rest at apply time).
 */
const customResources: Record<string, Check> = {
  'mongodbcommunity.mongodb.com/v1/MongoDBCommunity': (s) => [
    ...need(isInt(s.members) && (s.members as number) >= 1, 'spec.members must be a positive integer'),
    ...need(s.type === 'ReplicaSet', 'spec.type must be ReplicaSet'),
    ...need(typeof s.version === 'string' && /^\d+\.\d+\.\d+$/.test(s.version), 'spec.version must be x.y.z'),
    ...need(Array.isArray(s.users) && s.users.length > 0, 'spec.users must list the service user'),
    ...((s.users as Record<string, unknown>[] | undefined) ?? []).flatMap((u) => [
      ...need(typeof u.name === 'string' && typeof u.db === 'string', 'users[].name and db are required'),
      ...need(
        typeof (u.passwordSecretRef as { name?: unknown } | undefined)?.name === 'string',
        'users[].passwordSecretRef.name is required',
      ),
      ...need(
        typeof u.scramCredentialsSecretName === 'string',
        'users[].scramCredentialsSecretName is required',
      ),
      ...need(Array.isArray(u.roles) && u.roles.length > 0, 'users[].roles is required'),
    ]),
  ],
  'kafka.strimzi.io/v1beta2/Kafka': (s, o) => {
    const kafka = (s.kafka ?? {}) as Record<string, unknown>;
    const annotations = (o.metadata.annotations ?? {}) as Record<string, string>;
    return [
      ...need(
        Array.isArray(kafka.listeners) && kafka.listeners.length > 0,
        'spec.kafka.listeners is required',
      ),
      ...need(
        annotations['strimzi.io/kraft'] === 'enabled',
        'KRaft mode: annotation strimzi.io/kraft=enabled',
      ),
      ...need(annotations['strimzi.io/node-pools'] === 'enabled', 'annotation strimzi.io/node-pools=enabled'),
      ...need(s.zookeeper === undefined, 'no ZooKeeper in KRaft mode'),
    ];
  },
  'kafka.strimzi.io/v1beta2/KafkaNodePool': (s, o) => [
    ...need(isInt(s.replicas) && (s.replicas as number) >= 1, 'spec.replicas must be a positive integer'),
    ...need(
      Array.isArray(s.roles) && s.roles.every((r) => r === 'broker' || r === 'controller'),
      'spec.roles must be broker and/or controller',
    ),
    ...need(typeof s.storage === 'object' && s.storage !== null, 'spec.storage is required'),
    ...need(
      typeof o.metadata.labels?.['strimzi.io/cluster'] === 'string',
      'label strimzi.io/cluster is required',
    ),
  ],
  'kafka.strimzi.io/v1beta2/KafkaTopic': (s, o) => [
    ...need(
      isInt(s.partitions) && (s.partitions as number) >= 1,
      'spec.partitions must be a positive integer',
    ),
    ...need(isInt(s.replicas) && (s.replicas as number) >= 1, 'spec.replicas must be a positive integer'),
    ...need(typeof s.topicName === 'string', 'spec.topicName is required'),
    ...need(
      typeof o.metadata.labels?.['strimzi.io/cluster'] === 'string',
      'label strimzi.io/cluster is required',
    ),
  ],
};

const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
/** Services, Namespaces and Deployments need DNS labels (63 characters, no dots). */
const LABEL_NAMED = new Set(['Service', 'Namespace', 'Deployment']);

/** The problems of one manifest; an empty list when it is valid. */
export function problemsOf(o: K8sObject): string[] {
  const id = `${o.kind}/${o.metadata?.name}`;
  const name = o.metadata?.name ?? '';
  const problems: string[] = [];
  const nameOk = LABEL_NAMED.has(o.kind) ? DNS_LABEL.test(name) : DNS_SUBDOMAIN.test(name);
  if (!nameOk || name.length > (LABEL_NAMED.has(o.kind) ? 63 : 253)) problems.push(`invalid name "${name}"`);
  const key = `${o.apiVersion}/${o.kind}`;
  const Model = models[key];
  const check = customResources[key];
  if (Model) {
    try {
      new Model(o as never).validate();
    } catch (err) {
      problems.push((err as Error).message);
    }
  } else if (check) {
    const spec = o.spec;
    if (typeof spec !== 'object' || spec === null) problems.push('spec is required');
    else problems.push(...check(spec as Record<string, unknown>, o));
  } else {
    problems.push(`unknown kind ${key} (add its schema to src/validate.ts)`);
  }
  return problems.map((p) => `${id}: ${p}`);
}
