import { blockPageScreens } from '../../shared/blocks/block-page-screens';
import { bannerPagesCalls } from './banner-pages-api';

/** Banner Page List, Banner Create and Banner Update (spec section 2). */
const { ListPage, CreatePage, UpdatePage } = blockPageScreens(
  {
    variant: 'banner',
    nameHeader: 'Title',
    paths: { list: 'bannerlist', create: 'bannercreate', update: 'bannerupdate' },
  },
  bannerPagesCalls,
);

export { ListPage as BannerPageListPage, CreatePage as BannerCreatePage, UpdatePage as BannerPageUpdatePage };
