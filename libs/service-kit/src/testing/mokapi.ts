import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The AsyncAPI contract the broker is driven by. */
export const ASYNCAPI_FILE = path.resolve(__dirname, '../../../../infra/events/asyncapi.yaml');

export async function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, host, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

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
 * Starts the Mokapi Kafka broker (`go-mokapi`, binary shipped in the npm package) on 127.0.0.1 with the
 * project's AsyncAPI file, its Kafka port rewritten to `port`. Its dashboard/API, MCP and health listeners
 * are moved off or disabled so they never take the gateway's port.
 */
export async function startMokapi(
  options: { port?: number; apiPort?: number; workDir?: string; inherit?: boolean; detached?: boolean } = {},
): Promise<MokapiHandle> {
  const port = options.port ?? (await freePort());
  const apiPort = options.apiPort ?? (await freePort());
  const dir = options.workDir ?? mkdtempSync(path.join(os.tmpdir(), 'voltdesk-mokapi-'));
  const spec = readFileSync(ASYNCAPI_FILE, 'utf8').replace(
    /host: 127\.0\.0\.1:\d+/,
    `host: 127.0.0.1:${port}`,
  );
  const specFile = path.join(dir, 'asyncapi.yaml');
  writeFileSync(specFile, spec);
  const child = spawn(
    mokapiBinary(),
    [
      `--api-port=${apiPort}`,
      '--api-dashboard=false',
      '--mcp-server-enabled=false',
      '--health-enabled=false',
      '--log-level=warn',
      specFile,
    ],
    { stdio: options.inherit ? 'inherit' : 'ignore', cwd: dir, detached: options.detached ?? false },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    waitForPort(port),
    exited.then(() => {
      throw new Error('mokapi exited before it listened');
    }),
  ]);
  return {
    brokers: `127.0.0.1:${port}`,
    port,
    apiPort,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
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
