import { contentEndpoints as content } from '@voltdesk/contracts';
import { cmsCrudApi } from '../../shared/crud-api';

/**
 * Post list calls. `getPost` with the admin token pages through every post (inactive ones too, with their
 * description) and searches titles; insert and update are multipart (title, description, image; update
 * adds id and status).
 */
export const { useRecordList: usePostList, useRecordSave: usePostSave } = cmsCrudApi('Post', 'CmsPost', {
  list: content.getPost,
  insert: content.insertPost,
  update: content.updatePost,
  remove: content.deletePost,
});
