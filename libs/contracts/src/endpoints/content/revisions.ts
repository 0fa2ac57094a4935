import { defineEndpoints } from '../endpoint';

/** Revisions of posts, pages, banner pages and service pages. */
export const revisionEndpoints = defineEndpoints({
  /** The last revisions (at most 20) of a post, page, banner page or service page, newest first. */
  revisions: {
    name: 'revisions',
    method: 'GET',
    path: 'admin/revisions',
    service: 'content',
    access: 'admin',
    query: 'content.revisions.listQuery',
    errors: 'data',
    view: 'content.views.revision',
    many: true,
    errorStatuses: [401, 403, 422],
  },
  /** Puts a record back as one of its revisions kept it; answers the new revision this makes. */
  restoreRevision: {
    name: 'restoreRevision',
    method: 'POST',
    path: 'admin/restoreRevision',
    service: 'content',
    access: 'admin',
    body: 'content.revisions.restore',
    errors: 'data',
    view: 'content.views.revision',
    errorStatuses: [401, 403, 404, 422],
    message: 'Revision restored.',
    activity: 'restored revision',
  },
});
