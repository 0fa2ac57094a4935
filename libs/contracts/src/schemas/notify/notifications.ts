import { pageQueryProperties } from '../common';

/** Kinds of mail svc-notify sends (the delivery log's `kind`). */
export const notificationKinds = [
  'newsletter_delivery',
  'unpaid_alert',
  'expiry_reminder',
  'subscription_confirmation',
  'contact_notice',
  'password_reset',
  /** The invoice PDF a clerk e-mailed to the customer (`admin/emailInvoice`). */
  'invoice_email',
  /** A payment reminder to the customer, N days after the due date, with the invoice PDF. */
  'customer_reminder',
  /** The quote PDF a clerk e-mailed to the customer (`admin/emailQuote`). */
  'quote_email',
  /** The visitor's confirmation of a job request sent from the site (a lead). */
  'lead_confirmation',
  /** The owner's notice of a new lead. */
  'lead_notice',
  /** The customer's receipt of a card payment made online (Stripe Checkout) on the invoice page. */
  'online_receipt',
  /** The owner's notice that a customer accepted or declined a quote on its page. */
  'quote_answer_notice',
] as const;

/** Where a mail stands (the delivery log's `status`). */
export const notificationStatuses = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;

/** A newsletter's id as svc-notify keeps it (svc-content's record id, or a test's). */
const newsletterIdField = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } as const;

/**
 * `GET admin/notifications?page&per_page&kind&status&newsletter_id&search` (svc-notify delivery log).
 * `newsletter_id` keeps the mails of one newsletter (its per-recipient delivery), `search` the recipients
 * whose address contains it.
 */
export const notificationsQuerySchema = {
  $id: 'notify.notifications.query',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQueryProperties,
    kind: { type: 'string', enum: notificationKinds },
    status: { type: 'string', enum: notificationStatuses },
    newsletter_id: newsletterIdField,
    search: { type: 'string', maxLength: 200 },
  },
} as const;

/**
 * `POST admin/retryNewsletter`: the failed mails of newsletter `id` go back to the queue, every one of
 * them, or only `notification_id` (one recipient's line of the delivery log).
 */
export const retryNewsletterSchema = {
  $id: 'notify.newsletters.retry',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: newsletterIdField,
    notification_id: { type: 'string', pattern: '^[a-f0-9]{24}$' },
  },
} as const;
