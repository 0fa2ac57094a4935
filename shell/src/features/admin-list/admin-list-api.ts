import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  authEndpoints,
  type AdminRegisterRequest,
  type RolePermissionsRequest,
  type RolePermissionsView,
  type UserRoleRequest,
  type UserView,
} from '@voltdesk/contracts';

const adminApi = api.enhanceEndpoints({ addTagTypes: ['Admin', 'RolePermissions'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdmins: build.query<UserView[], void>({
      query: () => callOf(authEndpoints.userList, { query: { user_type: 'admin' } }),
      transformResponse: dataOf(authEndpoints.userList),
      providesTags: (result) => [
        { type: 'Admin' as const, id: 'LIST' },
        ...(result ?? []).map((u) => ({ type: 'Admin' as const, id: u.id })),
      ],
    }),
    /** `GET admin/userstatus?id=` toggles Active/Inactive; svc-auth refuses the caller's own id (403). */
    toggleAdminStatus: build.mutation<UserView, string>({
      query: (id) => callOf(authEndpoints.userStatus, { query: { id } }),
      transformResponse: dataOf(authEndpoints.userStatus),
      invalidatesTags: (_r, _e, id) => [{ type: 'Admin', id }],
    }),
    /** `PUT admin/userRole` (owners only): the admin's sessions end; svc-auth keeps the last active owner. */
    setAdminRole: build.mutation<UserView, UserRoleRequest>({
      query: (body) => callOf(authEndpoints.userRole, { body }),
      transformResponse: dataOf(authEndpoints.userRole),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Admin', id }],
    }),
    /** What each role an owner governs may do (the clerks' Reports and VAT settings). */
    getRolePermissions: build.query<RolePermissionsView[], void>({
      query: () => callOf(authEndpoints.rolePermissions),
      transformResponse: dataOf(authEndpoints.rolePermissions),
      providesTags: ['RolePermissions'],
    }),
    /** `PUT admin/updateRolePermissions`: the role's admins are signed out and sign in with the new set. */
    setRolePermissions: build.mutation<
      { data: RolePermissionsView; message?: string },
      RolePermissionsRequest
    >({
      query: (body) => callOf(authEndpoints.updateRolePermissions, { body }),
      invalidatesTags: ['RolePermissions'],
    }),
    registerAdmin: build.mutation<UserView, AdminRegisterRequest>({
      query: (body) => callOf(authEndpoints.adminRegister, { body }),
      transformResponse: dataOf(authEndpoints.adminRegister),
      invalidatesTags: [{ type: 'Admin', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const {
  useGetAdminsQuery,
  useToggleAdminStatusMutation,
  useSetAdminRoleMutation,
  useRegisterAdminMutation,
  useGetRolePermissionsQuery,
  useSetRolePermissionsMutation,
} = adminApi;
