import type { FromSchema } from 'json-schema-to-ts';
import { pageQueryProperties } from '../common';

/**
 * Query of the POS admin lists (categories, services, customers): a page of the records matching `search`
 * (case-insensitive, literal). Without `page` and `per_page` the whole list comes back, as the screens
 * built before paging (and the POS create form's pickers) expect.
 */
export const posListQuerySchema = {
  $id: 'pos.listQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    per_page: pageQueryProperties.per_page,
    search: { type: 'string', maxLength: 100 },
  },
} as const;
export type PosListQuery = FromSchema<typeof posListQuerySchema>;
