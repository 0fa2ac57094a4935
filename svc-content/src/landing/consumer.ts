import { randomUUID } from 'node:crypto';
import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { startEventConsumer, type ServiceMetrics } from '@voltdesk/service-kit';
import type { ContentChanges } from '../shared/changes';

/**
 * Cross-replica cache invalidation: every instance reads this service's own setup events in a consumer
 * group of its own (docs/architecture.md section 5: state every replica holds is read from the start of the
 * retained log), and each event empties this instance's landing data and public-read caches. Replaying
 * old events at start only empties caches that are still cold.
 */
export function startCacheInvalidation(options: {
  kafka: Kafka;
  changes: ContentChanges;
  logger: Logger;
  metrics?: ServiceMetrics;
}): Promise<Consumer> {
  return startEventConsumer({
    kafka: options.kafka,
    groupId: `svc-content-cache-${randomUUID()}`,
    topics: ['content.setup.v1'],
    fromBeginning: true,
    logger: options.logger.child({ component: 'cache-invalidation' }),
    metrics: options.metrics,
    handle: async (event) => options.changes.changed(`remote:${event.type}`),
  });
}
