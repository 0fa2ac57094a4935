import type { CategoryCreateRequest, CategoryUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec } from '@voltdesk/service-kit';
import type { CategoryService } from './service';

export const categoryRoutes = (categories: CategoryService): RouteSpec[] => [
  {
    method: 'GET',
    path: 'admin/getCategories',
    handler: async (ctx) => respond(ctx, await categories.list()),
  },
  {
    method: 'POST',
    path: 'admin/insertCategory',
    body: 'pos.categories.create',
    handler: async (ctx) => {
      const data = await categories.create(ctx.state.body as CategoryCreateRequest);
      respond(ctx, data, { status: 201, message: 'Category created successfully.' });
    },
  },
  {
    method: 'PUT',
    path: 'admin/updateCategory',
    body: 'pos.categories.update',
    handler: async (ctx) => {
      const data = await categories.update(ctx.state.body as CategoryUpdateRequest);
      respond(ctx, data, { message: 'Category updated successfully.' });
    },
  },
  {
    method: 'DELETE',
    path: 'admin/deleteCategory',
    query: 'common.idQuery',
    handler: async (ctx) => {
      await categories.remove((ctx.state.query as { id: string }).id);
      respond(ctx, null, { message: 'Category deleted successfully.' });
    },
  },
];
