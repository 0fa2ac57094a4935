import { defineCalls, write } from '@voltdesk/app-core';
import { authEndpoints as auth } from '@voltdesk/contracts';

/** 200 answer of `changePassword`: the green alert shows `match`. */
export interface ChangePasswordResult {
  message?: string;
  match?: string;
}

export const { useUpdateProfileMutation, useChangePasswordMutation, useLogoutEverywhereMutation } =
  defineCalls([], {
    /** Multipart `name` and optional `avatar` file. */
    updateProfile: write(auth.updateProfile, {
      result: ({ data }) => data,
      invalidatesTags: ['CurrentUser'],
    }),
    changePassword: write(auth.changePassword, { result: (body): ChangePasswordResult => body }),
    /** Revokes every session of the signed-in user, on every device, this one included. */
    logoutEverywhere: write(auth.logoutEverywhere, { result: () => undefined }),
  });
