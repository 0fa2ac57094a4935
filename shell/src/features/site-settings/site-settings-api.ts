import { api, callOf } from '@voltdesk/app-core';
import { contentEndpoints, type EnvelopeOf } from '@voltdesk/contracts';

const { updateSiteData } = contentEndpoints;

const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Multipart title, phone, email, address, map, logo, favicon (docs/architecture.md section 3); answers
     * every setup entry. A save refreshes app-core's `Setup` tag, so the header, footer and title follow.
     */
    updateSiteData: build.mutation<EnvelopeOf<typeof updateSiteData>, FormData>({
      query: (body) => callOf(updateSiteData, { body }),
      invalidatesTags: ['Setup'],
    }),
  }),
  overrideExisting: false,
});

export const { useUpdateSiteDataMutation } = siteSettingsApi;
