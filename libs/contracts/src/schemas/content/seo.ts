import type { FromSchema } from 'json-schema-to-ts';

/**
 * What search engines and link previews show of a post or a page. Both are optional:
 * left empty, the site falls back to the record's title and the start of its text.
 */
export const seoFields = {
  /** The <title> and og:title; the site adds " | <site title>". Google shows about 60 characters. */
  seo_title: { type: 'string', maxLength: 70 },
  /** The meta description and og:description; search results show about 155 characters. */
  meta_description: { type: 'string', maxLength: 160 },
} as const;

/**
 * `public_page?path=`: does the site have a page at this path (a known route, and for `/details/:slug`
 * and the other record pages an active record)? Asked by whatever answers the browser's document request
 * (docs/decisions/0009-http-404-for-unknown-pages.md).
 */
export const publicPageQuerySchema = {
  $id: 'content.publicPageQuery',
  type: 'object',
  additionalProperties: false,
  required: ['path'],
  properties: { path: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^/' } },
} as const;
export type PublicPageQuery = FromSchema<typeof publicPageQuerySchema>;
