import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { once } from 'node:events';
import { closeGateway } from '../src/gateway';
import {
  closeAll,
  fakeServices,
  listen,
  shellBuildFixture,
  testGateway,
  upstreamsOf,
} from './support/fake-services';

/**
 * A service killed outright (`kill -9`, an OOM kill, a crash): every request through the gateway still gets
 * an answer, whatever its method and whether or not it carries a body, both those sent after the kill and
 * those the service was holding when it died. The upstream is a real process so the kill is a real one.
 */
const UPSTREAM = `
const http = require('node:http');
http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    // 'hold' answers never: it is in flight when the process dies.
    if (req.url.includes('hold')) { process.stdout.write('held\\n'); return; }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"data":"ok"}');
  });
}).listen(0, '127.0.0.1', function () { process.stdout.write('port ' + this.address().port + '\\n'); });
`;

interface Answer {
  status: number;
  body: string;
}

function send(port: number, method: string, path: string, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        port,
        host: '127.0.0.1',
        method,
        path,
        agent: false,
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let upstream: ChildProcess;
let upstreamLines: string[] = [];

async function startUpstream(): Promise<string> {
  upstream = spawn(process.execPath, ['-e', UPSTREAM], { stdio: ['ignore', 'pipe', 'inherit'] });
  upstreamLines = [];
  let buffered = '';
  upstream.stdout!.setEncoding('utf8');
  upstream.stdout!.on('data', (c: string) => {
    buffered += c;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    upstreamLines.push(...lines);
  });
  const port = await waitFor(() => upstreamLines.find((l) => l.startsWith('port '))?.slice(5));
  return `http://127.0.0.1:${port}`;
}

/** Polls until `probe` gives a value (generous limit: a slow machine may take a while to start a process). */
async function waitFor<T>(probe: () => T | undefined): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('gave up waiting');
}

async function killUpstream(): Promise<void> {
  const exited = once(upstream, 'exit');
  upstream.kill('SIGKILL');
  await exited;
}

const staticRoot = shellBuildFixture('gateway-service-killed');
let services: Awaited<ReturnType<typeof fakeServices>>;
let gateway: http.Server;
let port: number;

beforeEach(async () => {
  services = await fakeServices();
  gateway = testGateway(services, staticRoot, {
    upstreams: { ...upstreamsOf(services), pos: await startUpstream() },
  });
  port = await listen(gateway);
});

afterEach(async () => {
  if (upstream.exitCode === null && upstream.signalCode === null) await killUpstream();
  await closeGateway(gateway, 1_000);
  await closeAll(services);
});

const unavailable = { status: 503, body: JSON.stringify({ message: 'Service unavailable.' }) };

describe('a service killed with SIGKILL', () => {
  it('answers every method after the kill with 503, bodies or not', async () => {
    // Warm the pool: the connection the kill breaks is the one the next request would reuse.
    expect((await send(port, 'POST', '/api/admin/insertCategory', '{"name":"Warm"}')).status).toBe(200);
    await killUpstream();
    expect(await send(port, 'POST', '/api/admin/insertCategory', '{"name":"Lighting"}')).toEqual(unavailable);
    expect(await send(port, 'PUT', '/api/admin/updateCategory', '{"_id":"x","name":"y"}')).toEqual(
      unavailable,
    );
    expect(await send(port, 'DELETE', '/api/admin/deleteCategory?_id=x')).toEqual(unavailable);
    expect(await send(port, 'GET', '/api/admin/getOrders')).toEqual(unavailable);
    expect(await send(port, 'POST', '/api/admin/insertOrder')).toEqual(unavailable);
  });

  it('answers the requests the service was holding when it died', async () => {
    const inFlight = Array.from({ length: 6 }, (_, i) =>
      send(port, 'POST', '/api/admin/insertOrder?hold', JSON.stringify({ customer: `c${i}` })),
    );
    inFlight.push(send(port, 'GET', '/api/admin/getOrders?hold'));
    await waitFor(() => (upstreamLines.filter((l) => l === 'held').length === 7 ? true : undefined));
    await killUpstream();
    const answers = await Promise.all(inFlight);
    // Writes were maybe processed, so they are not retried: the client learns the service went away.
    for (const answer of answers) expect(answer).toEqual(unavailable);
  });
});
