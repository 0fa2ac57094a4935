#!/usr/bin/env node
// `node scripts/workspace-imports.cjs [root]`: every import of one workspace's code by another must go
// through a package the importer declares. `npm run affected` (scripts/affected.cjs) knows what depends on
// what from the package.json files only, so a test that reached into another workspace by relative path
// (`../../svc-pos/test/harness`), or a package it does not list, would not run when that code changes.
// Checked in every source file of every workspace (tests, scripts and benchmarks included):
//   - a relative import into another workspace's folder (the root's shared files are everyone's);
//   - an `@voltdesk/*` import of a workspace not in the importer's dependencies, devDependencies or
//     peerDependencies (a workspace may import itself by name);
//   - an `@voltdesk/<name>/<subpath>` that the owner's package.json `exports` does not offer;
//   - in what a workspace exports (every file its `exports` entries reach through relative imports), an
//     `@voltdesk/*` import declared only as a devDependency: whoever imports that export runs that code
//     too, and `npm run affected` follows devDependencies one step only (a package's own tests and
//     scripts), dependencies all the way.
// Prints one line per violation (`file:line: why`) and exits 1 when there is any. The test is
// infra/k8s/test/workspace-imports.test.ts.
const { readFileSync, readdirSync, statSync, existsSync } = require('node:fs');
const path = require('node:path');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.data', '.scratch', '@mf-types']);
/** `from '…'`, `import '…'`, `import('…')`, `require('…')`, `require.resolve('…')`, `jest.mock('…')`. */
const SPECIFIERS = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bjest\.(?:mock|requireActual|unmock|doMock)\(\s*['"]([^'"]+)['"]/g,
];

/** The workspaces of the root package.json (folders, or patterns with `*` in their last segment). */
function workspacesOf(root) {
  const patterns = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces ?? [];
  const dirs = patterns.flatMap((p) => {
    if (!p.includes('*')) return [p];
    const parentRel = path.posix.dirname(p);
    const parent = path.join(root, parentRel);
    const last = new RegExp(`^${path.posix.basename(p).split('*').map(escapeRegExp).join('.*')}$`);
    if (!existsSync(parent)) return [];
    return readdirSync(parent, { withFileTypes: true })
      .filter((d) => d.isDirectory() && last.test(d.name))
      .map((d) => (parentRel === '.' ? d.name : `${parentRel}/${d.name}`));
  });
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      return {
        dir,
        abs: path.join(root, dir),
        name: pkg.name,
        declared: new Set(
          Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }),
        ),
        runtime: new Set(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })),
        exports: pkg.exports,
      };
    });
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* sourceFiles(path.join(dir, entry.name));
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) yield path.join(dir, entry.name);
  }
}

/** Whether `subpath` (`./testing`) is one of the package's exports (exact keys and `*` patterns). */
function exported(exportsField, subpath) {
  if (!exportsField || typeof exportsField !== 'object') return subpath === '.';
  const keys = Object.keys(exportsField);
  if (!keys.some((k) => k.startsWith('.'))) return subpath === '.';
  return keys.some((k) => {
    if (!k.includes('*')) return k === subpath;
    const [pre, post] = k.split('*');
    return subpath.startsWith(pre) && subpath.endsWith(post) && subpath.length >= k.length - 1;
  });
}

/** Comments are not imports: `//` lines and `/* *\/` blocks become blank (line numbers kept). */
const withoutComments = (text) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

/** Every import specifier of a file's text, with its line. */
function* specifiersOf(text) {
  for (const re of SPECIFIERS)
    for (const m of text.matchAll(re)) yield { spec: m[1], line: text.slice(0, m.index).split('\n').length };
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'];
/** The file a relative specifier names, as TypeScript and node resolve it (extension or index file). */
function resolveFile(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  const candidates = [
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.slice(1).map((e) => path.join(base, `index${e}`)),
    // `./x.js` written for NodeNext resolution names `./x.ts`.
    base.replace(/\.(c|m)?js$/, '.$1ts'),
  ];
  return candidates.find((f) => existsSync(f) && statSync(f).isFile());
}

/** Files of the workspace that its `exports` entries name, and every file they reach by relative import. */
function exportedFiles(w) {
  const targets = [];
  const collect = (node) => {
    if (typeof node === 'string') targets.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  collect(w.exports);
  const todo = targets
    .map((t) => path.join(w.abs, t))
    .filter((f) => SOURCE.test(f) && existsSync(f) && !f.includes(`${path.sep}dist${path.sep}`));
  const seen = new Set();
  while (todo.length) {
    const file = todo.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { spec } of specifiersOf(withoutComments(readFileSync(file, 'utf8')))) {
      if (!spec.startsWith('.')) continue;
      const next = resolveFile(file, spec);
      if (next && next.startsWith(w.abs + path.sep)) todo.push(next);
    }
  }
  return seen;
}

function check(root) {
  const all = workspacesOf(root);
  const byName = new Map(all.map((w) => [w.name, w]));
  const inside = (abs, w) => abs === w.abs || abs.startsWith(w.abs + path.sep);
  const violations = [];
  for (const w of all) {
    const exported_ = exportedFiles(w);
    for (const file of sourceFiles(w.abs)) {
      const text = withoutComments(readFileSync(file, 'utf8'));
      const rel = path.relative(root, file).split(path.sep).join('/');
      for (const { spec, line } of specifiersOf(text)) {
        const at = `${rel}:${line}`;
        if (spec.startsWith('.')) {
          // The root's shared files (the jest preset, tsconfig.base.json) are outside every workspace:
          // `npm run affected` counts a change there as touching all of them.
          const target = path.resolve(path.dirname(file), spec);
          const owner = all.find((o) => inside(target, o));
          if (owner && owner !== w)
            violations.push(
              `${at}: '${spec}' reaches into ${owner.dir}: import it as a package (${owner.name}) instead`,
            );
          continue;
        }
        const pm = /^(@voltdesk\/[^/]+)(\/.*)?$/.exec(spec);
        if (!pm) continue;
        const [, name, sub] = pm;
        const owner = byName.get(name);
        if (!owner) {
          violations.push(`${at}: '${spec}': no workspace is named ${name}`);
          continue;
        }
        if (owner !== w && !w.declared.has(name))
          violations.push(`${at}: '${spec}': ${w.dir}/package.json does not declare ${name}`);
        else if (owner !== w && exported_.has(file) && !w.runtime.has(name))
          violations.push(
            `${at}: '${spec}': ${w.dir} exports this file, so ${name} belongs in its dependencies, not devDependencies`,
          );
        if (!exported(owner.exports, sub ? `.${sub}` : '.'))
          violations.push(`${at}: '${spec}': ${owner.dir}/package.json exports no '.${sub ?? ''}'`);
      }
    }
  }
  return violations;
}

module.exports = { check, workspacesOf };

if (require.main === module) {
  const root = path.resolve(process.argv[2] ?? path.join(__dirname, '..'));
  if (!statSync(root).isDirectory()) throw new Error(`not a folder: ${root}`);
  const violations = check(root);
  for (const v of violations) console.log(v);
  if (violations.length) {
    console.log(`${violations.length} import(s) across workspaces without a declared package`);
    process.exitCode = 1;
  }
}
