import { blockPageScreens } from '../../shared/blocks/block-page-screens';
import {
  useCmsBannerPageBySlugQuery,
  useCmsBannerPageDeleteMutation,
  useCmsBannerPageInsertMutation,
  useCmsBannerPageListQuery,
  useCmsBannerPageUpdateMutation,
} from './banner-pages-api';

/**
 * Banner Page list (the `banner_page_image` Background Image form; SL, Title, /banner/{slug}, edit,
 * delete), Banner Create (header part, banner part, padding-section blocks) and Banner Update (the same
 * form loaded by slug, `get_by_slug`); a save goes back to the list.
 */
const { ListPage, CreatePage, UpdatePage } = blockPageScreens({
  variant: 'banner',
  noun: 'Banner page',
  titles: { list: 'Banner Page List', create: 'Banner Create', update: 'Banner Update' },
  nameHeader: 'Title',
  sitePrefix: '/banner/',
  paths: { list: 'bannerlist', create: 'bannercreate', update: 'bannerupdate' },
  backgroundKey: 'banner_page_image',
  searchLabel: 'Search banner pages',
  api: {
    useList: useCmsBannerPageListQuery,
    useDelete: useCmsBannerPageDeleteMutation,
    useInsert: useCmsBannerPageInsertMutation,
    useUpdate: useCmsBannerPageUpdateMutation,
    useBySlug: useCmsBannerPageBySlugQuery,
  },
});

export { ListPage as BannerPageListPage, CreatePage as BannerCreatePage, UpdatePage as BannerPageUpdatePage };
