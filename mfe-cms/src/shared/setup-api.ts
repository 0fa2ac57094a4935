import { api } from '@voltdesk/app-core';
import type { SuccessBody } from '@voltdesk/contracts';

/**
 * `admin/createSingleSetup` (multipart `key`, that key's value fields and `image`). Reading is app-core's
 * `getSingleSetup` (with the admin token it includes the private `unpiadInvoice` entry); a save refreshes it
 * through app-core's `Setup` tag, so the shell's header, footer and title follow.
 */
const setupApi = api.injectEndpoints({
  endpoints: (build) => ({
    cmsSaveSetup: build.mutation<SuccessBody<Record<string, unknown>>, FormData>({
      query: (body) => ({ url: 'admin/createSingleSetup', method: 'POST', body }),
      invalidatesTags: ['Setup'],
    }),
  }),
  overrideExisting: false,
});

export const { useCmsSaveSetupMutation } = setupApi;
