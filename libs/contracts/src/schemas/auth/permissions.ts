import type { FromSchema } from 'json-schema-to-ts';
import type { Role } from './roles';

/**
 * What an owner grants or withholds from the clerks, beyond the point of sale itself:
 * - reports: the Reports screen, its figures and its CSV downloads;
 * - vat_settings: changing the VAT settings (every POS screen still reads them to invoice).
 * Owners always have every permission; editors never reach the point of sale.
 */
export const PERMISSIONS = ['reports', 'vat_settings'] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The roles whose permissions an owner sets. */
export const GRANTABLE_ROLES = ['clerk'] as const satisfies readonly Role[];
export type GrantableRole = (typeof GRANTABLE_ROLES)[number];

/** A clerk's permissions until an owner changes them: the reports, not the VAT settings. */
export const DEFAULT_PERMISSIONS: Readonly<Record<GrantableRole, readonly Permission[]>> = {
  clerk: ['reports'],
};

/** What a screen calls each permission (the Admin List's roles panel). */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  reports: 'Reports',
  vat_settings: 'VAT settings',
};

/** Whether an admin of `role` holding `granted` (their token's or record's) has `permission`. */
export function hasPermission(
  role: Role | null | undefined,
  granted: readonly string[] | null | undefined,
  permission: Permission,
): boolean {
  if (role === 'owner') return true;
  if (role !== 'clerk') return false;
  // A token signed before permissions existed carries none: the role's defaults.
  return (granted ?? DEFAULT_PERMISSIONS.clerk).includes(permission);
}

export const permissionsField = {
  type: 'array',
  uniqueItems: true,
  items: { type: 'string', enum: PERMISSIONS },
} as const;

/** Admin List > Roles: an owner sets what a role may do (its whole set of permissions). */
export const rolePermissionsSchema = {
  $id: 'auth.rolePermissions',
  type: 'object',
  additionalProperties: false,
  required: ['role', 'permissions'],
  properties: { role: { type: 'string', enum: GRANTABLE_ROLES }, permissions: permissionsField },
} as const;
export type RolePermissionsRequest = FromSchema<typeof rolePermissionsSchema>;

/** One role's permissions, as the Admin List shows and the login signs them. */
export const rolePermissionsView = {
  $id: 'auth.views.rolePermissions',
  type: 'object',
  additionalProperties: false,
  required: ['role', 'permissions'],
  properties: { role: { type: 'string', enum: GRANTABLE_ROLES }, permissions: permissionsField },
} as const;
export type RolePermissionsView = FromSchema<typeof rolePermissionsView>;
