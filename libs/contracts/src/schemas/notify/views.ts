import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeView, nullableDateTimeView, pageMetaView } from '../common-views';
import { notificationKinds, notificationStatuses } from './notifications';

/** One line of the delivery log (never the rendered mail, tokens or lease internals). */
export const notificationView = {
  $id: 'notify.views.notification',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'to',
    'subject',
    'status',
    'attempts',
    'last_error',
    'run_at',
    'sent_at',
    'created_at',
  ],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: notificationKinds },
    to: { type: 'string' },
    subject: { type: 'string' },
    status: { type: 'string', enum: notificationStatuses },
    attempts: { type: 'integer', minimum: 0 },
    last_error: { type: ['string', 'null'] },
    run_at: dateTimeView,
    sent_at: nullableDateTimeView,
    created_at: dateTimeView,
  },
} as const;
export type NotificationItem = FromSchema<typeof notificationView>;

const count = { type: 'integer', minimum: 0 } as const;

/** Per recent newsletter: how many of its mails are queued, sent, failed and cancelled. */
const newsletterDeliveryView = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'subject', 'requested_at', 'recipients', 'queued', 'sent', 'failed', 'cancelled'],
  properties: {
    id: { type: 'string' },
    subject: { type: 'string' },
    requested_at: dateTimeView,
    recipients: count,
    queued: count,
    sent: count,
    failed: count,
    cancelled: count,
  },
} as const;
export type NewsletterDeliverySummary = FromSchema<typeof newsletterDeliveryView>;

/** One line of `admin/newsletters`: a newsletter and where its mails stand. */
export const newsletterSummaryView = {
  $id: 'notify.views.newsletterSummary',
  ...newsletterDeliveryView,
} as const;

/**
 * The delivery log's `meta`: the page, and with `kind=newsletter_delivery` the counts of the recent
 * newsletters (with `newsletter_id`, of that newsletter).
 */
export const notificationsMetaView = {
  $id: 'notify.views.notificationsMeta',
  type: 'object',
  additionalProperties: false,
  required: pageMetaView.required,
  properties: {
    ...pageMetaView.properties,
    newsletters: { type: 'array', items: newsletterDeliveryView },
  },
} as const;

/** A newsletter draft as its subscribers will receive it (the greeting names a sample subscriber). */
export const newsletterPreviewView = {
  $id: 'notify.views.newsletterPreview',
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'html', 'text'],
  properties: { subject: { type: 'string' }, html: { type: 'string' }, text: { type: 'string' } },
} as const;
export type NewsletterPreviewView = FromSchema<typeof newsletterPreviewView>;

/** How many subscribers a newsletter sent now would go to (the confirmed ones). */
export const newsletterAudienceView = {
  $id: 'notify.views.newsletterAudience',
  type: 'object',
  additionalProperties: false,
  required: ['recipients'],
  properties: { recipients: count },
} as const;
export type NewsletterAudienceView = FromSchema<typeof newsletterAudienceView>;

/** Where the test mail went: the signed-in admin's own address, never another. */
export const newsletterTestView = {
  $id: 'notify.views.newsletterTest',
  type: 'object',
  additionalProperties: false,
  required: ['to'],
  properties: { to: { type: 'string' } },
} as const;
export type NewsletterTestView = FromSchema<typeof newsletterTestView>;

/** How many failed mails went back to the queue. */
export const newsletterRetryView = {
  $id: 'notify.views.newsletterRetry',
  type: 'object',
  additionalProperties: false,
  required: ['retried'],
  properties: { retried: count },
} as const;
export type NewsletterRetryView = FromSchema<typeof newsletterRetryView>;

export const notifyViews = [
  notificationView,
  notificationsMetaView,
  newsletterSummaryView,
  newsletterPreviewView,
  newsletterAudienceView,
  newsletterTestView,
  newsletterRetryView,
] as const;
