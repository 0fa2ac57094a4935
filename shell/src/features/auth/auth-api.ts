import { api } from '@voltdesk/app-core';
import type { LoginRequest, LoginResponseData, SuccessBody } from '@voltdesk/contracts';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponseData, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      transformResponse: (body: SuccessBody<LoginResponseData>) => body.data,
    }),
  }),
  overrideExisting: false,
});

export const { useLoginMutation } = authApi;
