import type { notifyEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import { serializeNotification } from './serializer';
import type { NotificationLog } from './service';

export function notificationHandlers(
  log: NotificationLog,
): Pick<Handlers<typeof notifyEndpoints>, 'notifications' | 'newsletters'> {
  return {
    notifications: async ({ query }) => {
      const { items, total, perPage } = await log.list(query);
      const newsletters =
        query.kind === 'newsletter_delivery' || query.newsletter_id
          ? await log.newsletterCounts(query.newsletter_id)
          : undefined;
      return {
        data: items.map(serializeNotification),
        meta: { page: query.page, per_page: perPage, total, ...(newsletters ? { newsletters } : {}) },
      };
    },
    newsletters: async ({ query }) => {
      const { items, total, page, perPage } = await log.newsletterPage(query);
      return { data: items, meta: { page, per_page: perPage, total } };
    },
  };
}
