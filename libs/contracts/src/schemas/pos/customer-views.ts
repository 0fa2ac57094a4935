import type { FromSchema } from 'json-schema-to-ts';
import { dateTimeView } from '../common-views';
import { categoryShape, productShape } from './catalog-views';
import { orderStatus } from './order-views';
import { customerReverseChargeView } from './reverse-charge';
import { count, id, pounds } from './view-fields';

const customerShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'phone', 'email', 'address'],
  properties: {
    id,
    name: { type: 'string' },
    /** As last typed on an order. */
    phone: { type: 'string' },
    email: { type: 'string' },
    address: { type: ['string', 'null'] },
    // Sent on every customer by svc-pos; optional for clients typed before the reverse charge.
    ...customerReverseChargeView,
    /** The CIS rate the customer (a contractor) deducts; absent (or null) when they do not. */
    cis_rate: { type: ['integer', 'null'], enum: [20, 30, 0, null] },
  },
} as const;

/** A customer of the POS (found by phone; orders keep their own copy). */
export const customerView = { $id: 'pos.views.customer', ...customerShape } as const;
export type CustomerView = FromSchema<typeof customerView>;

/** POS create: everything the form offers in one call (only Active services can be sold). */
export const posInsertDataView = {
  $id: 'pos.views.insertData',
  type: 'object',
  additionalProperties: false,
  required: ['customers', 'categories', 'products'],
  properties: {
    customers: { type: 'array', items: customerShape },
    categories: { type: 'array', items: categoryShape },
    products: { type: 'array', items: productShape },
  },
} as const;
export type PosInsertData = FromSchema<typeof posInsertDataView>;

/** One invoice in a customer's history. */
const customerOrderShape = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'invoice_no', 'created_at', 'total', 'credited', 'payment', 'due', 'status'],
  properties: {
    id,
    invoice_no: { type: 'integer', minimum: 1 },
    created_at: dateTimeView,
    total: pounds,
    credited: pounds,
    payment: pounds,
    due: pounds,
    status: orderStatus,
  },
} as const;
export type CustomerOrderView = FromSchema<typeof customerOrderShape>;

/**
 * `getCustomer`: the customer record, a page of their invoices (newest first; `meta` counts them all) and
 * the totals over every invoice that is not void: how many, invoiced (their totals), credited (credit
 * notes) and outstanding (what is still due).
 */
export const customerDetailView = {
  $id: 'pos.views.customerDetail',
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'orders', 'totals'],
  properties: {
    customer: customerShape,
    orders: { type: 'array', items: customerOrderShape },
    totals: {
      type: 'object',
      additionalProperties: false,
      required: ['invoices', 'invoiced', 'credited', 'outstanding'],
      properties: { invoices: count, invoiced: pounds, credited: pounds, outstanding: pounds },
    },
  },
} as const;
export type CustomerDetailData = FromSchema<typeof customerDetailView>;
