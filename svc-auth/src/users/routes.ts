import type { AdminRegisterRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec } from '@voltdesk/service-kit';
import type { UserService } from './service';

export function userRoutes(users: UserService): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'admin/users',
      handler: async (ctx) => respond(ctx, await users.me(ctx.state.user!.id)),
    },
    {
      method: 'GET',
      path: 'admin/userlist',
      query: 'auth.userListQuery',
      handler: async (ctx) => {
        const { user_type: userType = 'admin' } = ctx.state.query as { user_type?: string };
        respond(ctx, await users.list(userType));
      },
    },
    {
      method: 'GET',
      path: 'admin/userstatus',
      query: 'auth.userStatusQuery',
      handler: async (ctx) => {
        const { id } = ctx.state.query as { id: string };
        respond(ctx, await users.toggleStatus(ctx.state.user!.id, id), { message: 'Status updated.' });
      },
    },
    {
      method: 'POST',
      path: 'admin/adminregister',
      body: 'auth.adminRegister',
      handler: async (ctx) => {
        const created = await users.registerAdmin(ctx.state.body as AdminRegisterRequest);
        respond(ctx, created, { status: 201, message: 'Admin created successfully.' });
      },
    },
  ];
}
