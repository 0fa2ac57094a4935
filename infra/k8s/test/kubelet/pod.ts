import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IPodSpec } from 'kubernetes-models/v1/PodSpec';
import { freePort } from '@voltdesk/service-kit/testing';
import type { K8sObject } from '../../src/kustomize';
import type { WorkloadContainer } from '../../src/pods';
import { REPO_ROOT, webs } from '../../src/units';
import type { Stack } from './stack';

/**
 * Runs a rendered container as a kubelet would, on this machine: the image's entrypoint (or the
 * container's `command`), exactly the rendered environment (Secrets and ConfigMaps resolved from the
 * rendered objects, which the example secrets fill), and each volume mount a folder holding what the
 * volume would hold. Nothing of the test process's own environment is passed on but `PATH`.
 *
 * What cannot be the same here is changed in the open, by the rules below (the README's table), and by
 * nothing else:
 * - paths: a mount's path is replaced by its folder wherever the environment, command or arguments name
 *   it; a path under no mount is left alone, so a file the pod would not have is missing here too;
 * - addresses: every in-cluster address is replaced by the local stand-in's (`mapAddress`);
 * - the pod's own ports: each container port of a pod gets one free port, which the variable holding it
 *   and the pod's loopback address in its siblings' configuration (`127.0.0.1:<port>`) become; `HOST`
 *   (or `<NAME>_HOST`) 0.0.0.0 becomes 127.0.0.1;
 * - what the stand-ins cannot check is dropped: MongoDB credentials and `replicaSet` (the embedded
 *   server is a standalone without users), Kafka SASL (Mokapi has none); TLS stays for both;
 * - Secrets the operators write are made here, in their format: each MongoDB user's connection string
 *   (`mongodb://<user>:<password>@<member hosts>/<user db>?replicaSet=<name>&ssl=true`), the KafkaUsers'
 *   passwords, and the CA certificates (`ca.crt`) of cert-manager and Strimzi, which are the local CA;
 * - the off-site store's Secret names the local S3 server and its key instead of the example's.
 */
export interface Cluster {
  objects: K8sObject[];
  namespace: string;
  stack: Stack;
  /** Where this overlay's pod folders and persistent volumes live. */
  dir: string;
  /** Local port of each in-cluster Service name whose pods run here. */
  services: Map<string, number>;
  /** Folder of each PersistentVolumeClaim, shared by every pod that mounts it. */
  claims: Map<string, string>;
  /** Folder holding `mongodump` and `mongorestore` (the stand-in), first on the tools' PATH. */
  toolsBin: string;
}

type Data = Record<string, string>;

const decode = (data: Data | undefined): Data =>
  Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [k, Buffer.from(v, 'base64').toString()]));

/** Secrets the operators (MongoDB, Strimzi, cert-manager) would write, in their format. */
function operatorSecrets(c: Cluster): Map<string, Data> {
  const out = new Map<string, Data>();
  const secret = (name: string) => secretOf(c, name, false);
  for (const m of c.objects.filter((o) => o.kind === 'MongoDBCommunity')) {
    const spec = m.spec as {
      members: number;
      users: {
        name: string;
        db: string;
        passwordSecretRef: { name: string; key?: string };
        connectionStringSecretName: string;
      }[];
    };
    const name = m.metadata.name;
    const hosts = Array.from(
      { length: spec.members },
      (_, i) => `${name}-${i}.${name}-svc.${c.namespace}.svc.cluster.local:27017`,
    ).join(',');
    for (const u of spec.users) {
      const password = secret(u.passwordSecretRef.name)?.[u.passwordSecretRef.key ?? 'password'] ?? '';
      out.set(u.connectionStringSecretName, {
        'connectionString.standard': `mongodb://${encodeURIComponent(u.name)}:${encodeURIComponent(password)}@${hosts}/${u.db}?replicaSet=${name}&ssl=true`,
      });
    }
  }
  for (const u of c.objects.filter((o) => o.kind === 'KafkaUser'))
    out.set(u.metadata.name, { password: randomBytes(12).toString('hex') });
  for (const cert of c.objects.filter((o) => o.kind === 'Certificate'))
    out.set((cert.spec as { secretName: string }).secretName, { 'ca.crt': c.stack.caPem });
  out.set('voltdesk-kafka-cluster-ca-cert', { 'ca.crt': c.stack.caPem });
  return out;
}

