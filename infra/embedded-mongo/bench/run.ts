/**
 * Benchmark for the embedded server, run with `npm run bench -w infra/embedded-mongo`.
 * Client (official driver) and server share this process, as in the services' tests.
 * Writes bench/results/embedded-mongo.json at the repository root.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId, UUID } from 'mongodb';
import { CursorStore } from '../src/commands/cursor-store';
import { runCommand } from '../src/commands/registry';
import { Engine } from '../src/storage/engine';
import { encodeOpMsg, parseOpMsg } from '../src/wire/op-msg';
import { silentLogger, start } from '../src/index';
import { spawnServer } from '../test/helpers/child-server';
import { wireInserts } from './wire-load';

const INSERTS = Number(process.env.BENCH_INSERTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 64);
const DOCS = 100_000;
const LOOKUPS = 5_000;
const PAGES = 300;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function summary(samples: number[]): { p50: number; p99: number; mean: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const round = (n: number): number => Math.round(n * 1000) / 1000;
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    mean: round(samples.reduce((s, x) => s + x, 0) / samples.length),
  };
}

async function timeEach(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    samples.push(performance.now() - t0);
  }
  return samples;
}

/**
 * The server runs as its own process (the CLI, as the local stack runs it) with --dbpath, so every
 * acknowledged insert has been fsynced. Two loads: the official driver, and a raw OP_MSG client.
 */
async function journaledInserts(): Promise<Record<string, unknown>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-mongo-bench-'));
  const server = await spawnServer(['--dbpath', dir]);
  const client = await MongoClient.connect(server.uri, { maxPoolSize: CONCURRENCY });
  try {
    const coll = client.db('bench').collection('inserts');
    await coll.createIndex({ email: 1 }, { unique: true });
    let next = 0;
    const run = async (total: number): Promise<void> => {
      const end = next + total;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < end) {
            const i = next++;
            await coll.insertOne({
              email: `user${i}@example.com`,
              name: `User ${i}`,
              n: i,
              createdAt: new Date(),
            });
          }
        }),
      );
    };
    await run(2_000); // warm-up: connections, JIT
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    await run(INSERTS);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const driver = {
      inserts: INSERTS,
      concurrency: CONCURRENCY,
      seconds: Math.round(seconds * 1000) / 1000,
      insertsPerSecond: Math.round(INSERTS / seconds),
      clientCpuPercent: Math.round((cpu.user + cpu.system) / 10_000 / seconds),
    };
    const { hostname, port } = new URL(server.uri);
    const load = {
      host: hostname,
      port: Number(port),
      connections: CONCURRENCY,
      db: 'bench',
      collection: 'inserts',
    };
    await wireInserts({ ...load, total: 5_000, offset: 1_000_000 });
    const wire = await wireInserts({ ...load, total: INSERTS * 2, offset: 2_000_000 });
    const count = await coll.countDocuments();
    return {
      server: 'separate process (CLI) with --dbpath; fdatasync before every acknowledgement (group commit)',
      documentsAtEnd: count,
      driverClient: driver,
      wireClient: { inserts: INSERTS * 2, concurrency: CONCURRENCY, ...wire },
    };
  } finally {
    await client.close();
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function reads(): Promise<Record<string, unknown>> {
  const server = await start({ port: 0, logger: silentLogger });
  const client = await MongoClient.connect(server.uri);
  try {
    const coll = client.db('bench').collection('docs');
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ score: -1 });
    for (let b = 0; b < DOCS; b += 5_000) {
      await coll.insertMany(
        Array.from({ length: 5_000 }, (_, k) => {
          const i = b + k;
          return {
            email: `user${i}@example.com`,
            score: (i * 7919) % 100_003,
            name: `User ${i}`,
            tags: ['a', 'b'],
          };
        }),
      );
    }
    // Warm-up: right after loading 100k documents the heap is still being promoted and marked, which
    // shows up as multi-millisecond pauses; measure the steady state.
    await timeEach(5_000, (i) => coll.findOne({ email: `user${(i * 31) % DOCS}@example.com` }));
    const findOne = await timeEach(LOOKUPS, (i) =>
      coll.findOne({ email: `user${(i * 7727) % DOCS}@example.com` }),
    );
    const page = await timeEach(PAGES, () => coll.find({}).sort({ score: -1 }).limit(50).toArray());
    const deepPage = await timeEach(PAGES, (i) =>
      coll
        .find({})
        .sort({ score: -1 })
        .skip(50 * (i % 100))
        .limit(50)
        .toArray(),
    );
    const filteredPage = await timeEach(PAGES, () =>
      coll
        .find({ score: { $lt: 50_000 } })
        .sort({ score: -1 })
        .limit(50)
        .toArray(),
    );
    // For contrast: a sort no index serves (full scan + sort of 100k documents).
    const unindexed = await timeEach(5, () => coll.find({}).sort({ name: 1 }).limit(50).toArray());
    return {
      documents: DOCS,
      indexedFindOneMs: summary(findOne),
      sortLimit50PageMs: summary(page),
      sortSkipLimit50DeepPageMs: summary(deepPage),
      filteredSortLimit50PageMs: summary(filteredPage),
      unindexedSortLimit50PageMs: summary(unindexed),
    };
  } finally {
    await client.close();
    await server.stop();
  }
}

