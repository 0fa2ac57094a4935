import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ChildStatus } from './supervised-process';

/**
 * What a running stack tells other commands about itself (`npm stop`, `npm run status`, the next
 * `npm start`): written by the supervisor to `$DATA_DIR/run/stack.json` on every change.
 */
export interface StackState {
  supervisor: { pid: number; startedAt: number; checkout: string; signature: string };
  gateway: { url: string; host: string; port: number } | undefined;
  children: ChildStatus[];
}

export const stateFile = (dataDir: string) => path.join(dataDir, 'run', 'stack.json');

export function writeState(dataDir: string, state: StackState): void {
  const file = stateFile(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  // Write then rename: a reader never sees half a file.
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(state, null, 2));
  renameSync(tmp, file);
}

export function readState(dataDir: string): StackState | undefined {
  try {
    return JSON.parse(readFileSync(stateFile(dataDir), 'utf8')) as StackState;
  } catch {
    return undefined;
  }
}

export function removeState(dataDir: string): void {
  rmSync(stateFile(dataDir), { force: true });
}

export function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists, but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The command line of a process (`ps`, so it works on Linux and macOS alike), or '' when it is gone. */
export function commandOf(pid: number): string {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Alive and still the process we recorded (a pid can be reused by an unrelated process after a reboot). */
export function stillOurs(pid: number | undefined, signature: string): boolean {
  return pid !== undefined && alive(pid) && commandOf(pid).includes(signature);
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
export async function terminate(pid: number, graceMs = 10_000): Promise<void> {
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(pid, s);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) signal('SIGKILL');
  while (alive(pid)) await new Promise((r) => setTimeout(r, 50));
}
