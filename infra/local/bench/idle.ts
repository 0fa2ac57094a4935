/**
 * Benchmark (not a test): `npm run bench:idle`. Starts the real `npm start` stack (free ports, a throw-away
 * data folder, the demo seed, front ends not rebuilt), lets it settle (IDLE_WARMUP_SECONDS, 60: start-up work such as loading modules is over), then
 * measures with nobody using it, over IDLE_SECONDS (60), the CPU time (utime + stime from /proc) of every
 * process of the stack: the supervisor, each part it started (database, broker, SMTP catcher, services,
 * gateway) and whatever those started in turn. CPU time is per process, so other work on a shared
 * machine does not count in it. Writes bench/results/idle.json; the budget is 3% of one core in total.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../src/stack-config';
import { readState } from '../src/supervisor/stack-state';
import { startStackProcess } from '../test/support/stack-process';
import { cpuTimeMs } from './cpu';

const WARMUP_SECONDS = Number(process.env.IDLE_WARMUP_SECONDS ?? 60);
const SECONDS = Number(process.env.IDLE_SECONDS ?? 60);
const BUDGET_PERCENT = 3;
const OUT = path.join(ROOT, 'bench/results/idle.json');

/** Parent pid and command name of a process, from /proc/<pid>/stat; undefined once it is gone. */
function statOf(pid: number): { ppid: number; comm: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), comm };
  } catch {
    return undefined;
  }
}

/**
 * Every process under `root` (included), named by the part of the stack it is (`known`) or belongs to
 * (`part/command`).
 */
function stackProcesses(root: number, known: Map<number, string>): Map<number, string> {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statOf(Number(entry));
    if (stat) parents.set(Number(entry), stat.ppid);
  }
  const named = new Map([[root, known.get(root) ?? 'npm start']]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (named.has(pid) || !named.has(ppid)) continue;
      named.set(pid, known.get(pid) ?? `${named.get(ppid)}/${statOf(pid)?.comm ?? pid}`);
      grew = true;
    }
  }
  return named;
}

async function main() {
  if (!existsProc()) throw new Error('bench:idle reads /proc: run it on Linux');
  const stack = await startStackProcess({ LOG_LEVEL: 'info' }, 'npm');
  try {
    await stack.ready();
    const state = readState(stack.env.DATA_DIR!);
    if (!state) throw new Error('the stack wrote no state file');
    const known = new Map<number, string>([[state.supervisor.pid, 'supervisor']]);
    for (const child of state.children) if (child.pid) known.set(child.pid, child.name);
    console.log(`stack ready; settling for ${WARMUP_SECONDS} s, then measuring ${SECONDS} s`);
    await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));

    const processes = stackProcesses(stack.child.pid!, known);
    for (const [pid, name] of known) if (!processes.has(pid)) processes.set(pid, name);
    const before = new Map([...processes.keys()].map((pid) => [pid, cpuTimeMs(pid)]));
    const load = os.loadavg()[0]!;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const elapsedMs = performance.now() - started;
    const rows = [...processes].map(([pid, name]) => {
      const a = before.get(pid);
      const b = cpuTimeMs(pid);
      const cpuMs = a === undefined || b === undefined ? 0 : b - a;
      return { name, pid, cpuMs, percentOfCore: round((cpuMs / elapsedMs) * 100) };
    });
    rows.sort((x, y) => y.cpuMs - x.cpuMs);
    const totalPercent = round((rows.reduce((s, r) => s + r.cpuMs, 0) / elapsedMs) * 100);
    const result = {
      generatedAt: new Date().toISOString(),
      what:
        'CPU time (utime + stime, /proc/<pid>/stat) of every process of the idle `npm start` stack over the ' +
        'window, as a percentage of one core; demo data, nobody using it',
      command: 'npm run bench:idle',
      settleSeconds: WARMUP_SECONDS,
      windowSeconds: round(elapsedMs / 1000),
      loadAverageAtStart: round(load),
      cores: os.cpus().length,
      budgetPercentOfCore: BUDGET_PERCENT,
      totalPercentOfCore: totalPercent,
      withinBudget: totalPercent <= BUDGET_PERCENT,
      processes: rows,
    };
    writeFileSync(OUT, `${JSON.stringify(result, null, 2)}\n`);
    for (const r of rows) console.log(`${r.name.padEnd(32)} ${String(r.percentOfCore).padStart(6)} %`);
    console.log(`${'total'.padEnd(32)} ${String(totalPercent).padStart(6)} % (budget ${BUDGET_PERCENT} %)`);
    console.log(`written to ${path.relative(ROOT, OUT)}`);
  } finally {
    await stack.dispose();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

function existsProc(): boolean {
  try {
    readdirSync('/proc/self');
    return true;
  } catch {
    return false;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
