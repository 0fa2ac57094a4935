import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { topicOf } from '@voltdesk/contracts';
import { startEventConsumer, type ServiceMetrics } from '@voltdesk/service-kit';
import type { ActivityLog } from './service';

/**
 * Stores every service's `admin.activity` events. One consumer group for all svc-auth replicas, so each
 * entry is stored once; the event id is the entry's id, so a redelivery stores nothing twice.
 */
export function startActivityConsumer(options: {
  kafka: Kafka;
  log: ActivityLog;
  logger: Logger;
  metrics?: ServiceMetrics;
}): Promise<Consumer> {
  return startEventConsumer({
    kafka: options.kafka,
    groupId: 'svc-auth-activity',
    topics: [topicOf('admin.activity')],
    fromBeginning: true,
    logger: options.logger,
    metrics: options.metrics,
    handle: async (event, { requestId }) => {
      if (event.type === 'admin.activity') await options.log.record(event, requestId);
    },
  });
}
