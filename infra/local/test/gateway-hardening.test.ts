import http from 'node:http';
import { CONTENT_SECURITY_POLICY } from '@voltdesk/contracts';
import { closeGateway } from '../src/gateway';
import { fakeService, gatewayTestBed, listen, testGateway, upstreamsOf } from './support/fake-services';
import { rawConnection, sendRaw } from './support/raw-http';

const bed = gatewayTestBed('gateway-hardening', { timeouts: { headersMs: 1_000, requestMs: 2_000 } });

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request through a keep-alive agent of a single socket: `reused` says whether it was the same one. */
function call(
  method: string,
  urlPath: string,
  { body, headers = {} }: { body?: Buffer | string; headers?: Record<string, string> } = {},
): Promise<{
  status: number;
  headers: http.IncomingHttpHeaders;
  json: Record<string, unknown>;
  reused: boolean;
}> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { port: bed.port, host: '127.0.0.1', method, path: urlPath, agent, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            json: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
            reused: req.reusedSocket,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

afterAll(() => agent.destroy());

describe('gateway: requests that used to crash or wedge it', () => {
  it('answers malformed percent-encoding with 400 and keeps serving', async () => {
    for (const target of ['/%', '/api/%zz', '/%E0%A4%A', '/%ff']) {
      const answer = await sendRaw(bed.port, [`GET ${target} HTTP/1.1\r\nHost: x\r\n\r\n`]);
      expect({ target, status: answer.status }).toEqual({ target, status: 400 });
      expect(JSON.parse(answer.body)).toEqual({ message: 'Bad request.' });
    }
    expect((await call('GET', '/api/getPost')).status).toBe(200);
  });

  it('refuses absolute-form targets, dot segments and tunnels with 400', async () => {
    for (const line of [
      'GET http://evil.example/api/getPost HTTP/1.1',
      'OPTIONS * HTTP/1.1',
      'GET //evil.example/ HTTP/1.1',
      'GET /remotes/site/%2e%2e/%2e%2e/etc/passwd HTTP/1.1',
      'CONNECT evil.example:443 HTTP/1.1',
    ]) {
      const answer = await sendRaw(bed.port, [`${line}\r\nHost: x\r\n\r\n`]);
      expect({ line, status: answer.status }).toEqual({ line, status: 400 });
    }
  });

  it('answers invalid headers 400 and oversized headers 431, in the envelope', async () => {
    const bad = await sendRaw(bed.port, ['GET / HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n']);
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ message: 'Bad request.' });
    const huge = await sendRaw(bed.port, [
      `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(32 * 1024)}\r\n\r\n`,
    ]);
    expect(huge.status).toBe(431);
    const smuggle = await sendRaw(bed.port, [
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]);
    expect(smuggle.status).toBe(400);
  });

  it('serves HTTP/1.0 clients', async () => {
    const answer = await sendRaw(bed.port, ['GET /api/getPost HTTP/1.0\r\n\r\n']);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ service: 'content' });
  });

  it('answers 408 to a client that sends its headers too slowly, and to one that stalls its body', async () => {
    const headers = await sendRaw(bed.port, ['GET / HTTP/1.1\r\n', 'Host: x\r\n'], { timeoutMs: 15_000 });
    expect(headers.timedOut).toBe(false);
    expect(headers.status).toBe(408);
    const body = await sendRaw(
      bed.port,
      [
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a"',
      ],
      { timeoutMs: 15_000 },
    );
    expect(body.timedOut).toBe(false);
    expect(body.status).toBe(408);
    expect(bed.services.auth.seen.filter((s) => s.url === '/api/login')).toEqual([]);
    expect((await call('GET', '/api/getPost')).status).toBe(200);
  });
});

