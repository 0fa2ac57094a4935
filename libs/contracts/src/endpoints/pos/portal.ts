import { defineEndpoints } from '../endpoint';

/**
 * The customer portal (public: the customer's own session cookie, not an admin token, says who may read
 * what; svc-pos checks it in the handler). Every path is under `portal/`, the cookie's path.
 */
export const portalEndpoints = defineEndpoints({
  /**
   * From a document link the customer holds: mails a sign-in link to the e-mail on their record. The same
   * answer whether or not there is one; a few requests per client address and per customer (429).
   */
  portalRequestLink: {
    name: 'portalRequestLink',
    method: 'POST',
    path: 'portal/requestLink',
    service: 'pos',
    access: 'public',
    body: 'pos.portal.requestLink',
    errors: 'data',
    view: null,
    errorStatuses: [422, 429],
    message:
      'If we have an e-mail address for you, a sign-in link is on its way. It works once, for 15 minutes.',
  },
  /** The mailed link's token, once: answers with the portal session cookie (HttpOnly, SameSite=Strict). */
  portalSignIn: {
    name: 'portalSignIn',
    method: 'POST',
    path: 'portal/signIn',
    service: 'pos',
    access: 'public',
    body: 'pos.portal.signIn',
    errors: 'data',
    view: 'pos.views.portalSession',
    errorStatuses: [422, 429],
    message: 'You are signed in.',
  },
  /**
   * Whether a mailed sign-in link still works (unused, not expired), without spending it: the site's
   * server asks it to answer a dead link's page 404. 200 with no data, or 404.
   */
  portalSignInLink: {
    name: 'portalSignInLink',
    method: 'GET',
    path: 'portal/signInLink',
    service: 'pos',
    access: 'public',
    query: 'pos.portal.signIn',
    errors: 'data',
    view: null,
    errorStatuses: [404, 422],
  },
  /** The signed-in customer's quotes, invoices, receipts and balance; 401 without a live session. */
  portalAccount: {
    name: 'portalAccount',
    method: 'GET',
    path: 'portal/account',
    service: 'pos',
    access: 'public',
    errors: 'data',
    view: 'pos.views.portalAccount',
    errorStatuses: [401],
  },
  /** A link to the page of one of the signed-in customer's documents; 404 for anyone else's. */
  portalDocument: {
    name: 'portalDocument',
    method: 'GET',
    path: 'portal/document',
    service: 'pos',
    access: 'public',
    query: 'pos.portal.document',
    errors: 'data',
    view: 'pos.views.portalDocument',
    errorStatuses: [401, 404, 422],
  },
  /** Ends the session (and clears its cookie). */
  portalSignOut: {
    name: 'portalSignOut',
    method: 'POST',
    path: 'portal/signOut',
    service: 'pos',
    access: 'public',
    errors: 'data',
    view: null,
    errorStatuses: [],
    message: 'You are signed out.',
  },
});
