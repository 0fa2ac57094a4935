import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';

/**
 * Whether a serving process builds its indexes at start. Kubernetes sets MONGO_INDEXES_AT_START=false and
 * builds them in a pre-deploy Job (`migrate`), so a long index build never holds a pod's start-up; the
 * local stack and the tests leave it unset and build them at start.
 */
export const indexesAtStart = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.MONGO_INDEXES_AT_START !== 'false';

/**
 * Opens this service's own database (docs/architecture.md section 2: no service reads another's). A connection
 * per service rather than the mongoose default, so tests can run several services in one process.
 * MONGO_TLS_CA_FILE: the CA of the replica set's certificates; set, the connection requires TLS.
 */
export async function connectMongo(
  url: string,
  dbName: string,
  logger: Logger,
  env: NodeJS.ProcessEnv = process.env,
): Promise<Connection> {
  const conn = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 10_000,
    autoIndex: indexesAtStart(env),
    maxPoolSize: 20,
    ...(env.MONGO_TLS_CA_FILE ? { tls: true, tlsCAFile: env.MONGO_TLS_CA_FILE } : {}),
  });
  conn.on('disconnected', () => logger.warn('mongodb disconnected'));
  conn.on('reconnected', () => logger.info('mongodb reconnected'));
  await conn.asPromise();
  logger.info({ db: dbName }, 'mongodb connected');
  return conn;
}

/** Readiness check: the database answers a ping. */
export const mongoReadiness = (conn: Connection) => async (): Promise<void> => {
  if (!conn.db) throw new Error('not connected');
  await conn.db.admin().ping();
};

/** Creates the indexes of every model before serving, so unique rules hold from the first request. */
export async function syncIndexes(conn: Connection): Promise<void> {
  await Promise.all(Object.values(conn.models).map((m) => m.createIndexes()));
}

/** `node dist/main.js migrate`: the process runs the migration (index builds) and exits. */
export const isMigration = (argv: readonly string[] = process.argv): boolean => argv[2] === 'migrate';

/**
 * A service's data migration: brings documents written before a change up to the current shape. It
 * runs with the indexes in place and must be idempotent (every retried Job and every local start runs it).
 */
export type DataMigration = () => Promise<unknown>;

/**
 * The pre-deploy migration: builds the indexes of every model registered on `conn`, runs the service's
 * data migration, then closes it. Idempotent (an existing index is left alone), so a retried Job is
 * harmless.
 */
export async function migrate(conn: Connection, logger: Logger, migrateData?: DataMigration): Promise<void> {
  const started = Date.now();
  await syncIndexes(conn);
  logger.info({ models: Object.keys(conn.models).length, ms: Date.now() - started }, 'indexes built');
  if (migrateData) {
    const at = Date.now();
    await migrateData();
    logger.info({ ms: Date.now() - at }, 'data migrated');
  }
  await conn.close();
}

/**
 * The `migrate` command of a service's main: migrates, then ends the process (a Job must complete even
 * if a client library keeps a handle open).
 */
export async function runMigration(
  conn: Connection,
  logger: Logger,
  migrateData?: DataMigration,
): Promise<never> {
  await migrate(conn, logger, migrateData);
  process.exit(0);
}

/**
 * At start: the indexes and the data migration, unless the pre-deploy migration does both (see
 * `indexesAtStart`), so a long migration over a large collection never holds a pod's start-up.
 */
export async function prepareDatabase(
  conn: Connection,
  migrateData?: DataMigration,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  if (!indexesAtStart(env)) return;
  await syncIndexes(conn);
  await migrateData?.();
}
