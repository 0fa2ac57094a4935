import { runScript } from './run-script';

describe('generated files', () => {
  it('are what `npm run generate -w infra/k8s` writes from the current sources', () => {
    const run = runScript('generate.ts', ['--check']);
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('vendored schemas', () => {
  it('are what `npm run vendor-schemas -w infra/k8s` writes from the installed models', () => {
    const run = runScript('schemas/vendor.ts', ['--check'], { source: false });
    expect(run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});
