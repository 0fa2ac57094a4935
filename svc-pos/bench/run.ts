/**
 * `npm run bench -w svc-pos`: insertOrder throughput, and getOrders page 1, the Paid/Unpaid filters and
 * every search kind over 100,000 orders, through HTTP (autocannon, in-process) against the real app; the
 * reports of one month (period, VAT, sales, aged receivables) and the CSV exports of the year, streamed
 * (the POS performance targets), with the resident memory they add while streaming.
 * The database is the embedded server as its own process with a dbpath (or MONGO_URL): the run also
 * records its resident memory against the BSON size of the data, `countDocuments` times and a restart
 * from snapshot plus journal. Writes bench/results/svc-pos.json and the database figures into
 * bench/results/embedded-mongo.json (key `svcPosOrders`). Not a test: figures depend on the machine.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import mongoose, { Types } from 'mongoose';
import { createLogger, createMetrics, JwtVerifier, syncIndexes, TokenDenylist } from '@voltdesk/service-kit';
import { createTestSigner, loadFigures } from '@voltdesk/service-kit/testing';
import { createPosApp } from '../src/app';
import { searchFields } from '../src/orders/search';
import { startServer, type ServerProcess } from './embedded-server';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Reads are measured one request at a time (latency); inserts with concurrency (throughput). */
const READ_CONNECTIONS = Number(process.env.BENCH_READ_CONNECTIONS ?? 1);
const WRITE_CONNECTIONS = Number(process.env.BENCH_WRITE_CONNECTIONS ?? 8);
/** Each report is asked this many times, one at a time, after one untimed request. */
const REPORT_RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 20);

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
  'Leo',
  'Grace',
  'Oscar',
  'Lily',
  'Charlie',
  'Freya',
  'Arthur',
  'Emily',
  'Henry',
];
const LAST = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Wright',
  'Robinson',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Wood',
  'Jackson',
  'Clarke',
  'Hughes',
  'Edwards',
  'Hill',
  'Moore',
  'Clark',
  'Harrison',
  'Scott',
  'Young',
  'Morris',
  'Hussain',
  'Ali',
  'Khan',
  'Lewis',
  'Baker',
  'Turner',
  'Cooper',
  'Ward',
  'King',
  'Morgan',
  'Ahmed',
  'Bell',
  'Watson',
  'Harris',
  'Allen',
  'Parker',
  'Price',
  'Bennett',
  'Griffiths',
  'Kelly',
];

/** A spread of UK mobile numbers, as typed at the desk ("07xxx xxxxxx"). */
const phoneOf = (i: number) => {
  const n = String((i * 2654435761) % 1_000_000_000).padStart(9, '0');
  return `07${n.slice(0, 3)} ${n.slice(3)}`;
};

/** The orders span one year (2025), newest last: a month holds about a twelfth of them. */
const YEAR_START = Date.parse('2025-01-01T08:00:00Z');
const YEAR_MS = 365 * 24 * 3600 * 1000;
const METHODS = ['cash', 'card', 'bank_transfer', 'other'] as const;
/** A month's reports and the year's exports, as the reports screen asks for them. */
const MONTH = 'from=2025-06-01&to=2025-06-30';
const YEAR = 'from=2025-01-01&to=2025-12-31';

