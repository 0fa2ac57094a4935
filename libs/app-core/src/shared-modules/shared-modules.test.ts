import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The trimmed shared modules (federation.ts) provide only the names listed in shared-modules/<pkg>.ts; a
 * front end importing any other name would get `undefined` in the browser while its types and its jsdom
 * tests (which import the real package) stay green. These tests read every front end's source for what
 * it imports from those packages, and RTK Query's React hooks for what they import from react-redux.
 */
const repoRoot = path.resolve(__dirname, '../../../..');

function exportedBy(pkg: string): Set<string> {
  const source = readFileSync(path.join(__dirname, `${pkg}.ts`), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

/** Value names imported from `pkg` by `source` (`import type` and `type X` names left out). */
function importedNames(source: string, pkg: string): string[] {
  const names: string[] = [];
  const quoted = pkg.replace(/[/.]/g, '\\$&');
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+["']${quoted}["']`, 'g');
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]!;
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

function frontEndSources(): string[] {
  const listed = execFileSync('git', ['ls-files', 'shell', 'mfe-*', 'libs/*/src'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.includes('/server/'))
    .map((f) => readFileSync(path.join(repoRoot, f), 'utf8'));
}

describe.each(['react-router-dom', 'react-redux'])('the trimmed shared %s', (pkg) => {
  it('provides every name a front end imports from it', () => {
    const provided = exportedBy(pkg);
    const used = new Set(frontEndSources().flatMap((source) => importedNames(source, pkg)));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !provided.has(name))).toEqual([]);
  });
});

it("the trimmed react-redux provides what RTK Query's React hooks import from it", () => {
  const toolkit = path.dirname(require.resolve('@reduxjs/toolkit/package.json'));
  const hooks = readFileSync(path.join(toolkit, 'dist/query/react/rtk-query-react.modern.mjs'), 'utf8');
  const used = importedNames(hooks, 'react-redux');
  expect(used).toContain('useSelector');
  expect(used.filter((name) => !exportedBy('react-redux').has(name))).toEqual([]);
});
