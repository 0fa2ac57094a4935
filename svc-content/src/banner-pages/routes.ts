import type { BannerPageCreateRequest, BannerPageUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec, type TokenVerifier } from '@voltdesk/service-kit';
import type { Context } from 'koa';
import { optionalAdmin } from '../shared/optional-auth';
import { fileOf } from '../shared/uploads';
import type { BannerPageService } from './service';

const filesOf = (ctx: Context) => ({
  em_image: fileOf(ctx, 'em_image'),
  banner_image: fileOf(ctx, 'banner_image'),
});

export function bannerPageRoutes(
  bannerPages: BannerPageService,
  deps: { verifier: TokenVerifier },
): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'admin/getBannerpage',
      handler: async (ctx) => respond(ctx, await bannerPages.list()),
    },
    {
      method: 'GET',
      path: 'get_by_slug',
      query: 'content.slugQuery',
      handler: async (ctx) => {
        const admin = Boolean(await optionalAdmin(ctx, deps.verifier));
        respond(ctx, await bannerPages.bySlug((ctx.state.query as { slug: string }).slug, admin));
      },
    },
    {
      method: 'POST',
      path: 'admin/insertBannerpage',
      body: 'content.bannerPages.create',
      jsonFields: ['json_data'],
      handler: async (ctx) =>
        respond(ctx, await bannerPages.create(ctx.state.body as BannerPageCreateRequest, filesOf(ctx)), {
          status: 201,
          message: 'Banner page created successfully.',
        }),
    },
    {
      method: 'POST',
      path: 'admin/updateBannerpage',
      body: 'content.bannerPages.update',
      jsonFields: ['json_data'],
      handler: async (ctx) =>
        respond(ctx, await bannerPages.update(ctx.state.body as BannerPageUpdateRequest, filesOf(ctx)), {
          message: 'Banner page updated successfully.',
        }),
    },
    {
      method: 'DELETE',
      path: 'admin/deleteBannerpage',
      query: 'common.idQuery',
      handler: async (ctx) => {
        await bannerPages.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: 'Banner page deleted successfully.' });
      },
    },
  ];
}
