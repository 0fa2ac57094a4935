import mongoose, { type Connection } from 'mongoose';
import type { Logger } from 'pino';

/**
 * Opens this service's own database (ARCHITECTURE.md section 2: no service reads another's). A connection
 * per service rather than the mongoose default, so tests can run several services in one process.
 */
export async function connectMongo(url: string, dbName: string, logger: Logger): Promise<Connection> {
  const conn = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 10_000,
    autoIndex: true,
    maxPoolSize: 20,
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