/**
 * The server's own cost of an indexed findOne: decode the OP_MSG, run the command, encode the reply,
 * in this process with no socket or driver in between.
 */
async function serverSideFindOne(): Promise<Record<string, number>> {
  const engine = new Engine();
  const cursors = new CursorStore();
  const ctx = {
    engine,
    cursors,
    logger: silentLogger,
    connectionId: 1,
    server: { startedAt: new Date(), host: '127.0.0.1', port: 0, connections: () => 1 },
  };
  const coll = engine.createCollection('bench', 'docs');
  engine.createIndex(coll, { v: 2, key: { email: 1 }, name: 'email_1', unique: true });
  for (let i = 0; i < DOCS; i++) {
    engine.insert(coll, {
      _id: new ObjectId(),
      email: `user${i}@example.com`,
      score: (i * 7919) % 100_003,
      name: `User ${i}`,
    });
  }
  const request = (i: number): Buffer =>
    encodeOpMsg(i, 0, {
      find: 'docs',
      filter: { email: `user${(i * 7727) % DOCS}@example.com` },
      limit: 1,
      singleBatch: true,
      lsid: { id: new UUID() },
      $db: 'bench',
    });
  const requests = Array.from({ length: LOOKUPS }, (_, i) => request(i));
  const samples: number[] = [];
  const once = async (buf: Buffer): Promise<void> => {
    const t0 = performance.now();
    const { command } = parseOpMsg(buf);
    const reply = await runCommand(command, ctx);
    encodeOpMsg(1, 1, reply);
    samples.push(performance.now() - t0);
  };
  for (const buf of requests.slice(0, 500)) await once(buf);
  samples.length = 0;
  for (const buf of requests) await once(buf);
  return summary(samples);
}

async function main(): Promise<void> {
  const loadAtStart = os.loadavg().map((l) => Math.round(l * 100) / 100);
  const insert = await journaledInserts();
  console.log('journaled inserts', insert);
  const serverSide = await serverSideFindOne();
  console.log('server-side indexed findOne', serverSide);
  const read = await reads();
  console.log('reads', JSON.stringify(read, null, 2));
  const result = {
    benchmark: 'embedded-mongo',
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      node: process.version,
      platform: process.platform,
      // The build machine is shared: load from other work inflates latencies, mostly the p99s.
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((l) => Math.round(l * 100) / 100),
    },
    setup:
      'reads: mongodb driver 7.8 and server in one process over loopback TCP; inserts: see journaledInserts.server',
    journaledInserts: insert,
    ...read,
    indexedFindOneServerSideMs: serverSide,
    targets: { journaledInsertsPerSecond: 10_000, indexedFindOneP99Ms: 1, sortLimit50PageMs: 20 },
  };
  const outDir = path.join(__dirname, '..', '..', '..', 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'embedded-mongo.json');
  // Other benchmarks record in the same file (svc-pos's `svcPosOrders`, orders.ts's `ordersCpu`): this
  // run replaces only its own keys.
  const previous = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  const kept = Object.fromEntries(Object.entries(previous).filter(([key]) => !(key in result)));
  fs.writeFileSync(file, `${JSON.stringify({ ...result, ...kept }, null, 2)}\n`);
  console.log(`written ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
