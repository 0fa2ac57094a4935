/**
 * Benchmark (not a test): `npm run bench -w infra/local`. Starts the real local stack (`npm start`'s entry on
 * free ports, a throw-away data folder, the demo seed plus 1,000 posts), then measures with autocannon
 * (-c 20 -d 10 by default) the post list page and `landding`, straight from svc-content and through the
 * gateway, in the same run. Both paths are warmed up alike, then measured in turn, direct then gateway, for
 * several rounds (BENCH_ROUNDS, 3 by default) so both see the same machine; the medians are recorded. Each
 * run also records the load average and the CPU time per request of the gateway, svc-content and autocannon
 * (this process), which says where the time goes even when other work on the machine moves the throughput.
 * Then the server-rendered page of one post through the gateway against the post list's JSON through the
 * gateway, round by round (target: the page at least half the JSON's rate; rendered pages are cached like
 * the JSON, so this measures the cache a visitor meets).
 * Writes bench/results/gateway.json.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { MongoClient } from 'mongodb';
import { buildFrontEndsIfNeeded } from '../src/front-ends';
import { ROOT } from '../src/stack-config';
import { readState } from '../src/supervisor/stack-state';
import { eventually, startStackProcess } from '../test/support/stack-process';
import { loadFigures } from '@voltdesk/service-kit/testing';
import { cpuTimeMs } from './cpu';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP_SECONDS = 3;
const POSTS = 1000;
const LANDING_KEY = 'voltdesk-public-landing-key';
const TARGET = { ratio: 0.6, p99Ms: 20, htmlToJsonRatio: 0.5 };

interface Run {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  requests: number;
  failed: number;
  /** 1-minute load average when the run started: above the core count, other work shared the machine. */
  loadAverage: number;
  /** CPU time per request (µs) of each process involved, where /proc tells it. */
  cpuMicrosPerRequest: Record<string, number>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round2 = (n: number) => Math.round(n * 100) / 100;

async function measure(
  url: string,
  headers: Record<string, string>,
  processes: Record<string, number>,
): Promise<Run> {
  const loadAverage = round2(os.loadavg()[0]!);
  const cpuBefore = Object.entries(processes).map(([name, pid]) => [name, cpuTimeMs(pid)] as const);
  const selfBefore = process.cpuUsage();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const self = process.cpuUsage(selfBefore);
  const figures = loadFigures(result);
  const perRequest = (ms: number) => Math.round((ms * 1000) / Math.max(figures.requests, 1));
  const cpuMicrosPerRequest: Record<string, number> = {
    autocannon: perRequest((self.user + self.system) / 1000),
  };
  for (const [name, before] of cpuBefore) {
    const after = cpuTimeMs(processes[name]!);
    if (before !== undefined && after !== undefined) cpuMicrosPerRequest[name] = perRequest(after - before);
  }
  return {
    ...figures,
    failed: result.non2xx + result.errors + result.timeouts,
    loadAverage,
    cpuMicrosPerRequest,
  };
}

const describeRun = (r: Run) =>
  `${r.requestsPerSecond} req/s (p99 ${r.latencyMs.p99} ms, load ${r.loadAverage}, CPU µs/request ` +
  `${Object.entries(r.cpuMicrosPerRequest)
    .map(([name, us]) => `${name} ${us}`)
    .join(', ')})`;

