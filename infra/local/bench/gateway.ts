/**
 * Benchmark (not a test): `npm run bench -w infra/local`. Starts the real local stack (`npm start`'s entry on
 * free ports, a throw-away data folder, the demo seed plus 1,000 posts), then measures with autocannon
 * (-c 20 -d 10 by default) the post list page and `landding`, first straight from svc-content and then
 * through the gateway, in the same run. Writes bench/results/gateway.json with both figures and their ratio.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { ROOT } from '../src/stack-config';
import { eventually, startStackProcess } from '../test/support/stack-process';
import { loadFigures } from '@voltdesk/service-kit/testing';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POSTS = 1000;
const LANDING_KEY = 'voltdesk-public-landing-key';
const TARGET = { ratio: 0.6, p99Ms: 20 };

interface Figures {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  failed: number;
}

async function measure(url: string, headers: Record<string, string>): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    ...loadFigures(result),
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

async function main() {
  const stack = await startStackProcess({
    ADMIN_EMAIL: 'bench@voltdesk.local',
    ADMIN_PASSWORD: 'bench-password-1234',
  });
  try {
    await eventually(
      'stack ready',
      async () => (/ready in [\d.]+ s/.test(stack.output()) ? true : undefined),
      8 * 60_000,
    );
    const client = await MongoClient.connect(`mongodb://127.0.0.1:${stack.env.MONGO_PORT}`);
    const posts = client.db('voltdesk_content').collection('posts');
    const image = (await posts.findOne({}))?.image ?? '';
    const body = '<p>' + 'Practical advice on wiring, consumer units and safety checks. '.repeat(20) + '</p>';
    const now = Date.now();
    await posts.insertMany(
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
    await client.close();

    const direct = `http://127.0.0.1:${stack.env.CONTENT_PORT}`;
    const gateway = stack.baseUrl;
    const cases: Array<{ name: string; path: string; headers: Record<string, string> }> = [
      { name: 'postList', path: '/api/getPost?page=1&per_page=12', headers: {} },
      { name: 'landding', path: '/api/landding', headers: { key: LANDING_KEY } },
    ];
    const results: Record<string, unknown> = {};
    let meets = true;
    for (const c of cases) {
      // Warm both paths (JIT, caches, pooled connections) before measuring.
      await autocannon({ url: direct + c.path, connections: 4, duration: 2, headers: c.headers });
      await autocannon({ url: gateway + c.path, connections: 4, duration: 2, headers: c.headers });
      const straight = await measure(direct + c.path, c.headers);
      const through = await measure(gateway + c.path, c.headers);
      const ratio = Math.round((through.requestsPerSecond / straight.requestsPerSecond) * 100) / 100;
      meets &&= ratio >= TARGET.ratio && through.latencyMs.p99 <= TARGET.p99Ms;
      results[c.name] = { path: c.path, direct: straight, gateway: through, ratio };
      console.log(
        `${c.name.padEnd(9)} direct ${straight.requestsPerSecond} req/s (p99 ${straight.latencyMs.p99} ms)  ` +
          `gateway ${through.requestsPerSecond} req/s (p99 ${through.latencyMs.p99} ms)  ratio ${ratio}`,
      );
    }

    const out = {
      benchmark: 'gateway',
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        cpuModel: os.cpus()[0]?.model ?? '',
        node: process.version,
        loadavg: os.loadavg(),
      },
      setup:
        `the whole local stack (npm start on free ports, LOG_LEVEL=warn), the demo seed plus ${POSTS} posts; ` +
        `autocannon in this process, ${CONNECTIONS} connections, ${SECONDS} s per run, after a 2 s warm-up; ` +
        'svc-content measured directly, then through the gateway, in the same run',
      targets: { gatewayToDirectRatio: TARGET.ratio, gatewayP99Ms: TARGET.p99Ms },
      meetsTargets: meets,
      results,
      command: 'npm run bench -w infra/local',
    };
    const file = path.join(ROOT, 'bench/results/gateway.json');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(out, null, 2) + '\n');
    console.log(`written ${file}`);
  } finally {
    await stack.dispose();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
