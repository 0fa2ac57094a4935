import { contentEndpoints as content } from '@voltdesk/contracts';
import { cmsCrudApi } from '../../shared/crud-api';

/** Banner pages (/banner/{slug}): list, read by slug, multipart insert/update with `json_data`, delete. */
export const {
  useCmsBannerPageListQuery,
  useCmsBannerPageBySlugQuery,
  useCmsBannerPageInsertMutation,
  useCmsBannerPageUpdateMutation,
  useCmsBannerPageDeleteMutation,
} = cmsCrudApi('BannerPage', 'CmsBannerPage', {
  list: content.getBannerpage,
  insert: content.insertBannerpage,
  update: content.updateBannerpage,
  remove: content.deleteBannerpage,
  bySlug: content.bannerPageBySlug,
});
