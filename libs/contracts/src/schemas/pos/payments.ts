import type { FromSchema } from 'json-schema-to-ts';
import { idField } from '../common';
import { poundsField } from './fields';

/** Order list > payment modal: an amount from 0 up to the order's current due. */
export const paymentCreateSchema = {
  $id: 'pos.payments.create',
  type: 'object',
  additionalProperties: false,
  required: ['order_id', 'amount'],
  properties: { order_id: idField, amount: poundsField },
} as const;
export type PaymentCreateRequest = FromSchema<typeof paymentCreateSchema>;
