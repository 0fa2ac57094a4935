/**
 * `npm run vendor-crds -w infra/k8s -- <git dir>...`: copies the released CRDs of the Gateway API, Envoy
 * Gateway, External Secrets Operator and the MongoDB operator's MongoDBCommunity (the `RELEASED_CRDS` table: repository, tag, file) out of local
 * git snapshots of those repositories into `schemas/released/`, one JSON file per CRD. Only what validation
 * reads is kept: the served version the manifests use and its `openAPIV3Schema` without `description`
 * texts and without `status` (the manifests never set it), so the files stay small; the file names the
 * repository, tag, path and git blob it came from, and a test checks those against `src/versions.ts`.
 *
 * Get a snapshot with `git clone --bare https://github.com/<repository>` (or any mirror); the script reads
 * `git -C <git dir> show <tag>:<path>`, so it needs no network, and refuses a tag the snapshot lacks.
 * `src/validate.ts` turns each schema into a closed JSON Schema at load time (`strictSchemaOf`).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { K8S_DIR } from '../units';
import { versions } from '../versions';

export const RELEASED_DIR = path.join(K8S_DIR, 'schemas/released');

export interface ReleasedCrd {
  repository: string;
  tag: string;
  file: string;
  /** The served version the manifests use. */
  version: string;
}

const gatewayApi = (plural: string): ReleasedCrd => ({
  repository: 'kubernetes-sigs/gateway-api',
  tag: `v${versions.gatewayApi}`,
  file: `config/crd/standard/gateway.networking.k8s.io_${plural}.yaml`,
  version: 'v1',
});
const envoyGateway = (plural: string): ReleasedCrd => ({
  repository: 'envoyproxy/gateway',
  tag: `v${versions.envoyGateway}`,
  file: `charts/gateway-helm/charts/crds/crds/generated/gateway.envoyproxy.io_${plural}.yaml`,
  version: 'v1alpha1',
});
const externalSecrets = (plural: string): ReleasedCrd => ({
  repository: 'external-secrets/external-secrets',
  tag: `v${versions.externalSecrets}`,
  file: `config/crds/bases/external-secrets.io_${plural}.yaml`,
  version: 'v1',
});

const mongodbOperator: ReleasedCrd = {
  repository: 'mongodb/helm-charts',
  tag: `mongodb-kubernetes-${versions.mongodbOperator}`,
  file: 'charts/mongodb-kubernetes/crds/mongodbcommunity.mongodb.com_mongodbcommunity.yaml',
  version: 'v1',
};

export const RELEASED_CRDS: ReleasedCrd[] = [
  mongodbOperator,
  gatewayApi('gatewayclasses'),
  gatewayApi('gateways'),
  gatewayApi('httproutes'),
  envoyGateway('envoyproxies'),
  envoyGateway('clienttrafficpolicies'),
  envoyGateway('backendtrafficpolicies'),
  externalSecrets('externalsecrets'),
  externalSecrets('secretstores'),
];

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The schema without its prose: `description` keys are dropped wherever they are a schema keyword. */
function withoutDescriptions(node: unknown, inProperties = false): unknown {
  if (Array.isArray(node)) return node.map((n) => withoutDescriptions(n));
  if (!isNode(node)) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    // Under `properties`, keys are field names: a field called `description` stays.
    if (key === 'description' && !inProperties) continue;
    out[key] = withoutDescriptions(value, key === 'properties' && !inProperties);
  }
  return out;
}

export interface VendoredCrd {
  $comment: string;
  source: ReleasedCrd & { blob: string };
  group: string;
  kind: string;
  scope: string;
  version: string;
  schema: Node;
}

export function vendorCrd(gitDir: string, crd: ReleasedCrd): VendoredCrd {
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const blob = git('rev-parse', `${crd.tag}:${crd.file}`).trim();
  const doc = parse(git('show', `${crd.tag}:${crd.file}`)) as {
    spec: {
      group: string;
      scope: string;
      names: { kind: string };
      versions: { name: string; served: boolean; schema: { openAPIV3Schema: Node } }[];
    };
  };
  const version = doc.spec.versions.find((v) => v.name === crd.version && v.served);
  if (!version) throw new Error(`${crd.file}@${crd.tag} does not serve ${crd.version}`);
  const schema = withoutDescriptions(version.schema.openAPIV3Schema) as Node;
  delete (schema.properties as Node | undefined)?.status;
  return {
    $comment:
      `VENDORED by \`npm run vendor-crds -w infra/k8s\` from ${crd.repository} ${crd.tag}, ${crd.file} ` +
      `(git blob ${blob}): the served ${crd.version} schema, descriptions and status left out. Do not edit.`,
    source: { ...crd, blob },
    group: doc.spec.group,
    kind: doc.spec.names.kind,
    scope: doc.spec.scope,
    version: crd.version,
    schema,
  };
}

