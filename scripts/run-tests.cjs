#!/usr/bin/env node
// `npm test`: every workspace's jest suite and the browser journeys in e2e/, at once where the machine
// allows. First the front ends are built, once (`npm run build:web`): the journeys' stack, infra/k8s's
// smoke test and infra/render's suite each build what is missing, and side by side on a fresh clone they
// built the same workspaces at once, into the same dist/ folders another was serving from. Those three
// wait for the build; every other suite starts at once. The journeys run in a lane of their own: their
// stack takes a while to come up and they spend minutes waiting on it and on the clock (a post scheduled
// for the next minute, an unpaid-invoice alert), time the other suites use. Beside them, workspace suites,
// longest first: as many at once as the machine has cores, and more (up to twice as many) while the
// machine still has idle CPU, since some suites spend much of their time waiting on stacks and child
// processes (TEST_JOBS fixes the number instead). A suite whose tests mostly wait gets as many jest workers
// as cores (TEST_WORKERS overrides), the others one (see MEASURED).
// Each suite's output is printed whole when it ends, then a table of every suite's wall-clock and CPU
// seconds (docs/architecture.md section 9 keeps the figures). The closing line is `N passed, N failed`;
// the exit status is non-zero on any failure or when no test ran at all.
// A workspace suite that fails beside others runs once more alone; both runs are printed.
// `node scripts/run-tests.cjs <folder>…` runs those workspaces' suites only (no journeys).
const { spawn } = require('node:child_process');
const { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { workspaces: readWorkspaces } = require('./workspaces.cjs');

const root = path.resolve(__dirname, '..');
const only = process.argv.slice(2);
const cores = Math.max(1, os.availableParallelism());
const positive = (value, fallback) => (Number(value) >= 1 ? Math.floor(Number(value)) : fallback);
/** Suites always allowed at once, and at most (more only while CPU is idle); TEST_JOBS fixes both. */
const fixedSlots = positive(process.env.TEST_JOBS, 0) || undefined;
const slots = fixedSlots ?? cores;
const maxSlots = fixedSlots ?? 2 * cores;
const workers = positive(process.env.TEST_WORKERS, cores);

function workspaces() {
  return readWorkspaces()
    .map((w) => ({ name: w.name, dir: w.dir, scripts: w.scripts ?? {} }))
    .filter((w) => w.scripts.test && w.dir !== 'e2e')
    .filter((w) => only.length === 0 || only.includes(w.dir))
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

/**
 * Wall-clock seconds of each suite as last measured from a fresh clone (docs/architecture.md section 9), to
 * start the longest first (a suite not listed counts 5 s per test file): wall time, not CPU time, since a
 * suite that mostly waits (svc-notify's mail and broker rounds, service-kit's brokers) is short on CPU but
 * long on the clock, and started last it made the run's tail. `waits`: its tests mostly wait on whole
 * stacks, child processes or the clock (infra/local's `npm start` tests, infra/k8s's smoke test and restore
 * drill): those get `workers` jest workers, the rest one. Every jest worker pays the start-up of its own
 * (loading and compiling the suite's modules: about 3 CPU s for a service's suite, 10 for infra/k8s), and
 * a suite that keeps a core busy gains nothing from a second one while other suites run beside it. Only
 * order and worker counts depend on it.
 */
const MEASURED = {
  'svc-pos': { seconds: 311, waits: false },
  'infra/local': { seconds: 177, waits: true },
  'svc-notify': { seconds: 119, waits: false },
  // One worker took 9 CPU s less alone (91 against 100) but held its slot twice as long in a full run
  // (137 s against 63): its smoke test waits on pods, and the other files waited behind it.
  'infra/k8s': { seconds: 113, waits: true },
  'svc-auth': { seconds: 70, waits: false },
  'libs/service-kit': { seconds: 69, waits: false },
  'svc-content': { seconds: 58, waits: false },
  'mfe-pos': { seconds: 57, waits: false },
  'infra/embedded-mongo': { seconds: 43, waits: false },
  'mfe-cms': { seconds: 21, waits: false },
  'mfe-site': { seconds: 20, waits: false },
  shell: { seconds: 13, waits: false },
  'infra/render': { seconds: 11, waits: false },
  'libs/app-core': { seconds: 9, waits: false },
  'libs/contracts': { seconds: 4, waits: false },
};

function expectedSeconds(dir) {
  if (MEASURED[dir]) return MEASURED[dir].seconds;
  let files = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      if (entry.isDirectory()) walk(path.join(d, entry.name));
      else if (/\.test\.tsx?$/.test(entry.name)) files += 1;
    }
  };
  walk(path.join(root, dir));
  return files * 5;
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-tests-'));
/** When the run began: each suite's start and end are printed as seconds from it, to see how they packed. */
const runStarted = Date.now();
const sinceStart = () => (Date.now() - runStarted) / 1000;
const slug = (dir) => dir.replace(/\W/g, '_');

const suites = workspaces()
  .map((ws) => ({
    label: ws.dir,
    seconds: expectedSeconds(ws.dir),
    args: [
      'run',
      'test',
      '-w',
      ws.dir,
      '--',
      '--ci',
      `--maxWorkers=${MEASURED[ws.dir]?.waits === false ? 1 : workers}`,
    ],
    env: { CI: 'true' },
  }))
  .sort((a, b) => b.seconds - a.seconds);
const journeys =
  existsSync(path.join(root, 'e2e/package.json')) && only.length === 0 && process.env.SKIP_E2E !== '1'
    ? {
        label: 'e2e',
        title: 'e2e (browser journeys against npm start)',
        args: ['run', 'test', '-w', 'e2e', '--', '--ci'],
        env: {},
        usesBuild: true,
      }
    : undefined;

/** The suites that serve or bundle the front ends' builds (each builds what is missing when run alone). */
const USE_BUILD = ['infra/k8s', 'infra/render'];
for (const suite of suites) suite.usesBuild = USE_BUILD.includes(suite.label);
/** `npm run build:web`, once, before the suites that use its output; not a jest run (no report). */
const build =
  journeys || suites.some((s) => s.usesBuild)
    ? { label: 'front-end build', args: ['run', 'build:web'], env: {}, build: true }
    : undefined;

/** Runs one suite through timed-run.cjs, its output to a file; resolves with what it reported. */
function runJob(job) {
  const base = path.join(tmp, slug(job.label));
  const report = `${base}.json`;
  const stats = `${base}.stats.json`;
  const log = `${base}.log`;
  const out = openSync(log, 'w');
  const started = Date.now();
  const from = sinceStart();
  console.log(`started  ${job.label} at ${from.toFixed(0)} s`);
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        path.join(__dirname, 'timed-run.cjs'),
        stats,
        'npm',
        ...job.args,
        ...(job.build ? [] : ['--json', `--outputFile=${report}`]),
      ],
      { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...job.env } },
    );
    child.on('close', (code) => {
      closeSync(out);
      const result = existsSync(report) ? JSON.parse(readFileSync(report, 'utf8')) : undefined;
      const timing = existsSync(stats) ? JSON.parse(readFileSync(stats, 'utf8')) : undefined;
      const wallSeconds = timing?.wallSeconds ?? (Date.now() - started) / 1000;
      console.log(`\n=== ${job.title ?? job.label} (${wallSeconds.toFixed(0)} s) ===`);
      process.stdout.write(readFileSync(log, 'utf8'));
      resolve({
        job,
        code,
        result,
        wallSeconds,
        cpuSeconds: timing?.cpuSeconds ?? null,
        from,
        to: sinceStart(),
      });
    });
  });
}

