import { pageQueryProperties } from '../common';

/** Kinds of mail svc-notify sends (the delivery log's `kind`). */
export const notificationKinds = [
  'newsletter_delivery',
  'unpaid_alert',
  'expiry_reminder',
  'subscription_confirmation',
  'contact_notice',
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

/** One line of the delivery log. */
export interface NotificationItem {
  id: string;
  kind: (typeof notificationKinds)[number];
  to: string;
  subject: string;
  status: (typeof notificationStatuses)[number];
  attempts: number;
  last_error: string | null;
  run_at: string;
  sent_at: string | null;
  created_at: string;
}

/** Per recent newsletter (in `meta.newsletters` when `kind=newsletter_delivery`). */
export interface NewsletterDeliverySummary {
  id: string;
  subject: string;
  requested_at: string;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
}

export interface NotificationsResponse {
  data: NotificationItem[];
  meta: { page: number; per_page: number; total: number; newsletters?: NewsletterDeliverySummary[] };
}
