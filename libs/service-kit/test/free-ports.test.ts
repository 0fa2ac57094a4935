import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePorts } from '../src/testing/free-ports';

const run = promisify(execFile);
const MODULE = path.resolve(__dirname, '../src/testing/free-ports.ts');
const LOWEST = 20_000;
// Where this machine's ephemeral range starts (Linux's default is 32768).
const TOP = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

/** Another process asking for `count` ports through the module, with the claims folder `dir`. */
async function portsOfAnotherProcess(dir: string, count: number): Promise<number[]> {
  const script = `require(${JSON.stringify(MODULE)}).freePorts(${count}).then((p) => console.log(JSON.stringify(p)))`;
  const { stdout } = await run(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
    env: { ...process.env, VOLTDESK_PORT_CLAIMS: dir },
  });
  return JSON.parse(stdout) as number[];
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'port-claims-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Processes asking for `count` ports each at once, all alive until every one has its ports (a claim ends
 * with its process, and one that ended early would rightly free its ports for the others); then they exit.
 */
async function portsOfLiveProcesses(dir: string, processes: number, count: number): Promise<number[][]> {
  const script = `require(${JSON.stringify(MODULE)}).freePorts(${count}).then((p) => {
    console.log(JSON.stringify(p));
    process.stdin.on('data', () => undefined).on('end', () => process.exit(0));
  })`;
  const children = Array.from({ length: processes }, () =>
    spawn(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
      env: { ...process.env, VOLTDESK_PORT_CLAIMS: dir },
      stdio: ['pipe', 'pipe', 'inherit'],
    }),
  );
  const exits = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  const lists = await Promise.all(
    children.map(
      (child) =>
        new Promise<number[]>((resolve, reject) => {
          let out = '';
          child.stdout!.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            if (out.includes('\n')) resolve(JSON.parse(out) as number[]);
          });
          child.once('exit', (code) => reject(new Error(`exited (${code}) before answering: ${out}`)));
        }),
    ),
  );
  for (const child of children) child.stdin!.end();
  await Promise.all(exits);
  return lists;
}

it('never hands one port to two processes asking at once, and stays below the ephemeral range', async () => {
  // Three processes draw 300 ports each from the same 1,500 (the test runner, alive, holds every other
  // port below the ephemeral range): without the claims their lists would share hundreds of ports.
  const window = { from: LOWEST + 5_000, size: 1_500 };
  for (let port = LOWEST; port < TOP; port += 1) {
    if (port >= window.from && port < window.from + window.size) continue;
    writeFileSync(path.join(dir, `${port}-${process.pid}`), '');
  }
  const lists = await portsOfLiveProcesses(dir, 3, 300);
  const all = lists.flat();
  expect(new Set(all).size).toBe(900);
  for (const port of all) {
    expect(port).toBeGreaterThanOrEqual(window.from);
    expect(port).toBeLessThan(window.from + window.size);
  }
  // Each process dropped its claims as it exited.
  expect(readdirSync(dir).filter((name) => !name.endsWith(`-${process.pid}`))).toEqual([]);
});

it('skips ports a live process has claimed, and takes back those of a process that is gone', async () => {
  const gone = await deadPid();
  const free = [20_100, 25_000, 31_999];
  const abandoned = [22_222, 30_303];
  for (let port = LOWEST; port < TOP; port += 1) {
    if (free.includes(port)) continue;
    // The test runner (alive) holds every other port but the abandoned ones.
    const holder = abandoned.includes(port) ? gone : process.pid;
    writeFileSync(path.join(dir, `${port}-${holder}`), '');
  }

  const ports = await portsOfAnotherProcess(dir, 5);

  expect([...ports].sort()).toEqual([...free, ...abandoned].sort());
  // The dead process's claims were swept, not left beside the new ones.
  expect(readdirSync(dir).filter((name) => name.endsWith(`-${gone}`))).toEqual([]);
  // With those claimed by a live process too, none is left: a clear error, not a shared port.
  for (const port of ports) writeFileSync(path.join(dir, `${port}-${process.pid}`), '');
  await expect(portsOfAnotherProcess(dir, 1)).rejects.toThrow(/only 0 of 1 ports free/);
});

it('gives this process distinct ports across calls, each free to listen on', async () => {
  process.env.VOLTDESK_PORT_CLAIMS = dir;
  try {
    const first = await freePorts(4);
    const second = await freePorts(4);
    expect(new Set([...first, ...second]).size).toBe(8);
    expect(readdirSync(dir).sort()).toEqual([...first, ...second].map((p) => `${p}-${process.pid}`).sort());
  } finally {
    delete process.env.VOLTDESK_PORT_CLAIMS;
  }
});
