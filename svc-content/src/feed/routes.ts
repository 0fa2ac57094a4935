import type { ContentHandlers } from '../shared/handlers';
import type { FeedService } from './service';

export function feedHandlers(feed: FeedService): Pick<ContentHandlers, 'rss'> {
  return {
    // Feed readers want the XML itself, not the JSON envelope.
    rss: async ({ ctx }) => {
      ctx.type = 'application/rss+xml';
      ctx.set('Cache-Control', 'public, max-age=300');
      ctx.body = await feed.rss();
    },
  };
}
