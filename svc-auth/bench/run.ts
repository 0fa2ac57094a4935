/**
 * `npm run bench -w svc-auth`: login throughput (argon2id dominates) and verified, authorized GETs,
 * through HTTP (autocannon, in-process) against the real app on 127.0.0.1 and the embedded database.
 * Writes bench/results/svc-auth.json at the repository root. Not a test: figures depend on the machine
 * and on whatever else it is running (see machine.loadavg in the results).
 */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import pino from 'pino';
import { defineEndpoints } from '@voltdesk/contracts';
import {
  createApp,
  createMetrics,
  JwtVerifier,
  registerEndpoints,
  TokenDenylist,
} from '@voltdesk/service-kit';
import { loadFigures, startTestInfra } from '@voltdesk/service-kit/testing';
import { createAuthApp } from '../src/app';
import { DEV_ADMIN, ensureFirstAdmin } from '../src/shared/first-admin';
import { ARGON2_PARAMS, PasswordHasher } from '../src/shared/passwords';
import { SigningKeys } from '../src/shared/signing-keys';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LOGIN_CONNECTIONS = Number(process.env.BENCH_LOGIN_CONNECTIONS ?? 4);

interface Figures {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time of this whole process (app, embedded database AND the autocannon client) per request: a
   * load-independent cost, since the wall-clock figures depend on what else the shared machine runs.
   */
  cpuMsPerRequest: number;
  /** 1000 / cpuMsPerRequest: requests/s one dedicated core would serve at that cost (client included). */
  requestsPerCoreSecond: number;
}

async function run(name: string, options: autocannon.Options): Promise<Figures> {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ duration: SECONDS, ...options });
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total);
  const figures: Figures = {
    ...loadFigures(result),
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPerRequest: Math.round(cpuMsPerRequest * 1000) / 1000,
    requestsPerCoreSecond: Math.round(1000 / cpuMsPerRequest),
  };
  console.log(`${name}: ${JSON.stringify(figures)}`);
  return figures;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

async function main(): Promise<void> {
  const infra = await startTestInfra({ kafka: false });
  const conn = await mongoose
    .createConnection(infra.mongoUrl, { dbName: infra.dbName('auth_bench') })
    .asPromise();
  // Logs as in production (info, one line per request), written to /dev/null so the cost is counted.
  const logger = pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: false }));
  const keys = await SigningKeys.fromPrivateJwks([await SigningKeys.generatePrivateJwk()]);
  const denylist = new TokenDenylist();
  const verifier = new JwtVerifier({ jwks: () => keys.jwks, denylist });
  const hasher = new PasswordHasher();
  const { app, users } = await createAuthApp({
    conn,
    logger,
    metrics: createMetrics('svc-auth', false),
    keys,
    denylist,
    verifier,
    hasher,
    mediaDir: fs.mkdtempSync(path.join(os.tmpdir(), 'auth-bench-media-')),
    tokenTtlSeconds: 3600,
  });
  await ensureFirstAdmin({
    users,
    hasher,
    logger,
    config: { NODE_ENV: 'development' },
  });
  // A few revoked tokens in the denylist, as in a running system.
  for (let i = 0; i < 1000; i += 1) denylist.revokeToken(`revoked-${i}`, Date.now() + 3600_000);

  // The same verifier and admin guard on a route that does no database work: the cost of verification alone.
  const benchEndpoints = defineEndpoints({
    verified: {
      name: 'verified',
      method: 'GET',
      path: 'bench/verified',
      service: 'auth',
      access: 'admin',
      errors: 'data',
      view: null,
      errorStatuses: [401, 403],
    },
  });
  const bare = createApp({ name: 'svc-auth', logger, metrics: createMetrics('svc-auth', false) });
  registerEndpoints(bare, {
    service: 'auth',
    endpoints: benchEndpoints,
    verifier,
    validateResponses: false,
    handlers: { verified: async () => ({ data: null }) },
  });

  // What the load generator itself costs: a bare node:http server answering a fixed body. Subtracting its
  // CPU per request from the others estimates the app's own cost on this machine.
  const baseline = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"data":null}');
  });
  const baselineUrl = await listen(baseline);
  const authServer = createServer(app.callback());
  const bareServer = createServer(bare.callback());
  const authUrl = await listen(authServer);
  const bareUrl = await listen(bareServer);

  const loginBody = JSON.stringify({ email: DEV_ADMIN.email, password: DEV_ADMIN.password });
  const loginRes = await fetch(`${authUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  });
  const token = ((await loginRes.json()) as { data: { access_token: string } }).data.access_token;
  const auth = { authorization: `Bearer ${token}` };

  // Warm-up (JIT, connection pools, jose key import cache).
  await autocannon({
    url: `${authUrl}/api/admin/users`,
    headers: auth,
    duration: 2,
    connections: CONNECTIONS,
  });

  const results = {
    baselineBareHttp: await run('baseline (bare node:http, no app)', {
      url: baselineUrl,
      connections: CONNECTIONS,
    }),
    login: await run('login', {
      url: `${authUrl}/api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
      connections: LOGIN_CONNECTIONS,
    }),
    adminUsers: await run('GET /api/admin/users', {
      url: `${authUrl}/api/admin/users`,
      headers: auth,
      connections: CONNECTIONS,
    }),
    verifiedGetNoDb: await run('verified GET (no database)', {
      url: `${bareUrl}/api/bench/verified`,
      headers: auth,
      connections: CONNECTIONS,
    }),
  };

  const out = {
    benchmark: 'svc-auth',
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      loadavg: os.loadavg(),
    },
    setup:
      `autocannon in-process (same event loop as the app), ${SECONDS} s per run, ${CONNECTIONS} connections ` +
      `(${LOGIN_CONNECTIONS} for login), against the app on 127.0.0.1 and the embedded database (in-process, memory only); ` +
      'request logging at info to /dev/null; 1000 revoked token ids in the denylist',
    argon2: {
      type: 'argon2id',
      memoryKiB: ARGON2_PARAMS.memoryCost,
      timeCost: ARGON2_PARAMS.timeCost,
      parallelism: ARGON2_PARAMS.parallelism,
    },
    token: { alg: 'EdDSA (Ed25519)', library: 'jose' },
    targets: { verifiedGetRequestsPerSecond: 5000, verifiedGetP99Ms: 20 },
    results,
    appCpuMsPerRequest: {
      login: round(results.login.cpuMsPerRequest - results.baselineBareHttp.cpuMsPerRequest),
      adminUsers: round(results.adminUsers.cpuMsPerRequest - results.baselineBareHttp.cpuMsPerRequest),
      verifiedGetNoDb: round(
        results.verifiedGetNoDb.cpuMsPerRequest - results.baselineBareHttp.cpuMsPerRequest,
      ),
    },
  };
  const file = path.resolve(__dirname, '../../bench/results/svc-auth.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${file}`);

  await new Promise((r) => baseline.close(r));
  await new Promise((r) => authServer.close(r));
  await new Promise((r) => bareServer.close(r));
  await conn.close();
  await infra.stop();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
