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
] as const;

/** Where a mail stands (the delivery log's `status`). */
export const notificationStatuses = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;

/** `GET admin/notifications?page&per_page&kind&status` (svc-notify delivery log). */
export const notificationsQuerySchema = {
  $id: 'notify.notifications.query',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQueryProperties,
    kind: { type: 'string', enum: notificationKinds },
    status: { type: 'string', enum: notificationStatuses },
  },
} as const;