/** Whether a suite's run failed: no report, a failed test, a suite that could not run, or a bad exit. */
const suiteFailed = ({ job, code, result }) =>
  job?.build
    ? code !== 0
    : !result || result.numFailedTests > 0 || result.numRuntimeErrorTestSuites > 0 || code !== 0;

/**
 * The machine's idle share of CPU time (idle + iowait over all, from /proc/stat) over about the last
 * `windowMs`; 0 where /proc is missing (then only the always-allowed suites run).
 */
function cpuTimes() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    return { at: Date.now(), idle: fields[3] + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
  } catch {
    return undefined;
  }
}

/** The idle share of the machine's CPU time between two `cpuTimes()` readings. */
const idleBetween = (first, last) =>
  last.total > first.total ? (last.idle - first.idle) / (last.total - first.total) : 0;

function idleMeter(windowMs = 6000) {
  const samples = [];
  return () => {
    const now = cpuTimes();
    if (!now) return 0;
    samples.push(now);
    while (samples.length > 2 && now.at - samples[1].at >= windowMs) samples.shift();
    return idleBetween(samples[0], now);
  };
}

/**
 * Runs `queue` in its order (the build first, then suites longest first): `slots` jobs at once at all
 * times, and one more (up to `maxSlots`) each time the machine has been at least a fifth idle
 * (`IDLE_TO_ADD`) for the last few seconds and the last job started at least 10 s ago (a suite's own
 * start-up shows in the idle share only after a few seconds). A suite that uses the build waits for it; the next one that does not goes
 * first. `lane` (the journeys) starts as soon as the build is done, beside the slots. Resolves with each
 * job's result once all have ended.
 */
/**
 * The idle share at which one more suite starts. A third was never reached in fresh-clone runs on 2 cores:
 * for the first five minutes svc-pos (one worker), infra/k8s or infra/local and the journeys kept 1.5 cores
 * busy, the journeys and the stack tests waiting on stacks and the clock, so about 160 CPU s of room went
 * unused there while the other suites queued behind, to run after them.
 */
const IDLE_TO_ADD = 1 / 5;