function secretOf(c: Cluster, name: string, operators = true): Data | undefined {
  const s = c.objects.find((o) => o.kind === 'Secret' && o.metadata.name === name) as
    (K8sObject & { data?: Data; stringData?: Data }) | undefined;
  if (s) {
    const data = { ...decode(s.data), ...s.stringData };
    if (name === 'voltdesk-backup-s3')
      Object.assign(data, {
        S3_ENDPOINT: c.stack.s3.endpoint,
        S3_ACCESS_KEY_ID: c.stack.s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: c.stack.s3.secretAccessKey,
      });
    return data;
  }
  return operators ? operatorSecrets(c).get(name) : undefined;
}

function configMapOf(c: Cluster, name: string): Data | undefined {
  const m = c.objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name) as
    (K8sObject & { data?: Data }) | undefined;
  return m ? { ...m.data } : undefined;
}

/** What a kubelet refuses to start a container for: CreateContainerConfigError and the like. */
export class PodConfigError extends Error {}

function resolveEnv(c: Cluster, container: IContainer): Data {
  const env: Data = {};
  for (const e of container.env ?? []) {
    if (e.value !== undefined) env[e.name] = e.value.replace(/\$\((\w+)\)/g, (m, v: string) => env[v] ?? m);
    else if (e.valueFrom?.secretKeyRef) {
      const { name, key, optional } = e.valueFrom.secretKeyRef;
      const value = secretOf(c, name!)?.[key];
      if (value === undefined && !optional)
        throw new PodConfigError(`${e.name}: no key ${key} in Secret ${name}`);
      if (value !== undefined) env[e.name] = value;
    } else if (e.valueFrom?.configMapKeyRef) {
      const { name, key, optional } = e.valueFrom.configMapKeyRef;
      const value = configMapOf(c, name!)?.[key];
      if (value === undefined && !optional)
        throw new PodConfigError(`${e.name}: no key ${key} in ConfigMap ${name}`);
      if (value !== undefined) env[e.name] = value;
    } else throw new PodConfigError(`${e.name}: a kind of reference this runner does not know`);
  }
  if (container.envFrom?.length)
    throw new PodConfigError('envFrom: not used by Voltdesk, not supported here');
  return env;
}

/** The folders of a pod's volumes, filled with what each would hold. */
function podVolumes(c: Cluster, pod: IPodSpec, dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const v of pod.volumes ?? []) {
    let folder = path.join(dir, 'volumes', v.name);
    const files = (data: Data | undefined, what: string, items?: { key: string; path: string }[]) => {
      if (!data) throw new PodConfigError(`volume ${v.name}: no ${what}`);
      mkdirSync(folder, { recursive: true });
      for (const item of items ?? Object.keys(data).map((key) => ({ key, path: key }))) {
        if (data[item.key] === undefined)
          throw new PodConfigError(`volume ${v.name}: no key ${item.key} in ${what}`);
        mkdirSync(path.dirname(path.join(folder, item.path)), { recursive: true });
        writeFileSync(path.join(folder, item.path), data[item.key]!);
      }
    };
    if (v.emptyDir) mkdirSync(folder, { recursive: true });
    else if (v.secret)
      files(secretOf(c, v.secret.secretName!), `Secret ${v.secret.secretName}`, v.secret.items);
    else if (v.configMap)
      files(configMapOf(c, v.configMap.name!), `ConfigMap ${v.configMap.name}`, v.configMap.items);
    else if (v.persistentVolumeClaim) {
      const claim = v.persistentVolumeClaim.claimName;
      if (!c.objects.some((o) => o.kind === 'PersistentVolumeClaim' && o.metadata.name === claim))
        throw new PodConfigError(`volume ${v.name}: no PersistentVolumeClaim ${claim}`);
      if (!c.claims.has(claim)) c.claims.set(claim, path.join(c.dir, 'claims', claim));
      folder = c.claims.get(claim)!;
      mkdirSync(folder, { recursive: true });
    } else throw new PodConfigError(`volume ${v.name}: a kind this runner does not know`);
    out.set(v.name, folder);
  }
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces each mount path (as a whole path prefix) by its folder in `text`, in one pass (longest first). */
function mapPaths(text: string, mounts: [string, string][]): string {
  if (mounts.length === 0) return text;
  const folders = new Map(mounts);
  const any = mounts.map(([m]) => escape(m)).join('|');
  return text.replace(new RegExp(`(?<![\\w./-])(${any})(?=/|$|[^\\w.-])`, 'g'), (m) => folders.get(m)!);
}

