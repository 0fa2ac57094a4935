/**
 * npm run bench:bundles -w @voltdesk/shell
 *
 * Builds the shell, the site (its remote and its public-pages bundle) and the server rendering
 * (infra/render), serves shell/dist and mfe-site/dist (at /remotes/site/) on a local port as the gateway
 * does (public pages as the server-rendered document, with canned API answers; the SPA fallback for the
 * rest), opens `/` and `/admin` in headless Chromium and adds up the gzip size of every code and style file
 * the browser fetched. Writes bench/results/bundles.json at the repository root.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), SKIP_BUILD=1 to measure the existing dists.
 * `/` counts what a visitor's browser fetches for the home page, rendered on the server and hydrated
 * (budget: 120 KiB gzip); the admin remotes answer 404 here, so `/admin` is what the shell itself costs
 * there.
 */
import { spawnSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '@voltdesk/local/chromium';

const shellDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(shellDir, '..');
const distDir = path.join(shellDir, 'dist');
const siteDistDir = path.join(repoRoot, 'mfe-site', 'dist');
const renderBundle = path.join(repoRoot, 'infra', 'render', 'dist', 'render.mjs');
/** What `/` may weigh, shell and site together, in gzip bytes of JS and CSS. */
const PUBLIC_BUDGET_GZIP = 120 * 1024;
const outFile = path.join(repoRoot, 'bench', 'results', 'bundles.json');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

const ADMIN_ID = '64b7f0c2a1b2c3d4e5f60718';
const API: Record<string, unknown> = {
  getSingleSetup: { data: { websiteData: { title: 'Voltdesk' } } },
  'admin/users': {
    data: {
      id: ADMIN_ID,
      name: 'Bench Admin',
      email: 'bench@example.com',
      avatar: null,
      user_type: 'admin',
      role: 'owner',
      status: 1,
    },
  },
};

function send(res: ServerResponse, status: number, body: Buffer | string, type: string): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  res.end(body);
}

/** What the bench needs of infra/render's bundle (the gateway's page renderer). */
interface RenderModule {
  createPageRenderer(options: {
    template: () => Promise<string>;
    appConfig: { landingKey: string | null; publicUrl: string | null };
    assets: () => Promise<{ styles: readonly string[]; scripts?: readonly string[] }>;
    ttlMs: number;
  }): { render(pathname: string, search: string): Promise<{ status: number; html: string } | undefined> };
  siteAssetsOf(manifest: unknown, manifestUrl: string, publicEntry?: unknown): { styles: string[] };
  setApiOrigin(origin: string): void;
  SITE_PUBLIC_ENTRY: string;
}

type Renderer = ReturnType<RenderModule['createPageRenderer']>;

/** Public pages rendered as the gateway renders them, their reads answered by this server's canned API. */
async function pageRenderer(origin: string): Promise<Renderer> {
  const render = (await import(pathToFileURL(renderBundle).href)) as RenderModule;
  render.setApiOrigin(origin);
  const json = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
  const publicEntry = path.join(siteDistDir, render.SITE_PUBLIC_ENTRY);
  return render.createPageRenderer({
    template: () => Promise.resolve(readFileSync(path.join(distDir, 'index.html'), 'utf8')),
    appConfig: { landingKey: null, publicUrl: null },
    assets: () =>
      Promise.resolve(
        render.siteAssetsOf(
          json(path.join(siteDistDir, 'mf-manifest.json')),
          '/remotes/site/mf-manifest.json',
          existsSync(publicEntry) ? json(publicEntry) : undefined,
        ),
      ),
    ttlMs: 0,
  });
}

let pages: Renderer | undefined;

function serve(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname.startsWith('/api/')) {
    const body = API[url.pathname.slice(5)];
    if (body) return send(res, 200, JSON.stringify(body), TYPES['.json']!);
    return send(res, 503, JSON.stringify({ message: 'Service unavailable' }), TYPES['.json']!);
  }
  if (url.pathname === '/remotes.json')
    return send(res, 200, JSON.stringify({ site: '/remotes/site/mf-manifest.json' }), TYPES['.json']!);
  if (url.pathname.startsWith('/remotes/site/')) {
    const file = path.join(siteDistDir, path.normalize(decodeURIComponent(url.pathname.slice(14))));
    if (file.startsWith(siteDistDir) && existsSync(file) && statSync(file).isFile())
      return send(res, 200, readFileSync(file), TYPES[path.extname(file)] ?? 'application/octet-stream');
  }
  if (url.pathname.startsWith('/remotes/')) return send(res, 404, 'Not found', 'text/plain');
  const file = path.join(distDir, path.normalize(decodeURIComponent(url.pathname)));
  if (file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()) {
    return send(res, 200, readFileSync(file), TYPES[path.extname(file)] ?? 'application/octet-stream');
  }
  const index = () => send(res, 200, readFileSync(path.join(distDir, 'index.html')), TYPES['.html']!);
  if (!pages) return index();
  // A public page is the server-rendered document, as the gateway answers it; the shell's screens (and a
  // failed render) the shell's index.html.
  pages.render(url.pathname, url.search).then(
    (page) => (page ? send(res, page.status, page.html, TYPES['.html']!) : index()),
    (error: unknown) => {
      console.error('render failed', error);
      index();
    },
  );
}

