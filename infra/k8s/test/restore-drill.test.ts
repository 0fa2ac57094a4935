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

async function runPod(c: Cluster, workload: string): Promise<void> {
  const containers = containersOf(workload);
  expect(containers.length).toBeGreaterThan(0);
  const folders = podFolders(c, containers[0]!);
  // Init containers first, in order, each to its end; then the (single) container.
  for (const w of containers) {
    const l = await localContainer(c, w, folders);
    const status = await runToEnd(l);
    if (status !== 0) throw new Error(`${workload}/${w.container.name} exited ${status}:\n${tail(l)}`);
  }
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

/** Every collection of the database: its documents (canonical Extended JSON, by _id) and its indexes. */
async function snapshot(url: string): Promise<Record<string, { docs: string[]; indexes: unknown[] }>> {
  const client = await MongoClient.connect(url);
  try {
    const db = client.db(DB);
    const out: Record<string, { docs: string[]; indexes: unknown[] }> = {};
    for (const { name } of await db.listCollections().toArray()) {
      const coll = db.collection(name);
      const docs = (await coll.find({}, { promoteValues: false, promoteLongs: false }).toArray())
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
    await runPod(cluster, 'voltdesk-backup-pos');

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
    await runPod({ ...cluster, stack: { ...stack, mongoTlsPort: empty.tlsPort } }, 'voltdesk-restore-pos');

    const before = await snapshot(stack.mongoPlainUrl);
    const after = await snapshot(empty.plainUrl);
    expect(Object.keys(before).sort()).toEqual(['empty', 'orders', 'sessions']);
    expect(before.orders!.docs).toHaveLength(1200);
    expect(before.orders!.indexes.map((i) => (i as { name: string }).name)).toHaveLength(4);
    expect(after).toEqual(before);
  }, 180_000);

  it('the backup refuses to run on what mongodump refuses: a database in the URI beside --db', async () => {
    // The script as it was: the operator's string (with /admin) given to mongodump as is.
    const [dump] = containersOf('voltdesk-backup-pos');
    const folders = podFolders(cluster, dump!);
    const l = await localContainer(cluster, dump!, folders);
    const script = l.args[1]!.split('\n')
      .filter((line) => !/path_db=|query=|case "&|MONGO_URL="/.test(line))
      .join('\n');
    const status = await runToEnd({ ...l, args: ['-c', script] });
    expect(status).not.toBe(0);
    expect(tail(l)).toMatch(/Cannot specify different database in connection URI and command-line option/);
  }, 60_000);
});
