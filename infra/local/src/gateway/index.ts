import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import httpProxy from 'http-proxy';
import { ownerOf, type ServiceName } from '@voltdesk/contracts';
import { frontEnds, ROOT } from './stack-config';

export interface GatewayOptions {
  /** Where each service listens (`http://127.0.0.1:4001`). */
  upstreams: Record<ServiceName, string>;
  /** Served as `/app-config.json`: what the browser needs at run time. */
  appConfig: { landingKey: string; publicUrl: string };
  publicUrl: string;
  /** Front-end build folders; defaults to the workspaces' dist folders. */
  staticRoot?: string;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The local single origin (ARCHITECTURE.md sections 3 and 7): `/api/*` and `/media/*` go to the service the
 * route table names (the Kubernetes Ingress is generated from the same table), the built front ends are
 * served as static files, and the shell's `index.html` answers every other path (client-side routing).
 */
export function createGateway(options: GatewayOptions): http.Server {
  const proxy = httpProxy.createProxyServer({ xfwd: true, proxyTimeout: 60_000 });
  proxy.on('error', (_err, _req, res) => {
    const r = res as ServerResponse;
    if (!r.headersSent) r.writeHead(503, { 'Content-Type': 'application/json' });
    r.end(JSON.stringify({ message: 'Service unavailable.' }));
  });
  const staticRoot = options.staticRoot ?? ROOT;
  const robots = `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\nSitemap: ${options.publicUrl}/sitemap.xml\n`;

  // gzip (or brotli) for every compressible answer, static files and API alike, as nginx does in front of
  // the bundles in Kubernetes (infra/docker/nginx-spa.conf): the public page's budget is counted in gzip
  // bytes, and a phone on a slow network gets them.
  // (compression's types are Express's, but it only uses Node's own request and response.)
  const compress = compression() as unknown as (
    req: IncomingMessage,
    res: ServerResponse,
    next: () => void,
  ) => void;

  return http.createServer((req, res) => {
    compress(req, res, () => route(req, res));
  });

  function route(req: IncomingMessage, res: ServerResponse) {
    const url = req.url ?? '/';
    const pathname = decodeURIComponent(url.split('?', 1)[0] ?? '/');
    if (pathname === '/sitemap.xml') {
      req.url = '/api/sitemap.xml';
      return proxy.web(req, res, { target: options.upstreams.content });
    }
    const owner = ownerOf(pathname);
    if (owner) return proxy.web(req, res, { target: options.upstreams[owner] });
    if (pathname.startsWith('/api/')) return json(res, 404, { message: 'Not found.' });
    if (pathname === '/app-config.json') return json(res, 200, options.appConfig, 'no-cache');
    if (pathname === '/robots.txt') return text(res, robots);
    void serveStatic(req, res, pathname, staticRoot);
  }
}

async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, root: string) {
  if (req.method !== 'GET' && req.method !== 'HEAD')
    return json(res, 405, { message: 'Method not allowed.' });
  const remote = frontEnds.find((f) => f.mount !== '/' && pathname.startsWith(f.mount));
  const bundle = remote ?? frontEnds[0];
  const dir = path.join(root, bundle.dir);
  const relative = pathname.slice(bundle.mount.length);
  const file = path.normalize(path.join(dir, relative));
  if (!file.startsWith(dir)) return json(res, 404, { message: 'Not found.' });
  const info = await stat(file).catch(() => undefined);
  if (info?.isFile()) return sendFile(res, file, info.size, req.method === 'HEAD');
  if (remote) return json(res, 404, { message: 'Not found.' });
  // Client-side routes of the shell: its index.html, never cached so a new deploy is picked up at once.
  const index = path.join(dir, 'index.html');
  const indexInfo = await stat(index).catch(() => undefined);
  if (!indexInfo) return text(res, 'The front end is not built yet: run `npm run build:web`.', 503);
  return sendFile(res, index, indexInfo.size, req.method === 'HEAD');
}

function sendFile(res: ServerResponse, file: string, size: number, headOnly: boolean) {
  const ext = path.extname(file);
  const base = path.basename(file);
  // Content-hashed assets never change; manifests, remotes.json and index.html must always be fresh.
  const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2|png|svg|jpg)$/.test(base);
  res.writeHead(200, {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...(ext === '.html'
      ? { 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' }
      : {}),
  });
  if (headOnly) return res.end();
  createReadStream(file).pipe(res);
}

function json(res: ServerResponse, status: number, body: unknown, cache = 'no-store') {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cache });
  res.end(JSON.stringify(body));
}

function text(res: ServerResponse, body: string, status = 200) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(body);
}
