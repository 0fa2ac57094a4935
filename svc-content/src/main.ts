import {
  exitOnSignals,
  isMigration,
  prepareIndexes,
  runMigration,
  ServiceRuntime,
} from '@voltdesk/service-kit';
import { createContentApp } from './app';
import { loadContentConfig } from './config';
import { startCacheInvalidation } from './landing/consumer';
import { contentModels } from './models';

async function main(): Promise<void> {
  const config = loadContentConfig();
  const runtime = new ServiceRuntime({
    name: 'svc-content',
    service: 'content',
    mongoUrl: config.MONGO_URL,
    dbName: 'voltdesk_content',
    kafkaBrokers: config.KAFKA_BROKERS,
    jwks: { jwksUrl: config.JWKS_URL },
    logLevel: config.LOG_LEVEL,
    trustedProxies: config.TRUSTED_PROXIES,
    revocationPollMs: config.REVOCATION_POLL_MS,
    revocationMaxAgeMs: config.REVOCATION_MAX_AGE_MS,
  });
  const conn = await runtime.connect();
  const models = contentModels(conn);
  // `node dist/main.js migrate` (the pre-deploy Job): build the indexes and exit.
  if (isMigration()) await runMigration(conn, runtime.logger);
  await prepareIndexes(conn);
  runtime.startRelay(models.withOutbox);
  const { app, services } = createContentApp({
    conn,
    models,
    verifier: runtime.verifier,
    logger: runtime.logger,
    metrics: runtime.metrics,
    mediaDir: config.MEDIA_DIR,
    publicUrl: config.PUBLIC_URL,
    landingKey: config.LANDING_KEY,
    doubleOptIn: config.NEWSLETTER_DOUBLE_OPT_IN,
    landingCacheTtlMs: config.LANDING_CACHE_TTL_MS,
    publicWriteLimitPerHour: config.PUBLIC_WRITE_LIMIT_PER_HOUR,
    readiness: runtime.readiness(),
  });
  runtime.startDenylist();
  runtime.keepTrying('cache-invalidation consumer', () =>
    startCacheInvalidation({
      kafka: runtime.kafka,
      changes: services.changes,
      logger: runtime.logger,
      metrics: runtime.metrics,
    }),
  );
  exitOnSignals(await runtime.serve(app, config.CONTENT_PORT, config.HOST));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
