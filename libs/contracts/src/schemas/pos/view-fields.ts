/** Fields the POS views share. */

/** Pounds as the API shows them (integer pence / 100 on the server). */
export const pounds = { type: 'number' } as const;
export const id = { type: 'string' } as const;
export const count = { type: 'integer', minimum: 0 } as const;
/** `YYYY-MM-DD` as typed on the order, or null for none. */
export const optionalDate = { type: ['string', 'null'] } as const;