/**
 * What the release indexes said when the versions were pinned, so a test can check offline that each
 * pinned release exists: the `mongodb-kubernetes` entries of the MongoDB chart repository's index (its
 * `index.yaml`, served at https://mongodb.github.io/helm-charts from the `gh-pages` branch of
 * mongodb/helm-charts), and the Kafka versions Strimzi's release supports (its `kafka-versions.yaml`).
 */
export const RELEASE_INDEX_FILE = path.join(RELEASED_DIR, 'release-index.json');

export interface ReleaseIndex {
  $comment: string;
  mongodbKubernetesChart: {
    source: { repository: string; ref: string; commit: string; file: string; blob: string };
    entries: { version: string; digest: string; created: string; url: string }[];
  };
  strimziKafkaVersions: {
    source: { repository: string; tag: string; file: string; blob: string };
    supported: string[];
  };
}

function releaseIndex(gitDirs: string[]): ReleaseIndex {
  /** The file at `ref` in the first snapshot that has it and whose text `accept`s. */
  const find = (ref: string, file: string, accept: (text: string) => boolean = () => true) => {
    for (const dir of gitDirs) {
      const git = (...args: string[]) =>
        execFileSync('git', ['-C', dir, ...args], {
          encoding: 'utf8',
          maxBuffer: 64 << 20,
          stdio: ['ignore', 'pipe', 'ignore'],
        });
      let text: string;
      try {
        text = git('show', `${ref}:${file}`);
      } catch {
        continue;
      }
      if (!accept(text)) continue;
      return {
        blob: git('rev-parse', `${ref}:${file}`).trim(),
        commit: git('rev-parse', `${ref}^{commit}`).trim(),
        text,
      };
    }
    throw new Error(`no snapshot given holds ${ref}:${file}`);
  };
  const chart = find('gh-pages', 'index.yaml', (text) => /^ {2}mongodb-kubernetes:$/m.test(text));
  const index = parse(chart.text) as {
    entries: Record<string, { version: string; digest: string; created: string; urls: string[] }[]>;
  };
  const strimziTag = versions.strimzi;
  const kafka = find(strimziTag, 'kafka-versions.yaml');
  const kafkaVersions = parse(kafka.text) as { version: string; supported: boolean }[];
  return {
    $comment:
      'VENDORED by `npm run vendor-crds -w infra/k8s`: the mongodb-kubernetes entries of the MongoDB chart ' +
      "repository's index and the Kafka versions the pinned Strimzi release supports. Do not edit.",
    mongodbKubernetesChart: {
      source: {
        repository: 'mongodb/helm-charts',
        ref: 'gh-pages',
        commit: chart.commit,
        file: 'index.yaml',
        blob: chart.blob,
      },
      entries: (index.entries['mongodb-kubernetes'] ?? []).map((e) => ({
        version: e.version,
        digest: e.digest,
        created: e.created,
        url: e.urls[0] ?? '',
      })),
    },
    strimziKafkaVersions: {
      source: {
        repository: 'strimzi/strimzi-kafka-operator',
        tag: strimziTag,
        file: 'kafka-versions.yaml',
        blob: kafka.blob,
      },
      supported: kafkaVersions.filter((v) => v.supported).map((v) => v.version),
    },
  };
}

export const fileOf = (crd: ReleasedCrd): string => `${path.basename(crd.file, '.yaml')}-${crd.version}.json`;

if (require.main === module) {
  const gitDirs = process.argv.slice(2);
  mkdirSync(RELEASED_DIR, { recursive: true });
  for (const crd of RELEASED_CRDS) {
    const gitDir = gitDirs.find((dir) => {
      try {
        execFileSync('git', ['-C', dir, 'rev-parse', '--verify', `${crd.tag}:${crd.file}`], {
          stdio: 'ignore',
        });
        return true;
      } catch {
        return false;
      }
    });
    if (!gitDir) {
      console.error(`no snapshot given holds ${crd.repository} ${crd.tag}:${crd.file}`);
      process.exitCode = 1;
      continue;
    }
    const target = path.join(RELEASED_DIR, fileOf(crd));
    writeFileSync(target, `${JSON.stringify(vendorCrd(gitDir, crd))}\n`);
    console.log(`wrote ${path.relative(K8S_DIR, target)}`);
  }
  writeFileSync(RELEASE_INDEX_FILE, `${JSON.stringify(releaseIndex(gitDirs), null, 1)}\n`);
  console.log(`wrote ${path.relative(K8S_DIR, RELEASE_INDEX_FILE)}`);
}
