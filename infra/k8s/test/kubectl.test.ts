import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import type { K8sObject } from '../src/kustomize';
import { K8S_DIR } from '../src/units';
import { problemsOf } from '../src/validate';
import { EXAMPLES, OVERLAYS, rendered } from './helpers';

/**
 * The other tests read what `src/kustomize.ts` renders; operators apply what `kubectl kustomize` renders.
 * Where kubectl is installed, both overlays are rendered by it too and must be the same objects, apart
 * from the content-hash suffix kustomize adds to generated ConfigMaps and Secrets, and pass the strict
 * validation. Without kubectl this suite reports itself skipped.
 */
const hasKubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0;

/** `kubectl kustomize` of an overlay, on a copy of base and overlays with the example secret files. */
function kubectlRender(overlay: string): K8sObject[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-kubectl-'));
  try {
    for (const part of ['base', 'overlays'])
      cpSync(path.join(K8S_DIR, part), path.join(dir, part), { recursive: true });
    cpSync(EXAMPLES, path.join(dir, 'overlays', overlay, 'secrets'), { recursive: true });
    const run = spawnSync('kubectl', ['kustomize', path.join(dir, 'overlays', overlay)], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`kubectl kustomize ${overlay}: ${run.stderr}`);
    return parseAllDocuments(run.stdout).map((d) => d.toJS() as K8sObject);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every generated name with its hash (`voltdesk-config-89m8ktk729`) back to the plain one, everywhere. */
function withoutHashes(objects: K8sObject[], plain: Set<string>): K8sObject[] {
  const hashed = new Map<string, string>();
  for (const o of objects) {
    const m = /^(.+)-[a-z0-9]{10}$/.exec(o.metadata.name);
    if ((o.kind === 'ConfigMap' || o.kind === 'Secret') && m && plain.has(m[1]!))
      hashed.set(o.metadata.name, m[1]!);
  }
  return JSON.parse(
    JSON.stringify(objects, (_key, value: unknown) =>
      typeof value === 'string' && hashed.has(value) ? hashed.get(value) : value,
    ),
  ) as K8sObject[];
}

const byId = (objects: K8sObject[]) =>
  Object.fromEntries(objects.map((o) => [`${o.kind}/${o.metadata.namespace ?? ''}/${o.metadata.name}`, o]));

(hasKubectl ? describe : describe.skip)('kubectl kustomize', () => {
  it.each(OVERLAYS)('renders the %s overlay as the project renderer does, and strictly valid', (overlay) => {
    const ours = rendered[overlay];
    const plain = new Set(
      ours.filter((o) => o.kind === 'ConfigMap' || o.kind === 'Secret').map((o) => o.metadata.name),
    );
    const theirs = withoutHashes(kubectlRender(overlay), plain);
    expect(theirs.flatMap(problemsOf)).toEqual([]);
    expect(theirs).toHaveLength(ours.length);
    expect(byId(theirs)).toEqual(byId(ours));
  });
});
