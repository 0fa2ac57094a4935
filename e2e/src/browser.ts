import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserServer, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '@voltdesk/local/chromium';
import { ROOT, stackInfo } from './stack';

/** Where the run's one Chromium listens (the global setup starts it; jest's workers inherit this). */
const BROWSER_ENDPOINT = 'VOLTDESK_E2E_BROWSER';
const SERVER = Symbol.for('voltdesk.e2e.browserServer');
type WithServer = typeof globalThis & { [SERVER]?: BrowserServer };

/**
 * Starts the run's one Chromium (Debian's, with the flags this machine needs: no sandbox as root, no
 * background networking), in the global setup: each journey file started a browser of its own, about a
 * CPU second each. Each journey connects to it and works in contexts of its own (cookies, storage and
 * pages are per context), which its `browser.close()` closes.
 */
export async function startBrowserServer(): Promise<void> {
  const server = await chromium.launchServer({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  (globalThis as WithServer)[SERVER] = server;
  process.env[BROWSER_ENDPOINT] = server.wsEndpoint();
}

/** Stops the run's Chromium (the global teardown, which runs in the global setup's process). */
export async function stopBrowserServer(): Promise<void> {
  await (globalThis as WithServer)[SERVER]?.close();
  delete process.env[BROWSER_ENDPOINT];
}

/** The run's Chromium; a browser of its own when run without the global setup's. */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT];
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export const viewports = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
};

export async function newPage(
  browser: Browser,
  viewport = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: stackInfo().baseUrl });
  const page = await context.newPage();
  return { context, page };
}

/**
 * Saves a screenshot under docs/screenshots/, or under a workspace's `docs/screenshots/` when its screen
 * belongs there (`folder`, e.g. 'mfe-cms'), when the run was asked for them (`npm run screenshots -w e2e`
 * sets SCREENSHOTS=1). A plain test run takes none: it leaves the working tree as it found it, and a
 * full-page capture costs Chromium about half a CPU second, some 25 s over the journeys' fifty.
 */
export async function screenshot(page: Page, name: string, folder = '.'): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  const dir = path.join(ROOT, folder, 'docs/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** Signs in through the login screen, as the stack's first admin (an owner) unless told another account. */
export async function signIn(page: Page, account?: { email: string; password: string }): Promise<void> {
  const { adminEmail, adminPassword } = stackInfo();
  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(account?.email ?? adminEmail);
  await page.getByLabel(/password/i).fill(account?.password ?? adminPassword);
  await page.getByRole('button', { name: /login/i }).click();
  await page.waitForURL('**/admin');
}
