#!/usr/bin/env node
// `node scripts/timed-run.cjs <stats.json> <command> [args…]`: runs the command (output inherited), then
// writes its exit status, wall-clock seconds and CPU seconds to <stats.json> and exits with its status.
// CPU is what the kernel charged this process for its waited-for children (user + system, the whole tree
// the command reaped), read from /proc; it is null where /proc is missing. run-tests.cjs runs each suite
// through this so a busy machine's wall-clock figure can be read next to the work the suite really did.
const { spawnSync } = require('node:child_process');
const { readFileSync, writeFileSync } = require('node:fs');

/** Children's user + system seconds of this process (fields 16 and 17 of /proc/self/stat). */
function childrenCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    const hz = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
    return ticks / hz;
  } catch {
    return null;
  }
}

const [statsFile, command, ...args] = process.argv.slice(2);
if (!statsFile || !command) {
  console.error('usage: timed-run.cjs <stats.json> <command> [args…]');
  process.exit(2);
}
const started = process.hrtime.bigint();
const run = spawnSync(command, args, { stdio: 'inherit' });
const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
const status = run.status ?? 1;
writeFileSync(
  statsFile,
  JSON.stringify({ status, signal: run.signal, wallSeconds, cpuSeconds: childrenCpuSeconds() }),
);
process.exit(status);