/** In-cluster addresses to the local stand-ins (see the comment at the top). */
function mapAddress(c: Cluster, value: string): string {
  const { stack } = c;
  const mongo = /^mongodb(\+srv)?:\/\/(?:[^@/]*@)?([^/?]*)(\/[^?]*)?(?:\?(.*))?$/.exec(value);
  if (mongo && /(\.svc\.cluster\.local|^voltdesk-mongo-)/.test(mongo[2]!)) {
    const query = (mongo[4] ?? '')
      .split('&')
      .filter((p) => p && !p.startsWith('replicaSet='))
      .join('&');
    // The replica set is named by its members' host names: `<rs>-<n>.<rs>-svc.<namespace>...`.
    const rs = /^([a-z0-9-]+)-\d+\./.exec(mongo[2]!)?.[1] ?? '';
    const port = stack.mongoTlsPorts[rs] ?? stack.mongoTlsPort;
    return `mongodb://127.0.0.1:${port}${mongo[3] ?? '/'}${query ? `?${query}` : ''}`;
  }
  if (/^smtps?:\/\//.test(value))
    return value.replace(/^(smtps?:\/\/(?:[^@/]*@)?)[^/:?]+(:\d+)?/, `$1127.0.0.1:${stack.smtpPort}`);
  let out = value.replace(/\bvoltdesk-kafka-kafka-bootstrap(\.[\w.-]+)?:9093\b/g, stack.kafkaBrokers);
  for (const svc of c.objects.filter((o) => o.kind === 'Service')) {
    const local = c.services.get(svc.metadata.name);
    if (!local) continue;
    for (const p of (svc.spec as { ports: { port: number }[] }).ports)
      out = out.replace(
        new RegExp(
          `(?<![\\w.-])${escape(svc.metadata.name)}(\\.${escape(c.namespace)}(\\.svc(\\.cluster\\.local)?)?)?:${p.port}\\b`,
          'g',
        ),
        `127.0.0.1:${local}`,
      );
  }
  return out;
}

/** The local port of each container port of each pod (a pod's containers share one loopback). */
const podPorts = new WeakMap<Cluster, Map<string, Map<number, number>>>();

async function portsOfPod(c: Cluster, w: WorkloadContainer): Promise<Map<number, number>> {
  if (!podPorts.has(c)) podPorts.set(c, new Map());
  const pods = podPorts.get(c)!;
  if (!pods.has(w.workload)) pods.set(w.workload, new Map());
  const ports = pods.get(w.workload)!;
  for (const sibling of w.pod.containers ?? [])
    for (const p of sibling.ports ?? [])
      if (!ports.has(p.containerPort)) ports.set(p.containerPort, await freePort());
  return ports;
}

/** What the image runs for this container, here. */
function entrypoint(container: IContainer): {
  file: string;
  args: string[];
  cwd?: string;
  kind: 'node' | 'sh' | 'nginx';
} {
  const image = container.image!.replace(/@sha256:[0-9a-f]+$/, '');
  const name = image.split('/').pop()!.split(':')[0]!;
  const argv = [...(container.command ?? []), ...(container.args ?? [])];
  if (/^svc-/.test(name)) {
    // service.Dockerfile: WORKDIR /app/<workspace>, CMD ["node", "dist/main.js"]; the build's dist is
    // CommonJS compiled from src/main.ts, which runs here through tsx's CommonJS hook, as the image runs it
    // (`--import tsx`, as infra/local starts the services, costs about 0.3 CPU s more per start).
    const [node, main, ...rest] = argv.length ? argv : ['node', 'dist/main.js'];
    if (node !== 'node' || main !== 'dist/main.js')
      throw new PodConfigError(`unexpected command ${argv.join(' ')}`);
    return {
      kind: 'node',
      file: process.execPath,
      args: ['--conditions=source', '--require', 'tsx/cjs', 'src/main.ts', ...rest],
      cwd: path.join(REPO_ROOT, name),
    };
  }
  // render.Dockerfile: WORKDIR /app/infra/render, CMD ["node", "dist/main.mjs"] (the build's bundle).
  if (name === 'shell-render') {
    const [node, main, ...rest] = argv.length ? argv : ['node', 'dist/main.mjs'];
    if (node !== 'node' || main !== 'dist/main.mjs')
      throw new PodConfigError(`unexpected command ${argv.join(' ')}`);
    return {
      kind: 'node',
      file: process.execPath,
      args: ['dist/main.mjs', ...rest],
      cwd: path.join(REPO_ROOT, 'infra/render'),
    };
  }
  if (name === 'mongo' || name === 'rclone') {
    const [shell, flag, script] = argv;
    if (shell !== '/bin/sh' || flag !== '-c' || script === undefined || argv.length !== 3)
      throw new PodConfigError(`unexpected command ${argv.join(' ')}`);
    return { kind: 'sh', file: '/bin/sh', args: ['-c', script] };
  }
  // web.Dockerfile: the nginx-unprivileged image, its own entrypoint, the front end's files.
  if (webs.some((u) => u.name === name)) {
    if (argv.length) throw new PodConfigError(`unexpected command ${argv.join(' ')}`);
    return { kind: 'nginx', file: 'nginx', args: [] };
  }
  throw new PodConfigError(`no local entrypoint for image ${container.image}`);
}

/**
 * The front ends' nginx: the image's server block (`infra/docker/nginx-spa.conf`, its
 * `/etc/nginx/conf.d/default.conf`) inside a main configuration like the unprivileged image's (temporary
 * files and pid under /tmp, the tmp mount), with the same mapping of paths and addresses; the image's
 * files (`/usr/share/nginx/html`) are the workspace's `dist/` when built, else an empty folder (the
 * probes are answered by nginx itself). This machine's nginx is Debian's, not the image's release.
 */
function nginxArgs(
  c: Cluster,
  w: WorkloadContainer,
  mounts: [string, string][],
  port: number,
  dir: string,
  pod: Map<number, number>,
): string[] {
  const tmp = mounts.find(([m]) => m === '/tmp')?.[1];
  if (!tmp) throw new PodConfigError('nginx needs its /tmp mount');
  const image = w.container.image!.split('/').pop()!.split(/[:@]/)[0]!;
  const built = path.join(REPO_ROOT, image, 'dist');
  const html = existsSync(built) ? built : path.join(dir, 'html');
  mkdirSync(html, { recursive: true });
  const server = mapAddress(
    c,
    mapPaths(readFileSync(path.join(REPO_ROOT, 'infra/docker/nginx-spa.conf'), 'utf8'), mounts),
  )
    .replace(/\b127\.0\.0\.1:(\d+)\b/g, (m, p: string) =>
      pod.has(Number(p)) ? `127.0.0.1:${pod.get(Number(p))}` : m,
    )
    .replace(/^(\s*)listen 8080;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root \/usr\/share\/nginx\/html;/m, `$1root ${html};`);
  const serverFile = path.join(dir, 'default.conf');
  writeFileSync(serverFile, server);
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${tmp}/nginx.pid;`,
      'error_log stderr notice;',
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t}_temp_path ${tmp}/${t}_temp;`,
      ),
      `  include ${serverFile};`,
      '}',
      '',
    ].join('\n'),
  );
  return ['-c', main, '-e', 'stderr', '-p', dir];
}

