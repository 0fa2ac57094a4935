import { respond, type RouteSpec } from '@voltdesk/service-kit';
import { serializeNotification } from './serializer';
import type { NotificationLog, NotificationQuery } from './service';

/**
 * `GET admin/notifications`: the delivery log. With `kind=newsletter_delivery` the meta also carries
 * `newsletters`: per recent newsletter, how many mails are queued, sent, failed and cancelled.
 */
export function notificationRoutes(log: NotificationLog): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'admin/notifications',
      query: 'notify.notifications.query',
      handler: async (ctx) => {
        const q = ctx.state.query as NotificationQuery;
        const { items, total, perPage } = await log.list(q);
        const newsletters = q.kind === 'newsletter_delivery' ? await log.newsletterCounts() : undefined;
        respond(ctx, items.map(serializeNotification), {
          meta: { page: q.page, per_page: perPage, total, ...(newsletters ? { newsletters } : {}) },
        });
      },
    },
  ];
}
