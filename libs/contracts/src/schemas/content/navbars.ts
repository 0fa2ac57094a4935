import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField, statusField } from '../common';
import { flagField, optionalLinkField } from './fields';

/** `0` for a top-level item, else the id of a top-level item. */
const parentIdField = {
  anyOf: [
    { type: 'integer', enum: [0] },
    { type: 'string', pattern: '^(0|[a-f0-9]{24})$' },
  ],
} as const;

const navbarProperties = {
  name: boundedString(100),
  parentid: parentIdField,
  link: optionalLinkField,
  priority: { type: 'integer', minimum: 0, maximum: 100000 },
  nav_active: flagField,
  useful_active: flagField,
  quick_active: flagField,
} as const;

/** Navbar add modal (spec sections 2 and 5): defaults on insert nav_active 1, the others 0. */
export const navbarCreateSchema = {
  $id: 'content.navbars.create',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'priority'],
  properties: {
    ...navbarProperties,
    parentid: { ...parentIdField, default: 0 },
    nav_active: { ...flagField, default: 1 },
    useful_active: { ...flagField, default: 0 },
    quick_active: { ...flagField, default: 0 },
  },
} as const;
export type NavbarCreateRequest = FromSchema<typeof navbarCreateSchema>;

export const navbarUpdateSchema = {
  $id: 'content.navbars.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'parentid', 'priority', 'nav_active', 'useful_active', 'quick_active', 'status'],
  properties: { id: idField, ...navbarProperties, status: statusField },
} as const;
export type NavbarUpdateRequest = FromSchema<typeof navbarUpdateSchema>;
