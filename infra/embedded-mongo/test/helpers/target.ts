import { randomBytes } from 'node:crypto';
import { MongoClient, type Db } from 'mongodb';
import { silentLogger, start, type EmbeddedMongo } from '../../src/index';

/** True when the suite runs against a real MongoDB given by MONGO_URL. */
export const againstRealMongo = Boolean(process.env.MONGO_URL);

/** Tests that only make sense for the embedded server (durability, TTL timing, internals). */
export const embeddedOnly = againstRealMongo ? describe.skip : describe;

export interface Target {
  uri: string;
  /** A fresh database name per test file, so runs against a shared mongod never collide. */
  dbName: string;
  client: MongoClient;
  db: Db;
  server?: EmbeddedMongo;
  close(): Promise<void>;
}

export async function openTarget(label: string): Promise<Target> {
  const dbName = `conf_${label}_${randomBytes(4).toString('hex')}`;
  const server = againstRealMongo
    ? undefined
    : await start({ port: 0, logger: silentLogger, ttlIntervalMs: 200 });
  const uri = process.env.MONGO_URL ?? (server as EmbeddedMongo).uri;
  const client = await MongoClient.connect(uri, { serverSelectionTimeoutMS: 5000 });
  const db = client.db(dbName);
  return {
    uri,
    dbName,
    client,
    db,
    server,
    async close() {
      try {
        await db.dropDatabase();
      } finally {
        await client.close();
        await server?.stop();
      }
    },
  };
}
