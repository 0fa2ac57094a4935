import type { FromSchema } from 'json-schema-to-ts';

/**
 * The media library: the images svc-content stores, named by their content hash as the
 * image store writes them (`<sha256>.<ext>`), each with the alt text stored with it.
 */
const fileField = { type: 'string', pattern: '^[a-f0-9]{64}\\.(jpg|png|webp|gif|ico)$' } as const;
const altField = { type: 'string', maxLength: 250 } as const;

/** `admin/deleteMedia?file=`: which stored image. */
export const mediaFileQuerySchema = {
  $id: 'content.media.fileQuery',
  type: 'object',
  additionalProperties: false,
  required: ['file'],
  properties: { file: fileField },
} as const;
export type MediaFileQuery = FromSchema<typeof mediaFileQuerySchema>;

/** `admin/updateMedia`: the image's alt text ('' for an image that only decorates). */
export const mediaUpdateSchema = {
  $id: 'content.media.update',
  type: 'object',
  additionalProperties: false,
  required: ['file', 'alt'],
  properties: { file: fileField, alt: altField },
} as const;
export type MediaUpdateRequest = FromSchema<typeof mediaUpdateSchema>;

/** `admin/uploadMedia` (multipart): the `image` file and its alt text. */
export const mediaUploadSchema = {
  $id: 'content.media.upload',
  type: 'object',
  additionalProperties: false,
  properties: { alt: altField },
} as const;
export type MediaUploadRequest = FromSchema<typeof mediaUploadSchema>;

export const mediaSchemas = [mediaFileQuerySchema, mediaUpdateSchema, mediaUploadSchema] as const;

const text = { type: 'string' } as const;
const nullableInt = { type: ['integer', 'null'] } as const;

/** A record that shows the image: which list it is in, its id and what the CMS calls it. */
const mediaUseView = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id', 'title'],
  properties: { kind: text, id: text, title: text },
} as const;

/** One stored image: where it is served, its type, bytes, pixels (null when unreadable), alt text and uses. */
export const mediaView = {
  $id: 'content.views.media',
  type: 'object',
  additionalProperties: false,
  required: ['file', 'url', 'type', 'size', 'width', 'height', 'alt', 'uploaded_at', 'used_by'],
  properties: {
    file: text,
    url: text,
    type: text,
    size: { type: 'integer' },
    width: nullableInt,
    height: nullableInt,
    alt: text,
    uploaded_at: { type: 'string', format: 'date-time' },
    used_by: { type: 'array', items: mediaUseView },
  },
} as const;
export type MediaView = FromSchema<typeof mediaView>;
export type MediaUse = MediaView['used_by'][number];
