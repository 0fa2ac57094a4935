import { blockPageFiles } from '../shared/block-pages';
import { crudHandlers } from '@voltdesk/service-kit';
import type { ImageInfoReader } from '../shared/image-info';
import type { ContentHandlers } from '../shared/handlers';
import type { BannerPageService } from './service';

type BannerPageHandlers = Pick<
  ContentHandlers,
  'getBannerpage' | 'bannerPageBySlug' | 'insertBannerpage' | 'updateBannerpage' | 'deleteBannerpage'
>;

export const bannerPageHandlers = (
  bannerPages: BannerPageService,
  images: ImageInfoReader,
): BannerPageHandlers => ({
  ...crudHandlers(
    bannerPages,
    {
      list: 'getBannerpage',
      create: 'insertBannerpage',
      update: 'updateBannerpage',
      remove: 'deleteBannerpage',
    },
    { label: 'Banner page', files: blockPageFiles },
  ),
  bannerPageBySlug: async ({ query, user }) => ({
    data: await images.with(await bannerPages.bySlug(query.slug, Boolean(user))),
  }),
});
