import { defineCalls, read, write, type SingleSetup } from '@voltdesk/app-core';
import { contentEndpoints as content } from '@voltdesk/contracts';

/**
 * The Setup, Price and Banner & Card pages' setup calls: every entry read with the admin token, and
 * `admin/createSingleSetup` (multipart `key`, that key's value fields and `image`; each key has its own
 * schema, `content.setup.<key>`). A save refreshes app-core's `Setup` tag, so this read and the shell's
 * (header, footer, title) both follow.
 */
export const { useAdminSetupEntriesQuery, useSaveSetupEntryMutation } = defineCalls([], {
  /**
   * `getSingleSetup` as the admin sees it, private `unpiadInvoice` entry included. Not app-core's cached
   * read: that one is the shell's public answer (asked for before sign-in, or early and without a token
   * on every page load), which never holds the private entries. The argument is the token, so this cache
   * entry is always an answer to that token.
   */
  adminSetupEntries: read(content.getSingleSetup, {
    args: (_token: string) => ({}),
    result: ({ data }): SingleSetup => data,
    providesTags: ['Setup'],
  }),
  saveSetupEntry: write(content.createSingleSetup, { invalidatesTags: ['Setup'] }),
});
