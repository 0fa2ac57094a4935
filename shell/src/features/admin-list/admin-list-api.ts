import { defineCalls, read, write } from '@voltdesk/app-core';
import { authEndpoints as auth } from '@voltdesk/contracts';

export const {
  useAdminsQuery,
  useToggleAdminStatusMutation,
  useSetAdminRoleMutation,
  useCreateAdminMutation,
  useRolePermissionsQuery,
  useUpdateRolePermissionsMutation,
} = defineCalls(['Admin', 'RolePermissions'], {
  admins: read(auth.userList, {
    args: (_: void) => ({ query: { user_type: 'admin' as const } }),
    providesTags: (result) => [
      { type: 'Admin' as const, id: 'LIST' },
      ...(result ?? []).map((u) => ({ type: 'Admin' as const, id: u.id })),
    ],
  }),
  /** `GET admin/userstatus?id=` toggles Active/Inactive; svc-auth refuses the caller's own id (403). */
  toggleAdminStatus: write(auth.userStatus, {
    args: (id: string) => ({ query: { id } }),
    result: ({ data }) => data,
    invalidatesTags: (_r, _e, id) => [{ type: 'Admin', id }],
  }),
  /** `PUT admin/userRole` (owners only): the admin's sessions end; svc-auth keeps the last active owner. */
  setAdminRole: write(auth.userRole, {
    result: ({ data }) => data,
    invalidatesTags: (_r, _e, { id }) => [{ type: 'Admin', id }],
  }),
  /** What each role an owner governs may do (the clerks' Reports and VAT settings). */
  rolePermissions: read(auth.rolePermissions, { providesTags: ['RolePermissions'] }),
  /** `PUT admin/updateRolePermissions`: the role's admins are signed out and sign in with the new set. */
  updateRolePermissions: write(auth.updateRolePermissions, { invalidatesTags: ['RolePermissions'] }),
  createAdmin: write(auth.adminRegister, {
    result: ({ data }) => data,
    invalidatesTags: [{ type: 'Admin', id: 'LIST' }],
  }),
});
