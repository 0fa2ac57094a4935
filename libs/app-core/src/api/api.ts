import { createApi } from '@reduxjs/toolkit/query/react';
import { authEndpoints, type SuccessBody, type UserView } from '@voltdesk/contracts';
import { baseQuery } from './base-query';
import { callOf, dataOf } from './endpoint-call';

/** Value objects of the setup entries the shell and every remote read (spec section 3). */
export interface WebsiteData {
  title?: string;
  email?: string;
  phone?: string;
  phone_two?: string;
  address?: string;
  service_area?: string;
  google_map?: string;
}

export interface SetupImage {
  image?: string | null;
  title?: string;
}

/** `getSingleSetup`: every setup entry keyed by its key. Unknown keys stay available to the remotes. */
export interface SingleSetup {
  websiteData?: WebsiteData;
  websiteLogo?: SetupImage;
  favicon?: SetupImage;
  [key: string]: unknown;
}

/**
 * The one RTK Query api of the product. It holds only what every front end needs (the signed-in user, the
 * site setup, logout); each feature and remote adds its own endpoints with
 * `api.enhanceEndpoints({ addTagTypes }).injectEndpoints({ endpoints, overrideExisting: false })`.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['CurrentUser', 'Setup'],
  endpoints: (build) => ({
    /**
     * The signed-in user (`admin/users`). The argument is the token, so a new login never reads the
     * previous user's cached answer.
     */
    getCurrentUser: build.query<UserView, string>({
      query: () => callOf(authEndpoints.currentUser),
      transformResponse: dataOf(authEndpoints.currentUser),
      providesTags: ['CurrentUser'],
    }),
    getSingleSetup: build.query<SingleSetup, void>({
      query: () => 'getSingleSetup',
      transformResponse: (body: SuccessBody<SingleSetup>) => body.data ?? {},
      providesTags: ['Setup'],
    }),
    logout: build.mutation<void, void>({
      query: () => callOf(authEndpoints.logout),
    }),
  }),
});

export const { useGetCurrentUserQuery, useGetSingleSetupQuery, useLogoutMutation } = api;
