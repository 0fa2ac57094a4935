import {
  exitOnSignals,
  isMigration,
  prepareIndexes,
  runMigration,
  ServiceRuntime,
} from '@voltdesk/service-kit';
import { createPosApp } from './app';
import { readConfig } from './config';

async function main(): Promise<void> {
  const config = readConfig();
  const runtime = new ServiceRuntime({
    name: 'svc-pos',
    service: 'pos',
    mongoUrl: config.MONGO_URL,
    dbName: config.POS_DB_NAME,
    kafkaBrokers: config.KAFKA_BROKERS,
    jwks: { jwksUrl: config.JWKS_URL },
    logLevel: config.LOG_LEVEL,
    trustedProxies: config.TRUSTED_PROXIES,
    revocationPollMs: config.REVOCATION_POLL_MS,
    revocationMaxAgeMs: config.REVOCATION_MAX_AGE_MS,
  });
  const conn = await runtime.connect();
  const { app, models } = createPosApp({
    conn,
    logger: runtime.logger,
    metrics: runtime.metrics,
    verifier: runtime.verifier,
    timeZone: config.POS_TIMEZONE,
    readiness: runtime.readiness(),
  });
  // `node dist/main.js migrate` (the pre-deploy Job): build the indexes and exit.
  if (isMigration()) await runMigration(conn, runtime.logger);
  await prepareIndexes(conn);
  runtime.startRelay([models.orders]);
  runtime.startDenylist();
  exitOnSignals(await runtime.serve(app, config.POS_PORT, config.HOST));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
