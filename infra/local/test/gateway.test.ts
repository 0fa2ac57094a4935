import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { routeTable, type ServiceName } from '@voltdesk/contracts';
import { createGateway } from '../src/gateway';

/** Fake upstream services that answer with their own name, so the test sees who got each request. */
async function fakeService(name: ServiceName) {
  const server = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({ service: name, url: req.url, forwardedFor: req.headers['x-forwarded-for'] ?? null }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const staticRoot = mkdtempSync(path.join(os.tmpdir(), 'gateway-static-'));
mkdirSync(path.join(staticRoot, 'shell/dist/assets'), { recursive: true });
mkdirSync(path.join(staticRoot, 'mfe-site/dist'), { recursive: true });
writeFileSync(path.join(staticRoot, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
writeFileSync(path.join(staticRoot, 'shell/dist/assets/main.0123456789abcdef.js'), 'console.log(1)');
writeFileSync(path.join(staticRoot, 'mfe-site/dist/mf-manifest.json'), '{"name":"site"}');
// Big enough to be worth compressing (compression skips bodies under 1 KB).
const bundle = `export const text = ${JSON.stringify('voltdesk '.repeat(2000))};\n`;
writeFileSync(path.join(staticRoot, 'shell/dist/assets/vendor.0123456789abcdef.js'), bundle);

let services: Record<ServiceName, Awaited<ReturnType<typeof fakeService>>>;
let gateway: http.Server;

beforeAll(async () => {
  services = {
    auth: await fakeService('auth'),
    content: await fakeService('content'),
    pos: await fakeService('pos'),
    notify: await fakeService('notify'),
  };
  gateway = createGateway({
    upstreams: {
      auth: services.auth.url,
      content: services.content.url,
      pos: services.pos.url,
      notify: services.notify.url,
    },
    appConfig: { landingKey: 'k', publicUrl: 'http://example.test' },
    publicUrl: 'http://example.test',
    staticRoot,
  });
});

afterAll(async () => {
  for (const s of Object.values(services)) await new Promise((r) => s.server.close(r));
});

describe('gateway', () => {
  it('sends every route of the table to its owning service', async () => {
    for (const route of routeTable) {
      const res = await request(gateway)[route.method.toLowerCase() as 'get'](`/api/${route.path}?x=1`);
      expect({ path: route.path, service: res.body.service }).toEqual({
        path: route.path,
        service: route.service,
      });
      expect(res.body.url).toBe(`/api/${route.path}?x=1`);
    }
  });

  it('routes media by service prefix and the site map to svc-content', async () => {
    expect((await request(gateway).get('/media/auth/a.png')).body.service).toBe('auth');
    expect((await request(gateway).get('/media/content/a.png')).body.service).toBe('content');
    const sitemap = await request(gateway).get('/sitemap.xml');
    expect(sitemap.body).toMatchObject({ service: 'content', url: '/api/sitemap.xml' });
  });

  it('answers unknown API paths itself with the 404 envelope', async () => {
    await request(gateway).get('/api/nowhere').expect(404, { message: 'Not found.' });
  });

  it('answers 503 in the envelope when a service is down', async () => {
    const down = createGateway({
      upstreams: {
        auth: 'http://127.0.0.1:9',
        content: 'http://127.0.0.1:9',
        pos: 'http://127.0.0.1:9',
        notify: 'http://127.0.0.1:9',
      },
      appConfig: { landingKey: 'k', publicUrl: 'http://x' },
      publicUrl: 'http://x',
      staticRoot,
    });
    await request(down).post('/api/login').expect(503, { message: 'Service unavailable.' });
  });

  it('serves the shell for client-side routes and hashed assets immutable', async () => {
    const page = await request(gateway).get('/admin/orders').expect(200);
    expect(page.text).toContain('<title>shell</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await request(gateway).get('/assets/main.0123456789abcdef.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('compresses what it serves for a client that accepts gzip, and only for one', async () => {
    const gzipped = await request(gateway)
      .get('/assets/vendor.0123456789abcdef.js')
      .set('Accept-Encoding', 'gzip')
      .expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toContain('Accept-Encoding');
    expect(gzipped.text).toBe(bundle); // supertest inflates it: the bytes are the file's
    const plain = await request(gateway)
      .get('/assets/vendor.0123456789abcdef.js')
      .set('Accept-Encoding', 'identity')
      .expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(bundle)));
  });

  it('serves remotes from their own build and 404s missing remote files', async () => {
    const manifest = await request(gateway).get('/remotes/site/mf-manifest.json').expect(200);
    expect(manifest.body).toEqual({ name: 'site' });
    await request(gateway).get('/remotes/site/missing.js').expect(404);
    await request(gateway)
      .get('/remotes/site/../../../etc/passwd')
      .expect((res) => {
        expect(res.text).not.toContain('root:');
      });
  });

  it('serves the run-time config and robots.txt', async () => {
    await request(gateway)
      .get('/app-config.json')
      .expect(200, { landingKey: 'k', publicUrl: 'http://example.test' });
    const robots = await request(gateway).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: http://example.test/sitemap.xml');
    expect(robots.text).toContain('Disallow: /admin');
  });
});
