import path from 'node:path';
import { API_PREFIX, mediaPrefixes, ownerOf, routeTable } from '@voltdesk/contracts';
import type { IIngress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { backendFor, ingress } from '../src/ingress';
import { readYamlDocs } from '../src/kustomize';
import { K8S_DIR, services } from '../src/units';
import { ofKind, OVERLAYS, rendered } from './helpers';

const committed = readYamlDocs(path.join(K8S_DIR, 'base/ingress.yaml'))[0] as unknown as IIngress;
const serviceOf = (owner: string | undefined) => (owner ? `svc-${owner}` : undefined);

const cases: [string, IIngress | undefined][] = [
  ['the committed base Ingress', committed],
  ...OVERLAYS.map((o): [string, IIngress | undefined] => [
    `the ${o} overlay's Ingress`,
    ofKind<IIngress>(rendered[o], 'Ingress')[0],
  ]),
];

describe.each(cases)('%s', (_name, ing) => {
  it('sends every route of the contract to the service ownerOf() names (as the local gateway does)', () => {
    expect(ing).toBeDefined();
    for (const route of routeTable) {
      const url = `${API_PREFIX}${route.path}`;
      expect([url, backendFor(ing!, url)]).toEqual([url, serviceOf(ownerOf(url))]);
      // The query string plays no part, as in ownerOf().
      expect(backendFor(ing!, `${url}?page=2`)).toBe(serviceOf(ownerOf(`${url}?page=2`)));
    }
  });

  it('sends uploaded media to the service that stored them', () => {
    for (const prefix of Object.keys(mediaPrefixes)) {
      const url = `${prefix}0f3a9c.png`;
      expect(backendFor(ing!, url)).toBe(serviceOf(ownerOf(url)));
    }
    expect(backendFor(ing!, '/media/authx/a.png')).toBe('shell');
  });

  it('sends the site map and the feed to svc-content, the remotes to their nginx and the rest to the shell', () => {
    expect(backendFor(ing!, '/sitemap.xml')).toBe('svc-content');
    expect(backendFor(ing!, '/rss.xml')).toBe('svc-content');
    expect(backendFor(ing!, '/remotes/site/mf-manifest.json')).toBe('mfe-site');
    expect(backendFor(ing!, '/remotes/cms/remoteEntry.js')).toBe('mfe-cms');
    expect(backendFor(ing!, '/remotes/pos/chunks/1.a1b2c3d4.js')).toBe('mfe-pos');
    for (const url of ['/', '/admin/pos', '/blog/some-post', '/app-config.json', '/robots.txt'])
      expect(backendFor(ing!, url)).toBe('shell');
  });

  it('sends an unknown /api/ path to no service (the shell nginx answers 404 JSON, like the gateway)', () => {
    expect(ownerOf('/api/nope')).toBeUndefined();
    expect(backendFor(ing!, '/api/nope')).toBe('shell');
    expect(backendFor(ing!, '/api/login/extra')).toBe('shell');
    expect(backendFor(ing!, '/api/LOGIN')).toBe('shell');
  });

  it('has one rule per path and backends on the services the manifests define', () => {
    const paths = ing!.spec?.rules?.flatMap((r) => r.http?.paths ?? []) ?? [];
    const keys = paths.map((p) => `${p.pathType} ${p.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const ports = Object.fromEntries(services.map((s) => [s.name, s.port]));
    for (const p of paths) {
      const name = p.backend.service?.name ?? '';
      expect(p.backend.service?.port?.number).toBe(ports[name] ?? 8080);
    }
  });
});

describe('generated Ingress', () => {
  it('is the committed one', () => {
    expect(committed).toEqual(JSON.parse(JSON.stringify(ingress())));
  });

  it('uses no rewrite or regex annotation (they would turn every path of the host into a regex)', () => {
    const annotations = Object.keys(committed.metadata?.annotations ?? {});
    expect(annotations.filter((a) => /rewrite|regex|snippet/.test(a))).toEqual([]);
  });
});
