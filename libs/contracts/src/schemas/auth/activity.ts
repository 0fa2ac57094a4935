import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeView } from '../common-views';
import { idField, pageQueryProperties } from '../common';
import { roleField } from './roles';

/** The services whose admin writes the activity log records (the route table's service names). */
export const ACTIVITY_SERVICES = ['auth', 'content', 'pos', 'notify'] as const;
export type ActivityServiceName = (typeof ACTIVITY_SERVICES)[number];

/** Who acted: an admin in the back office, or a customer online. */
export const ACTIVITY_ACTORS = ['admin', 'customer'] as const;
export type ActivityActor = (typeof ACTIVITY_ACTORS)[number];

/**
 * How the Activity Log says a customer's own online action, after "Customer <name> (online)", by the
 * svc-pos endpoint it came through (an admin write says it with its definition's `activity`). svc-pos
 * records these where they happen: the first opening of a quote or invoice link, an answer to a quote, a
 * card payment Stripe confirmed, a portal sign-in link asked for and used.
 */
export const CUSTOMER_ACTIVITY = {
  customerDocumentOpened: 'first opened the link to',
  acceptQuoteOnline: 'accepted',
  declineQuoteOnline: 'declined',
  stripeWebhook: 'paid by card online',
  portalRequestLink: 'asked for a portal sign-in link',
  portalSignIn: 'signed in to the portal',
} as const;
export type CustomerActivityEndpoint = keyof typeof CUSTOMER_ACTIVITY;

/**
 * Activity log filters: one admin, one service (area), a date range (`from` and `to`,
 * inclusive days `YYYY-MM-DD`, UTC), a page of at most 100 entries, newest first.
 */
export const activityQuerySchema = {
  $id: 'auth.activityQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    page: pageQueryProperties.page,
    per_page: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
    admin: idField,
    service: { type: 'string', enum: ACTIVITY_SERVICES },
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
  },
} as const;
export type ActivityQuery = FromSchema<typeof activityQuerySchema>;

/**
 * One admin write as the log keeps it: who (id, and name and e-mail as they were when it was recorded),
 * their role, what (the endpoint's name and route, its target and what a person calls it), when, the
 * answer's status and the request id. Never a body.
 */
export const activityView = {
  $id: 'auth.views.activity',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'admin_id',
    'admin_name',
    'admin_email',
    'actor',
    'role',
    'service',
    'endpoint',
    'method',
    'path',
    'target',
    'label',
    'status',
    'request_id',
    'at',
  ],
  properties: {
    id: { type: 'string' },
    admin_id: { type: 'string' },
    admin_name: { type: ['string', 'null'] },
    admin_email: { type: ['string', 'null'] },
    // An admin's write, or a customer's own online action (CUSTOMER_ACTIVITY): then `admin_id` names the
    // customer as svc-pos knows them (`customer:<id>`, or `quote:<id>`/`invoice:<id>` for a document's
    // customer), `admin_name` is their name, and there is no e-mail or role.
    actor: { type: 'string', enum: ACTIVITY_ACTORS },
    role: { anyOf: [roleField, { type: 'null' }] },
    service: { type: 'string', enum: ACTIVITY_SERVICES },
    endpoint: { type: 'string' },
    method: { type: 'string' },
    path: { type: 'string' },
    target: { type: ['string', 'null'] },
    label: { type: ['string', 'null'] },
    status: { type: 'integer' },
    request_id: { type: ['string', 'null'] },
    at: dateTimeView,
  },
} as const;
export type ActivityView = FromSchema<typeof activityView>;
