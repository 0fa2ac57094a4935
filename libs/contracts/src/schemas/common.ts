import type { FromSchema } from 'json-schema-to-ts';
/**
 * Building blocks shared by the request schemas. Every string is bounded (the service-kit trims strings
 * before validating), so an over-long value is a 422 naming the field, never a stored megabyte.
 */
export const boundedString = (maxLength: number, minLength = 1) =>
  ({ type: 'string', minLength, maxLength }) as const;

/**
 * An e-mail address. Its shape is the `email` format's (which needs at least `a@b.cd`); `minLength: 1`
 * only makes an empty address say "The email field is required." (it used to be 3, which said "must be at
 * least 3 characters" for an empty box and never rejected anything the format accepts).
 */
export const emailField = { type: 'string', format: 'email', minLength: 1, maxLength: 254 } as const;

/** Database ids travel as 24-hex-character strings; anything else can never match a record. */
export const idField = { type: 'string', pattern: '^[a-f0-9]{24}$' } as const;

/** Record status: 1 Active, 0 Inactive (spec section 4). */
export const statusField = { type: 'integer', enum: [0, 1] } as const;

/** A query string carrying only `id` (delete calls, toggles). */
export const idQuerySchema = {
  $id: 'common.idQuery',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField },
} as const;

/** Pagination query shared by list calls. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  per_page: { type: 'integer', minimum: 1, maximum: 200 },
} as const;

/**
 * Query of the admin list calls (CMS and POS): a page of the records matching `search` (case-insensitive,
 * literal, in the list's text fields). Without `page` and `per_page` the whole list comes back, as the
 * screens built before paging (and the POS create form's pickers) expect.
 */
export const listQuerySchema = {
  $id: 'common.listQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000 },
    per_page: pageQueryProperties.per_page,
    search: { type: 'string', maxLength: 200 },
  },
} as const;
export type ListQuery = FromSchema<typeof listQuerySchema>;
