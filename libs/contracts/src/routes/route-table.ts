import type { Access } from '../endpoints/endpoint';
import type { Permission } from '../schemas/auth/permissions';
import { authEndpoints } from '../endpoints/auth';
import { contentEndpoints } from '../endpoints/content';
import { notifyEndpoints } from '../endpoints/notify';
import { posEndpoints } from '../endpoints/pos';

/**
 * The single route table of the public API. The local gateway and the Kubernetes Ingress are both
 * generated from it, and each service registers exactly the routes it owns from it, so a path can never be
 * served by one place and routed to another.
 *
 * `path` is relative to the `/api/` prefix and matches the spec's call table (section 7) exactly, typos
 * included (`landding`), because the front end and any existing client use those paths.
 */
export type ServiceName = 'auth' | 'content' | 'pos' | 'notify';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call a route (see `Access` in ../endpoints/endpoint.ts). */
export type RouteAccess = Access;

/**
 * One method on one path. A path may carry more than one method (a mail link: `unsubscribe` and
 * `confirmSubscription` answer a browser's GET without changing anything, and act on the POST of the site's
 * button or a mail client), always of the same service: the gateway and the Ingress route by path alone.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  service: ServiceName;
  access: RouteAccess;
  /** The body may come form-encoded (see `Endpoint.form`). */
  form?: boolean;
  /** The permission the caller's role must hold besides (see `Endpoint.permission`). */
  permission?: Permission;
}

export const routeTable: readonly RouteDef[] = [
  ...Object.values(authEndpoints),
  ...Object.values(contentEndpoints),
  ...Object.values(posEndpoints),
  ...Object.values(notifyEndpoints),
];

/** Uploaded files are served by the service that stored them, under `/media/<service>/`. */
export const mediaPrefixes: Readonly<Record<string, ServiceName>> = {
  '/media/auth/': 'auth',
  '/media/content/': 'content',
  '/media/pos/': 'pos',
};

export const API_PREFIX = '/api/';

/** Which service owns an incoming URL path (query string ignored), or undefined for none. */
export function ownerOf(urlPath: string): ServiceName | undefined {
  const pathname = urlPath.split('?', 1)[0] ?? '';
  if (pathname.startsWith(API_PREFIX)) {
    const rel = pathname.slice(API_PREFIX.length);
    return routeTable.find((r) => r.path === rel)?.service;
  }
  for (const [prefix, service] of Object.entries(mediaPrefixes)) {
    if (pathname.startsWith(prefix)) return service;
  }
  return undefined;
}
