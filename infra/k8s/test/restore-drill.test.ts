import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { EJSON, Decimal128, Long, ObjectId, Int32, Double, Binary, Timestamp } from 'bson';
import { MongoClient } from 'mongodb';
import { workloadContainers, type WorkloadContainer } from '../src/pods';
import { EXAMPLES, rendered } from './helpers';
import { externalSecretsWritten } from './kubelet/external-secrets';
import { localContainer, podFolders, runToEnd, tail, type Cluster } from './kubelet/pod';
import { startStack, type Stack } from './kubelet/stack';
import { mongoToolsBin } from './kubelet/tools';

/**
 * The restore drill: the prod backup CronJob of svc-pos, run as its pod would run (its own script, an
 * operator-format connection string, the backup volume, the upload to S3-compatible storage), then the
 * restore CronJob into an empty server, and every collection compared, documents and indexes.
 */
const DB = 'voltdesk_pos';
const BUCKET = 'voltdesk-backups';
let stack: Stack;
let cluster: Cluster;

const containersOf = (workload: string): WorkloadContainer[] =>
  workloadContainers(rendered.prod).filter((w) => w.workload === workload);

/** Runs the pod's containers; resolves with the last one's log. */
async function runPod(c: Cluster, workload: string): Promise<string> {
  const containers = containersOf(workload);
  expect(containers.length).toBeGreaterThan(0);
  const folders = podFolders(c, containers[0]!);
  let log = '';
  // Init containers first, in order, each to its end; then the (single) container.
  for (const w of containers) {
    const l = await localContainer(c, w, folders);
    const status = await runToEnd(l);
    if (status !== 0) throw new Error(`${workload}/${w.container.name} exited ${status}:\n${tail(l)}`);
    log = tail(l);
  }
  return log;
}

async function seed(url: string): Promise<void> {
  const client = await MongoClient.connect(url);
  try {
    const db = client.db(DB);
    await db.collection('orders').insertMany(
      Array.from({ length: 1200 }, (_, i) => ({
        _id: new ObjectId(),
        invoice_no: `INV-${String(i).padStart(5, '0')}`,
        total: Decimal128.fromString(`${i}.50`),
        lines: [{ qty: new Double(1.5), price: new Int32(i) }],
        big: Long.fromString('9007199254740993'),
        at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
        ...(i % 3 === 0 ? { idempotency_key: `k-${i}` } : {}),
      })),
    );
    await db.collection('orders').createIndex({ invoice_no: 1 }, { unique: true });
    await db
      .collection('orders')
      .createIndex(
        { idempotency_key: 1 },
        { unique: true, partialFilterExpression: { idempotency_key: { $exists: true } } },
      );
    await db.collection('orders').createIndex({ at: -1, invoice_no: 1 });
    await db.collection('sessions').insertOne({
      _id: 'a' as never,
      blob: new Binary(Buffer.from([0, 1, 2])),
      ts: new Timestamp({ t: 1, i: 2 }),
    });
    await db.collection('sessions').createIndex({ expires: 1 }, { expireAfterSeconds: 3600 });
    await db.createCollection('empty');
  } finally {
    await client.close();
  }
}

/** Numbered writes, one operation each: step n updates, deletes or inserts one document. */
type Step =
  | { n: number; op: 'insert'; coll: string; id: string }
  | { n: number; op: 'update' | 'delete'; coll: string; id: string };

/**
 * Step n of the writes made during the backup: mostly inserts, alternately into `orders` and `ledger`,
 * every seventh an update and every eleventh a delete of an earlier one. A restore that is one point in
 * time holds exactly the effect of steps 1..k for some k; a dump that reads `ledger` after `orders`
 * without the oplog holds ledger entries from after the moment its orders were read.
 */
function step(n: number): Step {
  const collOf = (i: number) => (i % 2 === 1 ? 'orders' : 'ledger');
  if (n % 11 === 0) return { n, op: 'delete', coll: collOf(n - 5), id: `w-${n - 5}` };
  if (n % 7 === 0) return { n, op: 'update', coll: collOf(n - 3), id: `w-${n - 3}` };
  return { n, op: 'insert', coll: collOf(n), id: `w-${n}` };
}

