import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { createServer as createTlsServer } from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import { asyncApiYaml, readAsyncApi } from '@voltdesk/contracts/asyncapi';
import { freePorts } from './free-ports';

export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, host);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface MokapiHandle {
  brokers: string;
  port: number;
  apiPort: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts the Mokapi Kafka broker (`go-mokapi`, binary shipped in the npm package) with the project's
 * AsyncAPI file, its Kafka port rewritten to `port`, reachable on 127.0.0.1 only. Its dashboard/API, MCP and
 * health listeners are moved off or disabled so they never take the gateway's port.
 *
 * Mokapi 0.52 has no bind address: it listens on every interface (`:port`) for Kafka and for its API. On
 * Linux it therefore runs in a network namespace of its own (`unshare`, no privileges needed), where those
 * listeners reach nobody, and a relay in this process listens on 127.0.0.1:`port` and forwards to it through a
 * Unix socket. Where namespaces are unavailable it runs directly, with a warning.
 */
export async function startMokapi(
  options: {
    port?: number;
    apiPort?: number;
    workDir?: string;
    inherit?: boolean;
    detached?: boolean;
    /**
     * Clients connect over TLS with this certificate (PEM), as to a broker's TLS listener: the relay
     * terminates it, so the address Mokapi advertises is the TLS one too. Needs the namespace relay.
     */
    tls?: { key: string; cert: string };
    /** Hears every line Mokapi writes, stdout and stderr (a Go panic goes to stderr); else they are dropped. */
    output?: (line: string) => void;
    /**
     * How long the broker waits for more members before it completes a consumer group's join
     * (`group.initial.rebalance.delay.ms`, at least 1: Mokapi reads 0 as its default, 3 s, as Kafka's).
     */
    groupJoinDelayMs?: number;
    /** The broker's environment (default: this process's), e.g. a `TMPDIR` of its own. */
    env?: NodeJS.ProcessEnv;
  } = {},
): Promise<MokapiHandle> {
  // Chosen together: two single picks could both be handed the same port, and Mokapi then fails to bind.
  const [freeA, freeB] = await freePorts(2);
  const port = options.port ?? freeA!;
  const apiPort = options.apiPort ?? freeB!;
  const dir = options.workDir ?? mkdtempSync(path.join(os.tmpdir(), 'voltdesk-mokapi-'));
  // The contract as libs/contracts reads it, the HTTP schemas its payloads reference written in: Mokapi
  // resolves no reference outside the document.
  const doc = readAsyncApi();
  const server = Object.values(doc.servers)[0];
  if (!server) throw new Error('the event contract names no server');
  server.host = `127.0.0.1:${port}`;
  if (options.groupJoinDelayMs !== undefined)
    server.bindings = { kafka: { 'group.initial.rebalance.delay.ms': options.groupJoinDelayMs } };
  const spec = asyncApiYaml(doc);
  const specFile = path.join(dir, 'asyncapi.yaml');
  writeFileSync(specFile, spec);
  const args = [
    `--api-port=${apiPort}`,
    '--api-dashboard=false',
    // The dashboard's search index is on by default, in one fixed folder for every Mokapi on the machine
    // (`$TMPDIR/mokapi-bleve-index`), which each start wipes and recreates: a broker started beside a
    // running one pulled the index files out from under it, and the running one panicked in its indexer
    // (`slice bounds out of range` in bleve's `SegmentBase.dictionary`, exit code 2) a while later. It is
    // also work done on every record for a dashboard that is off.
    '--api-search-enabled=false',
    '--mcp-server-enabled=false',
    '--health-enabled=false',
    '--log-level=warn',
    specFile,
  ];
  const output = options.output;
  const stdio: StdioOptions = options.inherit ? 'inherit' : output ? ['ignore', 'pipe', 'pipe'] : 'ignore';
  const detached = options.detached ?? false;
  const isolated = canIsolate();
  if (!isolated && options.tls) throw new Error('Mokapi over TLS needs unprivileged network namespaces');
  if (!isolated) warnOnce();
  // Outside the spec's folder: Mokapi watches that folder and crashes on reading a socket there.
  const socketPath = path.join(os.tmpdir(), `voltdesk-mokapi-${port}.sock`);
  rmSync(socketPath, { force: true });
  const child = isolated
    ? spawn(
        'unshare',
        [
          '--map-root-user',
          '--net',
          'sh',
          '-c',
          'ip link set lo up && exec "$0" "$@"',
          process.execPath,
          '-e',
          INNER_RELAY,
          socketPath,
          String(port),
          mokapiBinary(),
          ...args,
        ],
        { stdio, cwd: dir, detached, env: options.env },
      )
    : spawn(mokapiBinary(), args, { stdio, cwd: dir, detached, env: options.env });
  if (output && !options.inherit)
    for (const stream of [child.stdout, child.stderr])
      if (stream) createInterface({ input: stream }).on('line', output);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let relay: Server | undefined;
  const died = exited.then(() => {
    throw new Error('mokapi exited before it listened');
  });
  if (isolated) {
    await Promise.race([waitForSocket(socketPath), died]);
    relay = await relayTcpToSocket(port, socketPath, options.tls);
    // A broker that died takes its relay with it, so whoever restarts it can bind the port again.
    void exited.then(() => relay?.close());
  } else {
    await Promise.race([waitForPort(port), died]);
  }
  return {
    brokers: `127.0.0.1:${port}`,
    port,
    apiPort,
    process: child,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      relay?.close();
    },
  };
}

