// The npm workspaces of this repository, read from the root package.json's `workspaces` patterns and each
// workspace's own package.json: what `npm query .workspace --json` answers for them (name, folder,
// dependencies, scripts), without starting npm, which cost about 1.5 CPU s per call. scripts/affected.cjs
// runs once per question and infra/k8s's tests ask it about ten questions; run-tests.cjs reads it once.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** Folders (relative, with `/`) a workspace pattern names: `*` matches within one path segment. */
function expand(pattern) {
  let dirs = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.includes('*')) {
      dirs = dirs.map((d) => (d ? `${d}/${segment}` : segment));
      continue;
    }
    const re = new RegExp(
      `^${segment
        .split('*')
        .map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    );
    dirs = dirs.flatMap((d) =>
      readdirSync(path.join(root, d), { withFileTypes: true })
        .filter(
          (e) => e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.') && re.test(e.name),
        )
        .map((e) => (d ? `${d}/${e.name}` : e.name)),
    );
  }
  return dirs;
}

/** Each workspace as `npm query .workspace --json` describes it, with `dir` relative to the root. */
function workspaces() {
  const { workspaces: patterns = [] } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dirs = [...new Set(patterns.flatMap(expand))].filter((d) =>
    existsSync(path.join(root, d, 'package.json')),
  );
  return dirs
    .map((dir) => ({ ...JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')), dir }))
    .filter((w) => w.name)
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

module.exports = { workspaces };
