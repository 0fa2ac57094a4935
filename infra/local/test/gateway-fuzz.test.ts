import fc from 'fast-check';
import { routeTable } from '@voltdesk/contracts';
import { gatewayTestBed } from './support/fake-services';
import { sendRaw } from './support/raw-http';

/**
 * Malformed and hostile requests, then every route: the gateway answers each one without a 5xx (its
 * services are up), never hangs, never crashes, and keeps routing every path of the table afterwards.
 */
const bed = gatewayTestBed('gateway-fuzz', { timeouts: { headersMs: 2_000, requestMs: 4_000 } });

const CORPUS: string[] = [
  'GET /% HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /api/%c0%af HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /api/getPost?%% HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /media/auth/%00.png HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /media/content/..%2f..%2fapi%2flogin HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /remotes/site/%2e%2e%5c%2e%2e%5cetc%5cpasswd HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET https://evil.example/ HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET evil HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n',
  'GET / HTTP/1.1\r\n Host: folded\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX: a\x00b\r\n\r\n',
  'GET / HTTP/1.1\r\nHost: x\r\nX: a\rb\r\n\r\n',
  'G\x00T / HTTP/1.1\r\n\r\n',
  'FOO / HTTP/1.1\r\nHost: x\r\n\r\n',
  'DELETE / HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /\x7f HTTP/1.1\r\nHost: x\r\n\r\n',
  `GET /${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  `GET / HTTP/1.1\r\nHost: x\r\n${'X-A: b\r\n'.repeat(3000)}\r\n`,
  'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 1e3\r\n\r\n',
  'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
  'POST /api/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nhello\r\n0\r\n\r\n',
  'POST /api/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n',
  'POST /api/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffffff\r\n',
  'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999\r\n\r\n',
  'POST /api/login HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n{}',
  'GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
  'GET /api/getPost HTTP/1.1\r\nHost: x\r\nConnection: close, x-request-id\r\n\r\n',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  '\r\n\r\n\r\n',
  'GET / HTTP/1.1\nHost: x\n\n',
];

function expectSafe(request: string, answer: Awaited<ReturnType<typeof sendRaw>>) {
  expect({ request: request.slice(0, 80), timedOut: answer.timedOut }).toEqual({
    request: request.slice(0, 80),
    timedOut: false,
  });
  if (answer.status !== undefined)
    expect({ request: request.slice(0, 80), status: answer.status }).toEqual({
      request: request.slice(0, 80),
      status: expect.any(Number) as number,
    });
  expect(answer.status === undefined || answer.status < 500).toBe(true);
}

describe('gateway fuzz', () => {
  it('answers every request of the corpus without a 5xx or a hang', async () => {
    for (const request of CORPUS) expectSafe(request, await sendRaw(bed.port, [request]));
  });

  it('answers mutated requests without a 5xx or a hang', async () => {
    const base =
      'POST /api/insertContact?x=1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 13\r\n\r\n{"name":"a1"}';
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(base.length - 1), fc.integer({ min: 0, max: 255 })), {
          minLength: 1,
          maxLength: 6,
        }),
        async (flips) => {
          const bytes = Buffer.from(base, 'latin1');
          for (const [at, value] of flips) bytes[at] = value;
          expectSafe(bytes.toString('latin1'), await sendRaw(bed.port, [bytes], { timeoutMs: 8_000 }));
        },
      ),
      { numRuns: 150, seed: 15 },
    );
  });

  it('answers random request targets without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[\x21-\x7e]{0,60}$/), async (tail) => {
        const request = `GET /${tail} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`;
        expectSafe(request, await sendRaw(bed.port, [request], { timeoutMs: 8_000 }));
      }),
      { numRuns: 200, seed: 15 },
    );
  });

  it('still routes every path of the table afterwards', async () => {
    for (const route of routeTable) {
      const res = await fetch(`http://127.0.0.1:${bed.port}/api/${route.path}`, {
        method: route.method,
        ...(route.method === 'GET' ? {} : { body: '{}', headers: { 'Content-Type': 'application/json' } }),
      });
      const body = (await res.json()) as { service: string };
      expect({ path: route.path, status: res.status, service: body.service }).toEqual({
        path: route.path,
        status: 200,
        service: route.service,
      });
    }
  });
});
