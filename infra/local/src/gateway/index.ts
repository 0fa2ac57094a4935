import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import { API_PREFIX, routeTable, ownerOf, type RouteDef, type ServiceName } from '@voltdesk/contracts';
import { ROOT } from '../stack-config';
import { bodyLimit, hasBody, readBody, tooLargeMessage } from './body-limit';
import { documentStatusOf } from './page-status';
import { createProxy } from './proxy';
import type { PageRenderer } from './rendered-pages';
import { json, problem, rawProblem, text } from './responses';
import { serveStatic } from './static-files';

export { HTML_HEADERS } from './static-files';

export interface GatewayOptions {
  /** Where each service listens (`http://127.0.0.1:4001`). */
  upstreams: Record<ServiceName, string>;
  /** Served as `/app-config.json`: what the browser needs at run time. */
  appConfig: { landingKey: string; publicUrl: string };
  publicUrl: string;
  /** Front-end build folders; defaults to the workspaces' dist folders. */
  staticRoot?: string;
  /** Addresses of proxies in front of the gateway whose X-Forwarded-* headers are believed. */
  trustedProxies?: readonly string[];
  /**
   * Server rendering of the public pages (rendered-pages.ts); without it every page is the shell's plain
   * index.html.
   */
  pages?: PageRenderer;
  /** Slow-client limits: all headers within `headersMs`, the whole request within `requestMs`. */
  timeouts?: { headersMs?: number; requestMs?: number; upstreamMs?: number };
}

/** Each gateway's upstream pools, closed by closeGateway (a server may listen and close more than once). */
const proxies = new WeakMap<http.Server, ReturnType<typeof createProxy>>();

const routesByPath = new Map<string, RouteDef>(routeTable.map((r) => [`${API_PREFIX}${r.path}`, r]));
/** `.` and `..` path segments, plain or percent-encoded, and NUL: never meaningful in a request to us. */
const UNSAFE_PATH = /(^|\/)\.{1,2}(\/|$)|\0|\\/;

/**
 * The gateway's HTTP server with its limits. Requests Node's parser refuses get one envelope answer and
 * their connection closed; nothing behind the gateway speaks WebSocket or tunnels.
 */
function createHttpServer(
  options: GatewayOptions,
  handle: (req: IncomingMessage, res: ServerResponse) => void,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: options.timeouts?.headersMs ?? 10_000,
      requestTimeout: options.timeouts?.requestMs ?? 120_000,
      // How often the two limits above are checked; Node's default (30 s) would let a slow client sit far
      // past them.
      connectionsCheckingInterval: 1_000,
      keepAliveTimeout: 30_000,
      maxHeaderSize: 16 * 1024,
    },
    handle,
  );

  // Requests Node's parser refuses (bad percent-encoding never gets this far; bad header bytes, oversized
  // headers, smuggling attempts, timeouts do) get one envelope answer and their connection closed.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage;
    if (!socket.writable || inFlight?.headersSent || err.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' || err.code === 'HPE_HEADERS_TIMEOUT'
          ? 408
          : 400;
    socket.end(rawProblem(status));
  });
  // Nothing behind the gateway speaks WebSocket or tunnels.
  const refuse = (_req: IncomingMessage, socket: Duplex) => socket.end(rawProblem(400));
  server.on('upgrade', refuse);
  server.on('connect', refuse);
  return server;
}

/**
 * The local single origin (docs/architecture.md sections 3 and 7), a small reverse proxy: `/api/*` and
 * `/media/*` go to the service the route table names over pooled keep-alive connections, the built front
 * ends are served as static files, and the shell's `index.html` answers every other path (client-side
 * routing), with HTTP 404 when the site has no page there (page-status.ts). Whatever a client sends, it
 * gets an answer in the services' envelope (400, 408, 413, 431, 503) and the gateway keeps serving
 * everyone else.
 */
