import type { SiteDataRequest } from '@voltdesk/contracts';
import {
  respond,
  ValidationError,
  type InputValidator,
  type RouteSpec,
  type TokenVerifier,
} from '@voltdesk/service-kit';
import { optionalAdmin } from '../shared/optional-auth';
import { fileOf } from '../shared/uploads';
import { isSetupKey, type SetupService } from './service';

export const SAVED = 'Data updated successfully!';

export function setupRoutes(
  setup: SetupService,
  deps: { validator: InputValidator; verifier: TokenVerifier },
): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'getSingleSetup',
      handler: async (ctx) => {
        const admin = await optionalAdmin(ctx, deps.verifier);
        respond(ctx, await setup.all(Boolean(admin)));
      },
    },
    {
      method: 'POST',
      path: 'admin/createSingleSetup',
      handler: async (ctx) => {
        // Each key has its own schema, so the key is checked first and then the fields against that schema.
        const raw = (ctx.request.body ?? {}) as Record<string, unknown>;
        const key = typeof raw.key === 'string' ? raw.key.trim() : raw.key;
        if (!isSetupKey(key)) {
          throw new ValidationError({
            key: [
              key === undefined || key === '' ? 'The key field is required.' : 'The selected key is invalid.',
            ],
          });
        }
        const fields = deps.validator.validate<Record<string, unknown>>(`content.setup.${key}`, raw, {
          coerce: ctx.is('multipart') === 'multipart',
        });
        const value = await setup.save(key, fields, fileOf(ctx, 'image'));
        respond(ctx, { [key]: value }, { message: SAVED });
      },
    },
    {
      method: 'POST',
      path: 'admin/updateSiteData',
      body: 'content.siteData',
      handler: async (ctx) => {
        const data = await setup.updateSiteData(
          ctx.state.body as SiteDataRequest,
          fileOf(ctx, 'logo'),
          fileOf(ctx, 'favicon'),
        );
        respond(ctx, data, { message: SAVED });
      },
    },
  ];
}
