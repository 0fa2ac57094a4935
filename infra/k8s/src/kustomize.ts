import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

/**
 * A small, strict kustomize renderer: exactly the features the base and overlays use, so the tests can
 * render every overlay offline (no kubectl on CI machines). Any other kustomization field, or a patch that
 * matches nothing, is an error rather than something silently skipped; `kubectl kustomize` remains the
 * renderer ops use. Generated ConfigMaps and Secrets keep their plain names (no content-hash suffix).
 */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; [k: string]: unknown };
  [k: string]: unknown;
}

interface Target {
  group?: string;
  version?: string;
  kind?: string;
  name?: string;
}
interface Patch {
  path?: string;
  patch?: string;
  target?: Target;
}
interface Generator {
  name: string;
  literals?: string[];
  files?: string[];
  envs?: string[];
  type?: string;
  options?: { disableNameSuffixHash?: boolean; labels?: Record<string, string> };
}
interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  images?: ImageEdit[];
  patches?: Patch[];
  configMapGenerator?: Generator[];
  secretGenerator?: Generator[];
}
/**
 * A kustomize `images` entry, applied as kustomize 5 does (`test/kubectl.test.ts` compares): a digest alone
 * gives `name@sha256:...`, a tag and a digest `name:tag@sha256:...` (the runtime pulls by the digest).
 */
interface ImageEdit {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}
type Op = { op: 'add' | 'replace' | 'test'; path: string; value: unknown } | { op: 'remove'; path: string };

export interface RenderOptions {
  /**
   * Where a generator's file is missing (the real secrets are not committed), read the file of the same
   * name in this folder instead (`infra/k8s/secrets.example`).
   */
  examples?: string;
}

const KNOWN_FIELDS = new Set([
  'apiVersion',
  'kind',
  'namespace',
  'resources',
  'images',
  'patches',
  'configMapGenerator',
  'secretGenerator',
]);
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'PriorityClass',
]);

/** A kustomize env file (`KEY=value` a line; blank lines and `#` comments skipped) as its entries. */
export function parseEnvFile(text: string): Record<string, string> {
  const data: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const at = trimmed.indexOf('=');
    data[trimmed.slice(0, at)] = trimmed.slice(at + 1);
  }
  return data;
}

export function readYamlDocs(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      if (doc.errors.length) throw new Error(`${file}: ${doc.errors[0]?.message}`);
      return doc.toJS() as K8sObject | null;
    })
    .filter((d): d is K8sObject => d !== null);
}

/** Renders the kustomization in `dir`, like `kubectl kustomize <dir>`. */
export function render(dir: string, options: RenderOptions = {}): K8sObject[] {
  const file = path.join(dir, 'kustomization.yaml');
  const k = parse(readFileSync(file, 'utf8')) as Kustomization;
  const unknown = Object.keys(k).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length) throw new Error(`${file}: unsupported field(s) ${unknown.join(', ')}`);

  const objects: K8sObject[] = [];
  for (const entry of k.resources ?? []) {
    const target = path.resolve(dir, entry);
    if (!existsSync(target)) throw new Error(`${file}: resource ${entry} does not exist`);
    objects.push(...(statSync(target).isDirectory() ? render(target, options) : readYamlDocs(target)));
  }
  for (const gen of k.configMapGenerator ?? []) objects.push(generate(dir, 'ConfigMap', gen, options));
  for (const gen of k.secretGenerator ?? []) objects.push(generate(dir, 'Secret', gen, options));

  for (const patch of k.patches ?? []) applyPatch(dir, objects, patch);
  for (const image of k.images ?? []) setImage(objects, image);
  if (k.namespace) {
    for (const o of objects) if (!CLUSTER_SCOPED.has(o.kind)) o.metadata.namespace = k.namespace;
  }
  const seen = new Set<string>();
  for (const o of objects) {
    const id = `${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`;
    if (seen.has(id)) throw new Error(`${file}: ${id} is defined twice`);
    seen.add(id);
  }
  return objects;
}

function readSource(dir: string, rel: string, options: RenderOptions): string {
  const file = path.resolve(dir, rel);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const example = options.examples && path.join(options.examples, path.basename(file));
  if (example && existsSync(example)) return readFileSync(example, 'utf8');
  throw new Error(`${path.join(dir, 'kustomization.yaml')}: ${rel} does not exist (see infra/k8s/README.md)`);
}

