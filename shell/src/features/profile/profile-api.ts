import { api, callOf, dataOf } from '@voltdesk/app-core';
import { authEndpoints, type ChangePasswordRequest, type UserView } from '@voltdesk/contracts';

/** 200 answer of `changePassword`: the green alert shows `match`. */
export interface ChangePasswordResult {
  message?: string;
  match?: string;
}

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart `name` and optional `avatar` file. */
    updateProfile: build.mutation<UserView, FormData>({
      query: (body) => callOf(authEndpoints.updateProfile, { body }),
      transformResponse: dataOf(authEndpoints.updateProfile),
      invalidatesTags: ['CurrentUser'],
    }),
    changePassword: build.mutation<ChangePasswordResult, ChangePasswordRequest>({
      query: (body) => callOf(authEndpoints.changePassword, { body }),
    }),
    /** Revokes every session of the signed-in user, on every device, this one included. */
    logoutEverywhere: build.mutation<void, void>({
      query: () => callOf(authEndpoints.logoutEverywhere),
    }),
  }),
  overrideExisting: false,
});

export const { useUpdateProfileMutation, useChangePasswordMutation, useLogoutEverywhereMutation } =
  profileApi;
