import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePorts } from '@voltdesk/service-kit/testing';
import { PORT_VARS, ROOT } from '../../src/stack-config';

const ENTRY = (name: string) => path.join(ROOT, 'infra/local/src', `${name}.ts`);
const NODE_TS = ['--conditions=source', '--import', 'tsx'];

/** Polls `check` until it returns a value (not undefined), or throws after `timeoutMs` naming `what`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(
        `${what}: not within ${timeoutMs / 1000} s${last ? ` (last error: ${String(last)})` : ''}`,
      );
    await new Promise((r) => setTimeout(r, 500));
  }
}

export interface StackProcess {
  child: ChildProcess;
  env: Record<string, string>;
  baseUrl: string;
  output(): string;
  /** Runs `npm stop` / `npm run status` / a second `npm start` against this stack's data folder. */
  run(entry: 'stop' | 'status' | 'start'): Promise<{ code: number | null; out: string }>;
  /** Waits for `npm start` to say it is ready (throws with the end of its output when it does not). */
  ready(timeoutMs?: number): Promise<void>;
  /**
   * Stops the whole stack (npm stop, then waits for `npm start` to exit) and starts it again on the same
   * data folder and ports; resolves with the new, ready stack (this one has exited). A new stack that does
   * not get ready is disposed of before the error is thrown.
   */
  restart(): Promise<StackProcess>;
  /** Stops the stack (npm stop), then kills its process group if anything is left, and removes its data. */
  dispose(): Promise<void>;
}

/**
 * The real `npm start` entry on free ports and a throw-away data folder, front ends not rebuilt
 * (BUILD_WEB=off): these tests drive the API, not the pages. Nor do they read the demo content
 * (SEED_DEMO=false): seeding it ran two more processes and a few seconds of CPU at every start; the seed is
 * tested in svc-content and svc-pos, and the journeys in e2e/ run on a seeded stack.
 */
export async function startStackProcess(
  extra: Record<string, string> = {},
  /** `npm`: exactly as a person types it (npm, then tsx, then the supervisor, all in one process group). */
  via: 'node' | 'npm' = 'node',
): Promise<StackProcess> {
  const env: Record<string, string> = {
    // A restart passes its data folder back in: no new one then.
    DATA_DIR: extra.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'voltdesk-stack-test-')),
    BUILD_WEB: 'off',
    NO_COLOR: '1',
    LOG_LEVEL: 'warn',
    NEWSLETTER_RATE: '0',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'supervisor-test@voltdesk.local',
    ADMIN_PASSWORD: 'supervisor-test-password',
    ...extra,
  };
  // Chosen together, so no two parts of the stack are handed the same port.
  const missing = PORT_VARS.filter((name) => env[name] === undefined);
  const ports = await freePorts(missing.length);
  missing.forEach((name, i) => (env[name] = String(ports[i])));
  let out = '';
  const [command, args] =
    via === 'npm' ? ['npm', ['start']] : [process.execPath, [...NODE_TS, ENTRY('start')]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  // Asynchronous on purpose: while a synchronous child ran, nobody would read the stack's output, and a
  // full pipe blocks the stack's own logging (stdout to a pipe is synchronous on Linux).
  const run = (entry: 'stop' | 'status' | 'start') =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      let text = '';
      const proc = spawn(process.execPath, [...NODE_TS, ENTRY(entry)], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      proc.stdout.on('data', (c: Buffer) => (text += c.toString()));
      proc.stderr.on('data', (c: Buffer) => (text += c.toString()));
      const timer = setTimeout(() => proc.kill('SIGKILL'), 120_000);
      proc.once('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, out: text });
      });
    });
  const ready = async (timeoutMs = 8 * 60_000) => {
    await eventually(
      'npm start ready',
      async () => (/ready in [\d.]+ s/.test(out) ? true : undefined),
      timeoutMs,
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${out.slice(-4000)}`);
    });
  };
  return {
    child,
    env,
    baseUrl: `http://127.0.0.1:${env.GATEWAY_PORT}`,
    output: () => out,
    run,
    ready,
    restart: async () => {
      const { code, out: stopped } = await run('stop');
      if (code !== 0) throw new Error(`npm stop: exit ${code}\n${stopped}`);
      await eventually('npm start exited', async () => (child.exitCode !== null ? true : undefined), 60_000);
      const again = await startStackProcess(env, via);
      try {
        await again.ready();
      } catch (err) {
        await again.dispose();
        throw err;
      }
      return again;
    },
    dispose: async () => {
      if (child.exitCode === null) await run('stop');
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      rmSync(env.DATA_DIR!, { recursive: true, force: true });
    },
  };
}
