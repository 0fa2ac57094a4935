import { defineCalls, write } from '@voltdesk/app-core';
import { posEndpoints as pos } from '@voltdesk/contracts';

/**
 * The request page's calls to svc-pos (public): the form's token, asked once the page has hydrated, and
 * the request itself, sent as multipart (the photos are files).
 */
export const requestVisitApi = defineCalls([], {
  siteLeadFormToken: write(pos.leadFormToken, { result: ({ data }) => data.token }),
  siteRequestVisit: write(pos.insertLead),
});

export const { useSiteLeadFormTokenMutation, useSiteRequestVisitMutation } = requestVisitApi;
