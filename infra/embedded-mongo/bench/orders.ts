/**
 * The issue-18 storage figures for svc-pos-shaped orders, in process and as CPU time, so a loaded shared
 * machine (where wall clock mostly measures the queue for a core) still gives comparable numbers:
 *
 *   node --expose-gc --import tsx infra/embedded-mongo/bench/orders.ts [orders] [rounds]
 *
 * Loads `orders` (100,000) orders with the svc-pos order indexes into a server with a dbpath, then
 * `rounds` times: opens that dbpath in a fresh child process (a restart: snapshot plus journal) and
 * reports its CPU time, resident memory against the BSON size, and the CPU of the list's reads and
 * totals. Prints JSON. With `--record LABEL` (e.g. before, after) it also writes the run under
 * `ordersCpu.LABEL` in bench/results/embedded-mongo.json (BENCH_RESULTS: another results file), with the
 * commit of this checkout, whether its src/ had uncommitted changes, the load average and CPU pressure.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient, ObjectId, type Document } from 'mongodb';
import { silentLogger, start } from '../src/index';
import { serverMemoryRelease } from '../src/memory/release-memory';

// The names and phones of svc-pos/bench/run.ts, so the searches find as many candidates as there.
const FIRST = [
  'James',
  'Olivia',
  'Amelia',
  'Harry',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Jack',
  'Sophia',
];
FIRST.push('Leo', 'Grace', 'Oscar', 'Lily', 'Charlie', 'Freya', 'Arthur', 'Emily', 'Henry');
const LAST =
  'Smith Jones Taylor Brown Williams Wilson Johnson Davies Patel Wright Robinson Thompson Evans Walker White Roberts Green Hall Wood Jackson Clarke Hughes Edwards Hill Moore Clark Harrison Scott Young Morris Hussain Ali Khan Lewis Baker Turner Cooper Ward King Morgan Ahmed Bell Watson Harris Allen Parker Price Bennett Griffiths Kelly'.split(
    ' ',
  );
const phoneOf = (i: number) => {
  const n = String((i * 2654435761) % 1_000_000_000).padStart(9, '0');
  return `07${n.slice(0, 3)} ${n.slice(3)}`;
};

/** The order indexes of svc-pos/src/orders/model.ts (and its outbox plugin's). */
const INDEXES: Array<[Document, Document?]> = [
  [{ invoice_no: -1 }, { unique: true }],
  [{ search_terms: 1, invoice_no: -1 }],
  [{ paid: 1, invoice_no: -1 }],
  [{ paid: 1, _deleted: 1 }],
  [{ due_pence: 1 }],
  [{ created_at: 1 }],
  [{ 'payments.at': 1 }],
  [{ 'credits.at': 1 }],
  [{ idempotency_key: 1 }, { unique: true, sparse: true }],
  [{ customer_id: 1, invoice_no: -1 }],
  [{ _deleted: 1 }],
  [{ _pending: 1 }],
];

/** The search keys svc-pos/src/orders/search.ts stores (word prefixes of 1-4, phone prefixes). */
function searchFields(invoiceNo: number, name: string, phone: string, custom: string | null) {
  const terms = new Set([`#${invoiceNo}`]);
  const words = new Set<string>();
  for (const w of `${name} ${custom ?? ''}`
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)) {
    words.add(w);
    for (let n = 1; n <= Math.min(4, w.length); n++) terms.add(w.slice(0, n));
  }
  const digits = phone.replace(/\D/g, '');
  words.add(digits);
  terms.add(digits);
  for (const n of [4, 7, 9]) if (digits.length > n) terms.add(digits.slice(0, n));
  return { search_terms: [...terms], search_words: [...words] };
}

function order(i: number): Document {
  const invoiceNo = i + 1;
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
  const phone = phoneOf(i);
  const custom = i % 10 === 0 ? `JOB-${invoiceNo}` : null;
  const qty = 1 + (i % 3);
  const total = 6500 * qty;
  const paid = i % 4 === 0 ? 0 : i % 4 === 1 ? 2000 : total;
  const at = new Date(Date.UTC(2025, 0, 1, 9) + i * 60_000);
  return {
    _id: new ObjectId(),
    invoice_no: invoiceNo,
    customer: { name, phone, email: `c${i}@example.com`, address: null },
    order_custom_id: custom,
    items: [{ product_id: 'p1', name: 'Socket installation', price_pence: 6500, qty, total_pence: total }],
    sub_total_pence: total,
    discount_pence: 0,
    total_pence: total,
    payment_pence: paid,
    due_pence: total - paid,
    paid: total === paid,
    due_date: null,
    additional: false,
    expire_date: null,
    alert: null,
    payments: paid ? [{ amount_pence: paid, at, by: 'bench' }] : [],
    ...searchFields(invoiceNo, name, phone, custom),
    rev: 0,
    created_by: 'bench',
    updated_by: 'bench',
    created_at: at,
    updated_at: at,
  };
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

/** Median CPU milliseconds of `fn` over `n` runs. */
async function cpuOf(n: number, fn: () => Promise<unknown>): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = process.cpuUsage();
    await fn();
    samples.push(cpuMs(t0));
  }
  samples.sort((a, b) => a - b);
  return Math.round((samples[Math.floor(n / 2)] as number) * 100) / 100;
}

const live = { _deleted: { $exists: false } };

/** What the CLI does once idle after a burst of work (src/memory): a full GC, then malloc_trim. */
const releaseMemory = serverMemoryRelease(silentLogger);

