import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField } from '../common';

/** POS Category list: add modal (name). Names are unique, ignoring case. */
export const categoryCreateSchema = {
  $id: 'pos.categories.create',
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: boundedString(100) },
} as const;
export type CategoryCreateRequest = FromSchema<typeof categoryCreateSchema>;

/** POS Category list: update modal (id, name). */
export const categoryUpdateSchema = {
  $id: 'pos.categories.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: idField, name: boundedString(100) },
} as const;
export type CategoryUpdateRequest = FromSchema<typeof categoryUpdateSchema>;
