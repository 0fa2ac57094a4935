import { api } from '@voltdesk/app-core';

const siteSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart title, phone, email, address, map, logo, favicon (docs/architecture.md section 3). */
    updateSiteData: build.mutation<unknown, FormData>({
      query: (body) => ({ url: 'admin/updateSiteData', method: 'POST', body }),
      invalidatesTags: ['Setup'],
    }),
  }),
  overrideExisting: false,
});

export const { useUpdateSiteDataMutation } = siteSettingsApi;
