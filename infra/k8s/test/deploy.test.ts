import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { rendered } from './helpers';
import { runScript } from './run-script';

interface Call {
  args: string[];
  kinds: string[];
}

/**
 * A `kubectl` on PATH that records each call (its arguments and the kinds of the objects piped to it),
 * answers `kustomize` with the prod overlay rendered from the example secrets, and exits with
 * FAKE_WAIT_STATUS on `wait`.
 */
function fakeKubectl(dir: string): void {
  const file = path.join(dir, 'kubectl');
  writeFileSync(
    file,
    `#!${process.execPath}
const fs = require('node:fs');
const args = process.argv.slice(2);
// Read stdin as a stream: readFileSync(0) on a pipe can throw EAGAIN while the writer is still writing,
// which made the fake exit 1 before recording a large apply.
let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', () => {
  const kinds = [...input.matchAll(/^kind: (\\S+)$/gm)].map((m) => m[1]);
  fs.appendFileSync(process.env.FAKE_LOG, JSON.stringify({ args, kinds }) + '\\n');
  if (args[0] === 'kustomize') process.stdout.write(fs.readFileSync(process.env.FAKE_RENDER, 'utf8'));
  if (args.includes('wait')) process.exitCode = Number(process.env.FAKE_WAIT_STATUS);
});
`,
  );
  chmodSync(file, 0o755);
}

function deployWith(waitStatus: number): { status: number | null; calls: Call[]; stderr: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-deploy-'));
  try {
    fakeKubectl(dir);
    const renderFile = path.join(dir, 'render.yaml');
    writeFileSync(renderFile, rendered.prod.map((o) => stringify(o)).join('---\n'));
    const log = path.join(dir, 'calls.jsonl');
    writeFileSync(log, '');
    const r = runScript('deploy.ts', ['prod', '--timeout', '20m'], {
      env: {
        ...process.env,
        PATH: `${dir}:${process.env.PATH}`,
        FAKE_LOG: log,
        FAKE_RENDER: renderFile,
        FAKE_WAIT_STATUS: String(waitStatus),
      },
    });
    const calls = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Call);
    return { status: r.status, calls, stderr: r.stderr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('npm run deploy: migrations gate the rollout under plain kubectl', () => {
  it('applies the migration Jobs, waits for them, then the Deployments', () => {
    const { status, calls } = deployWith(0);
    expect(status).toBe(0);
    const [render, del, applyFirst, wait, applyRest, ...rollouts] = calls;
    expect(render!.args[0]).toBe('kustomize');
    expect(render!.args[1]).toMatch(/overlays\/prod$/);
    // The previous release's Jobs go first: a finished Job would not run the new image.
    expect(del!.args).toEqual([
      '--namespace',
      'voltdesk',
      'delete',
      'job',
      '-l',
      'app.kubernetes.io/component=migration',
      '--ignore-not-found',
      '--wait=true',
    ]);
    expect(applyFirst!.args).toEqual(['apply', '-f', '-']);
    expect(applyFirst!.kinds.filter((k) => k === 'Job')).toHaveLength(4);
    expect(applyFirst!.kinds).not.toContain('Deployment');
    expect(applyFirst!.kinds).toEqual(
      expect.arrayContaining(['Namespace', 'ExternalSecret', 'MongoDBCommunity', 'CronJob']),
    );
    expect(wait!.args).toEqual([
      '--namespace',
      'voltdesk',
      'wait',
      'job',
      '-l',
      'app.kubernetes.io/component=migration',
      '--for=condition=Complete',
      '--timeout=20m',
    ]);
    const deployments = rendered.prod.filter((o) => o.kind === 'Deployment');
    expect(applyRest!.args).toEqual(['apply', '-f', '-']);
    expect(applyRest!.kinds).toEqual(deployments.map(() => 'Deployment'));
    // Between them, the two applies hold every rendered object exactly once.
    expect(applyFirst!.kinds.length + applyRest!.kinds.length).toBe(rendered.prod.length);
    expect(rollouts.map((c) => c.args.slice(2, 4))).toEqual(deployments.map(() => ['rollout', 'status']));
    expect(rollouts.map((c) => c.args[4])).toEqual(deployments.map((d) => `deployment/${d.metadata.name}`));
  });

  it('stops before the Deployments when a migration Job does not complete', () => {
    const { status, calls, stderr } = deployWith(1);
    expect(status).toBe(1);
    expect(calls.map((c) => c.args.find((a) => !a.startsWith('-') && a !== 'voltdesk'))).toEqual([
      'kustomize',
      'delete',
      'apply',
      'wait',
    ]);
    expect(stderr).toMatch(/nothing after this step was applied/);
  });
});
