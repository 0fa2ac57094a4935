import { contentEndpoints as content } from '@voltdesk/contracts';
import { cmsCrudApi } from '../../shared/crud-api';

/**
 * Navbar List calls of svc-content. `admin/allNavbar` without a page answers every item (the parent
 * choices of the modal); with one, the page the list shows.
 */
export const {
  useList: useNavbarsQuery,
  useRecordList: useNavbarList,
  useRecordSave: useNavbarSave,
} = cmsCrudApi('Navbar', 'CmsNavbar', {
  list: content.allNavbar,
  insert: content.insertNavbar,
  update: content.updateNavbar,
  remove: content.deleteNavbar,
});
