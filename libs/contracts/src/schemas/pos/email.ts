import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeView } from '../common-views';
import { emailField, idField } from '../common';

/**
 * Order details > "E-mail invoice": send the invoice as a PDF to the customer's e-mail on the invoice, or
 * to `email` when the clerk types another address (the customer's accountant, a corrected address). svc-pos
 * answers 422 on `email` when neither is there.
 */
export const invoiceEmailSchema = {
  $id: 'pos.orders.email',
  type: 'object',
  additionalProperties: false,
  required: ['order_id'],
  properties: {
    order_id: idField,
    email: emailField,
  },
} as const;
export type InvoiceEmailRequest = FromSchema<typeof invoiceEmailSchema>;

/**
 * `emailInvoice`: the mail was requested (svc-notify builds the PDF and sends it; its delivery log shows
 * when it went). `to` is where it goes.
 */
export const invoiceEmailView = {
  $id: 'pos.views.invoiceEmail',
  type: 'object',
  additionalProperties: false,
  required: ['order_id', 'invoice_no', 'to', 'requested_at'],
  properties: {
    order_id: { type: 'string' },
    invoice_no: { type: 'integer', minimum: 1 },
    to: { type: 'string' },
    requested_at: dateTimeView,
  },
} as const;
export type InvoiceEmailData = FromSchema<typeof invoiceEmailView>;

/** The toast and answer message of `emailInvoice`. */
export const invoiceEmailedMessage = (to: string): string => `Invoice e-mailed to ${to}`;

/**
 * Quote page > "E-mail quote": send the quote as a PDF (headed QUOTE, as it prints) to
 * the customer's e-mail on the quote, or to `email` when the clerk types another address. svc-pos answers
 * 422 on `email` when neither is there.
 */
export const quoteEmailSchema = {
  $id: 'pos.quotes.email',
  type: 'object',
  additionalProperties: false,
  required: ['quote_id'],
  properties: {
    quote_id: idField,
    email: emailField,
  },
} as const;
export type QuoteEmailRequest = FromSchema<typeof quoteEmailSchema>;

/** `emailQuote`: the mail was requested (svc-notify sends it; its delivery log shows when it went). */
export const quoteEmailView = {
  $id: 'pos.views.quoteEmail',
  type: 'object',
  additionalProperties: false,
  required: ['quote_id', 'quote_no', 'to', 'requested_at'],
  properties: {
    quote_id: { type: 'string' },
    quote_no: { type: 'integer', minimum: 1 },
    to: { type: 'string' },
    requested_at: dateTimeView,
  },
} as const;
export type QuoteEmailData = FromSchema<typeof quoteEmailView>;

/** The toast and answer message of `emailQuote` ("Quote Q-000012 e-mailed to …"). */
export const quoteEmailedMessage = (quoteNo: string, to: string): string =>
  `Quote ${quoteNo} e-mailed to ${to}`;
