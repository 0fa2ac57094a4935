import type { authEndpoints } from '@voltdesk/contracts';
import type { Middleware } from 'koa';
import { MAX_IMAGE_BYTES, ValidationError, type Handlers, type UploadedFile } from '@voltdesk/service-kit';
import { PROFILE_MESSAGES, type ProfileService } from './service';

export function profileHandlers(
  profile: ProfileService,
): Pick<Handlers<typeof authEndpoints>, 'updateProfile' | 'changePassword'> {
  return {
    updateProfile: async ({ body, user, ctx }) => {
      const files = ctx.request.files as Record<string, UploadedFile | UploadedFile[]> | undefined;
      const view = await profile.update(user.id, body, avatarFrom(files));
      return { data: view, message: PROFILE_MESSAGES.updated };
    },
    changePassword: async ({ body, user }) => {
      await profile.changePassword(user.id, user.jti, body);
      // The spec's profile screen shows `match` in its green alert.
      return {
        data: null,
        message: PROFILE_MESSAGES.passwordChanged,
        extras: { match: PROFILE_MESSAGES.passwordChanged },
      };
    },
  };
}

/**
 * The avatar from a multipart request: at most one file, named `avatar`.
 * @throws ValidationError under `errors` for any other file field or several avatars.
 */
export function avatarFrom(
  files: Record<string, UploadedFile | UploadedFile[]> | undefined,
): UploadedFile | undefined {
  if (!files) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(files)) {
    if (field !== 'avatar') fields[field] = [`The ${field.replace(/_/g, ' ')} field is not allowed.`];
    else if (Array.isArray(value) && value.length !== 1)
      fields.avatar = ['The avatar must be a single file.'];
  }
  if (Object.keys(fields).length) throw new ValidationError(fields, 'errors');
  const avatar = files.avatar;
  return Array.isArray(avatar) ? avatar[0] : avatar;
}

/** formidable's code for a file over `maxFileSize` (the shared 5 MB body limit). */
const FILE_TOO_BIG = 1016;

/**
 * The shared body parser stops an avatar over 5 MB before any handler runs, which the kit answers as 413.
 * The profile screen shows avatar problems under the field, so on `updateProfile` that one case becomes
 * the same 422 `errors.avatar` as every other bad avatar. Mounted before the body parser, so it wraps it.
 */
export function avatarTooLargeAsFieldError(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      const e = err as { code?: unknown; httpCode?: unknown };
      if (ctx.path === '/api/updateProfile' && e.code === FILE_TOO_BIG && e.httpCode === 413) {
        throw new ValidationError(
          { avatar: [`The avatar may not be greater than ${MAX_IMAGE_BYTES / 1024} kilobytes.`] },
          'errors',
        );
      }
      throw err;
    }
  };
}
