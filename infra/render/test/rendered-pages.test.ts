import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import request from 'supertest';
import { freePorts } from '@voltdesk/service-kit/testing';
// The local stack's gateway and build step, and svc-content's own test harness: this suite composes them
// as `npm start` does, with the real svc-content on the embedded database.
import { buildFrontEndsIfNeeded } from '@voltdesk/local/front-ends';
import { ROOT } from '@voltdesk/local/stack-config';
import { CHROMIUM_ARGS, chromiumPath } from '@voltdesk/local/chromium';
import { eventually } from '@voltdesk/local/testing/stack-process';
import { addPage, bearer, LANDING_KEY, PNG, startHarness, type Harness } from '@voltdesk/svc-content/testing';
import { seedService, startPos, type PosHarness } from '@voltdesk/svc-pos/testing';
import { CUSTOMER_DOCUMENT_MESSAGES, PORTAL_MESSAGES } from '@voltdesk/contracts';

/**
 * A public page answers HTML that already holds its content, title, description, canonical URL, social
 * tags and JSON-LD, the same through the local gateway and through the production render server's entry
 * (dist/main.mjs, the container's command), with drafts and scheduled posts kept out and 404s kept.
 */
const PUBLIC_URL = 'https://voltdesk.test';

let content: Harness;
let contentServer: http.Server;
let contentUrl: string;
// svc-pos answers a customer link's document (the /document and /portal pages).
let pos: PosHarness;
let posServer: http.Server;
let gateway: ChildProcess;
let gatewayUrl: string;
let renderServer: ChildProcess;
let renderUrl: string;

async function insertPost(fields: Record<string, string>): Promise<string> {
  const req = content.api().post('/api/admin/insertPost').set(bearer(content.admin));
  for (const [k, v] of Object.entries(fields)) void req.field(k, v);
  const res = await req.attach('image', PNG, 'a.png').expect(201);
  return res.body.data.slug as string;
}

