import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { CronJob } from 'kubernetes-models/batch/v1/CronJob';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { PriorityClass } from 'kubernetes-models/scheduling.k8s.io/v1/PriorityClass';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { PersistentVolumeClaim } from 'kubernetes-models/v1/PersistentVolumeClaim';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import { Kafka } from '@kubernetes-models/strimzi-kafka-operator/kafka.strimzi.io/v1/Kafka';
import { KafkaNodePool } from '@kubernetes-models/strimzi-kafka-operator/kafka.strimzi.io/v1/KafkaNodePool';
import { KafkaTopic } from '@kubernetes-models/strimzi-kafka-operator/kafka.strimzi.io/v1/KafkaTopic';
import { KafkaUser } from '@kubernetes-models/strimzi-kafka-operator/kafka.strimzi.io/v1/KafkaUser';
import { parse } from 'yaml';
import type { K8sObject } from './kustomize';
import type { VendoredCrd } from './schemas/released';
import { K8S_DIR } from './units';
import { compileCached } from './validator-cache';

/**
 * Strict offline validation of one manifest, in two passes:
 * 1. `schemas/vendored.json` (`npm run vendor-schemas`): the Kubernetes API and the Prometheus Operator,
 *    cert-manager and Strimzi CRDs, from the declarations their npm models ship, every object closed, so an
 *    unknown or misspelt field (`readinesProbe`, `resources.limit`, Kafka `listners`) is an error;
 *    `schemas/crds/mongodbcommunity-v1.yaml`: the subset of the MongoDB operator's CRD Voltdesk uses,
 *    written by hand (no npm package ships that CRD), closed the same way; `schemas/released/*.json`: the
 *    released CRDs of the Gateway API, Envoy Gateway, External Secrets Operator and the MongoDB operator
 *    (`npm run vendor-crds`), closed here by `strictSchemaOf`. A MongoDBCommunity must pass both the
 *    subset and the released CRD.
 * 2. For the built-in kinds and the Strimzi kinds, the validators their npm models compile from the
 *    Kubernetes OpenAPI schema and from Strimzi's CRDs (integer formats, enums, patterns, minimums,
 *    required fields). Those validators accept unknown fields, as the CRDs' structural schemas do (the API
 *    server prunes or, with strict field validation, refuses them): pass 1 is what refuses them here.
 * A kind in neither list fails: add its schema before using it.
 */
const SCHEMAS = path.join(K8S_DIR, 'schemas');

const models: Record<string, new (data: never) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/CronJob': CronJob,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'scheduling.k8s.io/v1/PriorityClass': PriorityClass,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/PersistentVolumeClaim': PersistentVolumeClaim,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'kafka.strimzi.io/v1/Kafka': Kafka,
  'kafka.strimzi.io/v1/KafkaNodePool': KafkaNodePool,
  'kafka.strimzi.io/v1/KafkaTopic': KafkaTopic,
  'kafka.strimzi.io/v1/KafkaUser': KafkaUser,
};

interface SchemaDoc {
  $id: string;
  properties?: { kinds?: { properties?: Record<string, unknown> } };
  definitions?: Record<
    string,
    { properties?: { apiVersion?: { const?: string }; kind?: { const?: string } } }
  >;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A released CRD's `openAPIV3Schema` as a closed JSON Schema, as the API server applies it under
 * `kubectl apply --validate=strict`: every object that lists its `properties` refuses any other field,
 * unless the CRD marks it `x-kubernetes-preserve-unknown-fields` (free-form, as the API server keeps it);
 * `metadata` is Kubernetes' ObjectMeta; `apiVersion` and `kind` must be the CRD's. The CRD's CEL rules
 * (`x-kubernetes-validations`) and the OpenAPI `format`s are not checked (the API server's final word).
 */
export function strictSchemaOf(crd: Pick<VendoredCrd, 'group' | 'version' | 'kind' | 'schema'>): Node {
  const close = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(close);
    if (!isNode(node)) return node;
    const out: Node = {};
    for (const [key, value] of Object.entries(node)) {
      if (key.startsWith('x-kubernetes-') || key === 'format' || key === 'nullable') continue;
      if (key === 'properties' && isNode(value)) {
        out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, close(v)]));
      } else out[key] = close(value);
    }
    const open = node['x-kubernetes-preserve-unknown-fields'] === true;
    if (node.properties !== undefined && node.additionalProperties === undefined && !open)
      out.additionalProperties = false;
    return out;
  };
  const schema = close(crd.schema) as Node;
  const properties = { ...(schema.properties as Node) };
  properties.apiVersion = { const: `${crd.group}/${crd.version}` };
  properties.kind = { const: crd.kind };
  properties.metadata = { $ref: 'kubernetes#/properties/embedded/properties/ObjectMeta' };
  return {
    ...schema,
    properties,
    required: [...new Set(['apiVersion', 'kind', ...((schema.required as string[] | undefined) ?? [])])],
  };
}