describe('gateway: reverse-proxy semantics', () => {
  it('keeps client connections alive and reuses pooled connections to a service', async () => {
    const before = bed.services.content.connections;
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await call('GET', `/api/getPost?page=${i}`));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.slice(1).every((a) => a.reused)).toBe(true);
    expect(answers.some((a) => a.headers.connection === 'close')).toBe(false);
    expect(bed.services.content.connections - before).toBeLessThanOrEqual(1);
  });

  it('refuses a body over the route limit with 413 before any byte goes upstream, and the connection stays usable', async () => {
    const seenBefore = bed.services.content.seen.length;
    const big = Buffer.alloc(3 * 1024 * 1024, 'a');
    const refused = await call('POST', '/api/insertContact', {
      body: big,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({ message: 'The request is too large: at most 1 MB.' });
    expect(bed.services.content.seen.length).toBe(seenBefore);
    const next = await call('POST', '/api/insertContact', {
      body: '{"name":"a"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(next).toMatchObject({ status: 200, reused: true });
    expect(next.json).toMatchObject({ service: 'content', bodyBytes: 12 });
  });

  it('applies the multipart limit to uploads and refuses a body where the route takes none', async () => {
    const upload = Buffer.alloc(3 * 1024 * 1024, 'a');
    const ok = await call('POST', '/api/admin/insertPost', {
      body: upload,
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.bodyBytes).toBe(upload.length);
    const chunkedTooBig = await sendRaw(bed.port, [
      'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      `200000\r\n${'a'.repeat(0x200000)}\r\n0\r\n\r\n`,
    ]);
    expect(chunkedTooBig.status).toBe(413);
    const getWithBody = await call('GET', '/api/getPost', {
      body: 'x'.repeat(10),
      headers: { 'Content-Length': '10' },
    });
    expect(getWithBody.status).toBe(413);
  });

  it('says the per-file limit when an upload is refused for its size', async () => {
    const seenBefore = bed.services.content.seen.length;
    const refused = await call('POST', '/api/admin/uploadMedia', {
      body: Buffer.alloc(25 * 1024 * 1024, 'a'),
      headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
    });
    expect(refused.status).toBe(413);
    expect(refused.json).toEqual({
      message:
        'The request is too large: a file may be at most 5 MB, and the files of one request 20 MB together.',
    });
    expect(bed.services.content.seen.length).toBe(seenBefore);
  });

  it('refuses an oversized chunked body with 413 and serves the next request on the same connection', async () => {
    // No Content-Length: the gateway only learns the size by reading, past the limit (1 MiB for JSON).
    const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`;
    const connection = await rawConnection(bed.port);
    try {
      const refused = await connection.exchange([
        'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
        ...Array.from({ length: 32 }, () => chunk),
        '0\r\n\r\n',
      ]);
      expect(refused).toMatchObject({ status: 413, closed: false, timedOut: false });
      expect(JSON.parse(refused.body)).toEqual({ message: 'The request is too large: at most 1 MB.' });
      expect(refused.head).not.toMatch(/^connection: *close/im);
      // A paused, half-read body would leave this one waiting for the request timeout (then a 408).
      const next = await connection.exchange(['GET /api/getPost HTTP/1.1\r\nHost: x\r\n\r\n']);
      expect(next).toMatchObject({ status: 200, closed: false, timedOut: false });
      expect(JSON.parse(next.body)).toMatchObject({ service: 'content' });
      expect(bed.services.auth.seen.filter((s) => s.url === '/api/login')).toEqual([]);
    } finally {
      connection.close();
    }
  });

  it('closes the connection after the 413 when a chunked body goes on far past the limit', async () => {
    // GET takes no body: past a few hundred KiB the rest is not worth reading to keep the connection.
    const chunk = `10000\r\n${'a'.repeat(0x10000)}\r\n`;
    const connection = await rawConnection(bed.port);
    try {
      const refused = await connection.exchange([
        'GET /api/getPost HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n',
        ...Array.from({ length: 16 }, () => chunk),
      ]);
      expect(refused).toMatchObject({ status: 413, timedOut: false });
      expect(JSON.parse(refused.body)).toEqual({ message: 'The request is too large.' });
      expect(refused.head).toMatch(/^connection: *close/im);
      const after = await connection.exchange(['GET /api/getPost HTTP/1.1\r\nHost: x\r\n\r\n']);
      expect(after).toMatchObject({ status: undefined, closed: true, timedOut: false });
    } finally {
      connection.close();
    }
    expect((await call('GET', '/api/getPost')).status).toBe(200);
  });

  it('answers 503 in the envelope while a service is down, and works again once it is back', async () => {
    const spare = await fakeService('pos');
    const sparePort = spare.port;
    const own = testGateway(bed.services, bed.staticRoot, {
      upstreams: { ...upstreamsOf(bed.services), pos: spare.url },
    });
    const ownPort = await listen(own);
    const get = async () => {
      const res = await fetch(`http://127.0.0.1:${ownPort}/api/admin/getOrders`);
      return { status: res.status, body: (await res.json()) as unknown };
    };
    expect((await get()).status).toBe(200);
    spare.server.closeAllConnections();
    await new Promise((r) => spare.server.close(r));
    const down = await get();
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: 'Service unavailable.' });
    const back = await fakeService('pos', sparePort);
    expect((await get()).status).toBe(200);
    back.server.closeAllConnections();
    await new Promise((r) => back.server.close(r));
    await closeGateway(own);
  });

  it('sets X-Forwarded-For itself: a client cannot choose the address the services see', async () => {
    const res = await call('GET', '/api/getPost', {
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Real-IP': '203.0.113.9', Forwarded: 'for=203.0.113.9' },
    });
    expect(res.json.forwardedFor).toBe('127.0.0.1');
    const seen = bed.services.content.seen.at(-1)!;
    expect(seen.headers['x-real-ip']).toBeUndefined();
    expect(seen.headers.forwarded).toBeUndefined();
  });

  it('believes X-Forwarded-For only from a configured proxy, and then appends its peer', async () => {
    const behindTls = testGateway(bed.services, bed.staticRoot, { trustedProxies: ['127.0.0.1'] });
    const tlsPort = await listen(behindTls);
    const res = await fetch(`http://127.0.0.1:${tlsPort}/api/getPost`, {
      headers: { 'X-Forwarded-For': '198.51.100.7', 'X-Forwarded-Proto': 'https' },
    });
    expect((await res.json()).forwardedFor).toBe('198.51.100.7, 127.0.0.1');
    expect(bed.services.content.seen.at(-1)!.headers['x-forwarded-proto']).toBe('https');
    await closeGateway(behindTls);
  });

  it('passes the request id on, or makes one, and answers with it', async () => {
    const given = await call('GET', '/api/getPost', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(given.json.requestId).toBe('abc-123');
    const made = await call('GET', '/api/getPost', { headers: { 'X-Request-Id': 'not valid!' } });
    expect(made.json.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(made.headers['x-request-id']).toBe(made.json.requestId);
    // Made ids are unique: they are how one request's log lines are found across the services.
    const ids = new Set<unknown>([made.json.requestId]);
    for (let i = 0; i < 5; i++) ids.add((await call('GET', '/api/getPost')).json.requestId);
    expect(ids.size).toBe(6);
  });

  it('sends the strict Content-Security-Policy on HTML answers', async () => {
    const page = await call('GET', '/admin');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-(inline|eval)/);
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
      expect(CONTENT_SECURITY_POLICY).toContain(d);
  });
});
