/** Record status (spec section 4): inserts are Active. */
export const ACTIVE = 1;
export const statusSchemaField = { type: Number, enum: [0, 1], default: ACTIVE, index: true } as const;
