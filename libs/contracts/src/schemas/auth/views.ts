import type { FromSchema } from 'json-schema-to-ts';
import { statusView } from '../common-views';
import { activityView } from './activity';
import { permissionsField, rolePermissionsView } from './permissions';
import { roleField } from './roles';

const userProperties = {
  id: { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  avatar: { type: ['string', 'null'] },
  user_type: { type: 'string' },
  role: roleField,
  status: statusView,
} as const;

/**
 * What the API shows of a user; the password hash never leaves svc-auth. `permissions`: on the signed-in
 * admin's own record (`admin/users`) only, what their role may do now (every permission for an owner), so
 * the menu and the screens keep in step with what the services allow.
 */
export const userView = {
  $id: 'auth.views.user',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'email', 'avatar', 'user_type', 'role', 'status'],
  properties: { ...userProperties, permissions: permissionsField },
} as const;
export type UserView = FromSchema<typeof userView>;

/** The login answer (spec section 7: `data.access_token` and the user's fields). */
export const sessionView = {
  $id: 'auth.views.session',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'user_type', 'role', 'access_token', 'name', 'email', 'avatar'],
  properties: {
    id: userProperties.id,
    user_type: userProperties.user_type,
    role: userProperties.role,
    access_token: { type: 'string' },
    name: userProperties.name,
    email: userProperties.email,
    avatar: userProperties.avatar,
  },
} as const;
export type LoginResponseData = FromSchema<typeof sessionView>;

/**
 * One admin as `adminNames` shows them to any signed-in admin: the name only (no e-mail, role or status),
 * enough to say who saved a revision.
 */
export const adminNameView = {
  $id: 'auth.views.adminName',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name'],
  properties: { id: userProperties.id, name: userProperties.name },
} as const;
export type AdminNameView = FromSchema<typeof adminNameView>;

/**
 * How the business writes dates and on whose clock (`BUSINESS_LOCALE`, `BUSINESS_TIME_ZONE`): every admin
 * screen shows and takes dates this way, whatever the browser's language or zone.
 */
export const businessClockView = {
  $id: 'auth.views.businessClock',
  type: 'object',
  additionalProperties: false,
  required: ['locale', 'time_zone'],
  properties: { locale: { type: 'string' }, time_zone: { type: 'string' } },
} as const;
export type BusinessClockView = FromSchema<typeof businessClockView>;

export const authViews = [
  userView,
  sessionView,
  activityView,
  adminNameView,
  rolePermissionsView,
  businessClockView,
] as const;
