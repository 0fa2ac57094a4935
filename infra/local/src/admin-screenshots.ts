// The init script and the scroll below run in the browser page, so DOM types are needed here.
/// <reference lib="dom" />
/**
 * The screenshot session of an admin remote (mfe-cms, mfe-pos): the remote and the shell built and served
 * behind the gateway with the services mocked (preview.ts), Chromium signed in as an admin (the session in
 * localStorage, as the shell keeps it), and `shot(page, name)` writing full-page PNGs into `outDir`.
 */
import { mkdirSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildFrontEnds, CHROMIUM_ARGS, chromiumPath, startPreviewGateway } from './preview';
import { ROOT } from './stack-config';

export interface AdminScreenshots {
  /** Where the gateway listens, e.g. http://127.0.0.1:41234. */
  base: string;
  browser: Browser;
  context: BrowserContext;
  /** A page of the signed-in context, 1440 x 900. */
  page: Page;
  /** The workspace's docs/screenshots, where `shot` writes. */
  outDir: string;
  shot: (page: Page, name: string) => Promise<void>;
  close: () => Promise<void>;
}

/** Where the mocked setup's website logo is served. */
const LOGO_PATH = '/media/content/logo.svg';

/** The brand logo served at LOGO_PATH. */
export const SCREENSHOT_LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">
<rect width="160" height="64" rx="10" fill="#0b1f3a"/><path d="M42 10 24 36h14l-6 18 20-28H38z" fill="#facc15"/>
<text x="62" y="40" font-family="Arial" font-size="18" font-weight="700" fill="#fff">Brightline</text></svg>`;

/** A mocked service answer: the status and the JSON body. */
export type MockedAnswer = { status: number; body: unknown };

/** What the shell itself asks for on every screen. */
export interface ShellAnswers {
  /** The signed-in admin (`admin/users`). */
  admin: object;
  /** The site setup (`getSingleSetup`), given the logo served here. */
  setup: object;
}

/**
 * The services, mocked: the shell's own calls from `shell`, the rest of `/api/...` as `api` answers it
 * (given the path and the whole URL), the logo, and any other path as the SVG `picture` draws for it (a 404
 * without one).
 */
export function mockedServices(
  shell: ShellAnswers,
  api: (pathname: string, url: URL) => MockedAnswer,
  picture?: (pathname: string) => string,
): RequestListener {
  const answer = (pathname: string, url: URL): MockedAnswer => {
    switch (pathname) {
      case '/api/admin/users':
        return { status: 200, body: { data: shell.admin } };
      case '/api/getSingleSetup':
        return { status: 200, body: { data: { ...shell.setup, websiteLogo: { image: LOGO_PATH } } } };
      case '/api/businessClock':
        // A business in London writing British dates, as the embedded defaults serve it.
        return { status: 200, body: { data: { locale: 'en-GB', time_zone: 'Europe/London' } } };
      default:
        return api(pathname, url);
    }
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const p = url.pathname;
    const send = (status: number, body: string, type: string) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (p.startsWith('/api/')) {
      const { status, body } = answer(p, url);
      return send(status, JSON.stringify(body), 'application/json');
    }
    if (p === LOGO_PATH) return send(200, SCREENSHOT_LOGO, 'image/svg+xml');
    if (picture) return send(200, picture(p), 'image/svg+xml');
    return send(404, 'not found', 'text/plain');
  };
}

export async function startAdminScreenshots(options: {
  workspace: string;
  mockServices: RequestListener;
  adminId: string;
}): Promise<AdminScreenshots> {
  buildFrontEnds([options.workspace, 'shell']);
  const outDir = path.join(ROOT, options.workspace, 'docs', 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const preview = await startPreviewGateway(options.mockServices);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((userId: string) => {
    localStorage.setItem('accessToken', 'preview-token');
    localStorage.setItem('userType', 'admin');
    localStorage.setItem('userId', btoa(userId));
  }, options.adminId);
  const page = await context.newPage();
  page.on('pageerror', (e) => console.error('page error:', e.message));
  return {
    base: preview.origin,
    browser,
    context,
    page,
    outDir,
    shot: async (target, name) => {
      // Filling fields scrolls the page; the shell's top bar is sticky, so a full-page shot starts at the top.
      await target.evaluate(() => window.scrollTo(0, 0));
      await target.waitForTimeout(100);
      await target.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
      console.log(`wrote docs/screenshots/${name}.png`);
    },
    close: async () => {
      await browser.close();
      await preview.close();
    },
  };
}
