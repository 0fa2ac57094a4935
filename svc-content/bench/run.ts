/**
 * Benchmark (not a test): `npm run bench -w svc-content`. The app and autocannon share this process, with
 * the embedded database in-process (memory only) holding the demo seed plus 1,000 posts. Writes
 * bench/results/svc-content.json at the repository root and prints the figures.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import mongoose from 'mongoose';
import { start } from '@voltdesk/embedded-mongo';
import { createLogger, createMetrics, JwtVerifier, syncIndexes, TokenDenylist } from '@voltdesk/service-kit';
import { createTestSigner, loadFigures } from '@voltdesk/service-kit/testing';
import { createContentApp } from '../src/app';
import { contentModels } from '../src/models';
import { seedContent } from '../src/seed/seed';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTS = 1000;
const LANDING_KEY = 'bench-landing-key';

async function main() {
  const server = await start({ port: 0 });
  const conn = await mongoose.createConnection(server.uri, { dbName: 'voltdesk_content_bench' }).asPromise();
  const models = contentModels(conn);
  await syncIndexes(conn);
  const signer = await createTestSigner();
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-bench-'));
  const { app, services } = createContentApp({
    conn,
    models,
    verifier: new JwtVerifier({ jwks: signer.jwks, denylist: new TokenDenylist() }),
    logger: createLogger('svc-content-bench', 'silent'),
    metrics: createMetrics('svc-content-bench', false),
    mediaDir,
    publicUrl: 'http://localhost:8080',
    landingKey: LANDING_KEY,
    doubleOptIn: true,
    landingCacheTtlMs: 30_000,
    publicWriteLimitPerHour: 10,
  });
  await seedContent(services, models);
  const image = (await models.posts.findOne().lean())!.image;
  const body = '<p>' + 'Practical advice on wiring, consumer units and safety checks. '.repeat(20) + '</p>';
  const now = Date.now();
  await models.posts.insertMany(
    Array.from({ length: POSTS }, (_, i) => ({
      title: `Bench post ${i}`,
      slug: `bench-post-${i}`,
      description: body,
      image,
      status: i % 10 === 0 ? 0 : 1,
      written: new Date(now - i * 60_000),
      author_id: 'bench',
    })),
  );
  const http = app.listen(0, '127.0.0.1');
  await new Promise((r) => http.once('listening', r));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;

  const run = async (name: string, urlPath: string, headers: Record<string, string> = {}) => {
    const result = await autocannon({
      url: base + urlPath,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers,
    });
    // A 304 is the expected answer of the conditional run, not a failure.
    const notModified =
      (result.statusCodeStats as Record<string, { count: number } | undefined>)['304']?.count ?? 0;
    const failed = result.non2xx - notModified + result.errors + result.timeouts;
    const figures = {
      path: urlPath,
      ...loadFigures(result),
      failed,
    };
    console.log(
      `${name.padEnd(16)} ${String(figures.requestsPerSecond).padStart(6)} req/s  p50 ${figures.latencyMs.p50} ms  p99 ${figures.latencyMs.p99} ms  failed ${failed}`,
    );
    return figures;
  };

  const results = {
    landding: await run('landding', '/api/landding', { key: LANDING_KEY }),
    landding304: await run('landding (304)', '/api/landding', {
      key: LANDING_KEY,
      'if-none-match': (await services.landing.snapshot()).etag,
    }),
    pagebyslug: await run('pagebyslug', '/api/pagebyslug?slug=privacy-policy'),
    getPostPage1: await run('getPost page 1', '/api/getPost'),
    getPostPage40: await run('getPost page 40', '/api/getPost?page=40&per_page=20'),
  };

  const out = {
    benchmark: 'svc-content',
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? '',
      node: process.version,
      loadavg: os.loadavg(),
    },
    setup: `autocannon in-process (load generator in one worker thread), ${CONNECTIONS} connections, ${SECONDS} s per run, against the app on 127.0.0.1 and the embedded database (in-process, memory only) holding the demo seed plus ${POSTS} posts (10% inactive)`,
    targets: { landdingRequestsPerSecond: 5000, landdingP99Ms: 20 },
    results,
    command: 'npm run bench -w svc-content',
  };
  const file = path.resolve(__dirname, '../../bench/results/svc-content.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
  console.log(`written ${file}`);
  await new Promise((r) => http.close(r));
  await conn.close();
  await server.stop();
  fs.rmSync(mediaDir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
