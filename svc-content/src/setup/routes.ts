import { ValidationError, type InputValidator } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import { fileOf } from '@voltdesk/service-kit';
import { isSetupKey, type SetupService } from './service';

export const SAVED = 'Data updated successfully!';

type SetupHandlers = Pick<ContentHandlers, 'setupEntries' | 'saveSetupEntry' | 'updateSiteSettings'>;

export function setupHandlers(setup: SetupService, deps: { validator: InputValidator }): SetupHandlers {
  return {
    setupEntries: async ({ user }) => ({ data: await setup.all(Boolean(user)) }),
    saveSetupEntry: async ({ ctx }) => {
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
      return { data: await setup.save(key, fields, fileOf(ctx, 'image')), message: SAVED };
    },
    updateSiteSettings: async ({ body, ctx }) => ({
      data: await setup.updateSiteData(body, fileOf(ctx, 'logo'), fileOf(ctx, 'favicon')),
      message: SAVED,
    }),
  };
}
