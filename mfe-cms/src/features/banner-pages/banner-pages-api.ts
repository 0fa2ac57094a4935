import { contentEndpoints as content } from '@voltdesk/contracts';
import { cmsCrudApi } from '../../shared/crud-api';

/** Banner pages (/banner/{slug}): list, read by slug, multipart insert/update with `json_data`, delete. */
const bannerPagesApi = cmsCrudApi('BannerPage', 'CmsBannerPage', {
  list: content.getBannerpage,
  insert: content.insertBannerpage,
  update: content.updateBannerpage,
  remove: content.deleteBannerpage,
  bySlug: content.bannerPageBySlug,
});

/** The block page screens' calls. */
export const bannerPagesCalls = {
  useRecordList: bannerPagesApi.useRecordList,
  useInsert: bannerPagesApi.useInsert,
  useUpdate: bannerPagesApi.useUpdate,
  useBySlug: bannerPagesApi.useBySlug,
};
