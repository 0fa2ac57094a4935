import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { ProductService } from './service';

export function productHandlers(
  products: ProductService,
): Pick<Handlers<typeof posEndpoints>, 'products' | 'insertProduct' | 'updateProduct' | 'deleteProduct'> {
  return {
    products: async ({ query }) => products.listWithCategories(query),
    insertProduct: async ({ body }) => ({
      data: await products.create(body),
      status: 201,
      message: 'Service created successfully.',
    }),
    updateProduct: async ({ body }) => ({
      data: await products.update(body),
      message: 'Service updated successfully.',
    }),
    deleteProduct: async ({ query }) => {
      await products.remove(query.id);
      return { data: null, message: 'Service deleted successfully.' };
    },
  };
}
