import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createTestSigner, startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';

/**
 * svc-pos as `npm start` runs it (src/main.ts in its own process), stopped with SIGTERM the way Kubernetes
 * and the local stack stop it: the request in flight is answered, then the process exits 0 (not 143).
 */
let infra: TestInfra;
let jwks: Server;
let child: ChildProcess | undefined;

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  const signer = await createTestSigner();
  jwks = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(signer.jwks));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await new Promise((resolve) => jwks.close(resolve));
  await infra.stop();
});

const freePort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
};

it('drains on SIGTERM: the request in flight gets its answer, new connections are refused, exit code 0', async () => {
  const port = await freePort();
  let output = '';
  // tsx as a loader, not its CLI: the signal must reach the service itself, not a wrapper relaying it.
  child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      MONGO_URL: infra.mongoUrl,
      POS_DB_NAME: infra.dbName('pos_shutdown'),
      POS_PORT: String(port),
      HOST: '127.0.0.1',
      // Nothing listens here: the outbox holds events and start-up does not wait for the broker.
      KAFKA_BROKERS: '127.0.0.1:1',
      JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/`,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child!.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  while (!output.includes('svc-pos listening')) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`svc-pos did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }

  // A payment whose body is still arriving when SIGTERM comes: the server is mid-request. (The body is read
  // before the admin guard, so the answer is the guard's 401: this test needs no session state.)
  const body = JSON.stringify({ order_id: 'aaaaaaaaaaaaaaaaaaaaaaaa', amount: 1 });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/admin/due_pay',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      child!.kill('SIGTERM');
      setTimeout(() => req.end(body.slice(10)), 500);
    }, 300);
  });

  const res = await answer;
  expect(res.status).toBe(401);
  expect(JSON.parse(res.body)).toEqual({ message: 'Unauthenticated.' });
  await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  expect(await exited).toEqual({ code: 0, signal: null });
  expect(output).toContain('svc-pos shutting down');
  expect(output).toContain('svc-pos stopped');
}, 120_000);
