import type { FromSchema } from 'json-schema-to-ts';
import { phoneField } from './fields';

/** POS create: the phone look-up that fills name, e-mail and address of a known customer. */
export const customerByPhoneQuerySchema = {
  $id: 'pos.customers.byPhone',
  type: 'object',
  additionalProperties: false,
  required: ['phone'],
  properties: { phone: phoneField },
} as const;
export type CustomerByPhoneQuery = FromSchema<typeof customerByPhoneQuerySchema>;
