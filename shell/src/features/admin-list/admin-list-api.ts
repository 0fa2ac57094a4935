import { api } from '@voltdesk/app-core';
import type { AdminRegisterRequest, SuccessBody, UserView } from '@voltdesk/contracts';

const adminApi = api.enhanceEndpoints({ addTagTypes: ['Admin'] }).injectEndpoints({
  endpoints: (build) => ({
    getAdmins: build.query<UserView[], void>({
      query: () => ({ url: 'admin/userlist', params: { user_type: 'admin' } }),
      transformResponse: (body: SuccessBody<UserView[]>) => body.data ?? [],
      providesTags: (result) => [
        { type: 'Admin' as const, id: 'LIST' },
        ...(result ?? []).map((u) => ({ type: 'Admin' as const, id: u.id })),
      ],
    }),
    /** `GET admin/userstatus?id=` toggles Active/Inactive; svc-auth refuses the caller's own id (403). */
    toggleAdminStatus: build.mutation<unknown, string>({
      query: (id) => ({ url: 'admin/userstatus', method: 'GET', params: { id } }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Admin', id }],
    }),
    registerAdmin: build.mutation<UserView, AdminRegisterRequest>({
      query: (body) => ({ url: 'admin/adminregister', method: 'POST', body }),
      transformResponse: (body: SuccessBody<UserView>) => body.data,
      invalidatesTags: [{ type: 'Admin', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const { useGetAdminsQuery, useToggleAdminStatusMutation, useRegisterAdminMutation } = adminApi;
