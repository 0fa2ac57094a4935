import type { ChangePasswordRequest, UpdateProfileRequest } from '@voltdesk/contracts';
import { respond, ValidationError, type RouteSpec, type UploadedFile } from '@voltdesk/service-kit';
import { PROFILE_MESSAGES, type ProfileService } from './service';

export function profileRoutes(profile: ProfileService): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: 'updateProfile',
      body: 'auth.updateProfile',
      errorsKey: 'errors',
      handler: async (ctx) => {
        const files = ctx.request.files as Record<string, UploadedFile | UploadedFile[]> | undefined;
        const view = await profile.update(
          ctx.state.user!.id,
          ctx.state.body as UpdateProfileRequest,
          avatarFrom(files),
        );
        respond(ctx, view, { message: PROFILE_MESSAGES.updated });
      },
    },
    {
      method: 'PUT',
      path: 'changePassword',
      body: 'auth.changePassword',
      errorsKey: 'errors',
      handler: async (ctx) => {
        await profile.changePassword(ctx.state.user!.id, ctx.state.body as ChangePasswordRequest);
        respond(ctx, null, { message: PROFILE_MESSAGES.passwordChanged });
        // The spec's profile screen shows `match` in its green alert.
        ctx.body = { ...(ctx.body as object), match: PROFILE_MESSAGES.passwordChanged };
      },
    },
  ];
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
