import type { FromSchema } from 'json-schema-to-ts';
import { idField } from '../common';
import { paymentMethodField, paymentReferenceField, positivePoundsField } from './fields';

/** A payment of nothing records nothing, so it is refused rather than answered as if it were taken. */
export const PAYMENT_AT_LEAST_A_PENNY = 'The amount must be at least £0.01.';

/**
 * Order list > payment modal: an amount from £0.01 up to the order's current due, and how it was paid. Without
 * `method` the payment is recorded as cash (what the modal sent before payments had methods); no `default`
 * here, so callers that send none keep a body type without it.
 */
export const paymentCreateSchema = {
  $id: 'pos.payments.create',
  type: 'object',
  additionalProperties: false,
  required: ['order_id', 'amount'],
  properties: {
    order_id: idField,
    amount: { ...positivePoundsField, errorMessage: { minimum: PAYMENT_AT_LEAST_A_PENNY } },
    method: paymentMethodField,
    reference: paymentReferenceField,
  },
} as const;
export type PaymentCreateRequest = FromSchema<typeof paymentCreateSchema>;
