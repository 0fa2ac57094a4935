import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField, statusField } from '../common';
import { priceField } from './fields';
import { vatRateField } from './vat';

/**
 * POS Product (service) list: add modal (name, price in pounds, category, VAT rate: standard when not
 * sent). Inserts are Active.
 */
export const productCreateSchema = {
  $id: 'pos.products.create',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'price', 'category_id'],
  properties: { name: boundedString(150), price: priceField, category_id: idField, vat_rate: vatRateField },
} as const;
export type ProductCreateRequest = FromSchema<typeof productCreateSchema>;

/** Update modal: the same fields plus id and (optionally) status 1/0; without `vat_rate` the rate stays. */
export const productUpdateSchema = {
  $id: 'pos.products.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'price', 'category_id'],
  properties: {
    id: idField,
    name: boundedString(150),
    price: priceField,
    category_id: idField,
    status: statusField,
    vat_rate: vatRateField,
  },
} as const;
export type ProductUpdateRequest = FromSchema<typeof productUpdateSchema>;
