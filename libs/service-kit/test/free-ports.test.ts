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

it('never hands one port to two processes asking at once, and stays below the ephemeral range', async () => {
  // 3 x 300 draws from about 12,800 ports: without the claims, two lists would share a port ~20 times.
  const lists = await Promise.all([1, 2, 3].map(() => portsOfAnotherProcess(dir, 300)));
  const all = lists.flat();
  expect(new Set(all).size).toBe(900);
  for (const port of all) {
    expect(port).toBeGreaterThanOrEqual(LOWEST);
    expect(port).toBeLessThan(TOP);
  }
  // Each process dropped its claims as it exited.
  expect(readdirSync(dir)).toEqual([]);
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
