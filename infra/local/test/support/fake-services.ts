import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { ServiceName } from '@voltdesk/contracts';
import { closeGateway, createGateway, type GatewayOptions } from '../../src/gateway';

export interface FakeService {
  name: ServiceName;
  server: http.Server;
  url: string;
  port: number;
  /** Requests that reached this service, with what it received. */
  seen: Array<{ url: string; headers: http.IncomingHttpHeaders; bodyBytes: number }>;
  /** TCP connections the gateway opened to it. */
  connections: number;
}

/** A stand-in service that answers with its own name and what it received, so a test sees who got what. */
export async function fakeService(name: ServiceName, port = 0): Promise<FakeService> {
  const fake: FakeService = {
    name,
    server: undefined as unknown as http.Server,
    url: '',
    port,
    seen: [],
    connections: 0,
  };
  fake.server = http.createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => {
      fake.seen.push({ url: req.url ?? '', headers: req.headers, bodyBytes });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          service: name,
          url: req.url,
          forwardedFor: req.headers['x-forwarded-for'] ?? null,
          requestId: req.headers['x-request-id'] ?? null,
          bodyBytes,
        }),
      );
    });
  });
  fake.server.on('connection', () => fake.connections++);
  await new Promise<void>((r) => fake.server.listen(port, '127.0.0.1', r));
  fake.port = (fake.server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}`;
  return fake;
}

export async function fakeServices(): Promise<Record<ServiceName, FakeService>> {
  return {
    auth: await fakeService('auth'),
    content: await fakeService('content'),
    pos: await fakeService('pos'),
    notify: await fakeService('notify'),
  };
}

export const upstreamsOf = (services: Record<ServiceName, FakeService>): Record<ServiceName, string> => ({
  auth: services.auth.url,
  content: services.content.url,
  pos: services.pos.url,
  notify: services.notify.url,
});

export async function closeAll(services: Record<ServiceName, FakeService>): Promise<void> {
  for (const s of Object.values(services)) {
    s.server.closeAllConnections();
    await new Promise((r) => s.server.close(r));
  }
}

export async function listen(server: http.Server): Promise<number> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

/** A folder holding a one-page shell build, served by a test gateway as its static root. */
export function shellBuildFixture(prefix: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
  return root;
}

/** A gateway in front of the fake services (any option overridable), not yet listening. */
export function testGateway(
  services: Record<ServiceName, FakeService>,
  staticRoot: string,
  options: Partial<GatewayOptions> = {},
): http.Server {
  return createGateway({
    upstreams: upstreamsOf(services),
    appConfig: { landingKey: 'k', publicUrl: 'http://x' },
    publicUrl: 'http://x',
    staticRoot,
    ...options,
  });
}

/** What a gateway suite works with; filled before its first test. */
export interface GatewayBed {
  services: Record<ServiceName, FakeService>;
  /** Serves a one-page shell build (`shellBuildFixture`). */
  staticRoot: string;
  gateway: http.Server;
  port: number;
}

/**
 * The fake services and a gateway in front of them (`options` over `testGateway`'s), listening: started in
 * a `beforeAll`, closed in an `afterAll`. Call it at the top of the test file.
 */
export function gatewayTestBed(prefix: string, options: Partial<GatewayOptions> = {}): GatewayBed {
  const bed = { staticRoot: shellBuildFixture(prefix) } as GatewayBed;
  beforeAll(async () => {
    bed.services = await fakeServices();
    bed.gateway = testGateway(bed.services, bed.staticRoot, options);
    bed.port = await listen(bed.gateway);
  });
  afterAll(async () => {
    await closeGateway(bed.gateway);
    await closeAll(bed.services);
  });
  return bed;
}
