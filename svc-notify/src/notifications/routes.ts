import type { notifyEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import { serializeNotification } from './serializer';
import type { NotificationLog } from './service';

export function notificationHandlers(
  log: NotificationLog,
): Pick<Handlers<typeof notifyEndpoints>, 'notifications'> {
  return {
    notifications: async ({ query }) => {
      const { items, total, perPage } = await log.list(query);
      const newsletters =
        query.kind === 'newsletter_delivery' || query.newsletter_id
          ? await log.newsletterCounts()
          : undefined;
      return {
        data: items.map(serializeNotification),
        meta: { page: query.page, per_page: perPage, total, ...(newsletters ? { newsletters } : {}) },
      };
    },
  };
}
