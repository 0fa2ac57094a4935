import type { ProductCreateRequest, ProductUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec } from '@voltdesk/service-kit';
import type { ProductService } from './service';

export const productRoutes = (products: ProductService): RouteSpec[] => [
  {
    method: 'GET',
    path: 'admin/getProducts',
    handler: async (ctx) => respond(ctx, await products.listWithCategories()),
  },
  {
    method: 'POST',
    path: 'admin/insertProduct',
    body: 'pos.products.create',
    handler: async (ctx) => {
      const data = await products.create(ctx.state.body as ProductCreateRequest);
      respond(ctx, data, { status: 201, message: 'Service created successfully.' });
    },
  },
  {
    method: 'PUT',
    path: 'admin/updateProduct',
    body: 'pos.products.update',
    handler: async (ctx) => {
      const data = await products.update(ctx.state.body as ProductUpdateRequest);
      respond(ctx, data, { message: 'Service updated successfully.' });
    },
  },
  {
    method: 'DELETE',
    path: 'admin/deleteProduct',
    query: 'common.idQuery',
    handler: async (ctx) => {
      await products.remove((ctx.state.query as { id: string }).id);
      respond(ctx, null, { message: 'Service deleted successfully.' });
    },
  },
];
