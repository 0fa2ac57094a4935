import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
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
const payload = JSON.stringify({ data: 'voltdesk '.repeat(500) });
let requestHeaders: http.IncomingHttpHeaders = {};

/** svc-content's stand-in: a big JSON answer with two cookies and headers that are only about the hop. */
const content = http.createServer((req, res) => {
  requestHeaders = req.headers;
  res.writeHead(201, [
    'Content-Type',
    'application/json; charset=utf-8',
    'Content-Length',
    String(Buffer.byteLength(payload)),
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
  ]);
  res.end(payload);
});

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

function get(headers: Record<string, string>): Promise<{ res: http.IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, host: '127.0.0.1', path: '/api/getPost?page=1', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
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
