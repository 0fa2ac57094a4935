import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { render, type K8sObject } from '../src/kustomize';
import { workloadContainers, type WorkloadContainer } from '../src/pods';
import { writeSecrets } from '../src/secrets';
import { K8S_DIR, REPO_ROOT, services } from '../src/units';
import { EXAMPLES, OVERLAYS } from './helpers';
import {
  exitOf,
  localContainer,
  podFolders,
  runToEnd,
  start,
  tail,
  type Cluster,
  type LocalContainer,
} from './kubelet/pod';
import { externalSecretsWritten } from './kubelet/external-secrets';
import { startStack, type Stack } from './kubelet/stack';
import { mongoToolsBin } from './kubelet/tools';

/**
 * The kubelet-faithful smoke test: every container of every Deployment, Job and CronJob of both overlays,
 * started as its pod would start (`test/kubelet/pod.ts` says exactly what is mapped and how) against one
 * embedded stack. A Deployment's containers must answer their readiness probe (the services also report
 * Kafka reachable over TLS in /healthz); a Job's and a CronJob's containers, init containers first, must
 * exit 0. The Secrets are the example files filled as `npm run secrets` fills them.
 */
const BUCKET = 'voltdesk-backups';
/** Containers started at once: the machine is small and shared; the services start in seconds. */
const CONCURRENCY = 3;
/** A generous bound on how long a container may take to become ready or finish on a slow machine. */
const PATIENCE_MS = 240_000;

let stack: Stack;

/**
 * What the images would hold and this machine may not have built yet: the shell's build (its nginx's files
 * and the render server's template) and the render server's bundle.
 */
function buildIfMissing(): void {
  for (const [workspace, marker] of [
    ['shell', 'dist/index.html'],
    ['infra/render', 'dist/main.mjs'],
  ] as const) {
    if (existsSync(path.join(REPO_ROOT, workspace, marker))) continue;
    const run = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`build of ${workspace} failed`);
  }
}

beforeAll(async () => {
  buildIfMissing();
  stack = await startStack({
    kafka: true,
    smtp: true,
    s3Buckets: [BUCKET],
    // A server per replica set, as in the cluster: a restore replaces its whole replica set.
    mongoReplicaSets: services.map((s) => `voltdesk-mongo-${s.service}`),
  });
}, 600_000);

afterAll(async () => {
  await stack?.stop();
});

async function limited<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
    }),
  );
}

const delay = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function get(
  url: string,
): Promise<{ status: number; body: string; rendered: string | null } | undefined> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    return { status: res.status, body: await res.text(), rendered: res.headers.get('x-voltdesk-rendered') };
  } catch {
    return undefined;
  }
}

/** Polls until `ok` or the process ends or PATIENCE_MS pass; returns why not, or undefined. */
async function until(
  what: string,
  child: ReturnType<typeof start>,
  ok: () => Promise<boolean>,
): Promise<string | undefined> {
  const deadline = Date.now() + PATIENCE_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      return `exited (${child.exitCode ?? child.signalCode}) before ${what}`;
    if (await ok()) return undefined;
    await delay(250);
  }
  return `not ${what} after ${PATIENCE_MS / 1000} s`;
}

interface Running {
  w: WorkloadContainer;
  l: LocalContainer;
  child: ReturnType<typeof start>;
}

/** What a kubelet reports when it cannot start a container (a missing Secret key, a volume, a command). */
async function prepare(
  c: Cluster,
  w: WorkloadContainer,
  folders: () => Map<string, string>,
  failures: string[],
): Promise<LocalContainer | undefined> {
  try {
    return await localContainer(c, w, folders());
  } catch (err) {
    failures.push(`${w.kind} ${w.workload}/${w.container.name}: cannot start: ${(err as Error).message}`);
    return undefined;
  }
}

