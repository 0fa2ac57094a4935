import type { ContentHandlers } from '../shared/handlers';
import type { SitemapService } from './service';

export function sitemapHandlers(sitemap: SitemapService): Pick<ContentHandlers, 'sitemap'> {
  return {
    // Search engines want the XML itself, not the JSON envelope.
    sitemap: async ({ ctx }) => {
      ctx.type = 'application/xml';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = await sitemap.xml();
    },
  };
}
