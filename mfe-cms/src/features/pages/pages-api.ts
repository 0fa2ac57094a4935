import { contentEndpoints as content } from '@voltdesk/contracts';
import { cmsCrudApi } from '../../shared/crud-api';

/** Free pages (/p/{slug}): list, read by slug (the admin token sees inactive ones), insert, update, delete. */
export const {
  useRecordList: usePageList,
  useBySlug: usePageBySlugQuery,
  useInsert: useCreatePageMutation,
  useUpdate: useUpdatePageMutation,
} = cmsCrudApi('Page', 'CmsPage', {
  list: content.pages,
  insert: content.pageInsert,
  update: content.updatePage,
  remove: content.deletePage,
  bySlug: content.pageBySlug,
});
