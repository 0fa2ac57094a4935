import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../src/units';

/**
 * Tests own their workspace: `npm run affected` knows what depends on what from the package.json files
 * only, so one workspace reaching into another's files by relative path, or importing a workspace package
 * it does not declare, would leave that test out when the code it uses changes
 * (`scripts/workspace-imports.cjs`).
 */
/** An import line for a fixture file (built, so that this file's own text holds no such import). */
const imp = (names: string, spec: string) => ['import', names, 'from', `'${spec}';`].join(' ');

const check = (root: string) => {
  const run = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/workspace-imports.cjs'), root], {
    encoding: 'utf8',
  });
  return { status: run.status, lines: run.stdout.split('\n').filter(Boolean) };
};

describe('imports across workspaces (scripts/workspace-imports.cjs)', () => {
  it('finds none in this repository: every workspace imports others only as packages it declares', () => {
    expect(check(REPO_ROOT)).toEqual({ status: 0, lines: [] });
  });

  describe('on a repository that breaks each rule', () => {
    let root: string;
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    const pkg = (dir: string, body: object) =>
      write(`${dir}/package.json`, JSON.stringify({ version: '0.1.0', ...body }));

    beforeAll(() => {
      root = mkdtempSync(path.join(os.tmpdir(), 'workspace-imports-'));
      write('package.json', JSON.stringify({ workspaces: ['libs/*', 'svc-*'] }));
      write('jest.preset.cjs', 'module.exports = {};\n');
      pkg('libs/kit', {
        name: '@voltdesk/kit',
        exports: { '.': './src/index.ts', './testing': './src/testing/index.ts' },
        devDependencies: { '@voltdesk/db': '0.1.0' },
      });
      write('libs/kit/src/index.ts', 'export const kit = 1;\n');
      // Exported (through a relative import) but imports a devDependency.
      write('libs/kit/src/testing/index.ts', "export * from './start';\n");
      write('libs/kit/src/testing/start.ts', `${imp('{ db }', '@voltdesk/db')}\nexport { db };\n`);
      pkg('libs/db', { name: '@voltdesk/db', exports: { '.': './src/index.ts' } });
      write('libs/db/src/index.ts', 'export const db = 1;\n');
      pkg('svc-a', { name: '@voltdesk/svc-a', devDependencies: { '@voltdesk/kit': '0.1.0' } });
      write(
        'svc-a/test/a.test.ts',
        [
          imp('preset', '../../jest.preset.cjs'), // the root's shared files: allowed
          imp('{ kit }', '@voltdesk/kit'), // declared: allowed
          imp('{ start }', '@voltdesk/kit/testing'), // declared and exported: allowed
          imp('{ harness }', '../../svc-b/test/harness'), // another workspace by path
          imp('{ b }', '@voltdesk/svc-b'), // not declared
          imp('{ inner }', '@voltdesk/kit/src/inner'), // not exported
          ['jest', `mock('../../libs/db/src/index');`].join('.'), // by path, through jest
          `// an import in a comment is not one: ${imp('x', '../../svc-b/src/x')}`,
          'export { preset, kit, start, harness, b, inner };',
        ].join('\n'),
      );
      pkg('svc-b', { name: '@voltdesk/svc-b', exports: { '.': './src/index.ts' } });
      write('svc-b/src/index.ts', 'export const b = 1;\n');
      write('svc-b/test/harness.ts', 'export const harness = 1;\n');
    });

    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('names each violation with its file and line, and fails', () => {
      const { status, lines } = check(root);
      expect(status).toBe(1);
      expect(lines).toEqual([
        "libs/kit/src/testing/start.ts:1: '@voltdesk/db': libs/kit exports this file, so @voltdesk/db belongs in its dependencies, not devDependencies",
        "svc-a/test/a.test.ts:4: '../../svc-b/test/harness' reaches into svc-b: import it as a package (@voltdesk/svc-b) instead",
        "svc-a/test/a.test.ts:5: '@voltdesk/svc-b': svc-a/package.json does not declare @voltdesk/svc-b",
        "svc-a/test/a.test.ts:6: '@voltdesk/kit/src/inner': libs/kit/package.json exports no './src/inner'",
        "svc-a/test/a.test.ts:7: '../../libs/db/src/index' reaches into libs/db: import it as a package (@voltdesk/db) instead",
        '5 import(s) across workspaces without a declared package',
      ]);
    });
  });
});