async function startDeployment(
  c: Cluster,
  w: WorkloadContainer,
  failures: string[],
  running: Running[],
): Promise<Running | undefined> {
  const l = await prepare(c, w, () => podFolders(c, w), failures);
  if (!l) return undefined;
  const child = start(l);
  running.push({ w, l, child });
  const probe = w.container.readinessProbe?.httpGet;
  const url = `http://127.0.0.1:${l.port}${probe?.path ?? '/'}`;
  let why = await until('ready', child, async () => (await get(url))?.status === 200);
  // A service reaches Kafka over TLS with the mounted CA; the broker is watched, not gating readiness.
  if (!why && l.kind === 'node' && /^svc-/.test(w.workload))
    why = await until('connected to Kafka', child, async () => {
      const h = await get(`http://127.0.0.1:${l.port}/healthz`);
      return (
        h !== undefined &&
        (JSON.parse(h.body) as { details?: { kafka?: { up: boolean } } }).details?.kafka?.up === true
      );
    });
  // The shell's nginx serves /app-config.json and /remotes.json from its ConfigMap volumes.
  if (!why && w.workload === 'shell' && w.container.name === 'shell')
    for (const [file, mount] of [
      ['app-config.json', '/etc/voltdesk/public'],
      ['remotes.json', '/etc/voltdesk/remotes'],
    ] as const) {
      const served = await get(`http://127.0.0.1:${l.port}/${file}`);
      const held = readFileSync(path.join(l.folders.get(mount)!, file), 'utf8');
      if (served?.status !== 200 || served.body !== held)
        why = `/${file} not served from its volume (${served?.status})`;
    }
  if (why) {
    const broker = c.stack.kafkaExit();
    failures.push(
      `Deployment ${w.workload}/${w.container.name}: ${why}\n${tail(l)}${broker ? `\n${broker}` : ''}`,
    );
    return undefined;
  }
  return { w, l, child };
}

async function runJob(c: Cluster, containers: WorkloadContainer[], failures: string[]): Promise<void> {
  let folders: Map<string, string> | undefined;
  for (const w of containers) {
    const l = await prepare(c, w, () => (folders ??= podFolders(c, containers[0]!)), failures);
    if (!l) return;
    const status = await runToEnd(l);
    if (status !== 0) {
      failures.push(`${w.kind} ${w.workload}/${w.container.name}: exited ${status}\n${tail(l)}`);
      return;
    }
  }
}

/**
 * A public page through the shell's nginx comes back server-rendered by the render container beside it;
 * with that container stopped, nginx answers the plain index.html with 200 (a render outage never takes
 * the site down). An admin screen is never rendered.
 */
async function checkRendering(running: Running[], failures: string[]): Promise<void> {
  const nginx = running.find((r) => r.w.workload === 'shell' && r.w.container.name === 'shell');
  const renderer = running.find((r) => r.w.workload === 'shell' && r.w.container.name === 'render');
  if (!nginx || !renderer) return; // Reported as not ready already.
  const page = `http://127.0.0.1:${nginx.l.port}/contact`;
  const plain = readFileSync(path.join(REPO_ROOT, 'shell/dist/index.html'), 'utf8');
  const rendered = await get(page);
  if (
    rendered?.status !== 200 ||
    rendered.rendered !== 'yes' ||
    !/<title>[^<]+<\/title>/.test(rendered.body) ||
    !rendered.body.includes('data-site-head') ||
    rendered.body === plain
  )
    failures.push(`shell: /contact not server-rendered (${rendered?.status})\n${tail(renderer.l)}`);
  const screen = await get(`http://127.0.0.1:${nginx.l.port}/admin`);
  if (screen?.status !== 200 || screen.body !== plain)
    failures.push(`shell: /admin is not the plain index.html (${screen?.status})`);
  renderer.child.kill('SIGTERM');
  await exitOf(renderer.child);
  const fallback = await get(page);
  if (fallback?.status !== 200 || fallback.body !== plain || fallback.rendered !== null)
    failures.push(`shell: with the render container stopped, /contact answered ${fallback?.status}`);
}

