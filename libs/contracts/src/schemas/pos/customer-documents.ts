import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField } from '../common';
import { dateTimeView, nullableDateTimeView } from '../common-views';
import { quoteDepositShape } from './deposits';
import { orderShape } from './order-views';

/**
 * Customer links: every quote and invoice mailed to a customer carries a link to a public page that shows
 * the document as its PDF does. The link holds a signed token (a JWT naming a link record of svc-pos);
 * the record says when it expires, whether it was revoked (the document was voided or mailed again) and
 * when the customer first opened it. Any token that does not name a live link of a live document answers
 * 404 with CUSTOMER_DOCUMENT_MESSAGES.notFound, whatever is wrong with it.
 */

export const CUSTOMER_LINK_KINDS = ['quote', 'invoice'] as const;
export type CustomerLinkKind = (typeof CUSTOMER_LINK_KINDS)[number];

/** The site page a link opens (mfe-site `features/documents`): `/document?token=<token>`. */
export const CUSTOMER_DOCUMENT_PAGE = 'document';

/** The link a mail carries: the site's public URL (no trailing slash) and the token. */
export const customerDocumentUrl = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}/${CUSTOMER_DOCUMENT_PAGE}?token=${encodeURIComponent(token)}`;

/** Words of the public document page, the same on the server (404, 422) and on the page. */
export const CUSTOMER_DOCUMENT_MESSAGES = {
  notFound: 'This link is not valid any more. Please ask us to send the document again.',
  accepted: 'Thank you: you have accepted the quote. We will be in touch to arrange the work.',
  declined: 'Thank you for letting us know: the quote is declined.',
  name: 'Type your full name to accept the quote.',
  agree: 'Tick the box to agree to the terms of the quote.',
  reason: 'Tell us why you are declining the quote.',
  notOpen: 'This quote has already been answered.',
  expired: 'This quote has expired. Please ask us for a new one.',
} as const;

/**
 * A link's token as the page and the mails carry it. Not checked for shape here: any string that is not a
 * live link is the same 404, so a tampered token learns nothing from a 422.
 */
const tokenField = boundedString(4096);

/** `customerDocument?token=`: the document a link shows. */
export const customerDocumentQuerySchema = {
  $id: 'pos.customerDocuments.query',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: tokenField },
} as const;
export type CustomerDocumentQuery = FromSchema<typeof customerDocumentQuerySchema>;

/** `customerDocumentOpened`: the page, once it runs in the customer's browser, says it was opened. */
export const customerDocumentOpenedSchema = {
  $id: 'pos.customerDocuments.opened',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: tokenField },
} as const;
export type CustomerDocumentOpenedRequest = FromSchema<typeof customerDocumentOpenedSchema>;

/**
 * `acceptQuoteOnline`: the customer's typed name and their tick to agree to the quote's terms. The time and
 * the client address are recorded by svc-pos as the evidence, never taken from the body.
 */
export const quoteAcceptOnlineSchema = {
  $id: 'pos.customerDocuments.accept',
  type: 'object',
  additionalProperties: false,
  required: ['token', 'name', 'agree'],
  properties: {
    token: tokenField,
    name: {
      ...boundedString(120, 2),
      errorMessage: {
        minLength: CUSTOMER_DOCUMENT_MESSAGES.name,
        type: CUSTOMER_DOCUMENT_MESSAGES.name,
      },
    },
    agree: { const: true, errorMessage: { const: CUSTOMER_DOCUMENT_MESSAGES.agree } },
  },
  errorMessage: {
    required: { name: CUSTOMER_DOCUMENT_MESSAGES.name, agree: CUSTOMER_DOCUMENT_MESSAGES.agree },
  },
} as const;
export type QuoteAcceptOnlineRequest = FromSchema<typeof quoteAcceptOnlineSchema>;

/** `declineQuoteOnline`: why the customer declines. */
export const quoteDeclineOnlineSchema = {
  $id: 'pos.customerDocuments.decline',
  type: 'object',
  additionalProperties: false,
  required: ['token', 'reason'],
  properties: {
    token: tokenField,
    reason: {
      ...boundedString(500),
      errorMessage: { minLength: CUSTOMER_DOCUMENT_MESSAGES.reason, type: CUSTOMER_DOCUMENT_MESSAGES.reason },
    },
  },
  errorMessage: { required: { reason: CUSTOMER_DOCUMENT_MESSAGES.reason } },
} as const;
export type QuoteDeclineOnlineRequest = FromSchema<typeof quoteDeclineOnlineSchema>;

/** `admin/getCustomerLinks?kind=&id=`: the links of one quote or invoice, newest first. */
export const customerLinksQuerySchema = {
  $id: 'pos.customerLinks.query',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id'],
  properties: { kind: { type: 'string', enum: CUSTOMER_LINK_KINDS }, id: idField },
} as const;
export type CustomerLinksQuery = FromSchema<typeof customerLinksQuerySchema>;

/** The customer's online answer to a quote, as the public page and the staff's quote view show it. */
export const quoteAnswerShape = {
  type: 'object',
  additionalProperties: false,
  required: ['decision', 'at', 'name', 'reason'],
  properties: {
    decision: { type: 'string', enum: ['accepted', 'declined'] },
    at: dateTimeView,
    /** The name the customer typed to accept (null for a decline). */
    name: { type: ['string', 'null'] },
    /** Why they declined (null for an acceptance). */
    reason: { type: ['string', 'null'] },
  },
} as const;
export type QuoteAnswerView = FromSchema<typeof quoteAnswerShape>;

/**
 * The staff's view of an online answer: what the customer saw and did, with the evidence svc-pos recorded
 * (the client address and browser), which the public page does not repeat.
 */
export const quoteAnswerEvidenceShape = {
  type: 'object',
  additionalProperties: false,
  required: [...quoteAnswerShape.required, 'ip', 'user_agent', 'agreed_terms'],
  properties: {
    ...quoteAnswerShape.properties,
    /** The client address the answer came from (as the edge saw it). */
    ip: { type: 'string' },
    user_agent: { type: ['string', 'null'] },
    /** True for an acceptance: the customer ticked to agree to the terms. */
    agreed_terms: { type: 'boolean' },
  },
} as const;
export type QuoteAnswerEvidenceView = FromSchema<typeof quoteAnswerEvidenceShape>;

/** What a quote's trail records: each change of its state and content. */
export const QUOTE_TRAIL_ACTIONS = [
  'created',
  'updated',
  'accepted',
  'declined',
  'converted',
  'emailed',
] as const;

/** One entry of a quote's trail: what happened, when, and who (an admin's id, or `customer`). */
export const quoteTrailEntryShape = {
  type: 'object',
  additionalProperties: false,
  required: ['action', 'at', 'by'],
  properties: {
    action: { type: 'string', enum: QUOTE_TRAIL_ACTIONS },
    at: dateTimeView,
    /** An admin's user id, or `customer` for an answer given on the quote's page. */
    by: { type: 'string' },
    /** Why (a decline's reason, a staff note with a decision). */
    reason: { type: ['string', 'null'] },
    /** The name the customer typed to accept. */
    name: { type: 'string' },
    /** accepted/declined online: the client address; converted: the invoice made. */
    ip: { type: 'string' },
    invoice_no: { type: 'integer' },
    /** emailed: where it went. */
    to: { type: 'string' },
  },
} as const;
export type QuoteTrailEntryView = FromSchema<typeof quoteTrailEntryShape>;

/** What `customerDocument` answers of a quote besides its document. */
const publicQuoteShape = {
  type: 'object',
  additionalProperties: false,
  required: ['quote_no', 'number', 'valid_until', 'status', 'notes', 'can_answer', 'answer', 'invoice_token'],
  properties: {
    quote_no: { type: 'integer', minimum: 1 },
    /** Q-000012. */
    number: { type: 'string' },
    valid_until: { type: 'string' },
    status: { type: 'string', enum: ['Open', 'Accepted', 'Declined', 'Converted', 'Expired'] },
    notes: { type: ['string', 'null'] },
    /** Whether the page offers Accept / Decline: an Open quote that has not expired. */
    can_answer: { type: 'boolean' },
    /** The customer's online answer, when they gave one. */
    answer: { anyOf: [{ type: 'null' }, quoteAnswerShape] },
    /**
     * The token of the invoice the quote became (the page links to it, where it can be paid), or null
     * while it has not become one.
     */
    invoice_token: { type: ['string', 'null'] },
  },
} as const;

/**
 * The invoice's shape; a quote drawn as an invoice has no number yet (`invoice_no` 0) and carries the
 * deposit it asks for (`quote_deposit`), as its PDF shows it.
 */
const documentShape = {
  ...orderShape,
  properties: {
    ...orderShape.properties,
    invoice_no: { type: 'integer', minimum: 0 },
    quote_deposit: { anyOf: [{ type: 'null' }, quoteDepositShape] },
  },
} as const;

/**
 * `customerDocument`: one quote or invoice as the PDF shows it. `document` is the invoice (a quote in the
 * invoice's shape, `quoteAsInvoiceDocument`), without its trail and with staff ids blanked; the business's
 * name, contact lines and bank details are the site's public setup (`getSingleSetup`), as the PDF's are.
 */
export const customerDocumentView = {
  $id: 'pos.views.customerDocument',
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'document', 'quote', 'link'],
  properties: {
    kind: { type: 'string', enum: CUSTOMER_LINK_KINDS },
    document: documentShape,
    /** Null for an invoice. */
    quote: { anyOf: [{ type: 'null' }, publicQuoteShape] },
    link: {
      type: 'object',
      additionalProperties: false,
      required: ['expires_at', 'first_opened_at'],
      properties: { expires_at: dateTimeView, first_opened_at: nullableDateTimeView },
    },
  },
} as const;
export type CustomerDocumentView = FromSchema<typeof customerDocumentView>;

/** One customer link as the staff see it (the token itself is never stored, so never shown). */
export const customerLinkView = {
  $id: 'pos.views.customerLink',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'kind',
    'document_id',
    'created_at',
    'expires_at',
    'revoked_at',
    'revoke_reason',
    'first_opened_at',
    'last_opened_at',
  ],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: CUSTOMER_LINK_KINDS },
    document_id: { type: 'string' },
    created_at: dateTimeView,
    expires_at: dateTimeView,
    revoked_at: nullableDateTimeView,
    /** `resent` (a newer link replaced it), `voided` (the invoice was voided), `deleted`. */
    revoke_reason: { type: ['string', 'null'] },
    first_opened_at: nullableDateTimeView,
    last_opened_at: nullableDateTimeView,
  },
} as const;
export type CustomerLinkView = FromSchema<typeof customerLinkView>;

export const customerDocumentSchemas = [
  customerDocumentQuerySchema,
  customerDocumentOpenedSchema,
  quoteAcceptOnlineSchema,
  quoteDeclineOnlineSchema,
  customerLinksQuerySchema,
] as const;
export const customerDocumentViews = [customerDocumentView, customerLinkView] as const;
