import { createApi } from '@reduxjs/toolkit/query/react';
import {
  authEndpoints,
  contentEndpoints,
  type EnvelopeOf,
  type SetupsView,
  type UserView,
} from '@voltdesk/contracts';
import { baseQuery } from './base-query';
import { callOf, dataOf } from './endpoint-call';

/** `getSingleSetup`: every setup entry keyed by its key (spec section 3), as the contract's view defines it. */
export type SingleSetup = SetupsView;
/** The site's contact details (`websiteData`). */
export type WebsiteData = NonNullable<SetupsView['websiteData']>;
/** A setup entry that is one picture (`websiteLogo`, `favicon`, ...). */
export type SetupImage = NonNullable<SetupsView['websiteLogo']>;

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
      query: () => callOf(contentEndpoints.getSingleSetup),
      transformResponse: dataOf(contentEndpoints.getSingleSetup),
      providesTags: ['Setup'],
    }),
    /** How the business writes dates and on whose clock (`BusinessClockGate` hands it to the formatters). */
    getBusinessClock: build.query<{ locale: string; timeZone: string }, void>({
      query: () => callOf(authEndpoints.businessClock),
      transformResponse: (body: EnvelopeOf<typeof authEndpoints.businessClock>) => {
        const { locale, time_zone } = dataOf(authEndpoints.businessClock)(body);
        return { locale, timeZone: time_zone };
      },
      // A day: the business does not move its clock while a page is open.
      keepUnusedDataFor: 24 * 3600,
    }),
    logout: build.mutation<void, void>({
      query: () => callOf(authEndpoints.logout),
    }),
  }),
});

export const { useGetCurrentUserQuery, useGetSingleSetupQuery, useLogoutMutation, useGetBusinessClockQuery } =
  api;
