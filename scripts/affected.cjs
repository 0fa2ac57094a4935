#!/usr/bin/env node
// `npm run affected -- [--base <ref>] [--files a,b] [--run test|build|images]`: the workspaces a change
// touches and every workspace that depends on them, so a team shipping its own area builds and tests only
// that. Through `dependencies` (and peer dependencies) transitively; through `devDependencies` one step:
// a package's devDependencies are what its own tests and scripts import (another workspace's test
// harness, say), which its dependants never run. scripts/workspace-imports.cjs keeps the package.json
// files honest about this (no workspace imports another's files by path, no undeclared workspace import,
// nothing a package exports imports a devDependency). The change is `git diff <base>...HEAD` plus
// the uncommitted files (base: origin/main, else HEAD~1), or the files given with --files. A change to a
// file outside every workspace (the lock, tsconfig.base.json, the jest preset, CI) affects them all.
//   no --run: prints one workspace folder per line
//   --run test: `node scripts/run-tests.cjs <folders>` (the README's test runner, on those folders only)
//   --run build: `npm run build -w <folder>` for each, dependencies first
//   --run images: `npm run images -- <deployables>` for the affected deployables
const { execFileSync, spawnSync } = require('node:child_process');
const path = require('node:path');
const { workspaces: readWorkspaces } = require('./workspaces.cjs');

const root = path.resolve(__dirname, '..');
/** Root files that only some tooling reads: a change there affects nothing built or tested. */
const INERT = [/^docs\//, /^[^/]+\.md$/, /^bench\/results\//];

function workspaces() {
  return readWorkspaces().map((w) => ({
    name: w.name,
    dir: w.dir,
    deps: Object.keys({ ...w.dependencies, ...w.devDependencies, ...w.peerDependencies }),
    runtime: Object.keys({ ...w.dependencies, ...w.peerDependencies }),
    scripts: w.scripts ?? {},
  }));
}

function changedFiles(base) {
  const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  let from = base;
  if (!from) {
    for (const candidate of ['origin/main', 'HEAD~1']) {
      if (spawnSync('git', ['rev-parse', '--verify', '-q', candidate], { cwd: root }).status === 0) {
        from = candidate;
        break;
      }
    }
  }
  const committed = from ? git('diff', '--name-only', `${from}...HEAD`) : '';
  const local = git('diff', '--name-only', 'HEAD');
  const untracked = git('ls-files', '--others', '--exclude-standard');
  return [...new Set(`${committed}\n${local}\n${untracked}`.split('\n').filter(Boolean))];
}

/** The affected workspaces (folders), dependencies before their dependants. */
function affected(files, all) {
  const byName = new Map(all.map((w) => [w.name, w]));
  const owner = (file) =>
    all
      .filter((w) => file === w.dir || file.startsWith(`${w.dir}/`))
      .sort((a, b) => b.dir.length - a.dir.length)[0];
  const hit = new Set();
  for (const file of files) {
    if (INERT.some((re) => re.test(file))) continue;
    const w = owner(file);
    if (!w) return order(all, byName); // a shared root file: everything
    hit.add(w.name);
  }
  // Dependants through dependencies, transitively.
  let grew = true;
  while (grew) {
    grew = false;
    for (const w of all)
      if (!hit.has(w.name) && w.runtime.some((d) => hit.has(d))) {
        hit.add(w.name);
        grew = true;
      }
  }
  // Then whose tests and scripts import any of those: one step, their own dependants do not run them.
  const tested = all.filter((w) => !hit.has(w.name) && w.deps.some((d) => hit.has(d)));
  return order(
    all.filter((w) => hit.has(w.name) || tested.includes(w)),
    byName,
  );
}

/**
 * Topological order: a workspace after the workspaces it depends on (what a build needs first; tests read
 * their devDependencies' sources, which need no build, and may import each other's harnesses both ways).
 */
function order(list, byName) {
  const names = new Set(list.map((w) => w.name));
  const done = new Set();
  const out = [];
  const visit = (w) => {
    if (done.has(w.name)) return;
    done.add(w.name);
    for (const d of w.runtime) if (names.has(d)) visit(byName.get(d));
    out.push(w);
  };
  [...list].sort((a, b) => a.dir.localeCompare(b.dir)).forEach(visit);
  return out;
}

function main(argv) {
  const value = (flag) => {
    const at = argv.indexOf(flag);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const all = workspaces();
  const files =
    value('--files') !== undefined
      ? value('--files').split(',').filter(Boolean)
      : changedFiles(value('--base'));
  const list = affected(files, all);
  const run = value('--run');
  const inherit = { cwd: root, stdio: 'inherit' };
  if (!run) {
    for (const w of list) console.log(w.dir);
    return 0;
  }
  if (run === 'test') {
    const dirs = list.filter((w) => w.scripts.test && w.dir !== 'e2e').map((w) => w.dir);
    if (!dirs.length) return (console.log('no affected workspace has tests'), 0);
    return spawnSync('node', [path.join(__dirname, 'run-tests.cjs'), ...dirs], inherit).status ?? 1;
  }
  if (run === 'build') {
    for (const w of list.filter((x) => x.scripts.build)) {
      const status = spawnSync('npm', ['run', 'build', '-w', w.dir], inherit).status;
      if (status !== 0) return status ?? 1;
    }
    return 0;
  }
  if (run === 'images') {
    const deployables = list.map((w) => w.dir).filter((d) => /^(svc-|mfe-)/.test(d) || d === 'shell');
    if (!deployables.length) return (console.log('no deployable is affected'), 0);
    return spawnSync('npm', ['run', 'images', '--', ...deployables], inherit).status ?? 1;
  }
  console.error(`unknown --run ${run} (test, build or images)`);
  return 2;
}

process.exitCode = main(process.argv.slice(2));
