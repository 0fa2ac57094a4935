import type { contentEndpoints } from '@voltdesk/contracts';
import type { Reply } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import type { LandingService } from './service';

/**
 * The landing answer is its `{ data }` envelope serialized once per cache fill (and a 304 has no body),
 * so the handler writes it on ctx; registerEndpoints leaves an answer alone when a handler returns none.
 * Its `data` is typed as the landing view where it is built (LandingService), and landing.test checks the
 * body against the view, which registerEndpoints cannot do for a body it does not build.
 */
const WRITTEN = undefined as unknown as Reply<(typeof contentEndpoints)['landing']>;

export function landingHandlers(landing: LandingService): Pick<ContentHandlers, 'landing'> {
  return {
    landing: async ({ ctx }) => {
      const { body, etag } = await landing.snapshot();
      ctx.set('ETag', etag);
      // Browsers may keep it but must ask again (a 304 costs nothing); the key header varies nothing.
      ctx.set('Cache-Control', 'no-cache');
      const match = ctx.get('if-none-match');
      if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        ctx.status = 304;
        return WRITTEN;
      }
      ctx.type = 'application/json';
      ctx.body = body;
      return WRITTEN;
    },
  };
}