/** The full garbage collector, so memory figures start from live data only (no --expose-gc needed). */
v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/** An order as svc-pos stores it: lines with VAT on every other one, payments by method, some void. */
function orderDoc(i: number, productId: string): Record<string, unknown> {
  const invoiceNo = i + 1;
  const customer = {
    name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
    phone: phoneOf(i),
    email: `c${i}@example.com`,
    address: null,
  };
  const qty = 1 + (i % 3);
  const total = 6500 * qty;
  const voided = i % 97 === 0;
  const paid = i % 4 === 0 ? 0 : i % 4 === 1 ? 2000 : total;
  const at = new Date(YEAR_START + Math.floor((i * YEAR_MS) / ORDERS));
  const state = {
    invoice_no: invoiceNo,
    customer,
    order_custom_id: i % 10 === 0 ? `JOB-${invoiceNo}` : null,
  };
  // Prices include VAT at 20%: net = gross / 1.2, rounded to the penny.
  const net = Math.round(total / 1.2);
  const vatFigures = { net_pence: net, vat_pence: total - net, gross_pence: total };
  const vat =
    i % 2 === 0
      ? {
          number: 'GB123456789',
          prices_include_vat: true,
          ...vatFigures,
          summary: [{ rate: 'standard', percent: 20, ...vatFigures }],
        }
      : null;
  return {
    _id: new Types.ObjectId(),
    ...state,
    items: [
      {
        product_id: productId,
        name: 'Socket installation',
        price_pence: 6500,
        qty,
        total_pence: total,
        vat_rate: 'standard',
        ...(vat ? { discount_pence: 0, ...vatFigures } : {}),
      },
    ],
    sub_total_pence: total,
    discount_pence: 0,
    total_pence: total,
    vat,
    payment_pence: paid,
    due_pence: voided ? 0 : total - paid,
    paid: voided ? null : total === paid,
    voided_at: voided ? new Date(at.getTime() + 3600_000) : null,
    due_date: paid < total ? new Date(at.getTime() + 30 * 86400_000).toISOString().slice(0, 10) : null,
    additional: false,
    expire_date: null,
    alert: null,
    payments: paid
      ? [
          {
            amount_pence: paid,
            at,
            by: 'bench',
            method: METHODS[i % METHODS.length],
            reference: i % 4 === 2 ? `REF-${invoiceNo}` : null,
            kind: 'payment',
          },
        ]
      : [],
    ...searchFields(state),
    rev: 0,
    created_by: 'bench',
    updated_by: 'bench',
    created_at: at,
    updated_at: at,
  };
}

/**
 * The server's resident memory once it has been idle for 3 s: after a second without requests it
 * hands what its last burst of work freed back to the system (a full collection, logged as "idle:
 * released memory"), so this is what it holds rather than the peak it reached.
 */
async function settledRssMb(db: ServerProcess | undefined): Promise<number | undefined> {
  if (!db) return undefined;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return db.rssMb();
}

/** Percentile of sorted samples (nearest rank). */
const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Share of the last 60 s in which some runnable task waited for a CPU (Linux PSI): on a shared machine
 * this, more than the load average, says how much of a latency figure is waiting rather than work.
 */
