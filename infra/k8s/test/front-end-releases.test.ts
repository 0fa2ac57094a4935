import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { parseDocument, stringify } from 'yaml';
import { backendFor, type HTTPRoute } from '../src/edge';
import { render, type K8sObject } from '../src/kustomize';
import { remoteReleases } from '../src/remote-releases';
import { K8S_DIR, REPO_ROOT } from '../src/units';
import { problemsOf } from '../src/validate';
import { EXAMPLES, ofKind, OVERLAYS, rendered } from './helpers';

const A = '0.1.0-gaaaaaaaaaaaa';
const B = '0.2.0-gbbbbbbbbbbbb';

/** Every HTTPRoute of the overlay: the Gateway merges the routes of a host. */
const merged = (objects: K8sObject[]): HTTPRoute[] => ofKind<HTTPRoute>(objects, 'HTTPRoute');

/** The release whose files a path reaches: the image tag of the pods behind the Service it routes to. */
function releaseServing(objects: K8sObject[], url: string): string | undefined {
  const service = backendFor(merged(objects), url);
  const svc = ofKind<{ spec: { selector: Record<string, string> } }>(objects, 'Service').find(
    (s) => (s as unknown as K8sObject).metadata.name === service,
  );
  const dep = ofKind<{
    spec: {
      template: { metadata: { labels: Record<string, string> }; spec: { containers: { image: string }[] } };
    };
  }>(objects, 'Deployment').find((d) =>
    Object.entries(svc!.spec.selector).every(([k, v]) => d.spec.template.metadata.labels[k] === v),
  );
  // `<name>:<release>` or, pinned, `<name>:<release>@sha256:<digest>`.
  return dep?.spec.template.spec.containers[0]!.image.split('@')[0]!.split(':').pop();
}

/** An overlay (dev unless named) with mfe-site at `current` and `kept` releases kept running, remotes.json at `live`. */
function overlayWith(current: string, kept: string[], live: string, overlay = 'dev'): K8sObject[] {
  const dir = mkdtempSync(path.join(K8S_DIR, 'overlays', '.releases-test-'));
  try {
    cpSync(path.join(K8S_DIR, 'overlays', overlay), dir, { recursive: true });
    const file = path.join(dir, 'kustomization.yaml');
    const doc = parseDocument(readFileSync(file, 'utf8'));
    const images = doc.get('images') as {
      items: { get(k: string): unknown; set(k: string, v: string): void }[];
    };
    images.items.find((i) => i.get('name') === 'voltdesk/mfe-site')!.set('newTag', current);
    writeFileSync(file, doc.toString());
    writeFileSync(
      path.join(dir, 'config/remote-releases.yaml'),
      stringify({ replicas: 1, site: kept, cms: [], pos: [] }),
    );
    const remotes = JSON.parse(readFileSync(path.join(dir, 'config/remotes.json'), 'utf8')) as Record<
      string,
      string
    >;
    writeFileSync(
      path.join(dir, 'config/remotes.json'),
      JSON.stringify({ ...remotes, site: `/remotes/site/${live}/mf-manifest.json` }),
    );
    writeFileSync(
      path.join(dir, 'remote-releases.yaml'),
      remoteReleases(dir)
        .map((o) => stringify(o))
        .join('---\n'),
    );
    return render(dir, { examples: EXAMPLES });
  } finally {
    rmSync(dir, { recursive: true });
  }
}

const remotesJson = (objects: K8sObject[]) =>
  JSON.parse(
    ofKind<{ data: Record<string, string> }>(objects, 'ConfigMap').find(
      (c) => (c as unknown as K8sObject).metadata.name === 'voltdesk-remotes',
    )!.data['remotes.json']!,
  ) as Record<string, string>;

