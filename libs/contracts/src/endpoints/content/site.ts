import { defineEndpoints } from '../endpoint';

/** The site's home page data and its setup entries. */
export const siteEndpoints = defineEndpoints({
  /** The site's home page data (the spec's spelling of the path); answered with an ETag, 304 when unchanged. */
  landing: {
    name: 'landing',
    method: 'GET',
    path: 'landding',
    service: 'content',
    access: 'key',
    errors: 'data',
    view: 'content.views.landing',
    errorStatuses: [401],
  },
  /** The site-settings modal: answers every setup entry. */
  updateSiteData: {
    name: 'updateSiteSettings',
    method: 'POST',
    path: 'admin/updateSiteData',
    service: 'content',
    access: 'admin',
    body: 'content.siteData',
    multipart: true,
    errors: 'data',
    view: 'content.views.setups',
    errorStatuses: [401, 403, 422],
    message: 'Data updated successfully!',
    activity: 'updated the site settings',
  },
  /** Every setup entry by key; `unpiadInvoice` only for an admin. */
  getSingleSetup: {
    name: 'setupEntries',
    method: 'GET',
    path: 'getSingleSetup',
    service: 'content',
    access: 'public-admin-extras',
    errors: 'data',
    view: 'content.views.setups',
    errorStatuses: [],
  },
  /**
   * Saves one setup entry. Each key has its own schema (`content.setup.<key>`), so the handler checks the
   * key first and then the fields against that key's schema; answers `{ [key]: value }`.
   */
  createSingleSetup: {
    name: 'saveSetupEntry',
    method: 'POST',
    path: 'admin/createSingleSetup',
    service: 'content',
    access: 'admin',
    multipart: true,
    errors: 'data',
    view: 'content.views.setups',
    errorStatuses: [401, 403, 422],
    message: 'Data updated successfully!',
    activity: 'changed the setup',
  },
});
