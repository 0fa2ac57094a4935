import type { RouteSpec, TokenVerifier } from '@voltdesk/service-kit';
import { blockPageRoutes } from '../shared/block-page-routes';
import type { BannerPageService } from './service';

export function bannerPageRoutes(
  bannerPages: BannerPageService,
  deps: { verifier: TokenVerifier },
): RouteSpec[] {
  return blockPageRoutes(
    bannerPages,
    {
      list: 'admin/getBannerpage',
      bySlug: 'get_by_slug',
      create: 'admin/insertBannerpage',
      update: 'admin/updateBannerpage',
      remove: 'admin/deleteBannerpage',
      createSchema: 'content.bannerPages.create',
      updateSchema: 'content.bannerPages.update',
      label: 'Banner page',
    },
    deps,
  );
}