/**
 * The overlay rendered with its secret files made from the examples, as `npm run secrets` makes them, and
 * the Secrets its ExternalSecrets would have written from a store seeded with those files.
 */
function renderWithSecrets(overlay: string, dir: string): K8sObject[] {
  const secrets = path.join(dir, 'secrets');
  writeSecrets(path.join(K8S_DIR, 'overlays', overlay), secrets, EXAMPLES);
  const objects = render(path.join(K8S_DIR, 'overlays', overlay), { examples: secrets });
  // Prod's Secrets come from the store through the External Secrets Operator, seeded with the same files.
  return [...objects, ...externalSecretsWritten(objects, secrets)];
}

describe.each(OVERLAYS)('every rendered workload of the %s overlay, run as a kubelet would', (overlay) => {
  it('Deployments become ready; Jobs and CronJobs exit 0', async () => {
    const dir = path.join(stack.dir, overlay);
    mkdirSync(dir);
    const objects = renderWithSecrets(overlay, dir);
    const namespace = objects.find((o) => o.kind === 'Namespace')?.metadata.name ?? 'voltdesk';
    const cluster: Cluster = {
      objects,
      namespace,
      stack,
      dir,
      services: new Map(),
      claims: new Map(),
      toolsBin: mongoToolsBin(dir),
    };
    const all = workloadContainers(objects);
    const failures: string[] = [];
    const byWorkload = (kind: string) => {
      const groups = new Map<string, WorkloadContainer[]>();
      for (const w of all.filter((x) => x.kind === kind))
        groups.set(w.workload, [...(groups.get(w.workload) ?? []), w]);
      return [...groups.values()];
    };
    const deployments = all.filter((w) => w.kind === 'Deployment');
    expect(deployments.length).toBeGreaterThanOrEqual(8);

    // svc-auth first: the other services verify tokens with its JWKS and load its revocations.
    const running: Running[] = [];
    const ready: string[] = [];
    const serve = async (w: WorkloadContainer) => {
      const r = await startDeployment(cluster, w, failures, running);
      if (!r) return;
      ready.push(w.workload);
      // The Service's target is the pod's `http` port (the shell's render server is reached on its loopback).
      if (w.container.ports?.[0]?.name === 'http') cluster.services.set(w.workload, r.l.port!);
    };
    try {
      const auth = deployments.filter((w) => w.workload === 'svc-auth');
      for (const w of auth) await serve(w);
      // svc-content before the front ends, whose nginx resolves it at start.
      await limited(
        deployments.filter((w) => /^svc-/.test(w.workload) && w.workload !== 'svc-auth'),
        serve,
      );
      // The remotes before the shell, whose render server reads the site's manifest from its nginx.
      await limited(
        deployments.filter((w) => !/^svc-/.test(w.workload) && w.workload !== 'shell'),
        serve,
      );
      for (const w of deployments.filter((x) => x.workload === 'shell')) await serve(w);
      await checkRendering(running, failures);
    } finally {
      for (const r of running) r.child.kill('SIGTERM');
      await Promise.all(running.map((r) => exitOf(r.child)));
    }

    const jobs = byWorkload('Job');
    expect(jobs).toHaveLength(4);
    await limited(jobs, (containers) => runJob(cluster, containers, failures));

    // Backups before restores: a restore reads the archive its backup CronJob wrote into the shared volume.
    const cronJobs = byWorkload('CronJob');
    expect(cronJobs).toHaveLength(8);
    const [backups, restores] = [/^voltdesk-backup-/, /^voltdesk-restore-/].map((re) =>
      cronJobs.filter((c) => re.test(c[0]!.workload)),
    );
    await limited(backups!, (containers) => runJob(cluster, containers, failures));
    await limited(restores!, (containers) => runJob(cluster, containers, failures));

    expect(failures).toEqual([]);
    expect(ready.sort()).toEqual(deployments.map((w) => w.workload).sort());
  }, 900_000);
});
