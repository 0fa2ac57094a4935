import { API_PREFIX, ownerOf, type ServiceName } from '@voltdesk/contracts';

/** Service addresses for the public reads a page makes of a service other than svc-content. */
export type OtherApiOrigins = Partial<Record<Exclude<ServiceName, 'content'>, string>>;

/**
 * The site's api object calls `/api/<path>`, relative to the page, as a browser resolves it. Node's fetch
 * resolves a relative URL against the global origin undici reads (its `setGlobalOrigin`), so the same
 * calls go to svc-content's own address on the server, without a second copy of the site's calls. Set once
 * per process, before the first render; most public reads of the site are svc-content's.
 *
 * A page that reads another service (a customer link's document is svc-pos's) has its calls sent to that
 * service's address in `others`, chosen by the route table as the gateway and the Ingress choose it. A
 * call to a service with no address here is answered 503 without a request: the render server cannot
 * reach it, and its web server then serves the plain shell, which the browser draws as before.
 */
export function setApiOrigin(origin: string, others: OtherApiOrigins = {}): void {
  const base = new URL(origin);
  (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalOrigin.1')] = base;
  routed.origins = others;
  routed.base = base.origin;
  if (routed.installed) return;
  routed.installed = true;
  const plain = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const target = otherServiceUrl(new URL(request.url));
    if (target === undefined) return plain(request);
    if (target === null) return unreachable();
    const { method, headers, signal } = request;
    const body = method === 'GET' || method === 'HEAD' ? undefined : await request.arrayBuffer();
    return plain(target, { method, headers, signal, body });
  };
}

const routed: { installed: boolean; base: string; origins: OtherApiOrigins } = {
  installed: false,
  base: '',
  origins: {},
};

/**
 * Where a call to svc-content's address really goes: undefined when it is svc-content's (or not a call
 * of ours at all), the other service's URL, or null when that service has no address here.
 */
function otherServiceUrl(url: URL): string | null | undefined {
  if (url.origin !== routed.base || !url.pathname.startsWith(API_PREFIX)) return undefined;
  const owner = ownerOf(url.pathname);
  if (!owner || owner === 'content') return undefined;
  const origin = routed.origins[owner];
  return origin ? new URL(`${url.pathname}${url.search}`, origin).href : null;
}

const unreachable = () =>
  new Response(JSON.stringify({ message: 'Service Unavailable' }), {
    status: 503,
    headers: { 'Content-Type': 'application/json' },
  });
