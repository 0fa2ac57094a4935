import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { K8sObject } from '../src/kustomize';
import { K8S_DIR } from '../src/units';
import { problemsOf } from '../src/validate';
import { versions } from '../src/versions';
import { rendered } from './helpers';

/**
 * The hand-written subset of the MongoDB operator's CRD (schemas/crds) must reject an unknown field at
 * every level it describes, as `kubectl apply --validate=strict` does with the real CRD: a level left open
 * would let a misspelt field through unnoticed. The Strimzi kinds are validated against the schemas that
 * `@kubernetes-models/strimzi-kafka-operator` generates from Strimzi's CRDs, closed the same way.
 */
const CRD_DIR = path.join(K8S_DIR, 'schemas/crds');
const files = readdirSync(CRD_DIR).filter((f) => f.endsWith('.yaml'));

/** Free-form on purpose, as in the operators' CRDs (`x-kubernetes-preserve-unknown-fields`). */
const FREE_FORM = new Set([
  'mongodbcommunity-v1.yaml#/definitions/MongoDBCommunity/properties/spec/properties/additionalMongodConfig',
]);

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every object level of a schema that accepts keys it does not list, by JSON pointer. */
function openLevels(node: unknown, at: string, refinement = false): string[] {
  if (!isNode(node)) return [];
  const open: string[] = [];
  const describesObject = node.type === 'object' || isNode(node.properties);
  // An allOf branch beside a `$ref` to a closed type only adds constraints to that type's keys.
  if (describesObject && !refinement && !FREE_FORM.has(at)) {
    const extra = node.additionalProperties;
    const closedOrMap = extra === false || (isNode(extra) && !isNode(node.properties));
    if (!closedOrMap) open.push(at);
  }
  for (const key of ['properties', 'definitions'] as const) {
    const children = node[key];
    if (isNode(children))
      for (const [name, child] of Object.entries(children))
        open.push(...openLevels(child, `${at}/${key}/${name}`, refinement));
  }
  if (isNode(node.items)) open.push(...openLevels(node.items, `${at}/items`, refinement));
  if (isNode(node.additionalProperties))
    open.push(...openLevels(node.additionalProperties, `${at}/additionalProperties`, refinement));
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const branches = node[key];
    if (!Array.isArray(branches)) continue;
    const hasRef = branches.some((b) => isNode(b) && typeof b.$ref === 'string');
    branches.forEach((b, i) => open.push(...openLevels(b, `${at}/${key}/${i}`, refinement || hasRef)));
  }
  return open;
}

describe('the Strimzi schemas, vendored from @kubernetes-models/strimzi-kafka-operator', () => {
  const STRIMZI = '@kubernetes-models/strimzi-kafka-operator';
  const pkg = JSON.parse(readFileSync(require.resolve(`${STRIMZI}/package.json`), 'utf8')) as {
    version: string;
    'crd-generate': { input: string[] };
  };
  const vendored = JSON.parse(readFileSync(path.join(K8S_DIR, 'schemas/vendored.json'), 'utf8')) as {
    $comment: string;
    properties: { kinds: { properties: Record<string, unknown> } };
  };

  it('come from a package generated from the CRDs of the Strimzi release src/versions.ts pins', () => {
    const ownPackage = JSON.parse(readFileSync(path.join(K8S_DIR, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    // Exact, so the release the README names is the one installed.
    expect(ownPackage.devDependencies[STRIMZI]).toBe(pkg.version);
    expect(pkg['crd-generate'].input).toContainEqual(
      expect.stringMatching(
        new RegExp(`/${versions.strimziCrds}/strimzi-crds-${versions.strimziCrds}\\.yaml$`),
      ),
    );
    expect(vendored.$comment).toContain(`${STRIMZI}@${pkg.version}`);
    const readme = readFileSync(path.join(K8S_DIR, 'README.md'), 'utf8');
    expect(readme).toContain(
      `\`${STRIMZI}\` ${pkg.version} | generated from the Strimzi ${versions.strimziCrds} CRDs`,
    );
  });

  it('are the only schemas of the kafka.strimzi.io/v1 kinds the manifests use', () => {
    const kinds = Object.keys(vendored.properties.kinds.properties);
    for (const kind of ['Kafka', 'KafkaNodePool', 'KafkaTopic', 'KafkaUser'])
      expect(kinds).toContain(`kafka.strimzi.io/v1/${kind}`);
    // No hand-written Strimzi subset is left to shadow them.
    for (const file of files)
      expect(readFileSync(path.join(CRD_DIR, file), 'utf8')).not.toContain('kafka.strimzi.io');
  });
});

describe('the CRD subset (schemas/crds) and every rendered custom resource', () => {
  it.each(files)('%s closes every object level it describes', (file) => {
    const schema = parse(readFileSync(path.join(CRD_DIR, file), 'utf8')) as Node;
    expect(openLevels(schema, `${file}#`)).toEqual([]);
  });

  it('name the operator release they were written for, the one src/versions.ts pins', () => {
    const header = readFileSync(path.join(CRD_DIR, 'mongodbcommunity-v1.yaml'), 'utf8').split('\n')[0];
    expect(header).toContain(versions.mongodbOperator);
    expect(versions.mongodbOperator).toMatch(/^\d+\.\d+\.\d+$/);
  });
  /** Maps whose keys are data, not fields: an extra key there is valid. */
  const MAPS = new Set([
    'labels',
    'annotations',
    'matchLabels',
    'config',
    'additionalMongodConfig',
    'requests',
    'limits',
  ]);

  /** Every object inside a rendered custom resource, where adding a key must be refused. */
  function fieldLevels(value: unknown, at: string[] = []): string[][] {
    if (Array.isArray(value)) return value.flatMap((v, i) => fieldLevels(v, [...at, String(i)]));
    if (!isNode(value)) return [];
    return [
      at,
      ...Object.entries(value)
        .filter(([key]) => !MAPS.has(key))
        .flatMap(([key, v]) => fieldLevels(v, [...at, key])),
    ];
  }

  it.each(['Kafka', 'KafkaNodePool', 'KafkaTopic', 'KafkaUser', 'MongoDBCommunity'])(
    'refuse an unknown field at every level of the rendered %s',
    (kind) => {
      const original = rendered.prod.find((o) => o.kind === kind)!;
      expect(problemsOf(original)).toEqual([]);
      const levels = fieldLevels(original);
      expect(levels.length).toBeGreaterThanOrEqual(3);
      const accepted: string[] = [];
      for (const level of levels) {
        const copy = JSON.parse(JSON.stringify(original)) as K8sObject;
        let target: Node = copy as unknown as Node;
        for (const key of level) target = (target as Record<string, unknown>)[key] as Node;
        target.misspelt = 'x';
        const problems = problemsOf(copy).join('\n');
        if (!problems.includes('unknown field "misspelt"')) accepted.push(`/${level.join('/')}`);
      }
      expect(accepted).toEqual([]);
    },
  );
});
