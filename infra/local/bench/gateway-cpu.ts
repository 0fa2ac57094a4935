/**
 * Micro-measurement (not a test): the gateway's CPU time per proxied request, in front of a stand-in for
 * svc-content, each in a process of its own. Run from infra/local:
 *
 *   npx tsx --conditions=source bench/gateway-cpu.ts          # BENCH_REQUESTS (20000), BENCH_ROUNDS (5)
 *   BENCH_PROFILE=1 npx tsx --conditions=source bench/gateway-cpu.ts   # plus a .cpuprofile of the gateway
 *   BENCH_CASE=browser npx tsx --conditions=source bench/gateway-cpu.ts  # only the cases whose name has it
 *   BENCH_BASELINE=<commit> npx tsx --conditions=source bench/gateway-cpu.ts  # and the gateway of <commit>
 *
 * With a baseline, the gateway as it was at that commit runs beside the current one (its src/gateway and
 * stack-config, extracted into the git-ignored .scratch/), in front of the same stand-in, and the two take
 * turns round by round: the ratio of each round compares two runs seconds apart on the same machine.
 *
 * Throughput on a shared two-core machine moves with everything else running on it; the CPU the gateway
 * process spends per request (process.cpuUsage, read over IPC before and after a fixed number of requests)
 * moves much less, and it is what decides the gateway-to-direct ratio of `npm run bench` when the gateway,
 * svc-content and the load generator share the cores. The stand-in answers like svc-content does: Koa's and
 * helmet's headers, an ETag, and a JSON body the size of the landing answer or of a post list page.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = 20;

/** What svc-content's createApp (Koa, koa-helmet 8 defaults plus its CSP) puts on every answer. */
const SERVICE_HEADERS = [
  'Content-Security-Policy',
  "default-src 'none';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' https: 'unsafe-inline';upgrade-insecure-requests",
  'Cross-Origin-Opener-Policy',
  'same-origin',
  'Cross-Origin-Resource-Policy',
  'same-origin',
  'Origin-Agent-Cluster',
  '?1',
  'Referrer-Policy',
  'no-referrer',
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options',
  'nosniff',
  'X-DNS-Prefetch-Control',
  'off',
  'X-Download-Options',
  'noopen',
  'X-Frame-Options',
  'SAMEORIGIN',
  'X-Permitted-Cross-Domain-Policies',
  'none',
  'X-XSS-Protection',
  '0',
  'Vary',
  'Origin',
];

const item = (i: number) => ({
  _id: `65f0c0ffee${String(i).padStart(14, '0')}`,
  title: `Post ${i}: consumer unit upgrades`,
  slug: `post-${i}`,
  description: 'Practical advice on wiring, consumer units and safety checks. '.repeat(20),
  image: `/media/content/${i}.webp`,
  written: new Date(0).toISOString(),
});
/** About the size of the seeded landing answer and of a 12-post page of the bench's posts. */
const BODIES: Record<string, Buffer> = {
  '/api/landding': Buffer.from(
    JSON.stringify({ data: { slides: [item(1), item(2), item(3)], services: [] } }),
  ),
  '/api/getPost': Buffer.from(
    JSON.stringify({ data: Array.from({ length: 12 }, (_, i) => item(i)), total: 900 }),
  ),
};

const CASES: Array<{ name: string; path: string; headers: Record<string, string> }> = [
  { name: 'landding, no Accept-Encoding (npm run bench)', path: '/api/landding', headers: { key: 'k' } },
  {
    name: 'post list, no Accept-Encoding (npm run bench)',
    path: '/api/getPost?page=1&per_page=12',
    headers: {},
  },
  {
    name: 'landding, as a browser asks (gzip accepted)',
    path: '/api/landding',
    headers: {
      key: 'k',
      'Accept-Encoding': 'gzip, deflate, br, zstd',
      Accept: 'application/json',
      'Accept-Language': 'en-GB,en;q=0.9',
      'User-Agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
      Referer: 'http://localhost:8080/',
    },
  },
];

type Message = { port: number } | { cpu: NodeJS.CpuUsage };

function service(): void {
  const server = http.createServer((req, res) => {
    const body = BODIES[(req.url ?? '').split('?')[0]!] ?? BODIES['/api/getPost']!;
    res.writeHead(200, [
      ...SERVICE_HEADERS,
      'X-Request-Id',
      String(req.headers['x-request-id'] ?? 'made-by-the-service'),
      'ETag',
      '"3f2a9c1b7d"',
      'Cache-Control',
      'no-cache',
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(body.length),
    ]);
    res.end(body);
  });
  server.listen(0, '127.0.0.1', () => reportPort(server));
}

async function gateway(upstream: string, source: string): Promise<void> {
  const { createGateway } = (await import(source)) as typeof import('../src/gateway');
  const server = createGateway({
    upstreams: { auth: upstream, content: upstream, pos: upstream, notify: upstream },
    appConfig: { landingKey: 'k', publicUrl: 'http://x' },
    publicUrl: 'http://x',
  });
  server.listen(0, '127.0.0.1', () => reportPort(server));
}