function generate(
  dir: string,
  kind: 'ConfigMap' | 'Secret',
  gen: Generator,
  options: RenderOptions,
): K8sObject {
  const data: Record<string, string> = {};
  for (const literal of gen.literals ?? []) {
    const at = literal.indexOf('=');
    data[literal.slice(0, at)] = literal.slice(at + 1);
  }
  for (const spec of gen.files ?? []) {
    const [key, rel] = spec.includes('=')
      ? (spec.split('=', 2) as [string, string])
      : [path.basename(spec), spec];
    data[key] = readSource(dir, rel, options);
  }
  for (const rel of gen.envs ?? []) Object.assign(data, parseEnvFile(readSource(dir, rel, options)));
  const metadata = { name: gen.name, ...(gen.options?.labels ? { labels: gen.options.labels } : {}) };
  if (kind === 'ConfigMap') return { apiVersion: 'v1', kind, metadata, data };
  const encoded = Object.fromEntries(
    Object.entries(data).map(([k, v]) => [k, Buffer.from(v).toString('base64')]),
  );
  return { apiVersion: 'v1', kind, metadata, type: gen.type ?? 'Opaque', data: encoded };
}

const matches = (o: K8sObject, t: Target): boolean => {
  const [group, version] = o.apiVersion.includes('/') ? o.apiVersion.split('/') : ['', o.apiVersion];
  return (
    (t.kind === undefined || t.kind === o.kind) &&
    // As in kustomize, a target's name is an anchored regular expression.
    (t.name === undefined || new RegExp(`^(?:${t.name})$`).test(o.metadata.name)) &&
    (t.group === undefined || t.group === group) &&
    (t.version === undefined || t.version === version)
  );
};

function applyPatch(dir: string, objects: K8sObject[], patch: Patch) {
  const where = `${path.join(dir, 'kustomization.yaml')}: patch ${patch.path ?? JSON.stringify(patch.target)}`;
  if (!patch.target) throw new Error(`${where}: only JSON6902 patches with a target are supported`);
  const text = patch.path ? readFileSync(path.resolve(dir, patch.path), 'utf8') : (patch.patch ?? '');
  const ops = parse(text) as Op[];
  if (!Array.isArray(ops)) throw new Error(`${where}: a JSON6902 patch is a list of operations`);
  const hits = objects.filter((o) => matches(o, patch.target ?? {}));
  if (!hits.length) throw new Error(`${where}: the target matches nothing`);
  for (const o of hits) for (const op of ops) applyOp(o, op, where);
}

const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** RFC 6902 add / replace / remove / test on one object; a missing path is an error, as in kustomize. */
export function applyOp(doc: object, op: Op, where = 'patch'): void {
  const tokens = op.path.split('/').slice(1).map(unescape);
  const last = tokens.pop();
  if (last === undefined) throw new Error(`${where}: cannot patch the whole document`);
  let parent: unknown = doc;
  for (const token of tokens) {
    parent = Array.isArray(parent) ? parent[Number(token)] : (parent as Record<string, unknown>)?.[token];
    if (parent === undefined || parent === null || typeof parent !== 'object')
      throw new Error(`${where}: ${op.path} does not exist`);
  }
  if (Array.isArray(parent)) {
    const index = last === '-' ? parent.length : Number(last);
    const exists = index >= 0 && index < parent.length;
    if (op.op === 'add' && index <= parent.length) parent.splice(index, 0, op.value);
    else if (!exists) throw new Error(`${where}: ${op.path} does not exist`);
    else if (op.op === 'replace') parent[index] = op.value;
    else if (op.op === 'remove') parent.splice(index, 1);
    else if (op.op === 'test' && JSON.stringify(parent[index]) !== JSON.stringify(op.value))
      throw new Error(`${where}: test failed at ${op.path}`);
    return;
  }
  const record = parent as Record<string, unknown>;
  if (op.op !== 'add' && !(last in record)) throw new Error(`${where}: ${op.path} does not exist`);
  if (op.op === 'add' || op.op === 'replace') record[last] = op.value;
  else if (op.op === 'remove') delete record[last];
  else if (JSON.stringify(record[last]) !== JSON.stringify(op.value))
    throw new Error(`${where}: test failed at ${op.path}`);
}

interface PodOwner {
  spec?: {
    template?: { spec?: { containers?: { image?: string }[]; initContainers?: { image?: string }[] } };
  };
}

function setImage(objects: K8sObject[], image: ImageEdit) {
  let hit = false;
  for (const o of objects) {
    const pod = (o as PodOwner).spec?.template?.spec;
    for (const c of [...(pod?.containers ?? []), ...(pod?.initContainers ?? [])]) {
      if (!c.image) continue;
      const [named, oldDigest = ''] = c.image.split('@') as [string, string?];
      const at = named.lastIndexOf(':');
      const [name, oldTag] =
        at > named.lastIndexOf('/') ? [named.slice(0, at), named.slice(at + 1)] : [named, ''];
      if (name !== image.name) continue;
      hit = true;
      // kustomize 5: a new tag or digest replaces both old ones; given both, the image keeps both.
      const [tag, digest] =
        image.newTag || image.digest ? [image.newTag ?? '', image.digest ?? ''] : [oldTag, oldDigest];
      c.image = `${image.newName ?? name}${tag ? `:${tag}` : ''}${digest ? `@${digest}` : ''}`;
    }
  }
  if (!hit) throw new Error(`images: ${image.name} is used by no container`);
}
