import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Schema, type Connection } from 'mongoose';
import { connectMongo, createLogger, isMigration, kafkaSecurity, migrate, prepareDatabase } from '../src';
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
