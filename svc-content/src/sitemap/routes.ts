import type { RouteSpec } from '@voltdesk/service-kit';
import type { SitemapService } from './service';

export function sitemapRoutes(sitemap: SitemapService): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'sitemap.xml',
      // Search engines want the XML itself, not the JSON envelope.
      handler: async (ctx) => {
        ctx.type = 'application/xml';
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.body = await sitemap.xml();
      },
    },
  ];
}
