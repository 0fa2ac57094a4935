import type { ContentHandlers } from '../shared/handlers';
import type { PublicPageService } from './service';

export const publicPageHandlers = (pages: PublicPageService): Pick<ContentHandlers, 'publicPage'> => ({
  publicPage: async ({ query, ctx }) => {
    await pages.check(query.path);
    // As fresh as the page reads it checks (the read cache's bound); a proxy may keep it that long.
    ctx.set('Cache-Control', 'public, max-age=30');
    return { data: { path: query.path } };
  },
});
