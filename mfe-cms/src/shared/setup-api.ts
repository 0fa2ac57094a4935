import { api, callOf, type SingleSetup } from '@voltdesk/app-core';
import { contentEndpoints as content, type SuccessBody } from '@voltdesk/contracts';

/**
 * `admin/createSingleSetup` (multipart `key`, that key's value fields and `image`). Reading is app-core's
 * `getSingleSetup` (with the admin token it includes the private `unpiadInvoice` entry); a save refreshes it
 * through app-core's `Setup` tag, so the shell's header, footer and title follow.
 */
const setupApi = api.injectEndpoints({
  endpoints: (build) => ({
    cmsSaveSetup: build.mutation<SuccessBody<SingleSetup>, FormData>({
      // Each key has its own schema (`content.setup.<key>`), so the definition names no single body schema.
      query: (body) => ({ ...callOf(content.createSingleSetup), body }),
      invalidatesTags: ['Setup'],
    }),
  }),
  overrideExisting: false,
});

export const { useCmsSaveSetupMutation } = setupApi;
