#!/usr/bin/env node
// `npm test`: every workspace's jest suite, one workspace at a time (the machine has two cores), then the
// browser journeys in e2e/ when they exist. Prints one closing line `N passed, N failed` and exits
// non-zero on any failure or when no test ran at all.
const { spawnSync } = require('node:child_process');
const { existsSync, readFileSync, mkdtempSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const only = process.argv.slice(2);

function workspaces() {
  const out = spawnSync('npm', ['query', '.workspace', '--json'], { cwd: root, encoding: 'utf8' });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout)
    .map((w) => ({ name: w.name, dir: path.relative(root, w.realpath ?? w.path), scripts: w.scripts ?? {} }))
    .filter((w) => w.scripts.test && w.dir !== 'e2e')
    .filter((w) => only.length === 0 || only.includes(w.dir))
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-tests-'));
let passed = 0;
let failed = 0;
const failures = [];
const started = Date.now();

for (const ws of workspaces()) {
  const report = path.join(tmp, `${ws.dir.replace(/\W/g, '_')}.json`);
  console.log(`\n=== ${ws.dir} ===`);
  const run = spawnSync(
    'npm',
    ['run', 'test', '-w', ws.dir, '--', '--ci', '--json', `--outputFile=${report}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, CI: 'true' },
    },
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (result.numFailedTests > 0 || result.numRuntimeErrorTestSuites > 0 || run.status !== 0)
      failures.push(ws.dir);
    if (result.numTotalTests === 0) failures.push(`${ws.dir} (ran no test)`);
  } else {
    failures.push(`${ws.dir} (no report; exit ${run.status})`);
  }
}

if (existsSync(path.join(root, 'e2e/package.json')) && only.length === 0 && process.env.SKIP_E2E !== '1') {
  console.log('\n=== e2e (browser journeys against npm start) ===');
  const report = path.join(tmp, 'e2e.json');
  const run = spawnSync(
    'npm',
    ['run', 'test', '-w', 'e2e', '--', '--ci', '--json', `--outputFile=${report}`],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
    if (run.status !== 0) failures.push('e2e');
  } else failures.push(`e2e (no report; exit ${run.status})`);
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\nTest run finished in ${minutes} min${failures.length ? `; failing: ${failures.join(', ')}` : ''}`,
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length > 0 || passed === 0 ? 1 : 0);
