/**
 * The production render server (docs/decisions/0013-server-rendered-public-pages.md): a container beside
 * the shell's nginx in its pod, which proxies every public page request to it and falls back to the plain
 * index.html when it does not answer. `node dist/main.mjs`; configured by environment:
 *
 * RENDER_HOST, RENDER_PORT   where it listens (127.0.0.1:8081: only nginx in the same pod asks)
 * CONTENT_URL                svc-content's address (the site's public reads)
 * POS_URL                    svc-pos's address (a customer link's document, for the /document and /portal
 *                            pages); unset: those pages answer 503 here, so nginx serves the plain shell
 * SHELL_DIST                 the built shell (its index.html is every page's template)
 * APP_CONFIG_FILE            the app-config.json the shell's nginx serves (landing key, public URL)
 * SITE_MANIFEST              the site remote's mf-manifest.json as the public origin serves it
 *                            (`/remotes/site/<release>/mf-manifest.json`), read from SITE_ORIGIN with the
 *                            site's public-pages entry beside it (`public/public-entry.json`)
 * SITE_ORIGIN                where that path is fetched from (the site remote's nginx)
 * REMOTES_FILE               optional: the remotes.json the shell's nginx serves; when set, its `site`
 *                            entry is the manifest path (read again with it), so a site release is still
 *                            a change of that file alone
 * PAGE_CACHE_TTL_MS          how long a rendered page is served as it is (default 30000, the landing cache's)
 */
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  createPageRenderer,
  setApiOrigin,
  SITE_PUBLIC_ENTRY,
  siteAssetsOf,
  type DocumentAssets,
} from './render';

const env = (name: string, fallback?: string): string => {
  const value = process.env[name] ?? fallback;
  if (value === undefined || value === '') {
    console.error(`${name} is required`);
    process.exit(1);
  }
  return value;
};

const contentUrl = env('CONTENT_URL');
const posUrl = process.env.POS_URL || undefined;
const shellDist = env('SHELL_DIST');
const appConfigFile = env('APP_CONFIG_FILE');
const siteManifest = env('SITE_MANIFEST', '/remotes/site/mf-manifest.json');
const siteOrigin = env('SITE_ORIGIN');
const remotesFile = process.env.REMOTES_FILE || undefined;
const ttlMs = Number(env('PAGE_CACHE_TTL_MS', '30000'));

/** The site's manifest path: remotes.json's `site` entry when there is one, else SITE_MANIFEST. */
async function siteManifestPath(): Promise<string> {
  if (!remotesFile) return siteManifest;
  try {
    const remotes = JSON.parse(await readFile(remotesFile, 'utf8')) as Record<string, unknown>;
    return typeof remotes.site === 'string' ? remotes.site : siteManifest;
  } catch {
    return siteManifest;
  }
}

setApiOrigin(contentUrl, posUrl ? { pos: posUrl } : {});

const appConfig = JSON.parse(await readFile(appConfigFile, 'utf8')) as Record<string, unknown>;
const template = await readFile(path.join(shellDist, 'index.html'), 'utf8');

let assets: { at: number; value: Promise<DocumentAssets> } | undefined;
/** The site's manifest, asked again once a minute: a remote is released without restarting this server. */
function siteAssets(): Promise<DocumentAssets> {
  if (assets && Date.now() - assets.at < 60_000) return assets.value;
  const value = siteManifestPath()
    .then(async (at) => {
      // The manifest, and the public-pages bundle's entry beside it (absent in an older site release).
      const read = async (url: URL) => {
        const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        return res.ok ? ((await res.json()) as unknown) : undefined;
      };
      const manifestUrl = new URL(at, siteOrigin);
      const [manifest, publicEntry] = await Promise.all([
        read(manifestUrl),
        read(new URL(SITE_PUBLIC_ENTRY, manifestUrl)).catch(() => undefined),
      ]);
      return siteAssetsOf(manifest, at, publicEntry);
    })
    .catch(() => ({ styles: [] }));
  assets = { at: Date.now(), value };
  return value;
}

const renderer = createPageRenderer({
  template: () => Promise.resolve(template),
  appConfig: {
    landingKey: typeof appConfig.landingKey === 'string' ? appConfig.landingKey : null,
    publicUrl: typeof appConfig.publicUrl === 'string' ? appConfig.publicUrl.replace(/\/+$/, '') : null,
  },
  assets: siteAssets,
  ttlMs,
});

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://render');
  if (url.pathname === '/healthz' || url.pathname === '/readyz') {
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok\n');
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405).end();
    return;
  }
  renderer
    .render(decodeURIComponent(url.pathname), url.search)
    .then((page) => {
      // Not a page rendered here (a shell screen): nginx serves the plain index.html.
      if (!page) return void res.writeHead(404, { 'X-Voltdesk-Rendered': 'no' }).end();
      res.writeHead(page.status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Voltdesk-Rendered': 'yes',
      });
      res.end(req.method === 'HEAD' ? undefined : page.html);
    })
    .catch((error: unknown) => {
      console.error('render failed', error);
      if (!res.headersSent) res.writeHead(502).end();
    });
});

server.listen(Number(env('RENDER_PORT', '8081')), env('RENDER_HOST', '127.0.0.1'));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
