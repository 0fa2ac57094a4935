import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from '@voltdesk/contracts';
import { frontEnds } from '../stack-config';
import type { DocumentStatus } from './page-status';
import type { PageRenderer } from './rendered-pages';
import { json, problem, text } from './responses';

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
 * Headers of every HTML answer: the shared Content-Security-Policy (the production nginx sends the same),
 * no framing, and a referrer that never leaks a path to another site.
 */
export const HTML_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * The built front ends: the shell at `/` (its index.html for every client-side route, with the status
 * `documentStatus` gives the route: 404 for a page the site does not have) and each remote at
 * `/remotes/<name>/`. With `pages`, a public page is the server-rendered document instead (its own
 * status), and the plain index.html stays for the shell's screens and whenever rendering fails.
 * `pathname` is already decoded and free of dot segments; `search` is the query string with its `?`.
 */
export async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  root: string,
  documentStatus: (pathname: string) => Promise<DocumentStatus> = async () => 200,
  pages?: PageRenderer,
  search = '',
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return problem(res, 405);
  const remote = frontEnds.find((f) => f.mount !== '/' && pathname.startsWith(f.mount));
  const bundle = remote ?? frontEnds[0];
  const dir = path.join(root, bundle.dir);
  const file = path.normalize(path.join(dir, pathname.slice(bundle.mount.length)));
  if (!file.startsWith(dir + path.sep) && file !== dir) return json(res, 404, { message: 'Not found.' });
  const info = await stat(file).catch(() => undefined);
  if (info?.isFile()) return sendFile(req, res, file, info.size);
  if (remote) return json(res, 404, { message: 'Not found.' });
  if (pages) {
    const page = await pages.render(pathname, search).catch((error: unknown) => {
      console.error(`rendering ${pathname} failed; serving the plain shell`, error);
      return undefined;
    });
    if (page) return sendPage(req, res, page.status, page.html);
  }
  // Client-side routes of the shell: its index.html, never cached so a new deploy is picked up at once.
  const index = path.join(dir, 'index.html');
  const indexInfo = await stat(index).catch(() => undefined);
  if (!indexInfo) return text(res, 'The front end is not built yet: run `npm run build:web`.', 503);
  return sendFile(req, res, index, indexInfo.size, await documentStatus(pathname));
}

/** A rendered page: revalidated on every visit (it changes with the content), with the HTML headers. */
function sendPage(req: IncomingMessage, res: ServerResponse, status: number, html: string): void {
  const body = Buffer.from(html);
  res.writeHead(status, {
    'Content-Type': MIME['.html'],
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...HTML_HEADERS,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, size: number, status = 200) {
  const ext = path.extname(file);
  // Content-hashed assets never change; manifests, remotes.json and index.html must always be fresh.
  const immutable = /\.[0-9a-f]{8,}\.(js|css|woff2|png|svg|jpg)$/.test(path.basename(file));
  res.writeHead(status, {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'Content-Length': size,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...(ext === '.html' ? HTML_HEADERS : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}
