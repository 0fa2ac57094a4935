import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { createInterface } from 'node:readline';

const COLORS = [36, 35, 33, 32, 34, 91, 96, 95, 93];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
let nextColor = 0;

/** Children still running; if the orchestrator itself dies, they are told to stop rather than orphaned. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/** A line-prefixed, coloured logger for one part of the stack (`[svc-pos] ...`). */
export function prefixer(name: string): (line: string) => void {
  const color = COLORS[nextColor++ % COLORS.length];
  const tag = `[${name}]`.padEnd(14);
  const prefix = useColor ? `\x1b[${color}m${tag}\x1b[0m` : tag;
  return (line: string) => process.stdout.write(`${prefix} ${line}\n`);
}

export interface Managed {
  name: string;
  child: ChildProcess;
  log: (line: string) => void;
  exited: Promise<number | null>;
  /** SIGTERM, then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/** Starts a child process whose output is prefixed and coloured; optional `onLine` sees every line. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string; onLine?: (line: string) => void },
): Managed {
  const log = prefixer(name);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env, FORCE_COLOR: useColor ? '1' : '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches only the orchestrator, which stops the parts in reverse order
    // (services flush their outbox before the database and broker go away).
    detached: true,
  });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream! }).on('line', (line) => {
      log(line);
      options.onLine?.(line);
    });
  }
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return {
    name,
    child,
    log,
    exited,
    stop: async (graceMs = 12_000) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resolves once `check` passes; rejects after the timeout or when the process exits first. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  proc?: Managed,
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void proc?.exited.then(() => (exited = true));
  for (;;) {
    if (await check().catch(() => false)) return;
    if (exited) throw new Error(`${what} exited before it was ready`);
    if (Date.now() > deadline) throw new Error(`${what} not ready after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const portOpen = (port: number, host = '127.0.0.1') =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export const httpOk = async (url: string) => (await fetch(url)).ok;