function runQueue(queue, lane) {
  const done = [];
  const idle = idleMeter();
  let running = 0;
  let lastStart = 0;
  let built = !queue.some((job) => job.build);
  let waiting = lane;
  let laneRunning = false;
  return new Promise((resolve) => {
    const launch = (job, inSlot) => {
      if (inSlot) {
        running += 1;
        lastStart = Date.now();
      } else laneRunning = true;
      runJob(job).then((result) => {
        done.push(result);
        // A failed build is reported; the suites that use it still run (and say what is missing).
        if (job.build) built = true;
        if (inSlot) running -= 1;
        else laneRunning = false;
        tick();
      });
    };
    const startNext = () => {
      const i = queue.findIndex((job) => built || !job.usesBuild);
      if (i < 0) return false;
      launch(queue.splice(i, 1)[0], true);
      return true;
    };
    const tick = () => {
      const idleShare = idle();
      if (waiting && (built || !waiting.usesBuild)) {
        launch(waiting, false);
        waiting = undefined;
      }
      while (running < slots && startNext());
      // Not while the front ends build: the journeys and two suites wait for it, and a suite added beside
      // it (rspack leaves a core idle at times) made it take 49 s instead of 20.
      if (built && running < maxSlots && Date.now() - lastStart >= 10_000 && idleShare >= IDLE_TO_ADD)
        startNext();
      if (queue.length === 0 && running === 0 && !waiting && !laneRunning) {
        clearInterval(timer);
        resolve(done);
      }
    };
    const timer = setInterval(tick, 1000);
    tick();
  });
}

/**
 * Cores busy (the whole machine, from /proc/stat) in each half minute of the run: where the run left CPU
 * unused, which is what packing the suites can still win.
 */
function busyTrace(stepMs = 30_000) {
  const trace = [];
  let last = cpuTimes();
  const timer = setInterval(() => {
    const now = cpuTimes();
    if (last && now && now.total > last.total) trace.push((cores * (1 - idleBetween(last, now))).toFixed(1));
    last = now;
  }, stepMs);
  timer.unref();
  return trace;
}

async function main() {
  const busy = busyTrace();
  const done = [];
  done.push(...(await runQueue([...(build ? [build] : []), ...suites], journeys)));

  // A workspace suite that failed side by side runs once more, alone, with one jest worker: its tests'
  // brokers and stacks were seen to fail under the load of suites running at once (the development
  // broker, Mokapi, dying mid-suite: ECONNREFUSED). Both runs are reported; a suite that fails alone fails
  // the run. The journeys are not retried (they hold the stack's state from journey to journey).
  const retried = [];
  for (const [i, first] of done.entries()) {
    if (first.job === journeys || first.job.build || !suiteFailed(first)) continue;
    console.log(`\n${first.job.label} failed beside other suites: running it again alone`);
    const again = await runJob({
      ...first.job,
      label: `${first.job.label} (alone)`,
      args: first.job.args.map((a) => (a.startsWith('--maxWorkers=') ? '--maxWorkers=1' : a)),
    });
    retried.push({ first, again });
    done[i] = { ...again, job: first.job };
  }

  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const { job, code, result } of done) {
    if (job.build) {
      if (code !== 0) failures.push(`${job.label} (exit ${code})`);
      continue;
    }
    if (!result) {
      failures.push(`${job.label} (no report; exit ${code})`);
      continue;
    }
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (suiteFailed({ code, result })) failures.push(job.label);
    if (result.numTotalTests === 0) failures.push(`${job.label} (ran no test)`);
  }

  const seconds = (s) => (s === null ? '-' : s.toFixed(1));
  console.log(
    `\nSuites (${cores} cores; ${slots === maxSlots ? slots : `${slots} to ${maxSlots}`} workspace suites at once${journeys ? ' beside the journeys' : ''}, ${workers} jest workers for suites that mostly wait, else 1):`,
  );
  console.log(
    `${'suite'.padEnd(22)}${'tests'.padStart(7)}${'wall s'.padStart(9)}${'CPU s'.padStart(9)}${'from s'.padStart(9)}${'to s'.padStart(9)}`,
  );
  for (const { job, result, wallSeconds, cpuSeconds, from, to } of [...done].sort((a, b) =>
    a.job.label.localeCompare(b.job.label),
  ))
    console.log(
      `${job.label.padEnd(22)}${String(result?.numTotalTests ?? '-').padStart(7)}${seconds(wallSeconds).padStart(9)}${seconds(cpuSeconds).padStart(9)}${seconds(from).padStart(9)}${seconds(to).padStart(9)}`,
    );
  const cpu = done.every((d) => d.cpuSeconds !== null) ? done.reduce((s, d) => s + d.cpuSeconds, 0) : null;
  const total = sinceStart();
  console.log(
    `${'total'.padEnd(22)}${String(passed + failed).padStart(7)}${seconds(total).padStart(9)}${seconds(cpu).padStart(9)}`,
  );

  for (const { first, again } of retried)
    console.log(
      `retried alone: ${first.job.label} (side by side: ${first.result?.numFailedTests ?? '?'} failed; alone: ${again.result?.numFailedTests ?? '?'} failed)`,
    );
  if (busy.length) console.log(`cores busy, each half minute: ${busy.join(' ')}`);
  console.log(
    `\nTest run finished in ${(total / 60).toFixed(1)} min${failures.length ? `; failing: ${failures.join(', ')}` : ''}`,
  );
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failures.length > 0 || passed === 0 ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
