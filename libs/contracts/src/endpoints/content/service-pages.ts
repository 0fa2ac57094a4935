import { defineEndpoints } from '../endpoint';

/** Service pages: the CMS list, one by slug and the site's list. */
export const servicePageReadEndpoints = defineEndpoints({
  getService: {
    name: 'servicePages',
    method: 'GET',
    path: 'admin/getService',
    service: 'content',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'content.views.servicePage',
    many: true,
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 422],
  },
  /** Active service pages only, unless an admin asks. */
  serviceBySlug: {
    name: 'servicePageBySlug',
    method: 'GET',
    path: 'service_get_by_slug',
    service: 'content',
    access: 'public-admin-extras',
    query: 'content.slugQuery',
    errors: 'data',
    view: 'content.views.servicePage',
    errorStatuses: [404, 422],
  },
  /** The site's /services list: active service pages. */
  services: {
    name: 'activeServicePages',
    method: 'GET',
    path: 'services',
    service: 'content',
    access: 'public',
    errors: 'data',
    view: 'content.views.serviceSummary',
    many: true,
    errorStatuses: [],
  },
});

/** Service pages: the CMS writes. */
export const servicePageWriteEndpoints = defineEndpoints({
  insertService: {
    name: 'createServicePage',
    method: 'POST',
    path: 'admin/insertService',
    service: 'content',
    access: 'admin',
    body: 'content.servicePages.create',
    multipart: true,
    jsonFields: ['json_data'],
    errors: 'data',
    view: 'content.views.servicePage',
    errorStatuses: [401, 403, 422],
    message: 'Service page created successfully.',
    activity: 'added service page',
  },
  updateService: {
    name: 'updateServicePage',
    method: 'POST',
    path: 'admin/updateService',
    service: 'content',
    access: 'admin',
    body: 'content.servicePages.update',
    multipart: true,
    jsonFields: ['json_data'],
    errors: 'data',
    view: 'content.views.servicePage',
    errorStatuses: [401, 403, 404, 422],
    message: 'Service page updated successfully.',
    activity: 'updated service page',
  },
  deleteService: {
    name: 'deleteServicePage',
    method: 'DELETE',
    path: 'admin/deleteService',
    service: 'content',
    access: 'admin',
    query: 'common.idQuery',
    errors: 'data',
    view: null,
    errorStatuses: [401, 403, 404, 422],
    message: 'Service page deleted successfully.',
    activity: 'deleted service page',
  },
});
