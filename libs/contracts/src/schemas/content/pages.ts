import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField, statusField } from '../common';
import { blocksField, richTextField, slugField } from './fields';
import { publicationFields } from './publication';
import { seoFields } from './seo';

/**
 * Free pages (/p/{slug}): name and rich-text description, with the optional search texts and (multipart) a
 * `social_image` file for link previews.
 */
export const pageCreateSchema = {
  $id: 'content.pages.create',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'description'],
  properties: {
    name: boundedString(200),
    description: richTextField,
    ...seoFields,
    ...publicationFields,
  },
} as const;
export type PageCreateRequest = FromSchema<typeof pageCreateSchema>;

export const pageUpdateSchema = {
  $id: 'content.pages.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'description', 'status'],
  properties: {
    id: idField,
    name: boundedString(200),
    description: richTextField,
    status: statusField,
    slug: slugField,
    ...seoFields,
    ...publicationFields,
  },
} as const;
export type PageUpdateRequest = FromSchema<typeof pageUpdateSchema>;

const headerPart = { title: boundedString(200), sort_description: boundedString(1000) } as const;

/**
 * Banner pages (multipart header part title/sort_description/em_image, banner part
 * banner_title/banner_description/banner_image, and `json_data` blocks sent as JSON text).
 */
export const bannerPageCreateSchema = {
  $id: 'content.bannerPages.create',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'sort_description', 'banner_title', 'banner_description', 'json_data'],
  properties: {
    ...headerPart,
    banner_title: boundedString(200),
    banner_description: boundedString(5000),
    json_data: blocksField,
    ...publicationFields,
  },
} as const;
export type BannerPageCreateRequest = FromSchema<typeof bannerPageCreateSchema>;

export const bannerPageUpdateSchema = {
  $id: 'content.bannerPages.update',
  type: 'object',
  additionalProperties: false,
  required: [...bannerPageCreateSchema.required, 'id'],
  properties: { ...bannerPageCreateSchema.properties, id: idField, status: statusField, slug: slugField },
} as const;
export type BannerPageUpdateRequest = FromSchema<typeof bannerPageUpdateSchema>;

/** Service pages: title, short description, image (em_image), optional banner image, blocks. */
export const servicePageCreateSchema = {
  $id: 'content.servicePages.create',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'sort_description', 'json_data'],
  properties: { ...headerPart, json_data: blocksField, ...publicationFields },
} as const;
export type ServicePageCreateRequest = FromSchema<typeof servicePageCreateSchema>;

export const servicePageUpdateSchema = {
  $id: 'content.servicePages.update',
  type: 'object',
  additionalProperties: false,
  required: [...servicePageCreateSchema.required, 'id'],
  properties: { ...servicePageCreateSchema.properties, id: idField, status: statusField, slug: slugField },
} as const;
export type ServicePageUpdateRequest = FromSchema<typeof servicePageUpdateSchema>;
