import { defineEndpoints } from './endpoint';
import { customerDocumentPdfEndpoints } from './pos/customer-documents';

/** svc-notify: the delivery log, and the newsletter's preview, audience, test send and retries. */
export const notifyEndpoints = defineEndpoints({
  /**
   * With `kind=newsletter_delivery` the meta also carries `newsletters`: per recent newsletter, how many
   * mails are queued, sent, failed and cancelled. `newsletter_id` lists one newsletter's recipients (and
   * the counts are that newsletter's).
   */
  notifications: {
    name: 'notifications',
    method: 'GET',
    path: 'admin/notifications',
    service: 'notify',
    access: 'admin',
    query: 'notify.notifications.query',
    errors: 'data',
    view: 'notify.views.notification',
    many: true,
    meta: 'notify.views.notificationsMeta',
    errorStatuses: [401, 403, 422],
  },
  /** The newsletters sent, newest first, each with its counts; `search` looks in the subjects. */
  newsletters: {
    name: 'newsletters',
    method: 'GET',
    path: 'admin/newsletters',
    service: 'notify',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'notify.views.newsletterSummary',
    many: true,
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 422],
  },
  /** A draft (the body `admin/sendNewsLetter` takes) rendered as the mail subscribers will receive. */
  newsletterPreview: {
    name: 'newsletterPreview',
    method: 'POST',
    path: 'admin/newsletterPreview',
    service: 'notify',
    access: 'admin',
    body: 'content.newsletter.send',
    errors: 'data',
    view: 'notify.views.newsletterPreview',
    errorStatuses: [401, 403, 422],
    activity: 'previewed newsletter',
  },
  /** How many confirmed subscribers a newsletter sent now goes to (said before the admin confirms). */
  newsletterAudience: {
    name: 'newsletterAudience',
    method: 'GET',
    path: 'admin/newsletterAudience',
    service: 'notify',
    access: 'admin',
    errors: 'data',
    view: 'notify.views.newsletterAudience',
    errorStatuses: [401, 403],
  },
  /** Mails the draft at once to the signed-in admin's own address (svc-auth's record), and nobody else. */
  newsletterTest: {
    name: 'newsletterTest',
    method: 'POST',
    path: 'admin/newsletterTest',
    service: 'notify',
    access: 'admin',
    body: 'content.newsletter.send',
    errors: 'data',
    view: 'notify.views.newsletterTest',
    // 429: past the test mails an admin may send in a while; 502: the mail server refused the mail.
    errorStatuses: [401, 403, 422, 429, 502],
    message: 'Test e-mail sent to {to}.',
    activity: 'sent themselves a test of newsletter',
  },
  /** Queues a newsletter's failed mails again (all of them, or one recipient's). */
  retryNewsletter: {
    name: 'retryNewsletter',
    method: 'POST',
    path: 'admin/retryNewsletter',
    service: 'notify',
    access: 'admin',
    body: 'notify.newsletters.retry',
    errors: 'data',
    view: 'notify.views.newsletterRetry',
    // 404: an unknown newsletter, or a mail that is not one of its failed ones.
    errorStatuses: [401, 403, 404, 422],
    message: {
      one: '1 failed mail queued again.',
      many: '{count} failed mails queued again.',
      none: 'No failed mails to retry.',
    },
    activity: 'retried newsletter',
  },
  ...customerDocumentPdfEndpoints,
});
