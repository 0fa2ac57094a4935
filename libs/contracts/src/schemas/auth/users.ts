import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, emailField, idField } from '../common';
import { fieldLabel } from '../field-labels';
import { roleField } from './roles';

export const passwordField = { type: 'string', minLength: 8, maxLength: 128 } as const;
export const userNameField = boundedString(100);

/**
 * Admin List > Add New (spec section 2): name, e-mail, password, all required; and the role,
 * which a caller of the spec's three-field form leaves out: the admin is then an owner, as every admin
 * was before roles existed.
 */
export const adminRegisterSchema = {
  $id: 'auth.adminRegister',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email', 'password'],
  properties: {
    name: userNameField,
    email: emailField,
    password: passwordField,
    role: { ...roleField, default: 'owner' },
  },
} as const;
export type AdminRegisterRequest = FromSchema<typeof adminRegisterSchema>;

/** Admin Profile: name (the avatar file is checked separately, by its bytes). */
export const updateProfileSchema = {
  $id: 'auth.updateProfile',
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: userNameField },
} as const;
export type UpdateProfileRequest = FromSchema<typeof updateProfileSchema>;

export const changePasswordSchema = {
  $id: 'auth.changePassword',
  type: 'object',
  additionalProperties: false,
  required: ['old_password', 'new_password'],
  properties: {
    old_password: { type: 'string', minLength: 1, maxLength: 128 },
    new_password: passwordField,
  },
} as const;
export type ChangePasswordRequest = FromSchema<typeof changePasswordSchema>;

export const userListQuerySchema = {
  $id: 'auth.userListQuery',
  type: 'object',
  additionalProperties: false,
  properties: { user_type: { type: 'string', enum: ['admin'] } },
} as const;

export const userStatusQuerySchema = {
  $id: 'auth.userStatusQuery',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField },
} as const;

/** Admin List > Role: an owner gives an admin another role. */
export const userRoleSchema = {
  $id: 'auth.userRole',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'role'],
  properties: { id: idField, role: roleField },
} as const;
export type UserRoleRequest = FromSchema<typeof userRoleSchema>;

/** How many admins `adminNames` names in one call: a page of revisions or any list a screen shows. */
export const ADMIN_NAMES_MAX = 50;

/**
 * `adminNames`: the admin ids whose names a screen shows (the revisions' "who"),
 * comma-separated, at most `ADMIN_NAMES_MAX`. The length bound is that count exactly: ids are 24
 * characters and the pattern allows nothing but ids and single commas between them.
 */
export const adminNamesQuerySchema = {
  $id: 'auth.adminNamesQuery',
  type: 'object',
  additionalProperties: false,
  required: ['ids'],
  properties: {
    ids: {
      type: 'string',
      minLength: 1,
      maxLength: 1249,
      pattern: '^[a-f0-9]{24}(,[a-f0-9]{24})*$',
      errorMessage: {
        pattern: `The ${fieldLabel('ids')} must be listed as 24-character IDs separated by commas.`,
        maxLength: `At most ${ADMIN_NAMES_MAX} ${fieldLabel('ids')} may be named at once.`,
      },
    },
  },
} as const;
export type AdminNamesQuery = FromSchema<typeof adminNamesQuerySchema>;
