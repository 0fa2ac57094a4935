import type { FromSchema } from 'json-schema-to-ts';
import { customerReverseChargeView } from './reverse-charge';
import { boundedString, emailField, idField } from '../common';
import { dateTimeView, nullableDateTimeView } from '../common-views';
import { phoneField } from './fields';
import { quoteCreateSchema } from './quotes';
import { documentQuery, oneOrPage } from './sale-shapes';

/**
 * Leads: job requests a visitor sends from the site's "Request a quote / book a visit" page. A lead is
 * New until a quote is made from it (Quoted), then Won or Lost as the owner marks it.
 */
export const LEAD_STATUSES = ['new', 'quoted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The days a visitor may prefer for the visit. */
export const LEAD_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type LeadDay = (typeof LEAD_DAYS)[number];

/** Photos a request may carry, each under the media library's rules (type by its bytes, 5 MB). */
export const MAX_LEAD_PHOTOS = 5;

/**
 * The shortest time between the form being opened (its token issued) and sent: a person reading and
 * typing takes longer, a script posting at once does not.
 */
export const MIN_LEAD_FORM_SECONDS = 3;

/**
 * Words of the spam rules, the same on the server (422 under these fields) and on the page. `website` is a
 * honeypot: hidden from people (and from screen readers), filled only by scripts that fill every field.
 */
export const LEAD_MESSAGES = {
  honeypot: 'Leave this field empty.',
  tooFast:
    'That was quicker than a person can fill in the form. Please wait a few seconds and send it again.',
  formExpired: 'This form has expired. Please reload the page and send it again.',
  tooManyPhotos: `You can attach at most ${MAX_LEAD_PHOTOS} photos.`,
  sent: 'Thank you: your request has been sent. We will be in touch soon.',
} as const;

/** A UK postcode, with or without its space ("SW1A 1AA", "m1 1ae"). */
const postcodeField = {
  type: 'string',
  minLength: 1,
  maxLength: 10,
  pattern: '^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$',
  errorMessage: { pattern: 'The postcode must be a UK postcode, like SW1A 1AA.' },
} as const;

/**
 * `insertLead` (public, multipart): the request form's fields; the photos come as files under `photos`
 * (checked by svc-pos), `preferred_days` as JSON text. `form_token` is what `leadFormToken` gave the page.
 */
export const leadCreateSchema = {
  $id: 'pos.leads.create',
  type: 'object',
  additionalProperties: false,
  required: ['service', 'description', 'address', 'postcode', 'name', 'phone', 'email', 'form_token'],
  properties: {
    /** The service the visitor picked (its title on the site) or "Something else". */
    service: boundedString(150),
    description: boundedString(3000),
    address: boundedString(300),
    postcode: postcodeField,
    preferred_days: {
      type: 'array',
      uniqueItems: true,
      maxItems: 7,
      items: { type: 'string', enum: LEAD_DAYS },
      default: [],
    },
    name: boundedString(100),
    phone: phoneField,
    email: emailField,
    /** The honeypot: people leave it empty. */
    website: { type: 'string', maxLength: 200 },
    form_token: { type: 'string', pattern: '^[a-f0-9]{24}$' },
  },
} as const;
export type LeadCreateRequest = FromSchema<typeof leadCreateSchema>;

/** `getLeads`: one lead by `id`, or a page newest first, searched by name, e-mail, phone or postcode. */
export const leadQuerySchema = documentQuery('pos.leads.query', LEAD_STATUSES);
export type LeadQuery = FromSchema<typeof leadQuerySchema>;

/** `updateLeadStatus`: the owner marks a lead (won and lost after a quote; back to new or quoted). */
export const leadStatusSchema = {
  $id: 'pos.leads.status',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'status'],
  properties: { id: idField, status: { type: 'string', enum: LEAD_STATUSES } },
} as const;
export type LeadStatusRequest = FromSchema<typeof leadStatusSchema>;

/** `convertLead`: finds (by e-mail, else phone) or creates the customer, for the quote form to fill. */
export const leadConvertSchema = {
  $id: 'pos.leads.convert',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField },
} as const;
export type LeadConvertRequest = FromSchema<typeof leadConvertSchema>;

/** `quoteLead`: the quote form's body plus the lead it answers; the lead becomes Quoted with it. */
export const leadQuoteSchema = {
  $id: 'pos.leads.quote',
  type: 'object',
  additionalProperties: false,
  required: ['lead_id', ...quoteCreateSchema.required],
  properties: { lead_id: idField, ...quoteCreateSchema.properties },
} as const;
export type LeadQuoteRequest = FromSchema<typeof leadQuoteSchema>;

const leadShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'status',
    'service',
    'description',
    'address',
    'postcode',
    'preferred_days',
    'photos',
    'name',
    'phone',
    'email',
    'customer_id',
    'quote_id',
    'quote_no',
    'status_changed_at',
    'status_changed_by',
    'created_at',
    'updated_at',
  ],
  properties: {
    id: { type: 'string' },
    status: { type: 'string', enum: LEAD_STATUSES },
    service: { type: 'string' },
    description: { type: 'string' },
    address: { type: 'string' },
    postcode: { type: 'string' },
    preferred_days: { type: 'array', items: { type: 'string', enum: LEAD_DAYS } },
    /** `/media/pos/<sha256>.<ext>`: each photo as stored, its type read from its bytes. */
    photos: { type: 'array', items: { type: 'string' } },
    name: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    /** The customer record `convertLead` found or made. */
    customer_id: { type: ['string', 'null'] },
    /** The quote made from the lead (`quoteLead`). */
    quote_id: { type: ['string', 'null'] },
    quote_no: { type: ['integer', 'null'] },
    status_changed_at: nullableDateTimeView,
    /** Admin user id of the last status change. */
    status_changed_by: { type: ['string', 'null'] },
    created_at: dateTimeView,
    updated_at: dateTimeView,
  },
} as const;

export const leadView = { $id: 'pos.views.lead', ...leadShape } as const;
export type LeadView = FromSchema<typeof leadView>;
export const leadOrPageView = oneOrPage('pos.views.leadOrPage', leadShape);

/** `leadFormToken`: what the request form sends back as `form_token`. */
export const leadFormTokenView = {
  $id: 'pos.views.leadFormToken',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string' } },
} as const;

/** `convertLead`: the customer (found or made) and the notes the quote form starts with. */
export const leadConversionView = {
  $id: 'pos.views.leadConversion',
  type: 'object',
  additionalProperties: false,
  required: ['lead', 'customer', 'notes', 'created'],
  properties: {
    lead: leadShape,
    customer: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'phone', 'email', 'address'],
      properties: {
        id: { type: 'string' },
        name: { type: 'string' },
        phone: { type: 'string' },
        email: { type: 'string' },
        address: { type: ['string', 'null'] },
        // The customer view's reverse-charge fields, sent with the record found.
        ...customerReverseChargeView,
      },
    },
    /** Whether the customer record was made now (no customer had the e-mail or phone). */
    created: { type: 'boolean' },
    /** The site address and what the visitor asked for, for the quote's notes. */
    notes: { type: 'string' },
  },
} as const;
export type LeadConversionView = FromSchema<typeof leadConversionView>;

/** Every lead request schema and view (registered with the other svc-pos ones). */
export const leadSchemas = [
  leadCreateSchema,
  leadQuerySchema,
  leadStatusSchema,
  leadConvertSchema,
  leadQuoteSchema,
] as const;
export const leadViews = [leadView, leadOrPageView, leadFormTokenView, leadConversionView] as const;
