/**
 * CPU per read over a dbpath that bench/orders.ts kept (BENCH_DBPATH), over many more runs than its
 * medians of 20: page 1, and the "Olivia Patel" search's page and total, driver decode included.
 *
 *   BENCH_DBPATH=/tmp/orders node --expose-gc --import tsx infra/embedded-mongo/bench/orders.ts 100000 1
 *   node --import tsx infra/embedded-mongo/bench/reads-cpu.ts /tmp/orders [runs]
 *
 * Add `--cpu-prof` to profile. The dbpath is opened (and so rewritten): copy it first to keep it as is.
 */
import { MongoClient, type Document } from 'mongodb';
import { silentLogger, start } from '../src/index';

async function cpuPerRun(runs: number, fn: () => Promise<unknown>): Promise<number> {
  const t0 = process.cpuUsage();
  for (let i = 0; i < runs; i++) await fn();
  const used = process.cpuUsage(t0);
  return Math.round(((used.user + used.system) / 1000 / runs) * 100) / 100;
}

async function main(): Promise<void> {
  const dbPath = process.argv[2];
  if (!dbPath) throw new Error('usage: reads-cpu.ts <dbpath> [runs]');
  const runs = Number(process.argv[3] ?? 300);
  const server = await start({ port: 0, dbPath, logger: silentLogger });
  const client = await MongoClient.connect(server.uri);
  const orders = client.db('pos').collection('orders');
  const live = { _deleted: { $exists: false } };
  const olivia: Document = {
    $and: [
      { search_terms: 'oliv', search_words: { $regex: '^olivia' } },
      { search_terms: 'pate', search_words: { $regex: '^patel' } },
    ],
    ...live,
  };
  const page = (filter: Document) => orders.find(filter).sort({ invoice_no: -1 }).limit(50).toArray();
  // One of each first, so that compiling the code paths is not counted.
  await page(live);
  await page(olivia);
  await orders.countDocuments(olivia);
  const cpuMs = {
    page1: await cpuPerRun(runs, () => page(live)),
    oliviaPatelPage: await cpuPerRun(runs, () => page(olivia)),
    oliviaPatelCount: await cpuPerRun(runs, () => orders.countDocuments(olivia)),
  };
  await client.close();
  await server.stop();
  console.log(JSON.stringify({ runs, cpuMs }));
}

void main();
