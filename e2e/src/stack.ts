import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// The stack's own list, so a port added there is also moved off its default here.
import { PORT_VARS } from '@voltdesk/local/stack-config';
// Jest loads this global setup with Node's own resolver: this subpath is source, unlike service-kit/testing.
import { freePorts } from '@voltdesk/service-kit/free-ports';

export const ROOT = path.resolve(__dirname, '../..');
// One state file per run, so two runs on one machine never read or stop each other's stack: named in the
// environment by the global setup (jest's main process), which jest's workers inherit.
const STATE_FILE = (process.env.VOLTDESK_E2E_STATE ??= path.join(
  os.tmpdir(),
  `voltdesk-e2e-stack-${process.pid}.json`,
));

export interface StackInfo {
  baseUrl: string;
  mailApi: string;
  pid: number;
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
}

/** One claimed free port per name (see free-ports: never one another suite's stack is handed). */
async function freePortsByName(names: readonly string[]): Promise<Record<string, string>> {
  const ports = await freePorts(names.length);
  return Object.fromEntries(names.map((name, i) => [name, String(ports[i])]));
}

/**
 * Starts the product exactly as a developer does (`npm start`), on free ports and a throw-away data folder,
 * so the journeys never touch a developer's own stack or data.
 */
export async function startStack(): Promise<StackInfo> {
  const ports = await freePortsByName(PORT_VARS);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-e2e-data-'));
  const adminEmail = 'e2e-admin@voltdesk.local';
  const adminPassword = 'e2e-admin-password';
  const log = path.join(dataDir, 'stack.log');
  const out = openSync(log, 'a');
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: ROOT,
    detached: true, // its own process group, so teardown stops the whole stack
    stdio: ['ignore', out, out],
    env: {
      ...process.env,
      ...ports,
      DATA_DIR: dataDir,
      ADMIN_EMAIL: adminEmail,
      ADMIN_PASSWORD: adminPassword,
      NEWSLETTER_RATE: '0',
      // svc-pos plays Stripe on this machine (its stand-in): the journeys pay invoices by card online.
      STRIPE_STANDIN: 'true',
      NO_COLOR: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const info: StackInfo = {
    baseUrl: `http://localhost:${ports.GATEWAY_PORT}`,
    mailApi: `http://127.0.0.1:${ports.MAILDEV_WEB_PORT}`,
    pid: child.pid!,
    dataDir,
    adminEmail,
    adminPassword,
  };
  writeFileSync(STATE_FILE, JSON.stringify(info));
  try {
    await untilReady(child, log);
  } catch (error) {
    // Jest skips the global teardown when the setup throws: stop what started and drop its data here
    // (the error carries the end of the stack's log), or its processes keep the ports after the run.
    await stopStack();
    throw error;
  }
  return info;
}

async function untilReady(child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 8 * 60_000; // first start builds the front ends
  for (;;) {
    const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
    if (/ready in [\d.]+ s/.test(text)) return;
    if (child.exitCode !== null || /\[stack\]\s+failed:/.test(text)) {
      throw new Error(`npm start failed:\n${text.slice(-4000)}`);
    }
    if (Date.now() > deadline) throw new Error(`npm start not ready in time:\n${text.slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

export function stackInfo(): StackInfo {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackInfo;
}

export async function stopStack(): Promise<void> {
  if (!existsSync(STATE_FILE)) return;
  const info = stackInfo();
  try {
    process.kill(-info.pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    try {
      process.kill(-info.pid, 0);
    } catch {
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  try {
    process.kill(-info.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  rmSync(STATE_FILE, { force: true });
  // The journeys' one-at-a-time lock (src/one-at-a-time-environment.cjs), if a crashed worker left it.
  rmSync(`${STATE_FILE}.lock`, { recursive: true, force: true });
  if (!process.env.KEEP_E2E_DATA) rmSync(info.dataDir, { recursive: true, force: true });
}
