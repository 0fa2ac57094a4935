import { defineEndpoints } from './endpoint';

/** svc-notify: the delivery log. */
export const notifyEndpoints = defineEndpoints({
  /**
   * With `kind=newsletter_delivery` the meta also carries `newsletters`: per recent newsletter, how many
   * mails are queued, sent, failed and cancelled.
   */
  notifications: {
    method: 'GET',
    path: 'admin/notifications',
    service: 'notify',
    access: 'admin',
    query: 'notify.notifications.query',
    errors: 'data',
    view: 'notify.views.notification',
    many: true,
    meta: 'notify.views.notificationsMeta',
  },
});
