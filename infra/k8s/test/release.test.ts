import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { imageBuilds, pinImages, releaseTag } from '../src/images';
import { render } from '../src/kustomize';
import { K8S_DIR, REPO_ROOT, units } from '../src/units';
import { EXAMPLES, ofKind, OVERLAYS, rendered } from './helpers';
import { runScript } from './run-script';

const imagesOf = (objects: ReturnType<typeof render>) =>
  ofKind<{ spec: { template: { spec: { containers: { image: string }[] } } } }>(
    objects,
    'Deployment',
  ).flatMap((d) => d.spec.template.spec.containers.map((c) => c.image));

describe('release tags and images', () => {
  it('tags an image with the version and the git commit it was built from', () => {
    const version = (
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
    ).version;
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }).trim();
    expect(releaseTag()).toMatch(new RegExp(`^${version.replace(/\./g, '\\.')}-g${commit}(-dirty)?$`));
  });

  it('builds every deployable with one command, remotes with their release as a build argument', () => {
    const builds = imageBuilds({ tag: '1.2.0-gabcdef123456', registry: 'r.example/voltdesk', push: true });
    // Each deployable's image, and the shell's render server's (the second container of its pod).
    expect(builds.map((b) => b.ref.split('/').pop()!.split(':')[0]).sort()).toEqual(
      [...units.map((u) => u.name), 'shell-render'].sort(),
    );
    const renderer = builds.find((b) => b.image === 'voltdesk/shell-render')!;
    expect(renderer.args).toEqual([
      'buildx',
      'build',
      '-f',
      'infra/docker/render.Dockerfile',
      '-t',
      'r.example/voltdesk/shell-render:1.2.0-gabcdef123456',
      '--push',
      '.',
    ]);
    const site = builds.find((b) => b.unit.name === 'mfe-site')!;
    expect(site.args).toEqual([
      'buildx',
      'build',
      '-f',
      'infra/docker/web.Dockerfile',
      '-t',
      'r.example/voltdesk/mfe-site:1.2.0-gabcdef123456',
      '--build-arg',
      'WORKSPACE=mfe-site',
      '--build-arg',
      'RELEASE=1.2.0-gabcdef123456',
      '--push',
      '.',
    ]);
    const pos = builds.find((b) => b.unit.name === 'svc-pos')!.args;
    expect(pos.slice(0, 4)).toEqual(['buildx', 'build', '-f', 'infra/docker/service.Dockerfile']);
    expect(pos).toEqual(expect.arrayContaining(['WORKSPACE=svc-pos', 'PORT=4003']));
    expect(pos).not.toContain('RELEASE=1.2.0-gabcdef123456');
    expect(
      imageBuilds({ tag: 't', registry: 'r', push: false, only: ['svc-pos'] }).map((b) => b.ref),
    ).toEqual(['r/svc-pos:t']);
  });

  it('runs version+commit tags in dev and digests in prod', () => {
    for (const image of imagesOf(rendered.dev)) expect(image).toMatch(/^[^@]+:\d+\.\d+\.\d+-g[0-9a-f]{12}$/);
    // The tag stays beside the digest (as kustomize writes it) for readers; the runtime pulls by digest.
    for (const image of imagesOf(rendered.prod))
      expect(image).toMatch(/^[^:@]+:\d+\.\d+\.\d+-g[0-9a-f]{12}(-dirty)?@sha256:[0-9a-f]{64}$/);
  });

  it('pins pushed digests into an overlay, keeping its comments', () => {
    // Beside the real overlays, so its relative paths (../../base) resolve.
    const dir = mkdtempSync(path.join(K8S_DIR, 'overlays', '.pin-test-'));
    cpSync(path.join(K8S_DIR, 'overlays/dev'), dir, { recursive: true });
    const unit = units.find((u) => u.name === 'svc-pos')!;
    const digest = `sha256:${'ab'.repeat(32)}`;
    pinImages(dir, [{ unit, name: 'r.example/team/svc-pos', tag: '2.0.0-g0123456789ab', digest }]);
    const text = readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8');
    expect(text).toContain('# The dev environment');
    const objects = render(dir, { examples: EXAMPLES });
    expect(() => pinImages(dir, [{ unit, name: 'r/svc-pos', tag: 't', digest: 'sha256:abc' }])).toThrow(
      /not a sha256 digest/,
    );
    rmSync(dir, { recursive: true });
    // The repository the digest came from, not the one the overlay named before.
    expect(imagesOf(objects)).toContain(`r.example/team/svc-pos:2.0.0-g0123456789ab@${digest}`);
  });

  it('`npm run images -- --push --pin prod` rewrites every prod image from what the build pushed', () => {
    // The committed prod digests are placeholders; this runs the real command against a copy of the prod
    // overlay, with a stand-in `docker` that records each build and answers a digest as buildx does
    // (`--metadata-file`), so what the pin writes is traceable to the build.
    const dir = mkdtempSync(path.join(K8S_DIR, 'overlays', '.pin-prod-'));
    const bin = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-docker-'));
    try {
      cpSync(path.join(K8S_DIR, 'overlays/prod'), dir, { recursive: true });
      const log = path.join(bin, 'builds.log');
      writeFileSync(
        path.join(bin, 'docker'),
        [
          '#!/bin/sh',
          'meta=""; ref=""',
          'while [ $# -gt 0 ]; do',
          '  case "$1" in --metadata-file) meta="$2"; shift;; -t) ref="$2"; shift;; esac; shift',
          'done',
          `echo "$ref" >> '${log}'`,
          'sum=$(printf %s "$ref" | sha256sum | cut -d" " -f1)',
          'printf \'{"containerimage.digest":"sha256:%s"}\' "$sum" > "$meta"',
          '',
        ].join('\n'),
        { mode: 0o755 },
      );
      const run = runScript(
        'images.ts',
        ['--registry', 'registry.test/acme', '--push', '--pin', path.basename(dir)],
        {
          env: { ...process.env, PATH: `${bin}:${process.env.PATH}` },
        },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const tag = releaseTag();
      const built = readFileSync(log, 'utf8').split('\n').filter(Boolean);
      const names = [...units.map((u) => u.name), 'shell-render'];
      expect(built.sort()).toEqual(names.map((n) => `registry.test/acme/${n}:${tag}`).sort());
      const sha = (ref: string) => createHash('sha256').update(ref).digest('hex');
      const images = imagesOf(render(dir, { examples: EXAMPLES })).sort();
      expect(images).toEqual(
        names
          .map((n) => `registry.test/acme/${n}:${tag}@sha256:${sha(`registry.test/acme/${n}:${tag}`)}`)
          .sort(),
      );
      // Tags too, for people reading the overlay; comments kept.
      const text = readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8');
      expect(text.match(new RegExp(`newTag: ${tag.replace(/\./g, '\\.')}$`, 'gm'))).toHaveLength(
        names.length,
      );
      expect(text).toContain('# The prod environment');
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('asks the registry for images named by tag, and trusts the node for images named by digest', () => {
    for (const overlay of OVERLAYS) {
      const owners = rendered[overlay].flatMap((o) => {
        const spec = (o as { spec?: Record<string, unknown> }).spec;
        const pod = (spec?.template ??
          (spec?.jobTemplate as { spec?: { template?: unknown } } | undefined)?.spec?.template) as
          { spec?: { containers?: { image: string; imagePullPolicy?: string }[] } } | undefined;
        return (pod?.spec?.containers ?? []).map((c) => ({
          at: `${overlay} ${o.kind}/${o.metadata.name}`,
          c,
        }));
      });
      expect(owners.length).toBeGreaterThan(12);
      for (const { at, c } of owners) {
        const expected = c.image.includes('@sha256:') ? 'IfNotPresent' : 'Always';
        expect([at, c.image, c.imagePullPolicy]).toEqual([at, c.image, expected]);
      }
    }
    // Prod pins every Voltdesk image, so its Deployments and migration Jobs never ask the registry again.
    const prodOwn = imagesOf(rendered.prod);
    expect(prodOwn.every((i) => i.includes('@sha256:'))).toBe(true);
  });
});

describe('affected workspaces (scripts/affected.cjs)', () => {
  const affected = (files: string[]) => {
    const run = spawnSync(
      process.execPath,
      [path.join(REPO_ROOT, 'scripts/affected.cjs'), '--files', files.join(',')],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(0);
    return run.stdout.split('\n').filter(Boolean);
  };

  it('names the changed workspace and, after what it depends on, every dependant', () => {
    const kit = affected(['libs/service-kit/src/db/mongo.ts']);
    expect(kit.indexOf('libs/service-kit')).toBeLessThan(kit.indexOf('svc-pos'));
    expect(kit).toEqual(expect.arrayContaining(['svc-auth', 'svc-content', 'svc-pos', 'svc-notify']));
    // Front-end code never imports service-kit (mfe-* come in only through infra/local's browser tools,
    // which their scripts import); the front ends' shared library does not.
    expect(kit).not.toContain('libs/app-core');
    expect(kit).not.toContain('libs/contracts');
    const contracts = affected(['libs/contracts/src/routes/route-table.ts']);
    expect(contracts.indexOf('libs/contracts')).toBeLessThan(contracts.indexOf('libs/service-kit'));
    expect(contracts.indexOf('libs/service-kit')).toBeLessThan(contracts.indexOf('svc-pos'));
    expect(contracts).toEqual(expect.arrayContaining(['shell', 'mfe-site', 'infra/k8s']));
  });

  it('names whose tests import a changed workspace (a devDependency), one step only', () => {
    // svc-auth's tests start svc-pos through its harness, the render tests too (a customer link's page),
    // and the embedded server's tests explain svc-pos's list queries; none's own dependants run those
    // tests, so the embedded server's dependants (service-kit, every service) are not affected by svc-pos.
    expect(affected(['svc-pos/src/orders/service.ts']).sort()).toEqual([
      'infra/embedded-mongo',
      'infra/render',
      'svc-auth',
      'svc-pos',
    ]);
    expect(affected(['svc-pos/test/harness.ts'])).toContain('svc-auth');
    expect(affected(['svc-notify/src/test-support/pdf-text.ts'])).toContain('e2e');
    expect(affected(['infra/local/src/chromium.ts'])).toEqual(expect.arrayContaining(['e2e', 'shell']));
    // service-kit's test harness (an export) starts the embedded server: a dependency, so every service.
    expect(affected(['infra/embedded-mongo/src/index.ts'])).toEqual(
      expect.arrayContaining(['libs/service-kit', 'svc-pos', 'svc-auth']),
    );
  });

  it('treats a shared root file as affecting everything, and the root docs as affecting nothing', () => {
    expect(affected(['package-lock.json']).length).toBeGreaterThanOrEqual(units.length);
    expect(affected(['docs/decisions/0007-kubernetes-operations.md', 'README.md'])).toEqual([]);
    expect(affected(['infra/k8s/README.md'])).toEqual(['infra/k8s']);
  });
});