describe('front-end releases at immutable versioned paths', () => {
  it('builds each remote under /remotes/<name>/<release>/ and the shell reads /remotes.json from a ConfigMap', () => {
    // Where the image puts a remote's files is tested in docker.test.ts; here, that it takes the release.
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'infra/docker/web.Dockerfile'), 'utf8');
    expect(dockerfile).toContain('ARG RELEASE=');
    expect(dockerfile).toContain('root="/site/remotes/${WORKSPACE#mfe-}/${RELEASE}"');
    const conf = readFileSync(path.join(REPO_ROOT, 'infra/docker/nginx-spa.conf'), 'utf8');
    expect(conf).toMatch(/location = \/remotes\.json \{\s*root \/etc\/voltdesk\/remotes;/);
    for (const overlay of OVERLAYS) {
      const shell = ofKind<{ spec: { template: { spec: { volumes: { configMap?: { name: string } }[] } } } }>(
        rendered[overlay],
        'Deployment',
      ).find((d) => (d as unknown as K8sObject).metadata.name === 'shell')!;
      expect(shell.spec.template.spec.volumes.map((v) => v.configMap?.name)).toContain('voltdesk-remotes');
    }
  });

  it.each(OVERLAYS)('%s: every remote in remotes.json is served by pods of that very release', (overlay) => {
    const objects = rendered[overlay];
    const k = JSON.stringify(
      readFileSync(path.join(K8S_DIR, 'overlays', overlay, 'kustomization.yaml'), 'utf8'),
    );
    for (const [remote, url] of Object.entries(remotesJson(objects))) {
      const release = /^\/remotes\/\w+\/([^/]+)\/mf-manifest\.json$/.exec(url)?.[1];
      expect([remote, release]).toEqual([remote, expect.any(String)]);
      // prod runs the base Deployment by digest: its release is the overlay's newTag.
      expect(k).toContain(`newTag: ${release}`);
      expect(backendFor(merged(objects), url)).toBe(`mfe-${remote}`);
    }
  });

  it('keeps release A answering its own paths while the remote rolls to B, then releases and rolls back by remotes.json alone', () => {
    // Before: A deployed and live.
    const before = overlayWith(A, [], A);
    expect(releaseServing(before, `/remotes/site/${A}/chunks/1.abcdef12.js`)).toBe(A);
    // During and after the roll to B, A is kept: its paths never reach a B pod (no 404), B's never an A pod.
    for (const live of [A, B]) {
      const after = overlayWith(B, [A], live);
      expect(releaseServing(after, `/remotes/site/${A}/chunks/1.abcdef12.js`)).toBe(A);
      expect(releaseServing(after, `/remotes/site/${B}/chunks/1.0123abcd.js`)).toBe(B);
      const site = remotesJson(after).site!;
      expect(releaseServing(after, site)).toBe(live);
    }
    // Cross-check: without keeping A, A's paths would land on B's pods (which 404 them).
    expect(releaseServing(overlayWith(B, [], B), `/remotes/site/${A}/remoteEntry.js`)).toBe(B);
  });

  it('pins kept releases by digest where the overlay pins the remote by digest (prod)', () => {
    const digestOfA = `sha256:${'a1'.repeat(32)}`;
    // The release deployed now, listed by tag alone: refused, with the entry to write instead.
    expect(() => overlayWith(A, [A], A, 'prod')).toThrow(
      new RegExp(`site: "${A}": this overlay runs voltdesk/mfe-site by digest.*now: ${A}@sha256:0{64}`),
    );
    expect(() => overlayWith(B, [A], A, 'prod')).toThrow(/needs its digest too/);
    expect(() => overlayWith(B, [`${A}@sha256:abc`], A, 'prod')).toThrow(/is not <release> or/);

    const objects = overlayWith(B, [`${A}@${digestOfA}`], A, 'prod');
    expect(objects.flatMap(problemsOf)).toEqual([]);
    const keptA = ofKind<{ spec: { template: { spec: { containers: IContainer[] } } } }>(
      objects,
      'Deployment',
    ).find((d) => (d as unknown as K8sObject).metadata.name.startsWith('mfe-site-r-'))!;
    expect(keptA.spec.template.spec.containers[0]).toEqual(
      expect.objectContaining({
        image: `registry.example.com/voltdesk/mfe-site:${A}@${digestOfA}`,
        imagePullPolicy: 'IfNotPresent',
      }),
    );
    expect(releaseServing(objects, `/remotes/site/${A}/chunks/1.abcdef12.js`)).toBe(A);
    expect(releaseServing(objects, `/remotes/site/${B}/chunks/1.0123abcd.js`)).toBe(B);
  });
});