function reportPort(server: http.Server): void {
  process.send!({ port: (server.address() as AddressInfo).port } satisfies Message);
  process.on('message', (m) => {
    if (m === 'cpu') process.send!({ cpu: process.cpuUsage() } satisfies Message);
    if (m === 'stop') server.close(() => process.exit(0));
  });
  // The measuring process went away (it failed): nothing left to serve.
  process.once('disconnect', () => process.exit(0));
}

function next(child: ChildProcess): Promise<Message> {
  return new Promise((resolve, reject) => {
    const exited = (code: number | null) => reject(new Error(`${child.spawnargs.at(-3)} exited (${code})`));
    child.once('exit', exited);
    child.once('message', (m) => {
      child.off('exit', exited);
      resolve(m as Message);
    });
  });
}

async function start(role: string, args: string[], execArgv: string[] = []) {
  const child = fork(__filename, [role, ...args], { execArgv: [...process.execArgv, ...execArgv] });
  const { port } = (await next(child)) as { port: number };
  const cpuMs = async () => {
    child.send('cpu');
    const { cpu } = (await next(child)) as { cpu: NodeJS.CpuUsage };
    return (cpu.user + cpu.system) / 1000;
  };
  return { child, port, cpuMs };
}

/** The gateway's source as it was at `commit`, inside this workspace so its imports resolve alike. */
function extractBaseline(commit: string): { entry: string; dir: string } {
  const dir = path.join(__dirname, '../.scratch', `gateway-baseline-${commit}`);
  const workspace = 'infra/local';
  const git = (...args: string[]) => execFileSync('git', ['-C', path.join(__dirname, '../../..'), ...args]);
  const files = git('ls-tree', '-r', '--name-only', commit, `${workspace}/src/gateway`)
    .toString()
    .split('\n')
    .filter(Boolean)
    .concat(`${workspace}/src/stack-config.ts`);
  for (const file of files) {
    const target = path.join(dir, path.relative(workspace, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, git('show', `${commit}:${file}`));
  }
  return { entry: path.join(dir, 'src/gateway/index.ts'), dir };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const upstream = await start('service', []);
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.join(os.tmpdir(), 'gateway-cpu-profile')}`]
    : [];
  const upstreamUrl = `http://127.0.0.1:${upstream.port}`;
  const baseline = process.env.BENCH_BASELINE ? extractBaseline(process.env.BENCH_BASELINE) : undefined;
  const gateways = [
    { name: 'current', ...(await start('gateway', [upstreamUrl, '../src/gateway'], profile)) },
  ];
  if (baseline)
    gateways.unshift({ name: 'baseline', ...(await start('gateway', [upstreamUrl, baseline.entry])) });
  console.log(
    `gateway CPU per request (µs), ${ROUNDS} rounds of ${REQUESTS} requests, ${CONNECTIONS} connections` +
      (baseline ? `; baseline ${process.env.BENCH_BASELINE}` : ''),
  );
  try {
    for (const c of CASES.filter((x) => x.name.includes(process.env.BENCH_CASE ?? ''))) {
      const perRequest = new Map<string, number[]>(gateways.map((g) => [g.name, []]));
      const serviceUs: number[] = [];
      const run = async (gw: (typeof gateways)[number], amount: number) => {
        const url = `http://127.0.0.1:${gw.port}${c.path}`;
        const [g0, s0] = [await gw.cpuMs(), await upstream.cpuMs()];
        const result = await autocannon({ url, connections: CONNECTIONS, amount, headers: c.headers });
        const [g1, s1] = [await gw.cpuMs(), await upstream.cpuMs()];
        if (result.non2xx || result.errors)
          throw new Error(`${c.name}: ${result.non2xx + result.errors} failed`);
        return {
          gateway: ((g1 - g0) * 1000) / result.requests.total,
          service: ((s1 - s0) * 1000) / result.requests.total,
        };
      };
      // Warm-up (JIT, pooled connections), not recorded.
      for (const gw of gateways) await run(gw, REQUESTS / 2);
      for (let i = 0; i < ROUNDS; i++) {
        for (const gw of gateways) {
          const measured = await run(gw, REQUESTS);
          perRequest.get(gw.name)!.push(measured.gateway);
          if (gw.name === 'current') serviceUs.push(measured.service);
        }
      }
      const shown = (v: number[]) => v.map((us) => us.toFixed(0)).join(' ');
      const lines = gateways.map((g) => {
        const values = perRequest.get(g.name)!;
        return `  ${g.name}: median ${median(values).toFixed(0)} (rounds ${shown(values)})`;
      });
      if (baseline) {
        const current = perRequest.get('current')!;
        const ratios = perRequest.get('baseline')!.map((b, i) => current[i]! / b);
        lines.push(`  current / baseline, median of the rounds' ratios: ${median(ratios).toFixed(2)}`);
      }
      console.log(`${c.name}; stand-in service ${median(serviceUs).toFixed(0)} µs\n${lines.join('\n')}`);
    }
  } finally {
    for (const child of [...gateways.map((g) => g.child), upstream.child]) {
      child.send('stop');
      await new Promise((r) => child.once('exit', r));
    }
    if (baseline) fs.rmSync(baseline.dir, { recursive: true, force: true });
  }
  console.log(`load average after: ${os.loadavg()[0]!.toFixed(2)}`);
}

const [role, arg, source] = process.argv.slice(2);
if (role === 'service') service();
else if (role === 'gateway') void gateway(arg!, source!);
else
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