/** Makes steps 1, 2, ... one after the other until stopped; resolves with how many were made. */
function writeDuring(url: string): { stop(): Promise<number> } {
  let stopping = false;
  const done = (async () => {
    const client = await MongoClient.connect(url);
    let n = 0;
    try {
      while (!stopping) {
        const s = step(++n);
        const coll = client
          .db(DB)
          .collection<{ _id: string; seq?: number; invoice_no?: string; updatedBy?: number }>(s.coll);
        if (s.op === 'insert') await coll.insertOne({ _id: s.id, seq: n, invoice_no: `W-${n}` });
        else if (s.op === 'update') await coll.updateOne({ _id: s.id }, { $set: { updatedBy: n } });
        else await coll.deleteOne({ _id: s.id });
      }
    } finally {
      await client.close();
    }
    return n;
  })();
  return {
    stop: async () => {
      stopping = true;
      return done;
    },
  };
}

/** The documents the steps left, canonical (`<collection>/<_id>/<updatedBy>`), sorted. */
async function stepsIn(url: string): Promise<string[]> {
  const client = await MongoClient.connect(url);
  try {
    const out: string[] = [];
    for (const coll of ['orders', 'ledger']) {
      const docs = await client
        .db(DB)
        .collection(coll)
        .find({ seq: { $exists: true } })
        .toArray();
      for (const d of docs) out.push(`${coll}/${String(d._id)}/${String(d.updatedBy ?? '')}`);
    }
    return out.sort();
  } finally {
    await client.close();
  }
}

/** The k (0..last) whose steps 1..k leave exactly `state`, or undefined when none does. */
function pointInTime(state: string[], last: number): number | undefined {
  const docs = new Map<string, string>();
  const canonical = () => [...docs].map(([id, v]) => `${v.split('/')[0]}/${id}/${v.split('/')[1]}`).sort();
  const want = JSON.stringify(state);
  for (let k = 0; k <= last; k++) {
    if (k > 0) {
      const s = step(k);
      if (s.op === 'insert') docs.set(s.id, `${s.coll}/`);
      else if (s.op === 'update' && docs.has(s.id)) docs.set(s.id, `${s.coll}/${k}`);
      else if (s.op === 'delete') docs.delete(s.id);
    }
    if (JSON.stringify(canonical()) === want) return k;
  }
  return undefined;
}

/** Every collection of the database: its documents (canonical Extended JSON, by _id) and its indexes. */
async function snapshot(url: string): Promise<Record<string, { docs: string[]; indexes: unknown[] }>> {
  const client = await MongoClient.connect(url);
  try {
    const db = client.db(DB);
    const out: Record<string, { docs: string[]; indexes: unknown[] }> = {};
    for (const { name } of await db.listCollections().toArray()) {
      const coll = db.collection(name);
      // The seeded documents only: the writes made during the backup are checked on their own.
      const docs = (
        await coll.find({ seq: { $exists: false } }, { promoteValues: false, promoteLongs: false }).toArray()
      )
        .map((d) => EJSON.stringify(d, { relaxed: false }))
        .sort();
      const indexes = (await coll.listIndexes().toArray())
        .map(
          ({ v: _v, ns: _ns, ...spec }) =>
            JSON.parse(EJSON.stringify(spec, { relaxed: true })) as { name: string },
        )
        .sort((a, b) => a.name.localeCompare(b.name));
      out[name] = { docs, indexes };
    }
    return out;
  } finally {
    await client.close();
  }
}

