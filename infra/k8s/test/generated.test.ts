import { spawnSync } from 'node:child_process';
import path from 'node:path';

describe('generated files', () => {
  it('are what `npm run generate -w infra/k8s` writes from the current sources', () => {
    // Run as its own process: prettier loads its plugins by dynamic import, which jest's module VM refuses.
    const run = spawnSync(
      process.execPath,
      [
        require.resolve('tsx/cli'),
        '--conditions=source',
        path.join(__dirname, '../src/generate.ts'),
        '--check',
      ],
      { encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('vendored schemas', () => {
  it('are what `npm run vendor-schemas -w infra/k8s` writes from the installed models', () => {
    const run = spawnSync(
      process.execPath,
      [require.resolve('tsx/cli'), path.join(__dirname, '../src/schemas/vendor.ts'), '--check'],
      { encoding: 'utf8' },
    );
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});
