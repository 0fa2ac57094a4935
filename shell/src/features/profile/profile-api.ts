import { api } from '@voltdesk/app-core';
import type { ChangePasswordRequest, SuccessBody, UserView } from '@voltdesk/contracts';

/** 200 answer of `changePassword`: the green alert shows `match`. */
export interface ChangePasswordResult {
  message?: string;
  match?: string;
}

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart `name` and optional `avatar` file. */
    updateProfile: build.mutation<UserView, FormData>({
      query: (body) => ({ url: 'updateProfile', method: 'POST', body }),
      transformResponse: (body: SuccessBody<UserView>) => body.data,
      invalidatesTags: ['CurrentUser'],
    }),
    changePassword: build.mutation<ChangePasswordResult, ChangePasswordRequest>({
      query: (body) => ({ url: 'changePassword', method: 'PUT', body }),
    }),
    /** Revokes every session of the signed-in user, on every device, this one included. */
    logoutEverywhere: build.mutation<void, void>({
      query: () => ({ url: 'logoutEverywhere', method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});

export const { useUpdateProfileMutation, useChangePasswordMutation, useLogoutEverywhereMutation } =
  profileApi;
