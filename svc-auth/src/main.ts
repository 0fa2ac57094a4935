import path from 'node:path';
import { exitOnSignals, isMigration, runMigration, ServiceRuntime } from '@voltdesk/service-kit';
import { createAuthApp } from './app';
import { loadAuthConfig } from './config';
import { ensureFirstAdmin } from './shared/first-admin';
import { PasswordHasher } from './shared/passwords';
import { loadSigningKeys, type SigningKeys } from './shared/signing-keys';

async function main(): Promise<void> {
  const config = loadAuthConfig();
  let keys: SigningKeys | undefined;
  const runtime = new ServiceRuntime({
    name: 'svc-auth',
    service: 'auth',
    mongoUrl: config.MONGO_URL,
    dbName: config.AUTH_DB_NAME,
    kafkaBrokers: config.KAFKA_BROKERS,
    // svc-auth verifies its own tokens from its own key set, without fetching its JWKS over HTTP.
    jwks: { jwks: () => keys?.jwks ?? { keys: [] } },
    logLevel: config.LOG_LEVEL,
    trustedProxies: config.TRUSTED_PROXIES,
    revocationPollMs: config.REVOCATION_POLL_MS,
    revocationMaxAgeMs: config.REVOCATION_MAX_AGE_MS,
  });
  const { logger } = runtime;
  try {
    keys = await loadSigningKeys(config, logger);
    const conn = await runtime.connect();
    const hasher = new PasswordHasher();
    const { app, users, revocations, outboxModels } = await createAuthApp({
      conn,
      logger,
      metrics: runtime.metrics,
      keys,
      denylist: runtime.denylist,
      verifier: runtime.verifier,
      hasher,
      mediaDir: path.resolve(config.MEDIA_DIR),
      tokenTtlSeconds: config.tokenTtlSeconds,
      readiness: runtime.readiness(),
    });
    // `node dist/main.js migrate` (the pre-deploy Job): build the indexes and exit.
    if (isMigration()) await runMigration(conn, logger);
    await ensureFirstAdmin({ users, hasher, logger, config });
    runtime.startRelay(outboxModels);
    // Its own database is the source of truth: replicas see each other's revocations by polling it.
    runtime.startDenylist(() => revocations.snapshot());
    exitOnSignals(await runtime.serve(app, config.AUTH_PORT, config.HOST));
  } catch (err) {
    logger.fatal({ err }, (err as Error).message);
    await runtime.conn?.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  // Config errors arrive before the logger exists: print them plainly for the operator.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
