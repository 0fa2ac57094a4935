import { defineEndpoints } from '../endpoint';

/** The media library (images). */
export const mediaEndpoints = defineEndpoints({
  /**
   * The media library, newest first, a page at a time (`search` in file names and alt texts): every image
   * svc-content stores, with its size, pixels, alt text and the records that show it.
   */
  media: {
    name: 'media',
    method: 'GET',
    path: 'admin/media',
    service: 'content',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'content.views.media',
    many: true,
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 422],
  },
  /** Stores an image (`image` file, checked as every upload is) with its alt text. */
  uploadMedia: {
    name: 'uploadMedia',
    method: 'POST',
    path: 'admin/uploadMedia',
    service: 'content',
    access: 'admin',
    body: 'content.media.upload',
    multipart: true,
    errors: 'data',
    view: 'content.views.media',
    errorStatuses: [401, 403, 422],
    message: 'Image uploaded.',
    activity: 'uploaded media',
  },
  /** Changes an image's alt text. */
  updateMedia: {
    name: 'updateMedia',
    method: 'POST',
    path: 'admin/updateMedia',
    service: 'content',
    access: 'admin',
    body: 'content.media.update',
    errors: 'data',
    view: 'content.views.media',
    errorStatuses: [401, 403, 404, 422],
    message: 'Alt text saved.',
    activity: 'updated media',
  },
  /** Deletes an image no record shows; 409 naming the records when some do. */
  deleteMedia: {
    name: 'deleteMedia',
    method: 'DELETE',
    path: 'admin/deleteMedia',
    service: 'content',
    access: 'admin',
    query: 'content.media.fileQuery',
    errors: 'data',
    view: null,
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Image deleted.',
    activity: 'deleted media',
  },
});
