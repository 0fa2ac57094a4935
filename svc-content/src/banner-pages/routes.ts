import { blockPageFiles } from '../shared/block-pages';
import { crudHandlers } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import type { BannerPageService } from './service';

type BannerPageHandlers = Pick<
  ContentHandlers,
  'bannerPages' | 'bannerPageBySlug' | 'createBannerPage' | 'updateBannerPage' | 'deleteBannerPage'
>;

export const bannerPageHandlers = (bannerPages: BannerPageService): BannerPageHandlers => ({
  ...crudHandlers(
    bannerPages,
    {
      list: 'bannerPages',
      create: 'createBannerPage',
      update: 'updateBannerPage',
      remove: 'deleteBannerPage',
    },
    { label: 'Banner page', files: blockPageFiles },
  ),
  bannerPageBySlug: async ({ query, user }) => ({
    data: await bannerPages.bySlug(query.slug, Boolean(user)),
  }),
});
