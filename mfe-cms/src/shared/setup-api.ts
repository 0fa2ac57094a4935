import { api, callOf, dataOf, type SingleSetup } from '@voltdesk/app-core';
import { contentEndpoints as content, type SuccessBody } from '@voltdesk/contracts';

/**
 * The Setup, Price and Banner & Card pages' setup calls: every entry read with the admin token, and
 * `admin/createSingleSetup` (multipart `key`, that key's value fields and `image`). A save refreshes
 * app-core's `Setup` tag, so this read and the shell's (header, footer, title) both follow.
 */
const setupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `getSingleSetup` as the admin sees it, private `unpiadInvoice` entry included. Not app-core's cached
     * read: that one is the shell's public answer (asked for before sign-in, or early and without a token
     * on every page load), which never holds the private entries. The argument is the token, so this cache
     * entry is always an answer to that token.
     */
    cmsSetup: build.query<SingleSetup, string>({
      query: () => callOf(content.getSingleSetup),
      transformResponse: dataOf(content.getSingleSetup),
      providesTags: ['Setup'],
    }),
    cmsSaveSetup: build.mutation<SuccessBody<SingleSetup>, FormData>({
      // Each key has its own schema (`content.setup.<key>`), so the definition names no single body schema.
      query: (body) => ({ ...callOf(content.createSingleSetup), body }),
      invalidatesTags: ['Setup'],
    }),
  }),
  overrideExisting: false,
});

export const { useCmsSetupQuery, useCmsSaveSetupMutation } = setupApi;
