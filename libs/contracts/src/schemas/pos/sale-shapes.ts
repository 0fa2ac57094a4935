/**
 * What an invoice and a quote show alike (views.ts and quotes.ts): the customer as typed on the document
 * and a line as sold. One shape each, so the two documents never drift apart.
 */

import { idField, pageQueryProperties } from '../common';

/** Pounds as the API shows them (integer pence / 100 on the server). */
const pounds = { type: 'number' } as const;

/** The customer as the document keeps it (its own copy, not the customer record). */
export const customerSnapshotShape = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'phone', 'email', 'address'],
  properties: {
    name: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    address: { type: ['string', 'null'] },
  },
} as const;

/** A line: the service (`id`), its name as labelled, price, qty and price x qty. */
export const saleLineProperties = {
  id: { type: 'string' },
  name: { type: 'string' },
  price: pounds,
  qty: { type: 'integer', minimum: 1 },
  total: pounds,
} as const;

export const SALE_LINE_REQUIRED = ['id', 'name', 'price', 'qty', 'total'] as const;

/**
 * A list call that also answers one record (`getOrders`, `getQuotes`): `?id=` for one, else a page newest
 * first, searched and filtered by one of `statuses`.
 */
export function documentQuery<const Id extends string, const S extends readonly string[]>(
  $id: Id,
  statuses: S,
) {
  return {
    $id,
    type: 'object',
    additionalProperties: false,
    properties: {
      id: idField,
      ...pageQueryProperties,
      search: { type: 'string', maxLength: 100 },
      status: { type: 'string', enum: statuses },
    },
  } as const;
}

/** The view of such a call: one record with `?id=`, otherwise a page of them (with `meta`). */
export function oneOrPage<const Id extends string, const Shape extends object>($id: Id, shape: Shape) {
  return { $id, anyOf: [shape, { type: 'array', items: shape }] } as const;
}
