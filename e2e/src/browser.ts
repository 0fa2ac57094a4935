import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '@voltdesk/local/chromium';
import { ROOT, stackInfo } from './stack';

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background networking). */
export async function launchBrowser(): Promise<Browser> {
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
 * belongs there (`folder`, e.g. 'mfe-cms'); the journeys keep them current.
 */
export async function screenshot(page: Page, name: string, folder = '.'): Promise<void> {
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
