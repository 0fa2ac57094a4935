import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { Schema, type Connection } from 'mongoose';
import {
  connectMongo,
  createLogger,
  isMigration,
  kafkaSecurity,
  kafkaSocketFactory,
  migrate,
  prepareDatabase,
} from '../src';
import { startTestInfra, type TestInfra } from '../src/testing';

const logger = createLogger('deploy-config', 'silent');

describe('Kafka TLS and SASL from the environment (what the Kubernetes manifests set)', () => {
  it('connects in plain text without them (the local broker)', () => {
    expect(kafkaSecurity({})).toEqual({});
  });

  it('uses TLS with the CA file, and SCRAM with the KafkaUser credentials', () => {
    const ca = path.join(mkdtempSync(path.join(os.tmpdir(), 'kit-ca-')), 'ca.crt');
    writeFileSync(ca, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    expect(
      kafkaSecurity({
        KAFKA_CA_FILE: ca,
        KAFKA_SASL_MECHANISM: 'scram-sha-512',
        KAFKA_SASL_USERNAME: 'svc-pos',
        KAFKA_SASL_PASSWORD: 's3cret',
      }),
    ).toEqual({
      ssl: { ca: ['-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'] },
      sasl: { mechanism: 'scram-sha-512', username: 'svc-pos', password: 's3cret' },
    });
  });

  it('refuses half a SASL configuration, an unknown mechanism and an unreadable CA at start', () => {
    expect(() => kafkaSecurity({ KAFKA_SASL_USERNAME: 'svc-pos' })).toThrow(/go together/);
    expect(() =>
      kafkaSecurity({ KAFKA_SASL_MECHANISM: 'gssapi', KAFKA_SASL_USERNAME: 'a', KAFKA_SASL_PASSWORD: 'b' }),
    ).toThrow(/must be scram-sha-512/);
    expect(() => kafkaSecurity({ KAFKA_CA_FILE: '/nonexistent/ca.crt' })).toThrow(/ENOENT/);
  });
});

describe('a renewed Kafka cluster CA, without a restart', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kit-kafka-ca-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  /** A CA `name` and a broker certificate for 127.0.0.1 signed by it (as Strimzi's cluster CA issues). */
  function issue(name: string): { ca: string; key: string; cert: string } {
    openssl(
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${name}`,
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.crt`,
    );
    openssl(
      'req',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-subj',
      '/CN=broker',
      '-keyout',
      `${name}-broker.key`,
      '-out',
      `${name}-broker.csr`,
    );
    writeFileSync(path.join(dir, 'san.ext'), 'subjectAltName=IP:127.0.0.1\n');
    openssl(
      'x509',
      '-req',
      '-in',
      `${name}-broker.csr`,
      '-CA',
      `${name}.crt`,
      '-CAkey',
      `${name}.key`,
      '-CAcreateserial',
      '-days',
      '2',
      '-extfile',
      'san.ext',
      '-out',
      `${name}-broker.crt`,
    );
    const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
    return { ca: read(`${name}.crt`), key: read(`${name}-broker.key`), cert: read(`${name}-broker.crt`) };
  }
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('trusts the CA file as it is at each new connection, and the older CAs Strimzi keeps beside it', async () => {
    const old = issue('old-ca');
    const renewed = issue('new-ca');
    const mounted = mkdtempSync(path.join(os.tmpdir(), 'kit-kafka-ca-mount-'));
    const caFile = path.join(mounted, 'ca.crt');
    const server = tls.createServer({ key: old.key, cert: old.cert }, (socket) => socket.end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const factory = kafkaSocketFactory(caFile);
    const connect = () =>
      new Promise<'trusted' | 'refused'>((resolve) => {
        const socket = factory({
          host: '127.0.0.1',
          port,
          ssl: {},
          onConnect: () => {
            resolve('trusted');
            socket.destroy();
          },
        }) as tls.TLSSocket;
        socket.once('error', () => resolve('refused'));
      });
    try {
      writeFileSync(caFile, old.ca);
      expect(await connect()).toBe('trusted');
      // Renewal starts: the Secret's ca.crt is the new CA, the old one kept as ca-<date>.crt, and the
      // brokers still present certificates of the old CA until Strimzi has rolled them.
      writeFileSync(caFile, renewed.ca);
      writeFileSync(path.join(mounted, 'ca-2026-11-28T00-00-00Z.crt'), old.ca);
      expect(await connect()).toBe('trusted');
      // Brokers rolled onto certificates of the new CA: the same factory, no restart, trusts them.
      server.setSecureContext({ key: renewed.key, cert: renewed.cert });
      expect(await connect()).toBe('trusted');
      // The check is real: a CA file naming neither CA is refused.
      rmSync(path.join(mounted, 'ca-2026-11-28T00-00-00Z.crt'));
      writeFileSync(caFile, old.ca);
      expect(await connect()).toBe('refused');
    } finally {
      server.close();
      rmSync(mounted, { recursive: true, force: true });
    }
  });
});

describe('index builds in the pre-deploy migration', () => {
  let infra: TestInfra;
  let conn: Connection | undefined;

  beforeAll(async () => {
    infra = await startTestInfra({ kafka: false });
  });
  afterAll(async () => {
    if (conn?.readyState === 1) await conn.close();
    await infra.stop();
  });

  const indexNames = async (c: Connection) =>
    (await c.db!.collection('things').indexes()).map((i) => i.name).sort();

  it('serving pods with MONGO_INDEXES_AT_START=false build none; `migrate` builds them all', async () => {
    const url = infra.mongoUrl;
    const dbName = infra.dbName('migrate');
    conn = await connectMongo(url, dbName, logger, { MONGO_INDEXES_AT_START: 'false' });
    const things = conn.model('Thing', new Schema({ slug: { type: String, unique: true } }), 'things');
    await things.create({ slug: 'a' });
    // Give mongoose's automatic index build (were it on) time to run.
    await new Promise((r) => setTimeout(r, 300));
    expect(await indexNames(conn)).toEqual(['_id_']);
    await migrate(conn, logger);
    const check = await connectMongo(url, dbName, logger, { MONGO_INDEXES_AT_START: 'false' });
    expect(await indexNames(check)).toEqual(['_id_', 'slug_1']);
    await check.close();
  });

  it("runs the service's data migration in `migrate`, after the indexes, and at start only where the indexes are built at start", async () => {
    const dbName = infra.dbName('migrate_data');
    const seen: string[] = [];
    const open = async () => {
      const c = await connectMongo(infra.mongoUrl, dbName, logger, { MONGO_INDEXES_AT_START: 'false' });
      const model = c.model('Thing', new Schema({ slug: { type: String, unique: true } }), 'things');
      const migrateData = async () => {
        seen.push((await indexNames(c)).join(','));
        await model.updateMany({ slug: { $exists: false } }, { $set: { slug: 'filled' } });
      };
      return { c, migrateData };
    };
    const serving = await open();
    await serving.c.db!.collection('things').insertOne({ name: 'older' });
    await prepareDatabase(serving.c, serving.migrateData, { MONGO_INDEXES_AT_START: 'false' });
    expect(seen).toEqual([]);
    await serving.c.close();

    const job = await open();
    await migrate(job.c, logger, job.migrateData);
    expect(seen).toEqual(['_id_,slug_1']);
    const local = await open();
    expect(await local.c.db!.collection('things').findOne({ name: 'older' })).toMatchObject({
      slug: 'filled',
    });
    await prepareDatabase(local.c, local.migrateData, {});
    expect(seen).toHaveLength(2);
    await local.c.close();
  });

  it('is what `node dist/main.js migrate` asks for', () => {
    expect(isMigration(['node', 'dist/main.js', 'migrate'])).toBe(true);
    expect(isMigration(['node', 'dist/main.js'])).toBe(false);
  });
});
