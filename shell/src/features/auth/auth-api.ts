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
    /** 200 while the link works; 422 under `errors.token` saying why not (already used, or invalid). */
    resetLinkStatus: build.query<EnvelopeOf<typeof authEndpoints.resetLinkStatus>, string>({
      query: (token) => callOf(authEndpoints.resetLinkStatus, { query: { token } }),
      // A link is checked once per visit: used or not, the answer is not kept for another visit.
      keepUnusedDataFor: 0,
    }),
    resetPassword: build.mutation<EnvelopeOf<typeof authEndpoints.resetPassword>, ResetPasswordRequest>({
      query: (body) => callOf(authEndpoints.resetPassword, { body }),
    }),
  }),
  overrideExisting: false,
});

export const {
  useLoginMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useResetLinkStatusQuery,
} = authApi;
