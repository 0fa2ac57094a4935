import { api, callOf, dataOf } from '@voltdesk/app-core';
import { authEndpoints, type LoginRequest, type LoginResponseData } from '@voltdesk/contracts';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponseData, LoginRequest>({
      query: (body) => callOf(authEndpoints.login, { body }),
      transformResponse: dataOf(authEndpoints.login),
    }),
  }),
  overrideExisting: false,
});

export const { useLoginMutation } = authApi;
