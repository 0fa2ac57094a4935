/**
 * `npm run bench -w svc-pos`: insertOrder throughput, and getOrders page 1, the Paid/Unpaid filters and
 * every search kind over 100,000 orders, through HTTP (autocannon, in-process) against the real app.
 * The database is the embedded server as its own process with a dbpath (or MONGO_URL): the run also
 * records its resident memory against the BSON size of the data, `countDocuments` times and a restart
 * from snapshot plus journal. Writes bench/results/svc-pos.json and the database figures into
 * bench/results/embedded-mongo.json (key `svcPosOrders`). Not a test: figures depend on the machine.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
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
  const base0 = new Date('2025-01-01T09:00:00Z').getTime();
  for (let from = 0; from < ORDERS; from += 2000) {
    const docs = [];
    for (let i = from; i < Math.min(ORDERS, from + 2000); i += 1) {
      const invoiceNo = i + 1;
      const customer = {
        name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
        phone: phoneOf(i),
        email: `c${i}@example.com`,
        address: null,
      };
      const qty = 1 + (i % 3);
      const total = 6500 * qty;
      const paid = i % 4 === 0 ? 0 : i % 4 === 1 ? 2000 : total;
      const at = new Date(base0 + i * 60_000);
      const state = {
        invoice_no: invoiceNo,
        customer,
        order_custom_id: i % 10 === 0 ? `JOB-${invoiceNo}` : null,
      };
      docs.push({
        _id: new Types.ObjectId(),
        ...state,
        items: [
          {
            product_id: product.data.id,
            name: 'Socket installation',
            price_pence: 6500,
            qty,
            total_pence: total,
          },
        ],
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
        ...searchFields(state),
        rev: 0,
        created_by: 'bench',
        updated_by: 'bench',
        created_at: at,
        updated_at: at,
      });
    }
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
  const serverRssMb = db?.rssMb();
  console.log(
    `loaded ${ORDERS} orders in ${loadSeconds.toFixed(1)} s; BSON ${bsonMb} MB; server rss ${serverRssMb ?? '?'} MB`,
  );

  /** `countDocuments` as the list sends it (the plugin adds the tombstone condition), timed directly. */
  const timeCount = async (filter: object) => {
    const ms: number[] = [];
    let n = 0;
    for (let i = 0; i < 100; i += 1) {
      const t = process.hrtime.bigint();
      n = await models.orders.countDocuments(filter);
      ms.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    ms.sort((a, b) => a - b);
    const at = (q: number) => Math.round(ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]! * 100) / 100;
    return { matches: n, p50Ms: at(0.5), p99Ms: at(0.99) };
  };
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
  const results = {
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
    rssMb: Math.round(process.memoryUsage().rss / 1e6),
    targets: { getOrdersP99Ms: 20, searchP99Ms: 20 },
    results,
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
    serverRssMb,
    rssToBsonRatio: serverRssMb ? Math.round((serverRssMb / bsonMb) * 100) / 100 : undefined,
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
