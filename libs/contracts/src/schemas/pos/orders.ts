import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, emailField, idField, pageQueryProperties } from '../common';
import { optionalDateField, phoneField, poundsField, priceField } from './fields';

const customerField = {
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'name', 'email'],
  properties: {
    phone: phoneField,
    name: boundedString(100),
    email: emailField,
    address: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

const itemField = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'price', 'qty'],
  properties: {
    /** The service (product) id. */
    id: idField,
    name: boundedString(150),
    price: priceField,
    qty: { type: 'integer', minimum: 1, maximum: 10000 },
    /** Accepted and ignored: the server computes every line total. */
    total: { type: 'number' },
  },
} as const;

const orderProperties = {
  customer: customerField,
  items: { type: 'array', minItems: 1, maxItems: 200, items: itemField },
  order_custom_id: { type: ['string', 'null'], maxLength: 100 },
  due_date: optionalDateField,
  /** Amount paid, 0 to total (checked by the server against the total it computes). */
  payment: poundsField,
  /** 0 to sub_total. */
  discount: { ...poundsField, default: 0 },
  additional: { type: 'boolean', default: false },
  /** Required when `additional` is true. */
  expire_date: optionalDateField,
  /** Days before `expire_date` to send the reminder; required when `additional` is true. */
  alert: { type: ['integer', 'null'], minimum: 0, maximum: 3650 },
  /** Accepted and ignored: the server computes sub_total, total and due. */
  sub_total: { type: 'number' },
  total: { type: 'number' },
  due: { type: 'number' },
} as const;

/** POS create (spec section 2): customer, cart items, payment, discount, dates, additional. */
export const orderCreateSchema = {
  $id: 'pos.orders.create',
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'items', 'payment'],
  properties: orderProperties,
} as const;
export type OrderCreateRequest = FromSchema<typeof orderCreateSchema>;

/** Order update: the same form plus the order id. */
export const orderUpdateSchema = {
  $id: 'pos.orders.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'customer', 'items', 'payment'],
  properties: { id: idField, ...orderProperties },
} as const;
export type OrderUpdateRequest = FromSchema<typeof orderUpdateSchema>;

/** Order list: one order by `id`, or a page newest first, searched and filtered by status. */
export const orderQuerySchema = {
  $id: 'pos.orders.query',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: idField,
    ...pageQueryProperties,
    search: { type: 'string', maxLength: 100 },
    status: { type: 'string', enum: ['Paid', 'Unpaid'] },
  },
} as const;
export type OrderQuery = FromSchema<typeof orderQuerySchema>;

export type OrderStatus = 'Paid' | 'Unpaid';

/** An order (invoice) as the API shows it; every amount in pounds. */
export interface OrderView {
  id: string;
  invoice_no: number;
  order_custom_id: string | null;
  customer: { name: string; phone: string; email: string; address: string | null };
  items: Array<{ id: string; name: string; price: number; qty: number; total: number }>;
  sub_total: number;
  discount: number;
  total: number;
  payment: number;
  due: number;
  /** Paid when due is 0. */
  status: OrderStatus;
  due_date: string | null;
  additional: boolean;
  expire_date: string | null;
  alert: number | null;
  /** Every payment taken, oldest first; a negative amount is a correction made by an order update. */
  payments: Array<{ amount: number; at: string; by: string }>;
  created_at: string;
  updated_at: string;
}

export interface PosSummaryPeriod {
  /** Orders created in the period. */
  invoices: number;
  /** Pounds received in the period (by the payments' times). */
  takings: number;
}

export interface PosSummaryData {
  today: PosSummaryPeriod;
  week: PosSummaryPeriod;
  month: PosSummaryPeriod;
  outstanding_due: number;
  unpaid_count: number;
}
