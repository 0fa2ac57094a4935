import { API_PREFIX, mediaPrefixes, routeTable, type ServiceName } from '@voltdesk/contracts';
import type { IHTTPIngressPath } from 'kubernetes-models/networking.k8s.io/v1/HTTPIngressPath';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NAME_LABEL, PART_OF, PART_OF_LABEL, portOf, serviceUnit, webs, type Unit } from './units';

/** Replaced by each overlay (JSON6902 patch on /spec/rules/0/host and /spec/tls/0/hosts/0). */
export const BASE_HOST = 'voltdesk.example.com';
export const SITEMAP_PATH = '/sitemap.xml';
/** The blog's RSS feed, where feed readers are sent (svc-content answers it under that path too). */
export const RSS_PATH = '/rss.xml';

const backend = (unit: Unit) => ({ service: { name: unit.name, port: { number: portOf(unit) } } });
const exact = (path: string, unit: Unit): IHTTPIngressPath => ({
  path,
  pathType: 'Exact',
  backend: backend(unit),
});
const prefix = (path: string, unit: Unit): IHTTPIngressPath => ({
  path,
  pathType: 'Prefix',
  backend: backend(unit),
});

/**
 * The public origin, generated from the route table of `@voltdesk/contracts` (the local gateway routes by
 * the same table, through `ownerOf`; `test/ingress.test.ts` proves the two agree):
 * - one Exact rule per `/api/<path>` to the service that owns it (an unknown `/api/...` falls through to
 *   the shell's nginx, which answers 404 JSON like the gateway);
 * - one Prefix rule per `/media/<service>/`;
 * - `/sitemap.xml` and `/rss.xml` to svc-content, which answers them under those paths too (no rewrite:
 *   see README);
 * - `/remotes/<name>/` to that remote's nginx, and `/` to the shell's nginx (client-side routes, plus
 *   `/app-config.json` and `/robots.txt` from a ConfigMap).
 *
 * Only controller-neutral fields are used for routing, so any Ingress controller routes it the same way.
 */
export function ingress(): IIngress {
  const apiPaths = [...new Map(routeTable.map((r) => [r.path, r.service])).entries()].map(([path, owner]) =>
    exact(`${API_PREFIX}${path}`, serviceUnit(owner)),
  );
  const media = Object.entries(mediaPrefixes).map(([path, owner]) =>
    prefix(path, serviceUnit(owner as ServiceName)),
  );
  const shell = webs.find((w) => !w.remote);
  if (!shell) throw new Error('no shell front end');
  const remotes = webs.filter((w) => w.remote).map((w) => prefix(`/remotes/${w.remote}/`, w));
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: {
      name: 'voltdesk',
      labels: { [NAME_LABEL]: 'voltdesk', [PART_OF_LABEL]: PART_OF },
      annotations: {
        // ingress-nginx only (other controllers ignore them): uploads up to service-kit's 5 MB file limit
        // plus multipart overhead, and the services' own 60 s budget. No rewrite or regex annotation.
        'nginx.ingress.kubernetes.io/proxy-body-size': '8m',
        'nginx.ingress.kubernetes.io/proxy-read-timeout': '60',
      },
    },
    spec: {
      ingressClassName: 'nginx',
      tls: [{ hosts: [BASE_HOST], secretName: 'voltdesk-tls' }],
      rules: [
        {
          host: BASE_HOST,
          http: {
            paths: [
              ...apiPaths,
              ...media,
              exact(SITEMAP_PATH, serviceUnit('content')),
              exact(RSS_PATH, serviceUnit('content')),
              ...remotes,
              prefix('/', shell),
            ],
          },
        },
      ],
    },
  };
}

/**
 * Which backend Service an Ingress sends a path to, by the Kubernetes Ingress matching rules: an Exact
 * match wins, else the longest Prefix match, element by element (`/media/auth/` matches `/media/auth/x`,
 * not `/media/authx`).
 */
export function backendFor(ing: IIngress, urlPath: string): string | undefined {
  const pathname = urlPath.split('?', 1)[0] ?? '';
  const paths = ing.spec?.rules?.flatMap((r) => r.http?.paths ?? []) ?? [];
  const hit = paths.find((p) => p.pathType === 'Exact' && p.path === pathname);
  if (hit) return hit.backend.service?.name;
  const elements = (p: string) => p.split('/').filter(Boolean);
  const requested = elements(pathname);
  const prefixes = paths
    .filter((p) => p.pathType === 'Prefix' && p.path !== undefined)
    .filter((p) => elements(p.path ?? '').every((e, i) => requested[i] === e))
    .sort((a, b) => (b.path ?? '').length - (a.path ?? '').length);
  return prefixes[0]?.backend.service?.name;
}
