import { ACTIVE } from '@voltdesk/service-kit';

export { ACTIVE };
export const statusSchemaField = { type: Number, enum: [0, 1], default: ACTIVE, index: true } as const;

/** A stored status as the API's 1 Active / 0 Inactive. */
export const statusOf = (status: number): 0 | 1 => (status === ACTIVE ? 1 : 0);
