import { defineEndpoints, IDEMPOTENT } from '../endpoint';

/** Leads: job requests from the site's request page, worked into quotes at the POS. */
export const leadEndpoints = defineEndpoints({
  /**
   * Opens the request form: a token the form sends back, so svc-pos knows when the form was opened (a
   * request sent within seconds is a script's). Rate-limited per client address.
   */
  leadFormToken: {
    name: 'leadFormToken',
    method: 'POST',
    path: 'leadFormToken',
    service: 'pos',
    access: 'public',
    errors: 'data',
    view: 'pos.views.leadFormToken',
    errorStatuses: [429],
  },
  /**
   * A visitor's job request (multipart: the fields and up to 5 `photos`). Spam rules: the honeypot
   * `website` must be empty, the form token at least a few seconds old, and a client address sends a few
   * requests an hour (429). The visitor gets a confirmation mail and the owner a notice.
   */
  insertLead: {
    name: 'createLead',
    method: 'POST',
    path: 'insertLead',
    service: 'pos',
    access: 'public',
    body: 'pos.leads.create',
    multipart: true,
    jsonFields: ['preferred_days'],
    errors: 'data',
    view: null,
    errorStatuses: [422, 429],
    message: 'Thank you: your request has been sent. We will be in touch soon.',
  },
  /** Leads: one with `?id=` (404 when unknown), otherwise a page newest first, filtered by status. */
  getLeads: {
    name: 'leads',
    method: 'GET',
    path: 'admin/getLeads',
    service: 'pos',
    access: 'admin',
    query: 'pos.leads.query',
    errors: 'data',
    view: 'pos.views.leadOrPage',
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 404, 422],
  },
  updateLeadStatus: {
    name: 'updateLeadStatus',
    method: 'POST',
    path: 'admin/updateLeadStatus',
    service: 'pos',
    access: 'admin',
    body: 'pos.leads.status',
    errors: 'data',
    view: 'pos.views.lead',
    errorStatuses: [401, 403, 404, 422],
    message: 'Lead marked {status}.',
    activity: 'changed lead status',
  },
  /**
   * The first step of "Create quote": the customer with the lead's e-mail (else its phone), made from the
   * lead when there is none, and the notes (site address, what was asked) the quote form starts with.
   */
  convertLead: {
    name: 'convertLead',
    method: 'POST',
    path: 'admin/convertLead',
    service: 'pos',
    access: 'admin',
    body: 'pos.leads.convert',
    errors: 'data',
    view: 'pos.views.leadConversion',
    errorStatuses: [401, 403, 404, 409, 422],
    message: { found: 'Customer {name} found.', created: 'Customer {name} added.' },
    activity: 'converted lead',
  },
  /** Makes the quote of a lead (the quote form's body) and marks the lead Quoted with it, once. */
  quoteLead: {
    name: 'quoteLead',
    method: 'POST',
    path: 'admin/quoteLead',
    service: 'pos',
    access: 'admin',
    body: 'pos.leads.quote',
    errors: 'data',
    view: 'pos.views.lead',
    errorStatuses: [401, 403, 404, 409, 422],
    message: '{quote} created from the lead',
    activity: 'quoted lead',
    ...IDEMPOTENT,
  },
});
