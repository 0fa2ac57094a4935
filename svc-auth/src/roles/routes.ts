import type { authEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { RolePermissions } from './service';

export const ROLE_PERMISSIONS_SAVED = 'Permissions saved. Admins of that role sign in again to use them.';

export function rolePermissionHandlers(
  roles: RolePermissions,
): Pick<Handlers<typeof authEndpoints>, 'rolePermissions' | 'updateRolePermissions'> {
  return {
    rolePermissions: async () => ({ data: await roles.list() }),
    updateRolePermissions: async ({ body }) => ({
      data: await roles.set(body.role, body.permissions),
      message: ROLE_PERMISSIONS_SAVED,
    }),
  };
}