let isolation: boolean | undefined;
/** Unprivileged user + network namespaces, `ip` to bring their loopback up, `setpriv` for the death signal. */
function canIsolate(): boolean {
  if (isolation === undefined) {
    isolation =
      process.platform === 'linux' &&
      spawnSync('unshare', ['--map-root-user', '--net', 'sh', '-c', 'ip link set lo up && setpriv --help'], {
        stdio: 'ignore',
      }).status === 0;
  }
  return isolation;
}

let warned = false;
function warnOnce(): void {
  if (warned) return;
  warned = true;
  process.stderr.write(
    'warning: Mokapi listens on all network interfaces and this system has no unprivileged network ' +
      'namespaces to confine it: keep its Kafka and API ports closed in your firewall.\n',
  );
}

/**
 * Runs inside the namespace (`node -e`; argv: socket path, Kafka port, Mokapi binary and its arguments):
 * starts Mokapi, which dies with this relay (`setpriv --pdeathsig`), waits for its Kafka port, then
 * forwards every connection on the Unix socket to it. SIGTERM stops Mokapi first.
 */
const INNER_RELAY = `
const net = require('node:net');
const { spawn } = require('node:child_process');
const [socketPath, port, bin, ...args] = process.argv.slice(1);
const broker = spawn('setpriv', ['--pdeathsig', 'KILL', '--', bin, ...args], { stdio: 'inherit' });
broker.on('exit', (code) => process.exit(code ?? 1));
for (const s of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(s, () => broker.kill('SIGTERM'));
const tryPort = () => {
  const probe = net.connect(Number(port), '127.0.0.1');
  probe.once('connect', () => { probe.destroy(); listen(); });
  probe.once('error', () => setTimeout(tryPort, 100));
};
const listen = () => net.createServer((client) => {
  const upstream = net.connect(Number(port), '127.0.0.1');
  client.pipe(upstream).pipe(client);
  client.on('error', () => upstream.destroy());
  upstream.on('error', () => client.destroy());
}).listen(socketPath);
tryPort();
`;

async function waitForSocket(socketPath: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(socketPath)) {
      const ok = await new Promise<boolean>((resolve) => {
        const socket = connect(socketPath);
        socket.once('connect', () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (ok) return;
    }
    if (Date.now() > deadline) throw new Error(`Mokapi not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** 127.0.0.1:`port` here, forwarded to the broker's Unix socket in its namespace. */
async function relayTcpToSocket(
  port: number,
  socketPath: string,
  tls?: { key: string; cert: string },
): Promise<Server> {
  const relay = (client: Socket) => {
    const upstream = connect(socketPath);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  };
  const server = tls ? createTlsServer(tls, relay) : createServer(relay);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  server.unref();
  return server;
}

/**
 * The Go binary itself, as go-mokapi's own launcher resolves it. Spawning the binary directly (not the
 * node launcher, which does not forward signals) means stopping the broker never leaves an orphan.
 */
function mokapiBinary(): string {
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  // The platform package's main module is the binary's path; it can only be loaded by a computed name.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(`@go-mokapi/${process.platform}-${arch}`) as string;
}