beforeAll(async () => {
  stack = await startStack({ kafka: false, smtp: false, s3Buckets: [BUCKET] });
  const dir = path.join(stack.dir, 'prod');
  mkdirSync(dir);
  cluster = {
    objects: [...rendered.prod, ...externalSecretsWritten(rendered.prod, EXAMPLES)],
    namespace: 'voltdesk',
    stack,
    dir,
    services: new Map(),
    claims: new Map(),
    toolsBin: mongoToolsBin(stack.dir),
  };
  await seed(stack.mongoPlainUrl);
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('restore drill (prod, svc-pos)', () => {
  it('backs up with the CronJob’s own script, copies off-site, and restores every collection into an empty database', async () => {
    // Writes go on during the whole backup: the restore must land on one moment of them.
    const writer = writeDuring(stack.mongoPlainUrl);
    await runPod(cluster, 'voltdesk-backup-pos');
    const written = await writer.stop();

    // On the backup volume: one complete archive, no partial one.
    const volume = cluster.claims.get('voltdesk-backup-pos')!;
    const archives = readdirSync(volume);
    expect(archives).toHaveLength(1);
    expect(archives[0]).toMatch(/^voltdesk_pos-\d{8}T\d{6}Z\.archive\.gz$/);

    // Off-site: the same bytes, read back with the upload container's own rclone settings.
    const [upload] = containersOf('voltdesk-backup-pos').filter((w) => !w.init);
    const env = (await localContainer(cluster, upload!, podFolders(cluster, upload!))).env;
    // Not a synchronous call: the S3 server answers from this process.
    const { stdout: copy } = await promisify(execFile)(
      'rclone',
      ['cat', `offsite:${BUCKET}/${DB}/${archives[0]}`],
      {
        env,
        encoding: 'buffer',
      },
    );
    expect(copy.equals(readFileSync(path.join(volume, archives[0]!)))).toBe(true);

    // Restore into an empty server: the restore CronJob, its own script, the same volume.
    const empty = await stack.startEmptyMongo();
    const restoreLog = await runPod(
      { ...cluster, stack: { ...stack, mongoTlsPort: empty.tlsPort } },
      'voltdesk-restore-pos',
    );

    // The writes made during the backup: exactly the steps up to one moment, and the oplog replay
    // had entries to apply (so the dump did run while they were made).
    const k = pointInTime(await stepsIn(empty.plainUrl), written);
    expect(k).toBeDefined();
    const replayed = Number(/applied (\d+) oplog entries/.exec(restoreLog)?.[1] ?? 'NaN');
    expect(replayed).toBeGreaterThan(0);

    // Everything else, as it was before the writes began: the seeded collections, documents and indexes.
    const before = await snapshot(stack.mongoPlainUrl);
    const after = await snapshot(empty.plainUrl);
    expect(Object.keys(before).sort()).toEqual(['empty', 'ledger', 'orders', 'sessions']);
    expect(before.orders!.docs).toHaveLength(1200);
    expect(before.orders!.indexes.map((i) => (i as { name: string }).name)).toHaveLength(4);
    expect(after).toEqual(before);
  }, 180_000);

  /** The dump container's script, edited line by line, run as the pod would; resolves with its log. */
  async function dumpWith(edit: (script: string) => string): Promise<{ status: number | null; log: string }> {
    const [dump] = containersOf('voltdesk-backup-pos');
    const l = await localContainer(cluster, dump!, podFolders(cluster, dump!));
    const status = await runToEnd({ ...l, args: ['-c', edit(l.args[1]!)] });
    return { status, log: tail(l) };
  }

  it('the backup fails on what mongodump refuses: --oplog with the URI’s database or with --db', async () => {
    // The operator's string (path `/admin`) given to mongodump as is: the path is the tool's --db.
    const asIs = await dumpWith((script) =>
      script
        .split('\n')
        .filter((line) => !/path_db=|query=|case "&|MONGO_URL="/.test(line))
        .join('\n'),
    );
    expect(asIs.status).not.toBe(0);
    expect(asIs.log).toMatch(/--oplog mode only supported on full dumps/);

    // One database by option, as the script dumped before it took the oplog.
    const oneDb = await dumpWith((script) => script.replace('--oplog', `--oplog --db=${DB}`));
    expect(oneDb.status).not.toBe(0);
    expect(oneDb.log).toMatch(/--oplog mode only supported on full dumps/);
  }, 60_000);

  it('the restore fails on what mongorestore refuses: --oplogReplay with --nsInclude', async () => {
    const [restore] = containersOf('voltdesk-restore-pos');
    const l = await localContainer(cluster, restore!, podFolders(cluster, restore!));
    const script = l.args[1]!.replace('--oplogReplay', `--oplogReplay --nsInclude='${DB}.*'`);
    const status = await runToEnd({ ...l, args: ['-c', script] });
    expect(status).not.toBe(0);
    expect(tail(l)).toMatch(/cannot use --oplogReplay with includes specified/);
  }, 60_000);

  it('a server without an oplog fails the backup, as a standalone mongod does', async () => {
    const standalone = await stack.startEmptyMongo({ oplog: false });
    try {
      const c = { ...cluster, stack: { ...stack, mongoTlsPort: standalone.tlsPort } };
      const [dump] = containersOf('voltdesk-backup-pos');
      const l = await localContainer(c, dump!, podFolders(c, dump!));
      expect(await runToEnd(l)).not.toBe(0);
      expect(tail(l)).toMatch(/error getting oplog start: error getting recent oplog entry/);
    } finally {
      await standalone.stop();
    }
  }, 60_000);
});
