import { contentEndpoints as content } from '@voltdesk/contracts';
import { cmsCrudApi } from '../../shared/crud-api';

/** Service pages (/service/{slug}): list, read by slug, multipart insert/update with `json_data`, delete. */
const servicePagesApi = cmsCrudApi('ServicePage', 'CmsServicePage', {
  list: content.getService,
  insert: content.insertService,
  update: content.updateService,
  remove: content.deleteService,
  bySlug: content.serviceBySlug,
});

/** The block page screens' calls. */
export const servicePagesCalls = {
  useRecordList: servicePagesApi.useRecordList,
  useInsert: servicePagesApi.useInsert,
  useUpdate: servicePagesApi.useUpdate,
  useBySlug: servicePagesApi.useBySlug,
};
