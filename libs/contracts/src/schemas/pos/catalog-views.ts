import type { FromSchema } from 'json-schema-to-ts';
import { statusView } from '../common-views';
import { VAT_RATES } from './vat';
import { id, pounds } from './view-fields';

export const categoryShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id, name: { type: 'string' } },
} as const;

/** A POS category. */
export const categoryView = { $id: 'pos.views.category', ...categoryShape } as const;
export type CategoryView = FromSchema<typeof categoryView>;

export const productShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'price', 'category_id', 'category', 'status'],
  properties: {
    id,
    name: { type: 'string' },
    price: pounds,
    category_id: id,
    /** Null when the category no longer exists. */
    category: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: { name: { type: 'string' } },
        },
      ],
    },
    status: statusView,
    /** Sent on every service by svc-pos (`standard` for services made before VAT); optional for older clients. */
    vat_rate: { type: 'string', enum: VAT_RATES },
  },
} as const;

/** A POS service ("product" in the calls' names). */
export const productView = { $id: 'pos.views.product', ...productShape } as const;
export type ProductView = FromSchema<typeof productView>;

/** The service list screen: every service and the categories its modal offers. */
export const productListView = {
  $id: 'pos.views.productList',
  type: 'object',
  additionalProperties: false,
  required: ['products', 'categories'],
  properties: {
    products: { type: 'array', items: productShape },
    categories: { type: 'array', items: categoryShape },
  },
} as const;
export type ProductListData = FromSchema<typeof productListView>;
