import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField, pageQueryProperties, statusField } from '../common';
import { richTextField, slugField } from './fields';
import { publicationFields } from './publication';
import { seoFields } from './seo';

/**
 * Add blog (multipart title, description, image; the image is checked by its bytes), with the optional
 * search texts and a `social_image` file for link previews.
 */
export const postCreateSchema = {
  $id: 'content.posts.create',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description'],
  properties: {
    title: boundedString(200),
    description: richTextField,
    ...seoFields,
    ...publicationFields,
  },
} as const;
export type PostCreateRequest = FromSchema<typeof postCreateSchema>;

export const postUpdateSchema = {
  $id: 'content.posts.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'description', 'status'],
  properties: {
    id: idField,
    title: boundedString(200),
    description: richTextField,
    status: statusField,
    slug: slugField,
    ...seoFields,
    ...publicationFields,
  },
} as const;
export type PostUpdateRequest = FromSchema<typeof postUpdateSchema>;

export const postListQuerySchema = {
  $id: 'content.posts.listQuery',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQueryProperties,
    per_page: { ...pageQueryProperties.per_page, default: 12 },
    // The CMS list searches titles; the site never sends it.
    search: { type: 'string', maxLength: 200 },
  },
} as const;
export type PostListQuery = FromSchema<typeof postListQuerySchema>;
