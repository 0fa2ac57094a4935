import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { closeGateway } from '../src/gateway';
import {
  closeAll,
  fakeServices,
  listen,
  shellBuildFixture,
  testGateway,
  upstreamsOf,
} from './support/fake-services';
import { sendRaw } from './support/raw-http';

/**
 * A service's answer reaches the client as the service gave it (status, every header that is not about the
 * connection, repeated headers kept apart, the body), gzipped for a client that accepts it, with the
 * gateway's request id: the gateway builds these header lists itself, on its fast path.
 */
const staticRoot = shellBuildFixture('gateway-answers');
let payload = JSON.stringify({ data: 'voltdesk '.repeat(500) });
let requestHeaders: http.IncomingHttpHeaders = {};

/**
 * svc-content's stand-in: a big JSON answer with two cookies and headers that are only about the hop. The
 * query picks variants: `stream` (no Content-Length, 600 KB in chunks), `encoded` (gzipped by the service
 * already), `notransform`, `small` (under 1 KiB).
 */
const content = http.createServer((req, res) => {
  requestHeaders = req.headers;
  const query = new URL(req.url ?? '/', 'http://x').searchParams;
  if (query.has('stream')) {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    for (let i = 0; i < 60; i++) res.write(streamed.subarray(i * 10_000, (i + 1) * 10_000));
    res.end();
    return;
  }
  const body = query.has('small') ? '{"data":"small"}' : payload;
  const encoded = query.has('encoded') ? gzipSync(body) : Buffer.from(body);
  res.writeHead(201, [
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(encoded.length),
    'Set-Cookie',
    'a=1; HttpOnly',
    'Set-Cookie',
    'b=2; HttpOnly',
    'X-Request-Id',
    'from-the-service',
    'Connection',
    'keep-alive, X-Hop',
    'X-Hop',
    'only for the gateway',
    'Keep-Alive',
    'timeout=65',
    'ETag',
    '"abc"',
    ...(query.has('encoded') ? ['Content-Encoding', 'gzip'] : []),
    ...(query.has('notransform') ? ['Cache-Control', 'no-transform'] : []),
  ]);
  res.end(encoded);
});
const streamed = Buffer.from(JSON.stringify({ data: 'wiring '.repeat(85_710) }).slice(0, 600_000));

let services: Awaited<ReturnType<typeof fakeServices>>;
let gateway: http.Server;
let port: number;

beforeAll(async () => {
  services = await fakeServices();
  await new Promise<void>((r) => content.listen(0, '127.0.0.1', r));
  const contentUrl = `http://127.0.0.1:${(content.address() as AddressInfo).port}`;
  gateway = testGateway(services, staticRoot, {
    upstreams: { ...upstreamsOf(services), content: contentUrl },
  });
  port = await listen(gateway);
});

afterAll(async () => {
  await closeGateway(gateway);
  content.closeAllConnections();
  await new Promise((r) => content.close(r));
  await closeAll(services);
});