function cpuPressure(): number | undefined {
  try {
    const m = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(fs.readFileSync('/proc/pressure/cpu', 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const pressureAtStart = cpuPressure();
  const dbPath = fs.mkdtempSync(path.join(os.tmpdir(), 'pos-bench-'));
  let db: ServerProcess | undefined = process.env.MONGO_URL ? undefined : await startServer(dbPath);
  const mongoUrl = process.env.MONGO_URL ?? db!.uri;
  const dbName = `pos_bench_${process.pid}`;
  // Indexes are built once after the bulk load (one sort) rather than entry by entry during it.
  const conn = await mongoose.createConnection(mongoUrl, { dbName, autoIndex: false }).asPromise();
  const signer = await createTestSigner();
  const { app, models } = createPosApp({
    conn,
    logger: createLogger('svc-pos', 'silent'),
    metrics: createMetrics('svc-pos', false),
    verifier: new JwtVerifier({ jwks: signer.jwks, denylist: new TokenDenylist() }),
  });
  const server = http.createServer(app.callback());
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const auth = `Bearer ${await signer.sign({ sub: 'bench-admin', ttlSeconds: 3600 })}`;
  const headers = { authorization: auth, 'content-type': 'application/json' };

  const category = await fetch(`${base}/api/admin/insertCategory`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Installations' }),
  }).then((r) => r.json() as Promise<{ data: { id: string } }>);
  const product = await fetch(`${base}/api/admin/insertProduct`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Socket installation', price: 65, category_id: category.data.id }),
  }).then((r) => r.json() as Promise<{ data: { id: string } }>);

  // 100,000 orders written directly (the HTTP path is measured below); same shape and search keys.
  const started = Date.now();
  for (let from = 0; from < ORDERS; from += 2000) {
    const docs = [];
    for (let i = from; i < Math.min(ORDERS, from + 2000); i += 1) docs.push(orderDoc(i, product.data.id));
    await models.orders.collection.insertMany(docs as never[], { ordered: false });
  }
  await models.counters.collection.updateOne(
    { _id: 'invoice' } as never,
    { $set: { seq: ORDERS } },
    { upsert: true },
  );
  await syncIndexes(conn);
  const loadSeconds = (Date.now() - started) / 1000;
  const stats = (await conn.db!.command({ dbStats: 1 })) as { dataSize: number; objects: number };
  const bsonMb = Math.round(stats.dataSize / 1048576);
  const serverRssMbRightAfterLoad = db?.rssMb();
  const serverPeakRssMbDuringLoad = db?.peakRssMb();
  const serverRssMb = await settledRssMb(db);
  console.log(
    `loaded ${ORDERS} orders in ${loadSeconds.toFixed(1)} s; BSON ${bsonMb} MB; server rss ${serverRssMbRightAfterLoad ?? '?'} MB right after, ${serverRssMb ?? '?'} MB once idle, peak ${serverPeakRssMbDuringLoad ?? '?'} MB`,
  );

  /** `countDocuments` as the list sends it (the plugin adds the tombstone condition), timed directly. */
  const timeCount = async (filter: object) => {
    const ms: number[] = [];
    // One untimed call first, as for the reports: the first of a filter shape compiles code paths.
    let n = await models.orders.countDocuments(filter);
    for (let i = 0; i < 100; i += 1) {
      const t = process.hrtime.bigint();
      n = await models.orders.countDocuments(filter);
      ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    ms.sort((a, b) => a - b);
    // Nearest rank: of 100 calls, p99 is the 99th (it had been the 100th, the slowest).
    const at = (q: number) => Math.round(percentile(ms, q) * 100) / 100;
    return { matches: n, p50Ms: at(0.5), p99Ms: at(0.99) };
  };
  // The 100,000 orders this process just built are garbage in its own heap: collected now, so the
  // timings below are not this process's collections.
  gc();
  const counts = {
    all: await timeCount({}),
    paid: await timeCount({ paid: true }),
    unpaid: await timeCount({ paid: false }),
  };
  console.log('countDocuments', JSON.stringify(counts));

  for (const p of ['/api/admin/getOrders', '/api/admin/getOrders?search=thomp']) {
    const res = await fetch(`${base}${p}`, { headers });
    if (res.status !== 200) throw new Error(`${p}: ${res.status} ${await res.text()}`);
  }
  if (process.env.BENCH_DIAG) {
    const time = async (label: string, fn: () => Promise<unknown>) => {
      const t = process.hrtime.bigint();
      for (let i = 0; i < 5; i += 1) await fn();
      console.log(label, Number(process.hrtime.bigint() - t) / 5e6, 'ms');
    };
    const o = models.orders;
    await time('find page1', () => o.find({}).sort({ invoice_no: -1 }).limit(50).lean());
    await time('raw find page1', () => o.collection.find({}).sort({ invoice_no: -1 }).limit(50).toArray());
    await time('raw count paid', () => o.collection.countDocuments({ paid: false }));
    await time('count cmd paid', () => conn.db!.command({ count: 'orders', query: { paid: false } }));
    await time('raw find page1 exists', () =>
      o.collection
        .find({ _deleted: { $exists: false } })
        .sort({ invoice_no: -1 })
        .limit(50)
        .toArray(),
    );
    await time('raw find page1 exists proj', () =>
      o.collection
        .find({ _deleted: { $exists: false } }, { projection: { search_terms: 0, search_words: 0 } })
        .sort({ invoice_no: -1 })
        .limit(50)
        .toArray(),
    );
    await time('estimated', () => o.estimatedDocumentCount());
    await time('tombstones', () => o.collection.countDocuments({ _deleted: { $gte: new Date(0) } }));
    await time('find unpaid', () =>
      o
        .find({ due_pence: { $gt: 0 } })
        .sort({ invoice_no: -1 })
        .limit(50)
        .lean(),
    );
    await time('count unpaid', () => o.countDocuments({ due_pence: { $gt: 0 } }));
    await time('find unpaid $ne', () =>
      o
        .find({ due_pence: { $ne: 0 } })
        .sort({ invoice_no: -1 })
        .limit(50)
        .lean(),
    );
    await time('find thomp', () =>
      o
        .find({ search_terms: 'tho', search_words: { $regex: '^thomp' } })
        .sort({ invoice_no: -1 })
        .limit(50)
        .lean(),
    );
    await time('count thomp', () =>
      o.countDocuments({ search_terms: 'tho', search_words: { $regex: '^thomp' } }),
    );
    await time('raw count thomp', () => o.collection.countDocuments({ search_terms: 'tho' }));
    await time('raw find thomp', () =>
      o.collection.find({ search_terms: 'tho' }).sort({ invoice_no: -1 }).limit(50).toArray(),
    );
  }
  const run = async (title: string, urlPath: string, opts: Partial<autocannon.Options> = {}) => {
    const result = await autocannon({
      url: `${base}${urlPath}`,
      connections: READ_CONNECTIONS,
      duration: SECONDS,
      headers,
      ...opts,
    });
    const non2xx = result.non2xx + result.errors;
    const figures = {
      ...loadFigures(result),
      failed: non2xx,
    };
    console.log(title, JSON.stringify(figures));
    return figures;
  };

  const searches = ['thomp', 'Olivia Patel', phoneOf(4242), `#${Math.floor(ORDERS / 2)}`, 'job-5000'];
  const search = (s: string) => `/api/admin/getOrders?search=${encodeURIComponent(s)}`;
  const reads = {
    getOrdersPage1: await run('getOrders page 1', '/api/admin/getOrders'),
    getOrdersUnpaidPage1: await run('getOrders status=Unpaid page 1', '/api/admin/getOrders?status=Unpaid'),
    getOrdersPaidPage1: await run('getOrders status=Paid page 1', '/api/admin/getOrders?status=Paid'),
    searchNamePrefix: await run('search "thomp" (2,000 matches)', search('thomp')),
    searchFullName: await run('search "Olivia Patel"', search('Olivia Patel')),
    searchPhone: await run('search phone', search(phoneOf(4242))),
    searchInvoiceNo: await run('search invoice number', search(`#${Math.floor(ORDERS / 2)}`)),
    searchCustomId: await run('search custom id', search('job-5000')),
    searchMixed: await run(
      'search mixed (name, full name, phone, invoice no, custom id)',
      '/api/admin/getOrders',
      {
        requests: searches.map((s) => ({
          method: 'GET',
          path: `/api/admin/getOrders?search=${encodeURIComponent(s)}`,
        })),
      },
    ),
  };
  const serverRssMbAfterReads = db?.rssMb();
  const serverRssMbIdleAfterReads = await settledRssMb(db);

  /** CPU used so far by this process (the app, and the client) and by the database's, in ms. */
  const cpuNow = () => {
    const u = process.cpuUsage();
    return { app: (u.user + u.system) / 1000, db: db ? db.cpuMs() : 0 };
  };
  /** A report, one request at a time: latency and the CPU one request costs each process. */
  const report = async (title: string, urlPath: string, answer: (data: never) => unknown) => {
    const get = async () => {
      const res = await fetch(`${base}${urlPath}`, { headers });
      if (res.status !== 200) throw new Error(`${urlPath}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: never }).data;
    };
    const summary = answer(await get());
    const ms: number[] = [];
    const c0 = cpuNow();
    for (let i = 0; i < REPORT_RUNS; i += 1) {
      const t = process.hrtime.bigint();
      await get();
      ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    const c1 = cpuNow();
    ms.sort((a, b) => a - b);
    const figures = {
      runs: REPORT_RUNS,
      answer: summary,
      latencyMs: {
        p50: round1(percentile(ms, 0.5)),
        p99: round1(percentile(ms, 0.99)),
        max: round1(ms.at(-1)!),
      },
      cpuMsPerRequest: {
        app: round1((c1.app - c0.app) / REPORT_RUNS),
        db: round1((c1.db - c0.db) / REPORT_RUNS),
      },
    };
    console.log(title, JSON.stringify(figures));
    return figures;
  };
  type Counted = { count: number; amount: number };
  const reports = {
    periodMonth: await report(
      'period report, June',
      `/api/admin/getPeriodReport?${MONTH}`,
      (d: { invoices: Counted }) => ({
        invoices: d.invoices.count,
      }),
    ),
    vatMonth: await report(
      'VAT report, June',
      `/api/admin/getVatReport?${MONTH}`,
      (d: { invoices: number }) => ({
        vatInvoices: d.invoices,
      }),
    ),
    salesMonth: await report(
      'sales report, June',
      `/api/admin/getSalesReport?${MONTH}`,
      (d: { services: unknown[] }) => ({
        services: d.services.length,
      }),
    ),
    agedReceivables: await report(
      'aged receivables',
      '/api/admin/getAgedReceivables',
      (d: { total: Counted }) => ({
        unpaid: d.total.count,
      }),
    ),
  };

  /**
   * A CSV export read as a browser downloads it, chunk by chunk and discarded: how long, how big, and the
   * most resident memory it added to this process (the app and the reading client) and to the database's
   * above what they held before, sampled every 25 ms and at every chunk.
   */
  const exportCsv = async (title: string, urlPath: string) => {
    gc();
    await new Promise((r) => setTimeout(r, 200));
    gc();
    const appBase = process.memoryUsage.rss();
    const dbBase = db?.rssMb() ?? 0;
    const live = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external;
    };
    const liveBase = live();
    let appPeak = appBase;
    let dbPeak = dbBase;
    let livePeak = liveBase;
    const sample = () => {
      appPeak = Math.max(appPeak, process.memoryUsage.rss());
      if (db) dbPeak = Math.max(dbPeak, db.rssMb());
    };
    const timer = setInterval(sample, 25);
    // Resident memory also holds garbage not yet collected: twice a second, what is still live after a
    // full collection is what the export holds.
    const liveTimer = setInterval(() => {
      gc();
      livePeak = Math.max(livePeak, live());
    }, 500);
    const c0 = cpuNow();
    const t = process.hrtime.bigint();
    const res = await fetch(`${base}${urlPath}`, { headers });
    if (res.status !== 200) throw new Error(`${urlPath}: ${res.status} ${await res.text()}`);
    let firstByteMs: number | undefined;
    let bytes = 0;
    let lines = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      firstByteMs ??= Number(process.hrtime.bigint() - t) / 1e6;
      bytes += value.length;
      for (let i = 0; i < value.length; i += 1) if (value[i] === 10) lines += 1;
      sample();
    }
    const seconds = Number(process.hrtime.bigint() - t) / 1e9;
    clearInterval(timer);
    clearInterval(liveTimer);
    const c1 = cpuNow();
    const figures = {
      rows: lines - 1,
      csvMb: round1(bytes / 1048576),
      seconds: round1(seconds),
      firstByteMs: round1(firstByteMs ?? 0),
      peakRssGrowthMb: { app: round1((appPeak - appBase) / 1048576), db: dbPeak - dbBase },
      peakLiveHeapGrowthMbApp: round1((livePeak - liveBase) / 1048576),
      cpuMs: { app: Math.round(c1.app - c0.app), db: Math.round(c1.db - c0.db) },
    };
    console.log(title, JSON.stringify(figures));
    return figures;
  };
  const exportsYear = {
    invoicesYear: await exportCsv('CSV invoices, 2025', `/api/admin/exportInvoices?${YEAR}`),
    paymentsYear: await exportCsv('CSV payments, 2025', `/api/admin/exportPayments?${YEAR}`),
  };

  const results = {
    ...reads,
    insertOrder: await run('insertOrder', '/api/admin/insertOrder', {
      method: 'POST',
      connections: WRITE_CONNECTIONS,
      body: JSON.stringify({
        customer: { phone: '07700 900123', name: 'Bench Customer', email: 'bench@example.com' },
        items: [{ id: product.data.id, name: 'Socket installation', price: 19.99, qty: 3 }],
        payment: 20,
        discount: 0.97,
      }),
    }),
  };

  const out = {
    benchmark: 'svc-pos',
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadavg: os.loadavg().map((n) => Math.round(n * 100) / 100),
    },
    setup: `autocannon in-process (reads ${READ_CONNECTIONS} connection(s), insertOrder ${WRITE_CONNECTIONS}), ${SECONDS} s per run, against the app on 127.0.0.1 and ${process.env.MONGO_URL ? 'MONGO_URL' : 'the embedded database (its own process, --dbpath)'} holding ${ORDERS} orders`,
    indexes: {
      'getOrders (newest first)': '{ invoice_no: -1 } (unique), walked backwards with limit',
      'getOrders status filter': '{ paid: 1, invoice_no: -1 } (equality on paid, then newest first)',
      'getOrders search': '{ search_terms: 1, invoice_no: -1 } (multikey; equality on each word)',
      'list totals': 'countDocuments: { _deleted: 1 }, { paid: 1, _deleted: 1 } (counted on index keys)',
    },
    ordersLoaded: ORDERS,
    data: `${ORDERS} orders over 2025 (about ${Math.round(ORDERS / 12)} a month), each with its payment (methods in turn), every other one a VAT invoice, 1 in 97 void`,
    rssMb: Math.round(process.memoryUsage().rss / 1e6),
    targets: {
      readsP99MsEmbeddedDb: 20,
      readsP99MsDesk: 50,
      reportOfAMonthMs: 500,
      csvExport: 'streamed: resident memory added while streaming stays far below the size of the CSV',
    },
    cpuPressure: { atStart: pressureAtStart, atEnd: cpuPressure() },
    results,
    reports,
    exports: exportsYear,
  };
  const file = path.resolve(__dirname, '../../bench/results/svc-pos.json');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`wrote ${file}`);

  server.close();
  await conn.close();
  let restart: { ms: number; cpuMs: number; ordersAfter: number } | undefined;
  if (db) {
    // A restart loads the snapshot and replays the journal written since (the insertOrder run's writes).
    await db.stop();
    db = await startServer(dbPath);
    const client = await mongoose.mongo.MongoClient.connect(db.uri);
    const ordersAfter = await client.db(dbName).collection('orders').countDocuments({});
    await client.close();
    restart = { ms: Math.round(db.startMs), cpuMs: db.startCpuMs, ordersAfter };
    console.log('restart', JSON.stringify(restart));
    await db.stop();
  }
  fs.rmSync(dbPath, { recursive: true, force: true });
  writeDatabaseFigures({
    date: out.date,
    machine: out.machine,
    server: db
      ? 'embedded-mongo CLI as its own process with --dbpath (journal fsynced per write)'
      : 'MONGO_URL',
    orders: ORDERS,
    bsonDataMb: bsonMb,
    serverRssMbRightAfterLoad,
    serverRssMb,
    rssToBsonRatio: serverRssMb ? Math.round((serverRssMb / bsonMb) * 100) / 100 : undefined,
    serverPeakRssMbDuringLoad,
    serverRssMbAfterReads,
    serverRssMbIdleAfterReads,
    countDocuments: counts,
    readsMs: Object.fromEntries(
      Object.entries(results)
        .filter(([k]) => k !== 'insertOrder')
        .map(([k, v]) => [k, { p50: v.latencyMs.p50, p99: v.latencyMs.p99 }]),
    ),
    cpuPressure: { atStart: pressureAtStart, atEnd: cpuPressure() },
    restart,
    targets: { readsP99Ms: 20, countDocumentsMs: 5, rssToBsonRatio: 3, restartMs: 5000 },
  });
}

/** Merges this run's database figures into bench/results/embedded-mongo.json under `svcPosOrders`. */
function writeDatabaseFigures(figures: Record<string, unknown>): void {
  const file = path.resolve(__dirname, '../../bench/results/embedded-mongo.json');
  const current = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as object) : {};
  fs.writeFileSync(file, `${JSON.stringify({ ...current, svcPosOrders: figures }, null, 2)}\n`);
  console.log(`wrote ${file}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
