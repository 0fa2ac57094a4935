/**
 * `npm run deploy -w infra/k8s -- <overlay> [--timeout 30m]`: a release with plain kubectl, migrations
 * first. Argo CD gets the same order from the Jobs' PreSync hook; `kubectl apply` of the whole overlay would
 * start new pods beside their migration, so this applies in three steps:
 *
 * 1. everything but the Deployments (namespace, config, Secrets, data layer, policies, Services, the
 *    migration Jobs), after deleting the previous release's migration Jobs (a Job's pod template cannot
 *    change, and a finished Job would not run the new image);
 * 2. `kubectl wait` until every migration Job is Complete; if one fails or the wait times out, nothing
 *    else is applied and the old pods keep serving;
 * 3. the Deployments, then `kubectl rollout status` of each.
 *
 * The overlay is rendered with `kubectl kustomize` (as ops render it), so it needs `overlays/<o>/secrets/`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments, stringify } from 'yaml';
import type { K8sObject } from './kustomize';
import { K8S_DIR } from './units';

export const MIGRATION_SELECTOR = 'app.kubernetes.io/component=migration';

export interface DeployOptions {
  overlay: string;
  /** How long the migration Jobs may take, as kubectl reads it (`30m`). */
  timeout: string;
  kubectl?: string;
  log?: (line: string) => void;
}

class StepFailed extends Error {}

function kubectl(o: DeployOptions, args: string[], input?: string): string {
  o.log?.(`$ kubectl ${args.join(' ')}`);
  const r = spawnSync(o.kubectl ?? 'kubectl', args, {
    input,
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw new StepFailed(`kubectl ${args[0]}: ${r.error.message}`);
  if (r.status !== 0) throw new StepFailed(`kubectl ${args.join(' ')} exited with ${r.status}`);
  return r.stdout;
}

const asYaml = (objects: K8sObject[]) => objects.map((o) => stringify(o)).join('---\n');

/** Runs the three steps; throws at the first that fails, after which nothing more is applied. */
export function deploy(o: DeployOptions): void {
  const dir = path.join(K8S_DIR, 'overlays', o.overlay);
  const objects = parseAllDocuments(kubectl(o, ['kustomize', dir]))
    .map((d) => d.toJS() as K8sObject | null)
    .filter((x): x is K8sObject => x !== null);
  const isDeployment = (x: K8sObject) => x.kind === 'Deployment';
  const jobs = objects.filter(
    (x) => x.kind === 'Job' && x.metadata.labels?.['app.kubernetes.io/component'] === 'migration',
  );
  if (jobs.length === 0) throw new StepFailed(`the ${o.overlay} overlay renders no migration Job`);
  const namespace = jobs[0]!.metadata.namespace;
  if (!namespace) throw new StepFailed('the migration Jobs have no namespace');
  const ns = ['--namespace', namespace];

  kubectl(o, [...ns, 'delete', 'job', '-l', MIGRATION_SELECTOR, '--ignore-not-found', '--wait=true']);
  kubectl(o, ['apply', '-f', '-'], asYaml(objects.filter((x) => !isDeployment(x))));
  kubectl(o, [
    ...ns,
    'wait',
    'job',
    '-l',
    MIGRATION_SELECTOR,
    '--for=condition=Complete',
    `--timeout=${o.timeout}`,
  ]);
  const deployments = objects.filter(isDeployment);
  kubectl(o, ['apply', '-f', '-'], asYaml(deployments));
  for (const d of deployments)
    kubectl(o, [...ns, 'rollout', 'status', `deployment/${d.metadata.name}`, '--timeout=10m']);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const overlay = args.find((a) => !a.startsWith('--'));
  const t = args.indexOf('--timeout');
  const timeout = t >= 0 ? args[t + 1] : '30m';
  if (!overlay || !timeout) {
    process.stderr.write('usage: npm run deploy -w infra/k8s -- <dev|prod> [--timeout 30m]\n');
    process.exit(2);
  }
  try {
    deploy({ overlay, timeout, log: (l) => process.stdout.write(`${l}\n`) });
    process.stdout.write(`deployed ${overlay}\n`);
  } catch (err) {
    if (!(err instanceof StepFailed)) throw err;
    process.stderr.write(
      `${err.message}\nstopped: nothing after this step was applied. The migration Jobs' logs: ` +
        `kubectl -n <namespace> logs -l ${MIGRATION_SELECTOR} --tail=50\n`,
    );
    process.exit(1);
  }
}
