import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkPreviousRun } from '../src/supervisor/previous-run';
import { portOwner } from '../src/supervisor/port-owner';
import { alive, readState, writeState } from '../src/supervisor/stack-state';
import { SupervisedProcess, defaultPolicy, type ChildSpec } from '../src/supervisor/supervised-process';
import { eventually, startStackProcess } from './support/stack-process';

const fast = {
  ...defaultPolicy,
  baseDelayMs: 50,
  maxDelayMs: 200,
  readyTimeoutMs: 20_000,
  stopGraceMs: 2_000,
};

/** A node child running `code`, ready as soon as it exists. */
function nodeChild(code: string, signature = 'supervised-process-test'): ChildSpec {
  return {
    name: 'child',
    ports: [],
    signature,
    launch: () => spawn(process.execPath, ['-e', `/* ${signature} */ ${code}`], { stdio: 'ignore' }),
    ready: async () => true,
  };
}

describe('a supervised child', () => {
  it('is restarted after a crash, and the restart is logged', async () => {
    const lines: string[] = [];
    const child = new SupervisedProcess(
      nodeChild('setInterval(() => {}, 1000)'),
      (l) => lines.push(l),
      () => undefined,
      fast,
    );
    await child.start();
    const first = child.status().pid!;
    process.kill(first, 'SIGKILL');
    await eventually('restarted', async () =>
      child.status().state === 'running' && child.status().pid !== first ? true : undefined,
    );
    expect(child.status().restarts).toBe(1);
    expect(lines.join('\n')).toMatch(
      /killed by SIGKILL; restarting in 0\.1 s \(restart 1\)[\s\S]*back after/,
    );
    await child.stop();
    expect(alive(child.status().pid)).toBe(false);
  });

  it('is given up on, loudly, when it keeps crashing', async () => {
    const lines: string[] = [];
    const child = new SupervisedProcess(
      nodeChild('setTimeout(() => process.exit(3), 300)'),
      (l) => lines.push(l),
      () => undefined,
      fast,
    );
    await child.start();
    await eventually('given up', async () => (child.status().state === 'failed' ? true : undefined), 60_000);
    const restarts = child.status().restarts;
    expect(restarts).toBe(fast.maxCrashes - 1);
    expect(lines.at(-1)).toMatch(/exited with code 3\. It crashed 5 times in 5 min: giving up on it/);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(child.status().restarts).toBe(restarts);
  });

  it('is killed when it ignores SIGTERM past its grace period', async () => {
    const marker = path.join(mkdtempSync(path.join(os.tmpdir(), 'stubborn-')), 'ready');
    const child = new SupervisedProcess(
      {
        ...nodeChild(
          `process.on('SIGTERM', () => {}); require('fs').writeFileSync(${JSON.stringify(marker)}, ''); setInterval(() => {}, 1000)`,
        ),
        ready: async () => existsSync(marker),
      },
      () => undefined,
      () => undefined,
      fast,
    );
    await child.start();
    const pid = child.status().pid!;
    const began = Date.now();
    await child.stop(1_000);
    expect(alive(pid)).toBe(false);
    // Killed, and not before its grace period: how soon after it is a benchmark's question.
    expect(Date.now() - began).toBeGreaterThanOrEqual(1_000);
  });
});

describe('a previous run', () => {
  it('stops the orphans of a supervisor that died, and only processes that are still ours', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'previous-run-'));
    const orphan = spawn(process.execPath, ['-e', '/* voltdesk-orphan */ setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
      detached: true,
    });
    const stranger = spawn(process.execPath, ['-e', '/* someone-else */ setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
      detached: true,
    });
    await eventually('children up', async () =>
      alive(orphan.pid) && alive(stranger.pid) ? true : undefined,
    );
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.once('exit', r));
    writeState(dataDir, {
      supervisor: {
        pid: dead.pid!,
        startedAt: Date.now(),
        checkout: '/x',
        signature: 'infra/local/src/start.ts',
      },
      gateway: undefined,
      children: [
        {
          name: 'svc-pos',
          pid: orphan.pid,
          ports: [],
          signature: 'voltdesk-orphan',
          state: 'running',
          startedAt: 0,
          restarts: 0,
        },
        // A recorded pid now used by an unrelated program is left alone.
        {
          name: 'mongo',
          pid: stranger.pid,
          ports: [],
          signature: 'embedded-mongo',
          state: 'running',
          startedAt: 0,
          restarts: 0,
        },
      ],
    });
    const result = await checkPreviousRun(dataDir);
    expect(result).toEqual({ kind: 'cleaned', orphans: [{ name: 'svc-pos', pid: orphan.pid }] });
    expect(alive(orphan.pid)).toBe(false);
    expect(alive(stranger.pid)).toBe(true);
    expect(readState(dataDir)).toBeUndefined();
    stranger.kill('SIGKILL');
  });

  it('reports a supervisor that is still running', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'previous-run-'));
    const running = spawn(
      process.execPath,
      ['-e', '/* infra/local/src/start.ts */ setInterval(() => {}, 1000)'],
      {
        stdio: 'ignore',
      },
    );
    await eventually('supervisor up', async () => (alive(running.pid) ? true : undefined));
    writeState(dataDir, {
      supervisor: {
        pid: running.pid!,
        startedAt: Date.now(),
        checkout: '/x',
        signature: 'infra/local/src/start.ts',
      },
      gateway: { url: 'http://localhost:1', host: '127.0.0.1', port: 1 },
      children: [],
    });
    expect((await checkPreviousRun(dataDir)).kind).toBe('running');
    running.kill('SIGKILL');
  });
});

describe('a busy port', () => {
  it('is traced to the process holding it', async () => {
    const server: Server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    expect(portOwner(port)).toMatchObject({ pid: process.pid });
    await new Promise((r) => server.close(r));
  });

  it('stops npm start at once, naming the port, its variable and its holder', async () => {
    const server: Server = createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const stack = await startStackProcess({ GATEWAY_PORT: String(port) });
    await eventually(
      'npm start exited',
      async () => (stack.child.exitCode !== null ? true : undefined),
      60_000,
    );
    expect(stack.child.exitCode).toBe(1);
    expect(stack.output()).toContain(`port ${port} (GATEWAY_PORT) is in use by pid ${process.pid} (`);
    await stack.dispose();
    await new Promise((r) => server.close(r));
  }, 90_000);
});
