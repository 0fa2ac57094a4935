import type { authEndpoints, Permission, Role } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { UserService } from './service';

export function userHandlers(
  users: UserService,
  /** What a role may do now (the roles feature's), shown on the admin's own record. */
  permissionsOf: (role: Role) => Promise<Permission[]>,
): Pick<
  Handlers<typeof authEndpoints>,
  'currentUser' | 'adminNames' | 'admins' | 'toggleAdminStatus' | 'createAdmin' | 'setAdminRole'
> {
  return {
    currentUser: async ({ user }) => {
      const me = await users.me(user.id);
      return { data: { ...me, permissions: await permissionsOf(me.role) } };
    },
    adminNames: async ({ query }) => ({ data: await users.names(query.ids.split(',')) }),
    admins: async ({ query }) => ({ data: await users.list(query.user_type ?? 'admin') }),
    toggleAdminStatus: async ({ query, user }) => ({
      data: await users.toggleStatus(user.id, query.id),
      message: 'Status updated.',
    }),
    createAdmin: async ({ body }) => ({
      data: await users.registerAdmin(body),
      status: 201,
      message: 'Admin created successfully.',
    }),
    setAdminRole: async ({ body }) => ({
      data: await users.setRole(body.id, body.role),
      message: 'Role updated. The admin signs in again to use it.',
    }),
  };
}