/** The released CRDs in `schemas/released/` (`npm run vendor-crds`). */
export const releasedCrds = (): VendoredCrd[] =>
  readdirSync(path.join(SCHEMAS, 'released'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(SCHEMAS, 'released', f), 'utf8')) as Partial<VendoredCrd>)
    .filter((doc): doc is VendoredCrd => doc.schema !== undefined);

/**
 * Maps `<apiVersion>/<kind>` to its validators (all must pass), each compiled the first time a manifest of
 * that kind is checked and kept: compiling every kind of the vendored API up front cost seconds of CPU in
 * every process (each test file of this workspace is one) that checks only the twenty-odd kinds Voltdesk
 * renders. A compiled validator is also kept on disk (`validator-cache.ts`) for the next process.
 */
function loadValidators(): Map<string, (() => ValidateFunction)[]> {
  const options = { allErrors: true, strict: false, code: { source: true } };
  const ajv = new Ajv(options);
  const vendoredText = readFileSync(path.join(SCHEMAS, 'vendored.json'), 'utf8');
  const vendored = JSON.parse(vendoredText) as SchemaDoc;
  const crdTexts = readdirSync(path.join(SCHEMAS, 'crds'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => readFileSync(path.join(SCHEMAS, 'crds', f), 'utf8'));
  const crds = crdTexts.map((text) => parse(text) as SchemaDoc);
  for (const doc of [vendored, ...crds]) ajv.addSchema(doc);
  const inputs = createHash('sha256')
    .update([JSON.stringify(options), vendoredText, ...crdTexts].join('\0'))
    .digest('hex');
  const validators = new Map<string, (() => ValidateFunction)[]>();
  const add = (key: string, schema: () => object) => {
    let compiled: ValidateFunction | undefined;
    const get = () => (compiled ??= compileCached(ajv, schema(), inputs));
    validators.set(key, [...(validators.get(key) ?? []), get]);
  };
  const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
  for (const key of Object.keys(vendored.properties?.kinds?.properties ?? {}))
    add(key, () => ({ $ref: `kubernetes#/properties/kinds/properties/${pointer(key)}` }));
  for (const doc of crds) {
    for (const [name, def] of Object.entries(doc.definitions ?? {})) {
      const apiVersion = def.properties?.apiVersion?.const;
      const kind = def.properties?.kind?.const;
      if (apiVersion && kind)
        add(`${apiVersion}/${kind}`, () => ({ $ref: `${doc.$id}#/definitions/${name}` }));
    }
  }
  for (const crd of releasedCrds()) add(`${crd.group}/${crd.version}/${crd.kind}`, () => strictSchemaOf(crd));
  return validators;
}

let validators: Map<string, (() => ValidateFunction)[]> | undefined;

const describe = (e: ErrorObject): string => {
  const at = e.instancePath || '/';
  if (e.keyword === 'additionalProperties')
    return `${at}: unknown field "${(e.params as { additionalProperty: string }).additionalProperty}"`;
  return `${at}: ${e.message ?? e.keyword}`;
};

const DNS_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
/** Services, Namespaces and Deployments need DNS labels (63 characters, no dots). */
const LABEL_NAMED = new Set(['Service', 'Namespace', 'Deployment']);

/** The problems of one manifest; an empty list when it is valid. */
export function problemsOf(o: K8sObject): string[] {
  validators ??= loadValidators();
  const id = `${o.kind}/${o.metadata?.name}`;
  const name = o.metadata?.name ?? '';
  const problems: string[] = [];
  const nameOk = LABEL_NAMED.has(o.kind) ? DNS_LABEL.test(name) : DNS_SUBDOMAIN.test(name);
  if (!nameOk || name.length > (LABEL_NAMED.has(o.kind) ? 63 : 253)) problems.push(`invalid name "${name}"`);
  const key = `${o.apiVersion}/${o.kind}`;
  const strict = validators.get(key);
  if (!strict)
    return [...problems, `unknown kind ${key} (add its schema, see src/validate.ts)`].map(
      (p) => `${id}: ${p}`,
    );
  for (const compiled of strict) {
    const validate = compiled();
    // Errors of the branches of an allOf/anyOf repeat; one line per distinct problem.
    if (!validate(o)) problems.push(...new Set((validate.errors ?? []).map(describe)));
  }
  const Model = models[key];
  if (Model) {
    try {
      new Model(o as never).validate();
    } catch (err) {
      problems.push((err as Error).message);
    }
  }
  return problems.map((p) => `${id}: ${p}`);
}