/** One restart, in this (fresh) process: open the dbpath, then measure memory and reads. */
async function restartRound(dbPath: string): Promise<Document> {
  await releaseMemory();
  const baseRssMb = process.memoryUsage().rss / 1048576;
  const t0 = process.cpuUsage();
  const w0 = performance.now();
  const server = await start({ port: 0, dbPath, logger: silentLogger });
  const restartCpuMs = Math.round(cpuMs(t0));
  const restartMs = Math.round(performance.now() - w0);
  const client = await MongoClient.connect(server.uri);
  const orders = client.db('pos').collection('orders');
  const { dataSize } = await client.db('pos').command({ dbStats: 1 });
  await releaseMemory();
  // V8 frees large array buffers (the snapshot file read at startup) on a background thread after the
  // GC that finds them dead: resident memory is read once that has had a moment, as at rest.
  await new Promise((resolve) => setTimeout(resolve, 500));
  await releaseMemory();
  // Less the process's own start (Node, tsx, the driver), which a server process pays too but which
  // does not grow with the data.
  const rssMb = Math.round(process.memoryUsage().rss / 1048576 - baseRssMb);
  const page = (filter: Document) => orders.find(filter).sort({ invoice_no: -1 }).limit(50).toArray();
  const search = (words: Document[]) => ({ $and: words, ...live });
  const reads = {
    page1: await cpuOf(20, () => page(live)),
    unpaidPage1: await cpuOf(20, () => page({ paid: false, ...live })),
    countAll: await cpuOf(20, () => orders.countDocuments(live)),
    countUnpaid: await cpuOf(20, () => orders.countDocuments({ paid: false, ...live })),
    searchThompPage: await cpuOf(20, () =>
      page(search([{ search_terms: 'thom', search_words: { $regex: '^thomp' } }])),
    ),
    searchThompCount: await cpuOf(20, () =>
      orders.countDocuments(search([{ search_terms: 'thom', search_words: { $regex: '^thomp' } }])),
    ),
    searchOliviaPatelPage: await cpuOf(20, () =>
      page(
        search([
          { search_terms: 'oliv', search_words: { $regex: '^olivia' } },
          { search_terms: 'pate', search_words: { $regex: '^patel' } },
        ]),
      ),
    ),
  };
  await client.close();
  await server.stop();
  const bsonMb = Math.round(dataSize / 1048576);
  return {
    restartCpuMs,
    restartMs,
    rssMb,
    baseRssMb: Math.round(baseRssMb),
    bsonMb,
    rssToBson: Math.round((rssMb / bsonMb) * 100) / 100,
    readsCpuMs: reads,
  };
}

/** Share of the last 60 s in which a runnable task waited for a CPU (Linux PSI "some"), if known. */
function cpuPressure(): number | undefined {
  try {
    const m = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Writes this run under ordersCpu[label] of the results file, keeping everything else in it. */
function record(label: string, run: Document): void {
  const file =
    process.env.BENCH_RESULTS ?? path.resolve(__dirname, '../../../bench/results/embedded-mongo.json');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: __dirname, encoding: 'utf8' }).trim();
  const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Document;
  const ordersCpu = (current.ordersCpu ?? {}) as Document;
  ordersCpu[label] = {
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedSrc: git('status', '--porcelain', '--', path.resolve(__dirname, '../src')) !== '',
    date: new Date().toISOString(),
    ...run,
  };
  fs.writeFileSync(file, `${JSON.stringify({ ...current, ordersCpu }, null, 2)}\n`);
  console.error(`wrote ordersCpu.${label} to ${file}`);
}

async function main(): Promise<void> {
  if (process.argv[2] === '--round') {
    process.stdout.write(JSON.stringify(await restartRound(process.argv[3] as string)));
    return;
  }
  const at = process.argv.indexOf('--record');
  const label = at > 0 ? process.argv.splice(at, 2)[1] : undefined;
  if (at > 0 && !label) throw new Error('--record needs a label');
  const n = Number(process.argv[2] ?? 100_000);
  const rounds = Number(process.argv[3] ?? 3);
  const pressureAtStart = cpuPressure();
  // BENCH_DBPATH keeps the loaded data for profiling a restart (`--cpu-prof ... --round <dbpath>`).
  const dbPath = process.env.BENCH_DBPATH ?? fs.mkdtempSync(path.join(os.tmpdir(), 'orders-bench-'));
  const server = await start({ port: 0, dbPath, logger: silentLogger });
  const client = await MongoClient.connect(server.uri);
  const orders = client.db('pos').collection('orders');
  for (let from = 0; from < n; from += 2000) {
    const docs = [];
    for (let i = from; i < Math.min(n, from + 2000); i++) docs.push(order(i));
    await orders.insertMany(docs, { ordered: false });
  }
  for (const [key, options] of INDEXES) await orders.createIndex(key, options ?? {});
  // A quarter as many again, left in the journal (the svc-pos benchmark restarts with its writes there).
  await orders.insertMany(Array.from({ length: Math.round(n / 4) }, (_, i) => order(n + i)));
  await client.close();
  await server.stop();
  const results: Document[] = [];
  for (let r = 0; r < rounds; r++) {
    const out = execFileSync(process.execPath, [...process.execArgv, __filename, '--round', dbPath], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    });
    results.push(JSON.parse(out) as Document);
  }
  if (!process.env.BENCH_DBPATH) fs.rmSync(dbPath, { recursive: true, force: true });
  const run = {
    orders: n,
    journaled: Math.round(n / 4),
    loadavg: os.loadavg(),
    cpuPressureSome60s: { atStart: pressureAtStart, atEnd: cpuPressure() },
    rounds: results,
  };
  console.log(JSON.stringify(run, null, 1));
  if (label) record(label, run);
}

void main();
