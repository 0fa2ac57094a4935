import type { FromSchema } from 'json-schema-to-ts';
import { idField } from '../common';
import { dateTimeView, nullableDateTimeView } from '../common-views';

/**
 * The customer portal: a customer who holds a link to one of their documents asks for a sign-in link by
 * e-mail (passwordless, single use, short-lived), and the link opens a page listing all their quotes,
 * invoices, receipts and balance. The address the mail goes to is always the one on the customer's
 * record: no request names an address, and no answer says whether one exists.
 */

/** How long a mailed sign-in link works (once). */
export const PORTAL_SIGN_IN_MINUTES = 15;
/** How long a portal session lasts after sign-in (the cookie and the session both end then). */
export const PORTAL_SESSION_MINUTES = 60;
/** The portal session's cookie: HttpOnly, SameSite=Strict, scoped to the portal's API path. */
export const PORTAL_COOKIE = 'vd_portal';
export const PORTAL_COOKIE_PATH = '/api/portal';

/** Words of the portal, the same on the server and on the page. */
export const PORTAL_MESSAGES = {
  /** The same answer whether or not the customer has an e-mail address on file. */
  linkSent:
    'If we have an e-mail address for you, a sign-in link is on its way. It works once, for 15 minutes.',
  linkInvalid: 'This document link no longer works. Please ask us for a new one.',
  signInInvalid:
    'This sign-in link has expired or has already been used. Ask for a new one from any of your document links.',
  signedIn: 'You are signed in.',
  signedOut: 'You are signed out.',
  sessionEnded: 'Your session has ended. Ask for a new sign-in link from any of your document links.',
  documentNotFound: 'Document not found.',
} as const;

/** A token as svc-pos issues them (URL-safe base64 of 32 random bytes); anything else is no token. */
const tokenField = { type: 'string', minLength: 16, maxLength: 4096, pattern: '^[A-Za-z0-9._~-]+$' } as const;

/** `portal/requestLink` (public): the document link the customer holds; the mail goes to their record. */
export const portalRequestLinkSchema = {
  $id: 'pos.portal.requestLink',
  type: 'object',
  additionalProperties: false,
  required: ['link'],
  properties: { link: tokenField },
} as const;
export type PortalRequestLinkRequest = FromSchema<typeof portalRequestLinkSchema>;

/** `portal/signIn` (public): the token of the mailed sign-in link; answers with the session cookie. */
export const portalSignInSchema = {
  $id: 'pos.portal.signIn',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: tokenField },
} as const;
export type PortalSignInRequest = FromSchema<typeof portalSignInSchema>;

/** `portal/document` (portal session): one of the signed-in customer's documents, to open its page. */
export const portalDocumentQuerySchema = {
  $id: 'pos.portal.document',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id'],
  properties: { kind: { type: 'string', enum: ['quote', 'invoice'] }, id: idField },
} as const;
export type PortalDocumentQuery = FromSchema<typeof portalDocumentQuerySchema>;

export const portalSchemas = [
  portalRequestLinkSchema,
  portalSignInSchema,
  portalDocumentQuerySchema,
] as const;

const money = { type: 'number' } as const;

/** `portal/signIn`: who is signed in, until when. */
export const portalSessionView = {
  $id: 'pos.views.portalSession',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'session_expires_at'],
  properties: { name: { type: 'string' }, session_expires_at: dateTimeView },
} as const;
export type PortalSessionView = FromSchema<typeof portalSessionView>;

/** `portal/account`: everything of the signed-in customer, and nothing of anyone else. */
export const portalAccountView = {
  $id: 'pos.views.portalAccount',
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'balance', 'quotes', 'invoices', 'receipts', 'session_expires_at'],
  properties: {
    customer: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'email'],
      properties: { name: { type: 'string' }, email: { type: 'string' } },
    },
    /** Pounds owed: the due of every invoice not paid and not void. */
    balance: money,
    quotes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'quote_no', 'state', 'total', 'valid_until', 'created_at'],
        properties: {
          id: { type: 'string' },
          quote_no: { type: ['integer', 'null'] },
          /** Open, Accepted, Declined, Converted or Expired, as the desk shows it. */
          state: { type: 'string' },
          total: money,
          valid_until: { type: 'string' },
          created_at: dateTimeView,
        },
      },
    },
    invoices: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: [
          'id',
          'invoice_no',
          'created_at',
          'due_date',
          'total',
          'credited',
          'payment',
          'due',
          'status',
        ],
        properties: {
          id: { type: 'string' },
          invoice_no: { type: 'integer' },
          created_at: dateTimeView,
          due_date: { type: ['string', 'null'] },
          total: money,
          credited: money,
          payment: money,
          due: money,
          status: { type: 'string', enum: ['Paid', 'Unpaid', 'Void'] },
        },
      },
    },
    /** Money received on their invoices (refunds are negative), newest first. */
    receipts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['invoice_id', 'invoice_no', 'amount', 'at', 'method', 'kind'],
        properties: {
          invoice_id: { type: 'string' },
          invoice_no: { type: 'integer' },
          amount: money,
          at: nullableDateTimeView,
          method: { type: 'string' },
          kind: { type: 'string' },
        },
      },
    },
    /** When the session ends. */
    session_expires_at: dateTimeView,
  },
} as const;
export type PortalAccountView = FromSchema<typeof portalAccountView>;

/** `portal/document`: the document's own page, on a customer link made for it. */
export const portalDocumentView = {
  $id: 'pos.views.portalDocument',
  type: 'object',
  additionalProperties: false,
  required: ['url'],
  properties: { url: { type: 'string' } },
} as const;

export const portalViews = [portalSessionView, portalAccountView, portalDocumentView] as const;
