import { randomUUID } from 'node:crypto';
import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { startEventConsumer, type ServiceMetrics } from '@voltdesk/service-kit';
import type { LandingService } from './service';

/**
 * Cross-replica landing-cache invalidation: every instance reads this service's own setup events in a
 * consumer group of its own, so a write on one replica empties every replica's cache. Only new events
 * matter to a cache that starts empty, so it reads from the latest offset.
 */
export function startLandingInvalidation(options: {
  kafka: Kafka;
  landing: LandingService;
  logger: Logger;
  metrics?: ServiceMetrics;
}): Promise<Consumer> {
  return startEventConsumer({
    kafka: options.kafka,
    groupId: `svc-content-landing-${randomUUID()}`,
    topics: ['content.setup.v1'],
    fromBeginning: false,
    logger: options.logger.child({ component: 'landing-cache' }),
    metrics: options.metrics,
    handle: async () => options.landing.invalidate(),
  });
}
