import type { ChangePasswordRequest, UpdateProfileRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec, type UploadedFile } from '@voltdesk/service-kit';
import { avatarFrom, PROFILE_MESSAGES, type ProfileService } from './service';

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
