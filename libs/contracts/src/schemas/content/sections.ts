import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField, statusField } from '../common';
import { linkField } from './fields';

/** Cards (Banner & Card screen): multipart title, link, image; status and id on update. */
export const cardCreateSchema = {
  $id: 'content.cards.create',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'link'],
  properties: { title: boundedString(200), link: linkField },
} as const;
export type CardCreateRequest = FromSchema<typeof cardCreateSchema>;

export const cardUpdateSchema = {
  $id: 'content.cards.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'link', 'status'],
  properties: { id: idField, title: boundedString(200), link: linkField, status: statusField },
} as const;
export type CardUpdateRequest = FromSchema<typeof cardUpdateSchema>;

export const testimonialCreateSchema = {
  $id: 'content.testimonials.create',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'text'],
  properties: { name: boundedString(100), text: boundedString(2000) },
} as const;
export type TestimonialCreateRequest = FromSchema<typeof testimonialCreateSchema>;

export const testimonialUpdateSchema = {
  $id: 'content.testimonials.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'text', 'status'],
  properties: { id: idField, name: boundedString(100), text: boundedString(2000), status: statusField },
} as const;
export type TestimonialUpdateRequest = FromSchema<typeof testimonialUpdateSchema>;

/** Price page rows: `rate` is short text that may carry a unit ("£60 / hour"). */
export const chargeCreateSchema = {
  $id: 'content.charges.create',
  type: 'object',
  additionalProperties: false,
  required: ['service', 'rate'],
  properties: { service: boundedString(200), rate: boundedString(50) },
} as const;
export type ChargeCreateRequest = FromSchema<typeof chargeCreateSchema>;

export const chargeUpdateSchema = {
  $id: 'content.charges.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'service', 'rate'],
  properties: { id: idField, service: boundedString(200), rate: boundedString(50), status: statusField },
} as const;
export type ChargeUpdateRequest = FromSchema<typeof chargeUpdateSchema>;