export function createGateway(options: GatewayOptions): http.Server {
  const staticRoot = options.staticRoot ?? ROOT;
  const robots = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\nSitemap: ${options.publicUrl}/sitemap.xml\n`;
  const documentStatus = documentStatusOf(options.upstreams.content, options.timeouts?.upstreamMs ?? 5_000);
  const proxy = createProxy({
    upstreams: options.upstreams,
    trustedProxies: options.trustedProxies,
    upstreamTimeoutMs: options.timeouts?.upstreamMs,
  });

  // gzip (or brotli) for every compressible answer, static files and API alike, as nginx does in front of
  // the bundles in Kubernetes (infra/docker/nginx-spa.conf): the public page's budget is counted in gzip
  // bytes, and a phone on a slow network gets them. The services' answers are compressed by the relay
  // (compress.ts: the same choices, plus a memo of compressed bodies); what the gateway answers itself
  // goes through the `compression` middleware. A client that accepts no encoding skips both entirely.
  // (compression's types are Express's, but it only uses Node's own request and response.)
  const compressLocal = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;

  const server = createHttpServer(options, handle);
  proxies.set(server, proxy);

  /** Answers the request; a failure of the gateway's own is a 502 (or a closed connection mid-answer). */
  function handle(req: IncomingMessage, res: ServerResponse): void {
    try {
      // No closure per request: the catch handler only for routes that return a promise (bodies, files).
      route(req, res)?.catch(() => failed(res));
    } catch {
      failed(res);
    }
  }

  /**
   * Synchronous all the way to the service for a request without a body (nearly all of them): no promise
   * or microtask on the hot path.
   */
  function route(req: IncomingMessage, res: ServerResponse): Promise<void> | void {
    const url = req.url ?? '';
    // Origin-form only: absolute-form (`GET http://other/`) is for forward proxies, `*` for OPTIONS.
    if (!url.startsWith('/') || url.startsWith('//')) return problem(res, 400);
    const query = url.indexOf('?');
    const rawPath = query === -1 ? url : url.slice(0, query);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return problem(res, 400);
    }
    if (UNSAFE_PATH.test(pathname)) return problem(res, 400);

    if (pathname === '/sitemap.xml' || pathname === '/rss.xml')
      return forward(req, res, 'content', `/api${pathname}${url.slice(rawPath.length)}`, `/api${pathname}`);
    const owner = pathname.startsWith(API_PREFIX) ? routesByPath.get(pathname)?.service : ownerOf(pathname);
    if (owner === 'content' && options.pages && isWrite(req.method)) invalidateOnSuccess(res, options.pages);
    if (owner) return forward(req, res, owner, url, rawPath);
    // Sets itself up on the answer and calls on at once.
    if (req.headers['accept-encoding']) compressLocal(req, res, noop);
    if (pathname.startsWith(API_PREFIX)) return json(res, 404, { message: 'Not found.' });
    if (pathname === '/app-config.json') return json(res, 200, options.appConfig, 'no-cache');
    if (pathname === '/robots.txt') return text(res, robots);
    return serveStatic(
      req,
      res,
      pathname,
      staticRoot,
      documentStatus,
      options.pages,
      url.slice(rawPath.length),
    );
  }

  /** To the service, once the body (if any) is in and within the route's limit. */
  function forward(
    req: IncomingMessage,
    res: ServerResponse,
    owner: ServiceName,
    upstreamPath: string,
    rawPath: string,
  ): Promise<void> | void {
    if (!hasBody(req)) return proxy.forward(req, res, owner, upstreamPath, undefined);
    const route = routesByPath.get(rawPath);
    const method = req.method ?? 'GET';
    const limit = bodyLimit(route, method, req.headers['content-type']);
    return readBody(req, limit).then((read) => {
      if (read.ok) return proxy.forward(req, res, owner, upstreamPath, read.body);
      // The rest of the body stays unread on the connection: it cannot carry another request.
      if (!read.keepAlive) res.shouldKeepAlive = false;
      problem(res, 413, {}, tooLargeMessage(route, method, req.headers['content-type']));
    });
  }

  return server;
}

const noop = () => {};

const isWrite = (method: string | undefined) => method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';

/**
 * A content write that succeeded (a post published, a page edited, the setup saved) empties the rendered
 * pages, as it empties svc-content's own caches: the next visitor gets a page drawn from the new content.
 */
function invalidateOnSuccess(res: ServerResponse, pages: PageRenderer): void {
  res.once('finish', () => {
    if (res.statusCode < 400) pages.invalidate();
  });
}

function failed(res: ServerResponse): void {
  if (!res.headersSent) problem(res, 502);
  else res.destroy();
}

/** Stops accepting connections, waits for those in flight, then closes the pooled upstream connections. */
export async function closeGateway(server: http.Server, graceMs = 5_000): Promise<void> {
  if (server.listening) {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    // A client that keeps a slow answer open does not hold the stop up for longer than the grace period.
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    await closed;
    clearTimeout(timer);
  }
  await proxies.get(server)?.close();
}