function get(
  headers: Record<string, string>,
  { path = '/api/getPost?page=1', method = 'GET' } = {},
): Promise<{ res: http.IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request({ port, host: '127.0.0.1', path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

describe('gateway: a service answer as the client sees it', () => {
  it('keeps status, body and every end-to-end header, repeated ones apart, and drops hop-by-hop ones', async () => {
    const { res, body } = await get({ 'X-Request-Id': 'req-1' });
    expect(res.statusCode).toBe(201);
    expect(body.toString()).toBe(payload);
    expect(res.headers['content-length']).toBe(String(Buffer.byteLength(payload)));
    expect(res.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(res.headers.etag).toBe('"abc"');
    expect(res.headers['x-hop']).toBeUndefined();
    expect(res.headers['keep-alive']).not.toBe('timeout=65');
    // One request id, the one the gateway passed on.
    const raw = await sendRaw(port, ['GET /api/getPost HTTP/1.1\r\nHost: x\r\nX-Request-Id: req-2\r\n\r\n']);
    expect(raw.head.match(/^x-request-id:/gim)).toHaveLength(1);
    expect(raw.head).toMatch(/^x-request-id: req-2\r?$/im);
  });

  it('gzips a proxied answer for a client that accepts it', async () => {
    const { res, body } = await get({ 'Accept-Encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(gunzipSync(body).toString()).toBe(payload);
  });

  it('compresses with brotli for what browsers send, keeping the end-to-end headers', async () => {
    const { res, body } = await get({ 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(body.length));
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toBe('"abc"');
    expect(res.headers['set-cookie']).toEqual(['a=1; HttpOnly', 'b=2; HttpOnly']);
    expect(brotliDecompressSync(body).toString()).toBe(payload);
  });

  it('compresses what the service answers now, however often the same answer was compressed before', async () => {
    const first = await get({ 'Accept-Encoding': 'gzip' });
    const again = await get({ 'Accept-Encoding': 'gzip' });
    expect(gunzipSync(again.body).toString()).toBe(payload);
    expect(again.body.equals(first.body)).toBe(true);
    const before = payload;
    try {
      // New content of the same length under the same ETag (a service bug, or a clock): never the old bytes.
      payload = before.replace('voltdesk', 'VOLTDESK');
      const changed = await get({ 'Accept-Encoding': 'gzip' });
      expect(gunzipSync(changed.body).toString()).toBe(payload);
      expect((await get({ 'Accept-Encoding': 'br' })).res.headers['content-encoding']).toBe('br');
    } finally {
      payload = before;
    }
  });

  it('compresses an answer of unknown length as it streams', async () => {
    const { res, body } = await get({ 'Accept-Encoding': 'gzip' }, { path: '/api/getPost?stream=1' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBeUndefined();
    expect(gunzipSync(body).equals(streamed)).toBe(true);
  });

  it('leaves alone what is already encoded, marked no-transform, small, a HEAD, or refused by the client', async () => {
    const encoded = await get({ 'Accept-Encoding': 'br, gzip' }, { path: '/api/getPost?encoded=1' });
    expect(encoded.res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(encoded.body).toString()).toBe(payload);
    const noTransform = await get({ 'Accept-Encoding': 'gzip' }, { path: '/api/getPost?notransform=1' });
    expect(noTransform.res.headers['content-encoding']).toBeUndefined();
    expect(noTransform.body.toString()).toBe(payload);
    const small = await get({ 'Accept-Encoding': 'gzip' }, { path: '/api/getPost?small=1' });
    expect(small.res.headers['content-encoding']).toBeUndefined();
    expect(small.res.headers.vary).toBe('Accept-Encoding');
    expect(small.body.toString()).toBe('{"data":"small"}');
    const head = await get({ 'Accept-Encoding': 'gzip' }, { method: 'HEAD' });
    expect(head.res.headers['content-encoding']).toBeUndefined();
    expect(head.res.headers['content-length']).toBe(String(Buffer.byteLength(payload)));
    for (const refused of ['gzip;q=0, identity', 'identity;q=1, gzip;q=0.5', 'zstd']) {
      const plain = await get({ 'Accept-Encoding': refused });
      expect({ refused, encoding: plain.res.headers['content-encoding'] }).toEqual({
        refused,
        encoding: undefined,
      });
      expect(plain.body.toString()).toBe(payload);
    }
  });

  it('passes the client headers on, minus those about its connection and those the gateway sets', async () => {
    await get({
      'X-Custom': 'kept',
      Connection: 'keep-alive, X-Private',
      'X-Private': 'dropped',
      'X-Forwarded-Host': 'evil.example',
      'X-Request-Id': 'req-3',
    });
    expect(requestHeaders['x-custom']).toBe('kept');
    expect(requestHeaders['x-private']).toBeUndefined();
    expect(requestHeaders['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
    expect(requestHeaders['x-forwarded-for']).toBe('127.0.0.1');
    expect(requestHeaders['x-request-id']).toBe('req-3');
  });
});
