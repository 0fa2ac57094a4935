import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { IDeployment } from 'kubernetes-models/apps/v1/Deployment';
import type { INetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import type { IPodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import type { IService } from 'kubernetes-models/v1/Service';
import { parse } from 'yaml';
import { routesTo, type PathMatch } from './edge';
import { unitPolicy } from './network';
import { imageOf, NAME_LABEL, WEB_PORT, webs, type WebUnit } from './units';
import { deployment } from './workloads';

/**
 * Releases of a remote that keep running beside the one the overlay's `images:` deploys, so that:
 * - a remote's files live under `/remotes/<name>/<release>/` (web.Dockerfile), and each kept release has
 *   its own Deployment, Service and an HTTPRoute for its own path (the longest prefix wins over the
 *   base `/remotes/<name>/` rule): a page that loaded release A keeps getting A's chunks from A's pods
 *   while the base Deployment rolls to B, so old and new pods never answer each other's paths (no 404);
 * - `/remotes.json` (the `voltdesk-remotes` ConfigMap, `config/remotes.json` of the overlay) alone says
 *   which release the shell loads: releasing, rolling back or canarying (a second shell host with its own
 *   remotes.json) is a change of that file, as long as the release runs (base or kept here).
 * Input: `overlays/<env>/config/remote-releases.yaml` (`site: [<release>, ...]`, `replicas: 2`). Where the
 * overlay pins the remote by digest (prod), each kept release is pinned too: `<release>@sha256:<digest>`
 * (the digest the overlay had for it), run as `<image>:<release>@<digest>` with `IfNotPresent`; a kept
 * release named by tag alone is refused there, so prod never runs an image a re-pushed tag could change.
 */
interface ReleasesFile {
  replicas?: number;
  site?: string[];
  cms?: string[];
  pos?: string[];
}

export const RELEASES_FILE = 'config/remote-releases.yaml';

/** DNS-label-safe suffix of a release: `0.2.0-gabc` → `0-2-0-gabc`. */
export const releaseSlug = (release: string): string =>
  release
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .replace(/^-+|-+$/g, '');

interface OverlayKustomization {
  images?: { name: string; newName?: string; newTag?: string; digest?: string }[];
  configMapGenerator?: { name: string; literals?: string[] }[];
}
const overlayOf = (dir: string) =>
  parse(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8')) as OverlayKustomization;

/** The registry and repository the overlay's `images:` gives a remote (e.g. registry.example.com/voltdesk/mfe-site). */
const imageName = (k: OverlayKustomization, unit: WebUnit): string =>
  k.images?.find((i) => i.name === imageOf(unit))?.newName ?? imageOf(unit);

const DIGEST = /^sha256:[0-9a-f]{64}$/;

/**
 * One entry of the releases file (`<release>` or `<release>@sha256:<hex>`) as the image its pods run. An
 * overlay that pins the remote by digest must pin its kept releases too.
 */
function keptImage(k: OverlayKustomization, unit: WebUnit, entry: string) {
  const [release, digest, ...rest] = entry.split('@') as [string, string?];
  const where = `${RELEASES_FILE}: ${unit.remote}: "${entry}"`;
  const tagOk = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(release);
  if (!tagOk || rest.length || (digest !== undefined && !DIGEST.test(digest)))
    throw new Error(`${where} is not <release> or <release>@sha256:<64 hex digits>`);
  const current = k.images?.find((i) => i.name === imageOf(unit));
  if (current?.digest && !digest) {
    const hint = current.newTag === release ? ` (now: ${release}@${current.digest})` : '';
    throw new Error(
      `${where}: this overlay runs ${imageOf(unit)} by digest, so a kept release needs its digest too, as <release>@sha256:<digest>${hint}`,
    );
  }
  return {
    release,
    image: `${imageName(k, unit)}:${release}${digest ? `@${digest}` : ''}`,
    // A digest names one image forever (see overlays/prod/patches/pull-policy.yaml); a tag may be re-pushed.
    pullPolicy: digest ? ('IfNotPresent' as const) : ('Always' as const),
  };
}

/** The public host of the overlay (its PUBLIC_URL): the releases' HTTPRoutes join the main ones on it. */
function hostOf(k: OverlayKustomization): string {
  const literal = k.configMapGenerator
    ?.flatMap((g) => g.literals ?? [])
    .find((l) => l.startsWith('PUBLIC_URL='));
  if (!literal) throw new Error('the overlay sets no PUBLIC_URL');
  return new URL(literal.slice('PUBLIC_URL='.length)).host;
}

/** Every object that keeps the listed releases running and routed, for the overlay in `overlayDir`. */
export function remoteReleases(overlayDir: string): object[] {
  const file = path.join(overlayDir, RELEASES_FILE);
  if (!existsSync(file)) return [];
  const releases = (parse(readFileSync(file, 'utf8')) ?? {}) as ReleasesFile;
  const overlay = overlayOf(overlayDir);
  const replicas = releases.replicas ?? 2;
  const objects: object[] = [];
  const paths: { path: string; service: string }[] = [];
  for (const unit of webs) {
    if (!unit.remote) continue;
    for (const entry of releases[unit.remote] ?? []) {
      const { release, image, pullPolicy } = keptImage(overlay, unit, entry);
      const name = `${unit.name}-r-${releaseSlug(release)}`.slice(0, 63).replace(/-+$/, '');
      const kept: WebUnit = { ...unit, name: name as WebUnit['name'] };
      const base = deployment(kept);
      const labels = {
        ...base.metadata!.labels!,
        'voltdesk.io/remote': unit.remote,
        'voltdesk.io/release': releaseSlug(release),
      };
      const pod = base.spec!.template;
      const dep: IDeployment = {
        ...base,
        metadata: { name, labels },
        spec: {
          ...base.spec!,
          replicas,
          template: {
            metadata: { labels: { ...pod.metadata!.labels!, ...labels } },
            spec: {
              ...pod.spec!,
              containers: pod.spec!.containers.map((c) => ({
                ...c,
                image,
                imagePullPolicy: pullPolicy,
              })),
            },
          },
        },
      };
      const service: IService = {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name, labels },
        spec: {
          type: 'ClusterIP',
          selector: { [NAME_LABEL]: name },
          ports: [{ name: 'http', port: WEB_PORT, targetPort: 'http', protocol: 'TCP' }],
        },
      };
      const budget: IPodDisruptionBudget = {
        apiVersion: 'policy/v1',
        kind: 'PodDisruptionBudget',
        metadata: { name, labels },
        spec: { maxUnavailable: 1, selector: { matchLabels: { [NAME_LABEL]: name } } },
      };
      const policy: INetworkPolicy = unitPolicy(kept);
      objects.push(dep, service, budget, policy);
      paths.push({ path: `/remotes/${unit.remote}/${release}/`, service: name });
    }
  }
  if (!paths.length) return objects;
  // One HTTPRoute per kept release, on the same host and Gateway as the main routes: its longer
  // `/remotes/<name>/<release>/` prefix wins over the main `/remotes/<name>/`.
  const routes = paths.flatMap((p) =>
    routesTo(
      `voltdesk-${p.service}`,
      { name: p.service, port: WEB_PORT },
      [{ type: 'PathPrefix', value: p.path } satisfies PathMatch],
      hostOf(overlay),
    ),
  );
  return [...objects, ...routes];
}