export interface LocalContainer {
  file: string;
  args: string[];
  cwd: string;
  env: Data;
  kind: 'node' | 'sh' | 'nginx';
  /** The local port the container's first port is served on, if it has one. */
  port?: number;
  folders: Map<string, string>;
  log: string;
}

/** One pod's folders, made once and shared by its containers (as a pod's volumes are). */
export function podFolders(c: Cluster, w: WorkloadContainer): Map<string, string> {
  const dir = path.join(c.dir, 'pods', w.workload);
  mkdirSync(dir, { recursive: true });
  return podVolumes(c, w.pod, dir);
}

/** The local form of one rendered container (see the comment at the top for every change made). */
export async function localContainer(
  c: Cluster,
  w: WorkloadContainer,
  folders: Map<string, string>,
): Promise<LocalContainer> {
  const { container } = w;
  const mounts: [string, string][] = (container.volumeMounts ?? [])
    .map((m): [string, string] => {
      const folder = folders.get(m.name);
      if (!folder) throw new PodConfigError(`mount ${m.name}: no such volume`);
      return [m.mountPath.replace(/\/$/, ''), m.subPath ? path.join(folder, m.subPath) : folder];
    })
    .sort((a, b) => b[0].length - a[0].length);
  const ep = entrypoint(container);
  const raw = resolveEnv(c, container);
  const port = container.ports?.[0]?.containerPort;
  const pod = await portsOfPod(c, w);
  const local = port ? pod.get(port) : undefined;
  const env: Data = {};
  for (const [k, v] of Object.entries(raw)) {
    if (/^KAFKA_SASL_/.test(k)) continue;
    let value = mapAddress(c, mapPaths(v, mounts));
    if (local && /PORT$/.test(k) && v === String(port)) value = String(local);
    if ((k === 'HOST' || k.endsWith('_HOST')) && v === '0.0.0.0') value = '127.0.0.1';
    env[k] = value;
  }
  const toolsPath = ep.kind === 'sh' ? `${c.toolsBin}:` : '';
  env.PATH = `${toolsPath}${process.env.PATH}`;
  env.HOME ??= folders.get('tmp') ?? c.dir;
  const dir = path.join(c.dir, 'pods', w.workload);
  return {
    file: ep.file,
    // nginx's arguments name this machine's files already (its configuration is mapped as it is written).
    args:
      ep.kind === 'nginx'
        ? nginxArgs(c, w, mounts, local!, dir, pod)
        : ep.args.map((a) => mapPaths(a, mounts)),
    cwd: ep.cwd ?? dir,
    env,
    kind: ep.kind,
    port: local,
    folders: new Map(mounts),
    log: path.join(dir, `${container.name}.log`),
  };
}

/** Each started container's log file, complete: its pipes closed and every byte written to disk. */
const logsWritten = new WeakMap<ChildProcess, Promise<void>>();

export function start(l: LocalContainer): ChildProcess {
  const log = createWriteStream(l.log);
  const child = spawn(l.file, l.args, { cwd: l.cwd, env: l.env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  // 'exit' can come before the last output has been read from the pipes, and the file stream writes
  // asynchronously: a log read at 'exit' could be empty on a loaded machine. 'close' is after the pipes.
  logsWritten.set(child, new Promise((resolve) => child.once('close', () => log.end(resolve))));
  return child;
}

export const tail = (l: LocalContainer, lines = 25): string =>
  existsSync(l.log) ? readFileSync(l.log, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '';

export const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/** Runs a Job's container to its end; resolves with the exit status. */
export async function runToEnd(l: LocalContainer): Promise<number | null> {
  const child = start(l);
  const status = await exitOf(child);
  await logsWritten.get(child);
  return status;
}
