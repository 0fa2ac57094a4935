import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  authEndpoints,
  type EnvelopeOf,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponseData,
  type ResetPasswordRequest,
} from '@voltdesk/contracts';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponseData, LoginRequest>({
      query: (body) => callOf(authEndpoints.login, { body }),
      transformResponse: dataOf(authEndpoints.login),
    }),
    /** Answers the same message whether or not the address has an account. */
    forgotPassword: build.mutation<EnvelopeOf<typeof authEndpoints.forgotPassword>, ForgotPasswordRequest>({
      query: (body) => callOf(authEndpoints.forgotPassword, { body }),
    }),
    resetPassword: build.mutation<EnvelopeOf<typeof authEndpoints.resetPassword>, ResetPasswordRequest>({
      query: (body) => callOf(authEndpoints.resetPassword, { body }),
    }),
  }),
  overrideExisting: false,
});

export const { useLoginMutation, useForgotPasswordMutation, useResetPasswordMutation } = authApi;