interface Fetched {
  url: string;
  kind: 'js' | 'css' | 'html' | 'other';
  bytes: number;
  gzip: number;
}

interface PageFigures {
  path: string;
  files: Fetched[];
  js: { bytes: number; gzip: number };
  css: { bytes: number; gzip: number };
  html: { bytes: number; gzip: number };
  totalGzip: number;
  /** Strings that only admin code contains, found in what this page fetched. */
  adminMarkersFound: string[];
}

// Text that exists only in admin code (layout, dashboard, forms, tables, ajv, the editor).
const ADMIN_MARKERS = [
  'Welcome to admin panel',
  'vd-sidebar',
  'Site Settings',
  'vd-table',
  'ajv',
  'DraftEditor',
];

function kindOf(url: string): Fetched['kind'] {
  const ext = path.extname(new URL(url).pathname);
  if (ext === '.js') return 'js';
  if (ext === '.css') return 'css';
  if (ext === '.html' || ext === '') return 'html';
  return 'other';
}

async function measure(page: Page, origin: string, route: string, ready: string): Promise<PageFigures> {
  const files: Fetched[] = [];
  const bodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!url.startsWith(origin) || url.includes('/api/') || url.endsWith('.json')) return;
    pending.push(
      response
        .body()
        .then((body) => {
          const kind = kindOf(url);
          if (kind === 'js' || kind === 'css') bodies.push(body.toString('utf8'));
          files.push({
            url: url.slice(origin.length),
            kind,
            bytes: body.length,
            gzip: gzipSync(body).length,
          });
        })
        .catch(() => undefined),
    );
  });
  await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
  await page.getByText(ready).first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const sum = (kind: Fetched['kind']) =>
    files
      .filter((f) => f.kind === kind)
      .reduce((acc, f) => ({ bytes: acc.bytes + f.bytes, gzip: acc.gzip + f.gzip }), { bytes: 0, gzip: 0 });
  const all = bodies.join('\n');
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    path: route,
    files,
    js: sum('js'),
    css: sum('css'),
    html: sum('html'),
    totalGzip: files.reduce((n, f) => n + f.gzip, 0),
    adminMarkersFound: ADMIN_MARKERS.filter((m) => all.includes(m)),
  };
}

async function main(): Promise<void> {
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('npx', ['rspack', 'build'], {
      cwd: shellDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('shell build failed');
    const site = spawnSync('npm', ['run', 'build', '-w', 'mfe-site'], { cwd: repoRoot, stdio: 'inherit' });
    if (site.status !== 0) throw new Error('site build failed');
    const render = spawnSync('npm', ['run', 'build', '-w', 'infra/render'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    if (render.status !== 0) throw new Error('render build failed');
  }
  const server = createServer(serve);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  pages = await pageRenderer(origin);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const publicPage = await (await browser.newContext()).newPage();
    // The site's header names the site (the canned setup's title) once its routes have run.
    const publicFigures = await measure(publicPage, origin, '/', 'Voltdesk');

    const adminContext = await browser.newContext();
    await adminContext.addInitScript(
      ([id]) => {
        localStorage.setItem('accessToken', 'bench-token');
        localStorage.setItem('userType', 'admin');
        localStorage.setItem('userId', btoa(id!));
      },
      [ADMIN_ID],
    );
    const adminFigures = await measure(
      await adminContext.newPage(),
      origin,
      '/admin',
      'Welcome to admin panel',
    );

    const result = {
      generatedAt: new Date().toISOString(),
      what: 'gzip bytes (zlib default level) of the HTML, JS and CSS the browser fetched from the shell; API answers and remotes excluded',
      pages: { '/': publicFigures, '/admin': adminFigures },
      publicBudgetGzip: PUBLIC_BUDGET_GZIP,
      publicWithinBudget: publicFigures.js.gzip + publicFigures.css.gzip <= PUBLIC_BUDGET_GZIP,
      command: 'npm run bench:bundles',
      publicPageLoadsAdminCode: publicFigures.adminMarkersFound.length > 0,
    };
    mkdirSync(path.dirname(outFile), { recursive: true });
    writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(
      `/       ${kb(publicFigures.totalGzip)} gzip (js ${kb(publicFigures.js.gzip)}, css ${kb(publicFigures.css.gzip)}), ${publicFigures.files.length} files`,
    );
    console.log(
      `/admin  ${kb(adminFigures.totalGzip)} gzip (js ${kb(adminFigures.js.gzip)}, css ${kb(adminFigures.css.gzip)}), ${adminFigures.files.length} files`,
    );
    console.log(
      `admin code on the public page: ${result.publicPageLoadsAdminCode ? publicFigures.adminMarkersFound.join(', ') : 'none'}`,
    );
    console.log(
      `/ (shell + site) against its budget of ${kb(PUBLIC_BUDGET_GZIP)}: ${result.publicWithinBudget ? 'within' : 'OVER'}`,
    );
    console.log(`written ${path.relative(repoRoot, outFile)}`);
    if (result.publicPageLoadsAdminCode) process.exitCode = 1;
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
