import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { closeGateway } from '../src/gateway';
import {
  fakeServices,
  closeAll,
  shellBuildFixture,
  testGateway,
  type FakeService,
} from './support/fake-services';
import type { ServiceName } from '@voltdesk/contracts';

/**
 * A browser's request for a page the site does not have answers HTTP 404 (with the
 * shell's index.html, which draws the 404 page), a known page 200. svc-content stands in here as a server
 * that has one post and one free page; its own tests check the real `public_page` answers.
 */
const EXISTING = new Set(['/details/fuse-boxes', '/p/terms']);

async function contentStandIn(): Promise<{ server: http.Server; url: string; asked: string[] }> {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/rss.xml') {
      res.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(`<rss>${url.search}</rss>`);
      return;
    }
    if (url.pathname !== '/api/public_page') {
      res.writeHead(500).end();
      return;
    }
    const path = url.searchParams.get('path') ?? '';
    asked.push(path);
    const found = EXISTING.has(path);
    res.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(found ? { data: { path } } : { message: 'Post not found.' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

let services: Record<ServiceName, FakeService>;
let content: Awaited<ReturnType<typeof contentStandIn>>;
let gateway: http.Server;
const staticRoot = shellBuildFixture('gateway-pages');

beforeAll(async () => {
  services = await fakeServices();
  content = await contentStandIn();
  gateway = testGateway(services, staticRoot, {
    upstreams: {
      auth: services.auth.url,
      content: content.url,
      pos: services.pos.url,
      notify: services.notify.url,
    },
  });
});

afterAll(async () => {
  await closeGateway(gateway);
  await closeAll(services);
  content.server.closeAllConnections();
  await new Promise((r) => content.server.close(r));
});

const page = (path: string) => request(gateway).get(path).set('Accept', 'text/html');

describe('document status of the pages', () => {
  it('answers the site routes 200 with the shell, without asking svc-content', async () => {
    for (const path of ['/', '/blogs', '/blogs?page=3', '/about', '/contact', '/services', '/charges']) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.text).toContain('<title>shell</title>');
    }
    expect(content.asked).toEqual([]);
  });

  it('answers a known post or page 200 and an unknown one 404, by svc-content', async () => {
    expect((await page('/details/fuse-boxes')).status).toBe(200);
    expect((await page('/p/terms')).status).toBe(200);
    for (const path of ['/details/no-such-post', '/p/nothing', '/service/nothing', '/banner/nothing']) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      // The shell draws the 404 page; the answer is a page, not the API's JSON.
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<title>shell</title>');
    }
    expect(content.asked).toContain('/details/no-such-post');
  });

  it('answers a path the site has no route for 404 without asking svc-content', async () => {
    const before = content.asked.length;
    for (const path of ['/nope', '/details', '/details/a/b', '/blogs/2', '/index.php', '/wp-admin/']) {
      const res = await page(path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.text).toContain('<title>shell</title>');
    }
    expect(content.asked.length).toBe(before);
    // HEAD, as a link checker sends it.
    await request(gateway).head('/nope').expect(404);
  });

  it('sends the feed at the root to svc-content, as the site map', async () => {
    const res = await request(gateway).get('/rss.xml?x=1').expect(200);
    expect(res.text).toBe('<rss>?x=1</rss>');
  });

  it('answers the shell screens 200: their guards decide what they show', async () => {
    for (const path of ['/login', '/forgot-password', '/reset-password?token=x', '/admin', '/admin/posts']) {
      expect({ path, status: (await page(path)).status }).toEqual({ path, status: 200 });
    }
  });

  it('answers 503 for a record page while svc-content is down, 404 and 200 still from the list', async () => {
    const down = http.createServer();
    await new Promise<void>((r) => down.listen(0, '127.0.0.1', r));
    const port = (down.address() as AddressInfo).port;
    await new Promise((r) => down.close(r));
    const alone = testGateway(services, staticRoot, {
      upstreams: {
        auth: services.auth.url,
        content: `http://127.0.0.1:${port}`,
        pos: services.pos.url,
        notify: services.notify.url,
      },
    });
    try {
      expect((await request(alone).get('/details/fuse-boxes')).status).toBe(503);
      expect((await request(alone).get('/nope')).status).toBe(404);
      expect((await request(alone).get('/blogs')).status).toBe(200);
    } finally {
      await closeGateway(alone);
    }
  });
});
