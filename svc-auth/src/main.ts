import path from 'node:path';
import { BusinessTime, startService } from '@voltdesk/service-kit';
import { startActivityConsumer } from './activity/consumer';
import { createAuthApp } from './app';
import { loadAuthConfig } from './config';
import { ensureFirstAdmin } from './shared/first-admin';
import { PasswordHasher } from './shared/passwords';
import { migrateUserRoles } from './shared/user-model';
import { loadSigningKeys, type SigningKeys } from './shared/signing-keys';

startService(() => {
  const config = loadAuthConfig();
  let keys: SigningKeys | undefined;
  return {
    name: 'svc-auth',
    service: 'auth',
    dbName: config.AUTH_DB_NAME,
    config,
    port: config.AUTH_PORT,
    // svc-auth verifies its own tokens from its own key set, without fetching its JWKS over HTTP.
    jwks: { jwks: () => keys?.jwks ?? { keys: [] } },
    compose: async (runtime, conn) => {
      const { logger } = runtime;
      keys = await loadSigningKeys(config, logger);
      const hasher = new PasswordHasher();
      const { app, users, revocations, outboxModels, activity } = await createAuthApp({
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
        businessTime: new BusinessTime(config.BUSINESS_TIME_ZONE),
        businessLocale: config.BUSINESS_LOCALE,
      });
      return {
        app,
        outbox: outboxModels,
        beforeServe: () => ensureFirstAdmin({ users, hasher, logger, config }),
        // The activity log of every service's admin writes, kept here with the admins.
        start: () =>
          runtime.keepTrying('activity consumer', () =>
            startActivityConsumer({ kafka: runtime.kafka, log: activity, logger, metrics: runtime.metrics }),
          ),
        // Accounts older than roles become owners (see migrateUserRoles), in the pre-deploy migrate Job.
        migrateData: () => migrateUserRoles(users),
        // Its own database is the source of truth: replicas see each other's revocations by polling it.
        revocations: () => revocations.snapshot(),
      };
    },
  };
});
