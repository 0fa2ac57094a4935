import { defineEndpoints, IDEMPOTENT } from '../endpoint';

/** Newsletter subscribers: sign-up, confirmation, unsubscribe and sending. */
export const newsletterEndpoints = defineEndpoints({
  /** Subscribers, newest first. */
  getNewsLetter: {
    name: 'subscribers',
    method: 'GET',
    path: 'admin/getNewsLetter',
    service: 'content',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'content.views.subscriber',
    many: true,
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 422],
  },
  /** The site's newsletter sign-up (rate-limited per client address). */
  insertNewsLetter: {
    name: 'subscribe',
    method: 'POST',
    path: 'insertNewsLetter',
    service: 'content',
    access: 'public',
    body: 'content.newsletter.subscribe',
    errors: 'data',
    view: null,
    errorStatuses: [422, 429],
    message: 'Thanks for subscribe.',
  },
  deleteNewsLetter: {
    name: 'deleteSubscriber',
    method: 'DELETE',
    path: 'admin/deleteNewsLetter',
    service: 'content',
    access: 'admin',
    query: 'common.idQuery',
    errors: 'data',
    view: null,
    errorStatuses: [401, 403, 404, 422],
    message: 'Subscriber deleted successfully.',
    activity: 'deleted subscriber',
  },
  /**
   * Queues a newsletter; svc-notify mails it. Honours `Idempotency-Key`: a repeat (a double click) answers
   * the first request's newsletter (header `Idempotent-Replayed`) and queues nothing more.
   */
  sendNewsLetter: {
    name: 'sendNewsletter',
    method: 'POST',
    path: 'admin/sendNewsLetter',
    service: 'content',
    access: 'admin',
    body: 'content.newsletter.send',
    errors: 'data',
    view: 'content.views.newsletterQueued',
    errorStatuses: [401, 403, 409, 422],
    message: 'Newsletter queued.',
    activity: 'sent newsletter',
    ...IDEMPOTENT,
  },
  /**
   * A confirmation mail's link opened in a browser: redirects to the site's page, which confirms only when
   * the visitor presses its button (`confirmSubscriptionClick`). A GET changes nothing, because link
   * scanners and prefetchers follow GET links nobody clicked, which would defeat double opt-in.
   */
  confirmSubscription: {
    name: 'confirmSubscription',
    method: 'GET',
    path: 'confirmSubscription',
    service: 'content',
    access: 'public',
    query: 'content.newsletter.tokenQuery',
    errors: 'data',
    view: 'raw',
    errorStatuses: [422],
  },
  /** Confirms a subscription: the button of the site's confirmation page. Same path as the GET above. */
  confirmSubscriptionClick: {
    name: 'confirmSubscriptionClick',
    method: 'POST',
    path: 'confirmSubscription',
    service: 'content',
    access: 'public',
    query: 'content.newsletter.tokenQuery',
    errors: 'data',
    view: 'content.views.subscriptionConfirmed',
    errorStatuses: [422],
    message: {
      confirmed: 'Your subscription is confirmed.',
      invalid: 'This link is invalid or has already been used.',
    },
  },
  /**
   * A mail's unsubscribe link (its footer and its List-Unsubscribe header) opened in a browser: redirects to
   * the site's page, which unsubscribes only when the visitor presses its button (`unsubscribeOneClick`).
   * A GET changes nothing, because link scanners and prefetchers follow GET links nobody clicked.
   */
  unsubscribe: {
    name: 'unsubscribe',
    method: 'GET',
    path: 'unsubscribe',
    service: 'content',
    access: 'public',
    query: 'content.newsletter.tokenQuery',
    errors: 'data',
    view: 'raw',
    errorStatuses: [422],
  },
  /**
   * Unsubscribes: the one-click POST a mail client sends to the List-Unsubscribe URL (RFC 8058, body
   * `List-Unsubscribe=One-Click`, form-encoded), and the site page's button. Same path as the GET above.
   */
  unsubscribeOneClick: {
    name: 'unsubscribeOneClick',
    method: 'POST',
    path: 'unsubscribe',
    service: 'content',
    access: 'public',
    query: 'content.newsletter.tokenQuery',
    body: 'content.newsletter.oneClick',
    form: true,
    errors: 'data',
    view: 'content.views.unsubscribed',
    errorStatuses: [422],
    message: {
      unsubscribed: 'You have been unsubscribed.',
      invalid: 'This link is invalid or has already been used.',
    },
  },
});
