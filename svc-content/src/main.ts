import { startService } from '@voltdesk/service-kit';
import { createContentApp } from './app';
import { loadContentConfig } from './config';
import { startCacheInvalidation } from './landing/consumer';
import { contentModels, publishable } from './models';
import { migratePublication } from './shared/publication';

startService(() => {
  const config = loadContentConfig();
  return {
    name: 'svc-content',
    service: 'content',
    dbName: 'voltdesk_content',
    config,
    port: config.CONTENT_PORT,
    compose: (runtime, conn) => {
      const models = contentModels(conn);
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
      return {
        app,
        outbox: models.withOutbox,
        // Posts and pages saved before drafts existed were public: they become published from their
        // creation time (idempotent), in the pre-deploy Job on Kubernetes or at start locally.
        migrateData: async () => {
          const migrated = await migratePublication(publishable(models));
          if (migrated) runtime.logger.info({ migrated }, 'publication added to older content');
        },
        start: () =>
          runtime.keepTrying('cache-invalidation consumer', () =>
            startCacheInvalidation({
              kafka: runtime.kafka,
              changes: services.changes,
              logger: runtime.logger,
              metrics: runtime.metrics,
            }),
          ),
      };
    },
  };
});
