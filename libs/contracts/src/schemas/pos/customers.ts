import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, emailField, idField, pageQueryProperties } from '../common';
import { cisRateField } from './cis';
import { phoneField } from './fields';
import { customerReverseChargeProperties } from './reverse-charge';

/** POS create: the phone look-up that fills name, e-mail and address of a known customer. */
export const customerByPhoneQuerySchema = {
  $id: 'pos.customers.byPhone',
  type: 'object',
  additionalProperties: false,
  required: ['phone'],
  properties: { phone: phoneField },
} as const;
export type CustomerByPhoneQuery = FromSchema<typeof customerByPhoneQuerySchema>;

/**
 * `updateCustomer`: the clerk edits the customer record. Orders keep the customer as they
 * invoiced it, so no invoice changes.
 */
export const customerUpdateSchema = {
  $id: 'pos.customers.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'phone', 'email'],
  properties: {
    id: idField,
    name: boundedString(100),
    phone: phoneField,
    email: emailField,
    address: { type: ['string', 'null'], maxLength: 500 },
    ...customerReverseChargeProperties,
    /** "Contractor deducts CIS" at this rate (20, 30 or 0%); null: does not. Left out: unchanged. */
    cis_rate: cisRateField,
  },
} as const;
export type CustomerUpdateRequest = FromSchema<typeof customerUpdateSchema>;

/** `getCustomer`: one customer with a page of their invoices, newest first. */
export const customerDetailQuerySchema = {
  $id: 'pos.customers.detail',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField, ...pageQueryProperties },
} as const;
export type CustomerDetailQuery = FromSchema<typeof customerDetailQuerySchema>;
