import { defineCalls, write } from '@voltdesk/app-core';
import { contentEndpoints } from '@voltdesk/contracts';

export const { useUpdateSiteSettingsMutation } = defineCalls([], {
  /**
   * Multipart title, phone, email, address, map, logo, favicon (docs/architecture.md section 3); answers
   * every setup entry. A save refreshes app-core's `Setup` tag, so the header, footer and title follow.
   */
  updateSiteSettings: write(contentEndpoints.updateSiteData, { invalidatesTags: ['Setup'] }),
});
