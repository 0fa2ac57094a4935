import { defineCalls, read, write } from '@voltdesk/app-core';
import { posEndpoints as pos } from '@voltdesk/contracts';

/**
 * The portal's calls to svc-pos. The session is a cookie the browser sends by itself (HttpOnly: no script
 * here ever sees it); a 401 here is the portal's own ("Your session has ended..."), not an admin's, so it
 * never signs an admin out.
 */
export const portalApi = defineCalls(['PortalAccount'], {
  // The document link the portal was opened from: only whether it works (a dead one is a 404 page).
  portalDocumentLink: read(pos.customerDocument, {
    args: (token: string) => ({ query: { token } }),
    keepUnusedDataFor: 0,
  }),
  portalRequestLink: write(pos.portalRequestLink),
  portalSignIn: write(pos.portalSignIn, { invalidatesTags: ['PortalAccount'] }),
  portalAccount: read(pos.portalAccount, { providesTags: ['PortalAccount'] }),
  portalDocument: write(pos.portalDocument, { result: ({ data }) => data.url }),
  portalSignOut: write(pos.portalSignOut, { invalidatesTags: ['PortalAccount'] }),
});

export const {
  usePortalDocumentLinkQuery,
  usePortalRequestLinkMutation,
  usePortalSignInMutation,
  usePortalAccountQuery,
  usePortalDocumentMutation,
  usePortalSignOutMutation,
} = portalApi;
