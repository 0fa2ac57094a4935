/**
 * What an invoice and a quote show alike (views.ts and quotes.ts): the customer as typed on the document
 * and a line as sold. One shape each, so the two documents never drift apart.
 */

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
