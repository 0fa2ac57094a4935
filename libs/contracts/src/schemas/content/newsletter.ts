import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, emailField } from '../common';
import { richTextField } from './fields';

export const subscribeSchema = {
  $id: 'content.newsletter.subscribe',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email'],
  properties: { name: boundedString(100), email: emailField },
} as const;
export type SubscribeRequest = FromSchema<typeof subscribeSchema>;

export const sendNewsletterSchema = {
  $id: 'content.newsletter.send',
  type: 'object',
  additionalProperties: false,
  required: ['subject', 'message'],
  properties: { subject: boundedString(200), message: richTextField },
} as const;
export type SendNewsletterRequest = FromSchema<typeof sendNewsletterSchema>;

/** Token of a confirmation or unsubscribe link. */
export const tokenQuerySchema = {
  $id: 'content.newsletter.tokenQuery',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/**
 * The body of a one-click unsubscribe (RFC 8058 section 3.2): mail clients send exactly this, form-encoded;
 * the site's page sends it too.
 */
export const oneClickSchema = {
  $id: 'content.newsletter.oneClick',
  type: 'object',
  additionalProperties: false,
  required: ['List-Unsubscribe'],
  properties: { 'List-Unsubscribe': { type: 'string', const: 'One-Click' } },
} as const;
export type OneClickRequest = FromSchema<typeof oneClickSchema>;

export const contactSchema = {
  $id: 'content.contact.create',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'phone', 'message'],
  properties: {
    name: boundedString(100),
    email: emailField,
    phone: boundedString(50),
    message: boundedString(5000),
  },
} as const;
export type ContactRequest = FromSchema<typeof contactSchema>;