async function main() {
  // The rendered post page needs infra/render's bundle (the stack process builds nothing).
  await buildFrontEndsIfNeeded((line) => console.log(line));
  const stack = await startStackProcess({
    ADMIN_EMAIL: 'bench@voltdesk.local',
    ADMIN_PASSWORD: 'bench-password-1234',
    SEED_DEMO: 'true',
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
    // Stored as svc-content stores a post (its publication included): without it a post is no public page
    // and the HTML measured would be the 404 page.
    await posts.insertMany(
      Array.from({ length: POSTS }, (_, i) => {
        const written = new Date(now - i * 60_000);
        return {
          title: `Bench post ${i}`,
          slug: `bench-post-${i}`,
          description: body,
          image,
          status: i % 10 === 0 ? 0 : 1,
          written,
          author_id: 'bench',
          seo_title: '',
          meta_description: '',
          social_image: '',
          publication: i % 10 === 0 ? 'draft' : 'published',
          publish_at: i % 10 === 0 ? null : written,
          created_at: written,
          updated_at: written,
        };
      }),
    );
    await client.close();

    const direct = `http://127.0.0.1:${stack.env.CONTENT_PORT}`;
    const gateway = stack.baseUrl;
    const children = readState(stack.env.DATA_DIR!)?.children ?? [];
    const pidOf = (name: string) => children.find((c) => c.name === name)?.pid;
    const processes = Object.fromEntries(
      [
        ['gateway', pidOf('gateway')],
        ['svc-content', pidOf('svc-content')],
      ].filter((entry): entry is [string, number] => entry[1] !== undefined),
    );
    const cases: Array<{ name: string; path: string; headers: Record<string, string> }> = [
      { name: 'postList', path: '/api/getPost?page=1&per_page=12', headers: {} },
      { name: 'landding', path: '/api/landding', headers: { key: LANDING_KEY } },
    ];
    const results: Record<string, unknown> = {};
    let meets = true;
    for (const c of cases) {
      // Both paths warmed alike (JIT, caches, pooled connections) before anything is measured.
      for (const base of [direct, gateway])
        await autocannon({
          url: base + c.path,
          connections: CONNECTIONS,
          duration: WARM_UP_SECONDS,
          headers: c.headers,
        });
      const rounds: Array<{ direct: Run; gateway: Run; ratio: number }> = [];
      for (let i = 1; i <= ROUNDS; i++) {
        const straight = await measure(direct + c.path, c.headers, processes);
        const through = await measure(gateway + c.path, c.headers, processes);
        const ratio = round2(through.requestsPerSecond / straight.requestsPerSecond);
        rounds.push({ direct: straight, gateway: through, ratio });
        console.log(
          `${c.name} round ${i}: direct ${describeRun(straight)}\n` +
            `${' '.repeat(c.name.length)} round ${i}: gateway ${describeRun(through)}  ratio ${ratio}`,
        );
      }
      const summary = {
        directRequestsPerSecond: median(rounds.map((r) => r.direct.requestsPerSecond)),
        gatewayRequestsPerSecond: median(rounds.map((r) => r.gateway.requestsPerSecond)),
        gatewayP99Ms: median(rounds.map((r) => r.gateway.latencyMs.p99)),
        // Each round's ratio compares two runs a few seconds apart, under the same load: their median is
        // the figure least moved by what else the machine was doing.
        ratio: median(rounds.map((r) => r.ratio)),
        failed: rounds.reduce((n, r) => n + r.direct.failed + r.gateway.failed, 0),
      };
      meets &&= summary.ratio >= TARGET.ratio && summary.gatewayP99Ms <= TARGET.p99Ms && summary.failed === 0;
      results[c.name] = { path: c.path, ...summary, rounds };
      console.log(
        `${c.name}: median direct ${summary.directRequestsPerSecond} req/s, gateway ` +
          `${summary.gatewayRequestsPerSecond} req/s (p99 ${summary.gatewayP99Ms} ms), ratio ${summary.ratio}`,
      );
    }

    // HTML against JSON, both through the gateway: a rendered post page and the post list.
    const json = { path: '/api/getPost?page=1&per_page=12', headers: {} };
    const html = { path: '/details/bench-post-1', headers: { accept: 'text/html' } };
    for (const c of [json, html])
      await autocannon({
        url: gateway + c.path,
        connections: CONNECTIONS,
        duration: WARM_UP_SECONDS,
        headers: c.headers,
      });
    const htmlRounds: Array<{ json: Run; html: Run; ratio: number }> = [];
    for (let i = 1; i <= ROUNDS; i++) {
      const listJson = await measure(gateway + json.path, json.headers, processes);
      const page = await measure(gateway + html.path, html.headers, processes);
      const ratio = round2(page.requestsPerSecond / listJson.requestsPerSecond);
      htmlRounds.push({ json: listJson, html: page, ratio });
      console.log(
        `postPage round ${i}: JSON ${describeRun(listJson)}\n` +
          `         round ${i}: HTML ${describeRun(page)}  ratio ${ratio}`,
      );
    }
    const htmlSummary = {
      jsonPath: json.path,
      htmlPath: html.path,
      jsonRequestsPerSecond: median(htmlRounds.map((r) => r.json.requestsPerSecond)),
      htmlRequestsPerSecond: median(htmlRounds.map((r) => r.html.requestsPerSecond)),
      htmlP99Ms: median(htmlRounds.map((r) => r.html.latencyMs.p99)),
      ratio: median(htmlRounds.map((r) => r.ratio)),
      failed: htmlRounds.reduce((n, r) => n + r.json.failed + r.html.failed, 0),
    };
    meets &&= htmlSummary.ratio >= TARGET.htmlToJsonRatio && htmlSummary.failed === 0;
    results.postPageHtmlVsPostListJson = { ...htmlSummary, rounds: htmlRounds };
    console.log(
      `postPage: median HTML ${htmlSummary.htmlRequestsPerSecond} req/s against JSON ` +
        `${htmlSummary.jsonRequestsPerSecond} req/s through the gateway, ratio ${htmlSummary.ratio}`,
    );

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
        `autocannon in this process, ${CONNECTIONS} connections, ${SECONDS} s per run, after a ` +
        `${WARM_UP_SECONDS} s warm-up of each path at the same connections; ${ROUNDS} rounds of svc-content ` +
        "directly then through the gateway, medians recorded; the ratio is the median of the rounds' ratios",
      targets: {
        gatewayToDirectRatio: TARGET.ratio,
        gatewayP99Ms: TARGET.p99Ms,
        renderedPostPageToPostListJsonRatio: TARGET.htmlToJsonRatio,
      },
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
