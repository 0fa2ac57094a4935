import { authEndpoints, contentEndpoints, type SetupsView } from '@voltdesk/contracts';
import { defineCalls, read, write } from './define-calls';

/** `getSingleSetup`: every setup entry keyed by its key (spec section 3), as the contract's view defines it. */
export type SingleSetup = SetupsView;
/** The site's contact details (`websiteData`). */
export type WebsiteData = NonNullable<SetupsView['websiteData']>;
/** A setup entry that is one picture (`websiteLogo`, `favicon`, ...). */
export type SetupImage = NonNullable<SetupsView['websiteLogo']>;

/**
 * The one RTK Query api of the product with what every front end needs (the signed-in user, the site
 * setup, logout); each feature and remote adds its own calls with `defineCalls`.
 */
export const api = defineCalls(['CurrentUser', 'Setup'], {
  /**
   * The signed-in user (`admin/users`). The argument is the token, so a new login never reads the
   * previous user's cached answer.
   */
  getCurrentUser: read(authEndpoints.currentUser, {
    args: (_token: string) => ({}),
    providesTags: ['CurrentUser'],
  }),
  setupEntries: read(contentEndpoints.getSingleSetup, { providesTags: ['Setup'] }),
  /** How the business writes dates and on whose clock (`BusinessClockGate` hands it to the formatters). */
  getBusinessClock: read(authEndpoints.businessClock, {
    result: ({ data: { locale, time_zone } }) => ({ locale, timeZone: time_zone }),
    // A day: the business does not move its clock while a page is open.
    keepUnusedDataFor: 24 * 3600,
  }),
  logout: write(authEndpoints.logout, { result: () => undefined }),
});

export const { useGetCurrentUserQuery, useSetupEntriesQuery, useLogoutMutation, useGetBusinessClockQuery } =
  api;
