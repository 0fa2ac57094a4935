import type { RouteSpec } from '@voltdesk/service-kit';
import type { LandingService } from './service';

export function landingRoutes(landing: LandingService): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'landding',
      handler: async (ctx) => {
        const { body, etag } = await landing.snapshot();
        ctx.set('ETag', etag);
        // Browsers may keep it but must ask again (a 304 costs nothing); the key header varies nothing.
        ctx.set('Cache-Control', 'no-cache');
        const match = ctx.get('if-none-match');
        if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
          ctx.status = 304;
          return;
        }
        // Pre-serialized once per cache fill: the envelope `{data}` is already in `body`.
        ctx.type = 'application/json';
        ctx.body = body;
      },
    },
  ];
}
