import type { FromSchema } from 'json-schema-to-ts';
import { pageQueryProperties } from '../common';

/**
 * Query of the CMS list calls: a page of the records matching `search` (case-insensitive, in the list's
 * text fields). Without `page` and `per_page` the whole list comes back, as the screens built before
 * paging expect.
 */
export const listQuerySchema = {
  $id: 'content.listQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    per_page: pageQueryProperties.per_page,
    search: { type: 'string', maxLength: 200 },
  },
} as const;
export type ListQuery = FromSchema<typeof listQuerySchema>;