const listen = (server: http.Server, port = 0) =>
  new Promise<string>((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

let output = '';
/** A process of ours, its output kept for the failure message. */
function start(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return child;
}

const answering = (url: string) =>
  eventually(`${url} (output so far: ${output.slice(-2000)})`, async () =>
    (await fetch(url)).status < 500 ? true : undefined,
  );

let postSlug: string;
let draftSlug: string;
let scheduledSlug: string;

beforeAll(async () => {
  // The built shell, site and render bundle are what both paths serve (built once, as `npm start` does).
  await buildFrontEndsIfNeeded(() => undefined);
  content = await startHarness();
  contentServer = http.createServer(content.app.callback());
  contentUrl = await listen(contentServer, (await freePorts(1))[0]);
  await content
    .api()
    .post('/api/admin/updateSiteData')
    .set(bearer(content.admin))
    .field('title', 'Spark & Sons')
    .expect((res) => expect(res.status).toBeLessThan(300));
  postSlug = await insertPost({
    title: 'Fuse boxes explained',
    description: '<p>Why an old fuse box <strong>fails</strong> under modern loads.</p>',
    meta_description: 'What a consumer unit does and when to replace it.',
  });
  draftSlug = await insertPost({ title: 'Secret draft', description: '<p>x</p>', publication: 'draft' });
  scheduledSlug = await insertPost({
    title: 'Next year news',
    description: '<p>x</p>',
    publication: 'published',
    publish_at: new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString(),
  });

  pos = await startPos();
  posServer = http.createServer(pos.app.app.callback());
  const posUrl = await listen(posServer, (await freePorts(1))[0]);

  const appConfig = { landingKey: LANDING_KEY, publicUrl: PUBLIC_URL };
  const [gatewayPort, renderPort, idle] = await freePorts(3);
  const contentPort = new URL(contentUrl).port;
  // The local gateway as `npm start` runs it (src/gateway/main.ts), in front of this svc-content.
  gateway = start(['--conditions=source', '--import', 'tsx', 'infra/local/src/gateway/main.ts'], {
    GATEWAY_HOST: '127.0.0.1',
    GATEWAY_PORT: String(gatewayPort),
    CONTENT_PORT: contentPort,
    AUTH_PORT: String(idle),
    POS_PORT: new URL(posUrl).port,
    NOTIFY_PORT: String(idle),
    LANDING_KEY,
    PUBLIC_URL,
  });
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await answering(`${gatewayUrl}/robots.txt`);

  // The production render server as its container runs it (`node dist/main.mjs`).
  const dir = mkdtempSync(path.join(os.tmpdir(), 'render-main-'));
  writeFileSync(path.join(dir, 'app-config.json'), JSON.stringify(appConfig));
  renderUrl = `http://127.0.0.1:${renderPort}`;
  renderServer = start([path.join(ROOT, 'infra/render/dist/main.mjs')], {
    CONTENT_URL: contentUrl,
    POS_URL: posUrl,
    SHELL_DIST: path.join(ROOT, 'shell/dist'),
    APP_CONFIG_FILE: path.join(dir, 'app-config.json'),
    SITE_ORIGIN: gatewayUrl,
    SITE_MANIFEST: '/remotes/site/mf-manifest.json',
    RENDER_PORT: String(renderPort),
  });
  await answering(`${renderUrl}/healthz`);
}, 600_000);

afterAll(async () => {
  renderServer?.kill('SIGTERM');
  gateway?.kill('SIGTERM');
  contentServer?.closeAllConnections();
  await new Promise((r) => contentServer?.close(r));
  await content?.stop();
  posServer?.closeAllConnections();
  await new Promise((r) => posServer?.close(r));
  await pos?.stop();
});

const both = () => [
  ['local gateway', gatewayUrl],
  ['production render server', renderUrl],
];
const get = (base: string, p: string) => request(base).get(p).set('Accept', 'text/html');
/** The document without the store's request timestamps, which differ between two renders. */
const comparable = (html: string) =>
  html.replace(/<script type="application\/json" id="vd-state">.*?<\/script>/, '');
const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('a post as a link preview and a search engine see it', () => {
  it.each([0, 1])('answers the post with its content and head tags (path %#)', async (i) => {
    const [, base] = both()[i]!;
    const res = await get(base!, `/details/${postSlug}`).expect(200);
    const html = res.text;
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(html).toContain('<title>Fuse boxes explained | Spark &amp; Sons</title>');
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toBe(
      'What a consumer unit does and when to replace it.',
    );
    expect(attr(html, /<meta property="og:title" content="([^"]*)"/)).toBe(
      'Fuse boxes explained | Spark &amp; Sons',
    );
    expect(attr(html, /<meta property="og:type" content="([^"]*)"/)).toBe('article');
    expect(attr(html, /<meta property="og:image" content="([^"]*)"/)).toMatch(
      new RegExp(`^${PUBLIC_URL}/media/content/[0-9a-f]{64}\\.png$`),
    );
    expect(attr(html, /<meta name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${PUBLIC_URL}/details/${postSlug}`);
    const jsonLd = JSON.parse(
      attr(html, /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: 'Fuse boxes explained' });
    // The content itself, inside the shell's root, ready to hydrate.
    expect(html).toMatch(/<div id="root">.*<h1 class="vs-article__title">Fuse boxes explained<\/h1>/s);
    expect(html).toContain('Why an old fuse box <strong>fails</strong> under modern loads.');
    // The Content-Security-Policy allows no inline script: only files and data blocks.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
      expect(tag).toMatch(/ src="|type="application\/(ld\+)?json"/);
    }
    const state = JSON.parse(
      attr(html, /<script type="application\/json" id="vd-state">(.*?)<\/script>/) ?? '{}',
    );
    expect(JSON.stringify(state)).toContain('Fuse boxes explained');
  });

  it('renders the same document through the local gateway and the production render server', async () => {
    const pathsToCompare = ['/', `/details/${postSlug}`, '/blogs', '/nothing-here'];
    for (const p of pathsToCompare) {
      const [local, production] = await Promise.all(both().map(([, base]) => get(base!, p)));
      expect({ p, status: production!.status }).toEqual({ p, status: local!.status });
      expect(comparable(production!.text)).toEqual(comparable(local!.text));
    }
  });
});

describe('what a visitor must not see, and the status of what is not there', () => {
  it.each([0, 1])('keeps drafts and scheduled posts out, as 404 pages (path %#)', async (i) => {
    const [, base] = both()[i]!;
    for (const slug of [draftSlug, scheduledSlug]) {
      const res = await get(base!, `/details/${slug}`).expect(404);
      expect(res.text).not.toMatch(/Secret draft|Next year news/);
      expect(res.text).toContain('Post not found');
      expect(res.text).toContain('<meta name="robots" content="noindex"');
    }
    const list = await get(base!, '/blogs').expect(200);
    expect(list.text).toContain('Fuse boxes explained');
    expect(list.text).not.toMatch(/Secret draft|Next year news/);
  });

  it.each([0, 1])(
    'answers an unknown path and an unknown record 404 with the 404 page (path %#)',
    async (i) => {
      const [, base] = both()[i]!;
      const unknown = await get(base!, '/no-such-page').expect(404);
      expect(unknown.text).toContain('<title>Page not found | Spark &amp; Sons</title>');
      expect(unknown.text).toContain('Sorry, the page you are looking for cannot be found.');
      await get(base!, '/p/no-such-page').expect(404);
    },
  );

  it('answers an inactive page 404', async () => {
    await addPage(content, 'Hidden terms', { hidden: true });
    for (const [, base] of both()) await get(base!, '/p/hidden-terms').expect(404);
  });
});

describe("a customer link's pages", () => {
  let quoteId: string;
  /** A live link to a new quote for `name`, as a mail would carry it (svc-pos makes it). */
  async function quoteLink(name: string): Promise<string> {
    const serviceId = await seedService(pos, 'EV charger installation', 850);
    const res = await pos
      .api()
      .post('/api/admin/insertQuote')
      .set(pos.auth)
      .send({
        customer: { phone: '07700 900123', name, email: 'customer@example.com' },
        items: [{ id: serviceId, name: 'EV charger installation', price: 850, qty: 1 }],
        valid_until: '2099-12-31',
      })
      .expect(201);
    quoteId = res.body.data.id as string;
    return (await pos.app.services.customerLinks.issue('quote', quoteId, 'admin-1')).token;
  }
  const dead = (html: string, name: string) => {
    expect(html).toContain('Page not found');
    expect(html).toContain(CUSTOMER_DOCUMENT_MESSAGES.notFound);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain(name);
  };

  it.each([0, 1])(
    'a live link is the document, drawn on the server; a dead one is the not-found page with 404 (path %#)',
    async (i) => {
      const [, base] = both()[i]!;
      const name = `Priya Live ${i}`;
      const token = await quoteLink(name);
      const live = await get(base!, `/document?token=${token}`).expect(200);
      expect(live.text).toMatch(
        /<div id="root">.*<h1 class="vs-page-title">Quote Q-\d+ from Spark &amp; Sons<\/h1>/s,
      );
      expect(live.text).toContain(name);
      expect(live.text).toContain('<meta name="robots" content="noindex"');
      for (const tag of live.text.match(/<script\b[^>]*>/g) ?? []) {
        expect(tag).toMatch(/ src="|type="application\/(ld\+)?json"/);
      }
      await get(base!, `/portal?link=${token}`).expect(200);

      const [head, payload, signature] = token.split('.');
      // A middle character: the signature's last one carries bits that decode to nothing.
      const at = signature!.length >> 1;
      const tampered = `${head}.${payload}.${signature!.slice(0, at)}${signature![at] === 'A' ? 'B' : 'A'}${signature!.slice(at + 1)}`;
      for (const p of [`/document?token=${tampered}`, '/document?token=not-a-token', '/document']) {
        dead((await get(base!, p).expect(404)).text, name);
      }
      dead((await get(base!, `/portal?link=${tampered}`).expect(404)).text, name);
      // The portal's own page (sign in, or the signed-in account) is a page like any other; a mailed
      // sign-in link that does not work (unknown, used, expired) is a 404 page saying what to do.
      await get(base!, '/portal').expect(200);
      const signIn = await get(base!, `/portal?signin=${'x'.repeat(43)}`).expect(404);
      expect(signIn.text).toContain(PORTAL_MESSAGES.signInInvalid);

      // Mailed again: the first link is revoked, and its page dies at once (never served from a cache).
      const newer = (await pos.app.services.customerLinks.issue('quote', quoteId, 'admin-1')).token;
      dead((await get(base!, `/document?token=${token}`).expect(404)).text, name);
      dead((await get(base!, `/portal?link=${token}`).expect(404)).text, name);
      await get(base!, `/document?token=${newer}`).expect(200);
    },
  );
});

describe("a customer link's page in a browser", () => {
  it('hydrates the server-drawn document without errors, and only the browser tells svc-pos it was opened', async () => {
    const serviceId = await seedService(pos, 'Consumer unit upgrade', 450);
    const created = await pos
      .api()
      .post('/api/admin/insertQuote')
      .set(pos.auth)
      .send({
        customer: { phone: '07700 900124', name: 'Hana Hydrate', email: 'hana@example.com' },
        items: [{ id: serviceId, name: 'Consumer unit upgrade', price: 450, qty: 1 }],
        valid_until: '2099-12-31',
      })
      .expect(201);
    const quoteId = created.body.data.id as string;
    const { token } = await pos.app.services.customerLinks.issue('quote', quoteId, 'admin-1');
    const firstOpened = async () =>
      (
        await pos
          .api()
          .get('/api/admin/getCustomerLinks')
          .query({ kind: 'quote', id: quoteId })
          .set(pos.auth)
          .expect(200)
      ).body.data[0].first_opened_at as string | null;
    // A client that runs no script (a mail scanner) gets the document and opens nothing.
    await get(gatewayUrl, `/document?token=${token}`).expect(200);
    expect(await firstOpened()).toBeNull();

    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${gatewayUrl}/document?token=${token}`, { waitUntil: 'networkidle' });
      await page.getByRole('article', { name: /^Quote Q-\d+$/ }).waitFor({ timeout: 15_000 });
      await eventually('the opening recorded', async () => ((await firstOpened()) ? true : undefined));
      // Hydrated (no mismatch thrown away and drawn again): the answer's form works.
      await page.getByLabel(/Your full name/).fill('Hana Hydrate');
      expect(problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('rendered pages follow what is published', () => {
  it('shows a change made through the gateway on the next visit', async () => {
    const before = await get(gatewayUrl, `/details/${postSlug}`).expect(200);
    expect(before.text).toContain('Fuse boxes explained');
    const post = await content.api().get(`/api/postbyslug?slug=${postSlug}`).expect(200);
    await request(gatewayUrl)
      .post('/api/admin/updatePost')
      .set(bearer(content.admin))
      .field('id', post.body.data.id)
      .field('title', 'Consumer units explained')
      .field('slug', postSlug)
      .field('description', '<p>Updated.</p>')
      .field('status', '1')
      .expect((res) => expect(res.status).toBeLessThan(300));
    const after = await get(gatewayUrl, `/details/${postSlug}`).expect(200);
    expect(after.text).toContain('<title>Consumer units explained | Spark &amp; Sons</title>');
  });

  it('leaves the shell screens to the browser: /login is the plain shell', async () => {
    const res = await get(gatewayUrl, '/login').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).not.toContain('vd-state');
  });
});

describe('the rendered page in a browser', () => {
  // Text only admin code holds (the admin layout, app-core's tables and forms, ajv, the editor).
  const ADMIN_MARKERS = ['Welcome to admin panel', 'vd-sidebar', 'vd-table', 'ajv', 'DraftEditor'];

  it('hydrates / without errors and never asks for admin code', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const requested: string[] = [];
      const scripts: Promise<string>[] = [];
      const problems: string[] = [];
      page.on('request', (r) => requested.push(new URL(r.url()).pathname));
      page.on('response', (r) => {
        if (/\.js$/.test(new URL(r.url()).pathname)) scripts.push(r.text().catch(() => ''));
      });
      page.on('console', (m) => {
        if (m.type() === 'error') problems.push(m.text());
      });
      page.on('pageerror', (e) => problems.push(e.message));
      await page.goto(`${gatewayUrl}/`, { waitUntil: 'networkidle' });
      // Hydrated: a client-side navigation works without a new document.
      await page.getByRole('link', { name: 'Blog' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor({ timeout: 15_000 });
      expect(requested.filter((p) => p === '/blogs')).toEqual([]);
      expect(problems).toEqual([]);
      expect(requested.filter((p) => /^\/remotes\/(cms|pos)\//.test(p))).toEqual([]);
      // Hydrated by the site's public-pages bundle: no shell entry, no federation runtime or manifests.
      expect(requested.some((p) => p.startsWith('/remotes/site/public/'))).toBe(true);
      expect(
        requested.filter((p) => /remoteEntry|mf-manifest|remotes\.json|^\/assets\/.*\.js$/.test(p)),
      ).toEqual([]);
      const code = (await Promise.all(scripts)).join('\n');
      expect(ADMIN_MARKERS.filter((m) => code.includes(m))).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('hands a path of no site page to the shell with a page load (the public bundle has no shell)', async () => {
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      await page.goto(`${gatewayUrl}/`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Blog' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor({ timeout: 15_000 });
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
      });
      // A client-side navigation to /login, as a link the company typed into a menu would make.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/login');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByLabel('Password').waitFor({ timeout: 15_000 });
      expect(documents).toEqual(['/login']);
    } finally {
      await browser.close();
    }
  });
});
