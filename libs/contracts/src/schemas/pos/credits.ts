import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField } from '../common';
import { paymentReferenceField, positivePoundsField, refundMethodField } from './fields';

/**
 * A credit note on an invoice: `amount` credits part of it; without `amount` it credits whatever is left
 * of the invoice (the whole invoice when nothing was credited before). When the credit leaves the customer
 * having paid more than the invoice is now worth, the difference is refunded as a payment out, and
 * `refund_method` says how (svc-pos answers 422 on it when it is needed and missing).
 */
export const creditCreateSchema = {
  $id: 'pos.credits.create',
  type: 'object',
  additionalProperties: false,
  required: ['order_id', 'reason'],
  properties: {
    order_id: idField,
    amount: positivePoundsField,
    reason: boundedString(500),
    refund_method: refundMethodField,
    refund_reference: paymentReferenceField,
  },
} as const;
export type CreditCreateRequest = FromSchema<typeof creditCreateSchema>;
