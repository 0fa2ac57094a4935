import { defineEndpoints } from './endpoint';

/** svc-notify: the delivery log, and the newsletter's preview, audience, test send and retries. */
export const notifyEndpoints = defineEndpoints({
  /**
   * With `kind=newsletter_delivery` the meta also carries `newsletters`: per recent newsletter, how many
   * mails are queued, sent, failed and cancelled. `newsletter_id` lists one newsletter's recipients (and
   * the counts are that newsletter's).
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
  /** The newsletters sent, newest first, each with its counts; `search` looks in the subjects. */
  newsletters: {
    method: 'GET',
    path: 'admin/newsletters',
    service: 'notify',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'notify.views.newsletterSummary',
    many: true,
    meta: 'common.views.pageMeta',
  },
  /** A draft (the body `admin/sendNewsLetter` takes) rendered as the mail subscribers will receive. */
  newsletterPreview: {
    method: 'POST',
    path: 'admin/newsletterPreview',
    service: 'notify',
    access: 'admin',
    body: 'content.newsletter.send',
    errors: 'data',
    view: 'notify.views.newsletterPreview',
  },
  /** How many confirmed subscribers a newsletter sent now goes to (said before the admin confirms). */
  newsletterAudience: {
    method: 'GET',
    path: 'admin/newsletterAudience',
    service: 'notify',
    access: 'admin',
    errors: 'data',
    view: 'notify.views.newsletterAudience',
  },
  /** Mails the draft at once to the signed-in admin's own address (svc-auth's record), and nobody else. */
  newsletterTest: {
    method: 'POST',
    path: 'admin/newsletterTest',
    service: 'notify',
    access: 'admin',
    body: 'content.newsletter.send',
    errors: 'data',
    view: 'notify.views.newsletterTest',
  },
  /** Queues a newsletter's failed mails again (all of them, or one recipient's). */
  retryNewsletter: {
    method: 'POST',
    path: 'admin/retryNewsletter',
    service: 'notify',
    access: 'admin',
    body: 'notify.newsletters.retry',
    errors: 'data',
    view: 'notify.views.newsletterRetry',
  },
});
