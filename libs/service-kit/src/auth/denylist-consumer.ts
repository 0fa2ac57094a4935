import { randomUUID } from 'node:crypto';
import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import type { ServiceMetrics } from '../app/metrics';
import { startEventConsumer } from '../events/event-consumer';
import type { TokenDenylist } from './denylist';

/**
 * Feeds this instance's denylist from `auth.user.v1` and `auth.session.v1`. Every replica must hold the
 * whole denylist, so each instance reads the retained log from the start in a consumer group of its own.
 */
export function startDenylistConsumer(options: {
  kafka: Kafka;
  service: string;
  denylist: TokenDenylist;
  logger: Logger;
  metrics?: ServiceMetrics;
}): Promise<Consumer> {
  const prune = setInterval(() => options.denylist.prune(), 60_000);
  prune.unref();
  return startEventConsumer({
    kafka: options.kafka,
    groupId: `${options.service}-denylist-${randomUUID()}`,
    topics: ['auth.user.v1', 'auth.session.v1'],
    fromBeginning: true,
    logger: options.logger.child({ component: 'denylist' }),
    metrics: options.metrics,
    handle: async (event) => options.denylist.apply(event),
  });
}
