/**
 * npm run check:federation -w @voltdesk/shell
 *
 * Proves the remote contract end to end in Chromium: builds the shell and a fixture `site` remote
 * (test/fixture-remote), serves them as the gateway does (shell at /, the remote at /remotes/site/), and
 * checks that `/` renders the remote through /remotes.json + mf-manifest.json, that the remote reads the
 * shell's store (one app-core singleton, although the fixture claims a newer app-core minor), that its injected slice works, and that a stopped remote shows
 * the unavailable state while /login keeps working. Exits non-zero on any failure.
 */
import { createServer } from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium } from 'playwright-core';

const shellDir = path.resolve(__dirname, '..');
const distDir = path.join(shellDir, 'dist');

function build(outDir: string): void {
  const result = spawnSync('npx', ['rspack', 'build', '-c', 'scripts/fixture-remote.config.ts'], {
    cwd: shellDir,
    stdio: 'inherit',
    env: { ...process.env, FIXTURE_OUT: outDir },
  });
  if (result.status !== 0) throw new Error('fixture remote build failed');
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

async function main(): Promise<void> {
  if (process.env.SKIP_BUILD !== '1') {
    const result = spawnSync('npx', ['rspack', 'build'], { cwd: shellDir, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('shell build failed');
  }
  const remoteDir = mkdtempSync(path.join(os.tmpdir(), 'voltdesk-fixture-site-'));
  build(remoteDir);
  let remoteUp = true;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const reply = (status: number, body: string | Buffer, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === '/api/getSingleSetup') {
      return reply(200, JSON.stringify({ data: { websiteData: { title: 'Federation Check' } } }));
    }
    if (url.pathname.startsWith('/api/')) return reply(404, JSON.stringify({ message: 'Not Found' }));
    let root = distDir;
    let rel = url.pathname;
    if (url.pathname.startsWith('/remotes/site/')) {
      if (!remoteUp) return reply(404, 'stopped', 'text/plain');
      root = remoteDir;
      rel = url.pathname.slice('/remotes/site'.length);
    }
    const file = path.join(root, path.normalize(decodeURIComponent(rel)));
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      return reply(200, readFileSync(file), TYPES[path.extname(file)] ?? 'application/octet-stream');
    }
    if (root === remoteDir) return reply(404, 'not found', 'text/plain');
    return reply(200, readFileSync(path.join(distDir, 'index.html')), 'text/html');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  const failures: string[] = [];
  const check = async (name: string, fn: () => Promise<void>) => {
    try {
      await fn();
      console.log(`ok   ${name}`);
    } catch (error) {
      failures.push(name);
      console.log(`FAIL ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  };
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    if (process.env.DEBUG) {
      page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 400)));
      page.on('response', (r) => console.log('response:', r.status(), r.url()));
    }
    await page.goto(`${origin}/`);
    await check('the site remote renders / through remotes.json and its manifest', () =>
      page.getByRole('heading', { name: 'Fixture landing: Federation Check' }).waitFor({ timeout: 15_000 }),
    );
    await check('the remote injected its slice into the shell store', () =>
      page.getByText('injected slice works').waitFor({ timeout: 5_000 }),
    );
    await check('client-side navigation inside the remote', async () => {
      await page.evaluate(() => {
        window.history.pushState({}, '', '/about');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByRole('heading', { name: 'Fixture about' }).waitFor({ timeout: 5_000 });
    });
    await check(
      "stateful libraries are the shell's singletons (one React, one store, one app-core)",
      async () => {
        const shares = await page.evaluate(() => {
          type Info = { from?: string; loaded?: boolean };
          type Instance = {
            name: string;
            shareScopeMap: Record<string, Record<string, Record<string, Info>>>;
          };
          const federation = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
            .__FEDERATION__;
          return federation.__INSTANCES__.flatMap((instance) =>
            Object.entries(instance.shareScopeMap.default ?? {}).flatMap(([key, versions]) =>
              Object.entries(versions).map(([version, info]) => ({
                key,
                version,
                from: info.from,
                loaded: info.loaded,
              })),
            ),
          );
        });
        // @reduxjs/toolkit holds no state of its own (the store is app-core's) and is not shared.
        const stateful = [
          'react',
          'react/jsx-runtime',
          'react-dom',
          'react-router-dom',
          'react-redux',
          '@reduxjs/toolkit/query/react',
          '@voltdesk/app-core',
        ];
        const wrong = shares.filter((s) => stateful.includes(s.key) && s.loaded && s.from !== 'shell');
        if (wrong.length)
          throw new Error(`loaded from a remote: ${wrong.map((w) => `${w.key}@${w.version}`).join(', ')}`);
        const missing = stateful.filter(
          (key) => !shares.some((s) => s.key === key && s.loaded && s.from === 'shell'),
        );
        if (missing.length) throw new Error(`not loaded from the shell: ${missing.join(', ')}`);
      },
    );
    await check('the rich-text editor loads lazily, shows HTML in and gives HTML out', async () => {
      await page.evaluate(() => {
        window.history.pushState({}, '', '/contact');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      const editor = page.locator('.public-DraftEditor-content');
      await editor.waitFor({ timeout: 10_000 });
      await editor.getByText('world').waitFor({ timeout: 5_000 });
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' again');
      await page.getByTestId('html-out').filter({ hasText: 'again' }).waitFor({ timeout: 5_000 });
      const out = await page.getByTestId('html-out').textContent();
      if (!out?.includes('<strong>world') || !out.includes('again')) throw new Error(`HTML out was ${out}`);
    });
    await check('no page errors', async () => {
      if (errors.length) throw new Error(errors.join('; '));
    });

    remoteUp = false;
    const stopped = await browser.newPage();
    await stopped.goto(`${origin}/`);
    await check('a stopped remote shows the unavailable state', () =>
      stopped.getByText('This part of the site is temporarily unavailable').waitFor({ timeout: 15_000 }),
    );
    remoteUp = true;
    await check('Retry brings the remote back once it is up again', async () => {
      await stopped.getByRole('button', { name: 'Retry' }).click();
      await stopped
        .getByRole('heading', { name: 'Fixture landing: Federation Check' })
        .waitFor({ timeout: 15_000 });
    });
    await check('the rest of the app keeps working (/login)', async () => {
      await stopped.goto(`${origin}/login`);
      await stopped.getByRole('heading', { name: 'Login Panel' }).waitFor({ timeout: 10_000 });
    });
  } finally {
    await browser.close();
    server.close();
    rmSync(remoteDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`${failures.length} check(s) failed`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
