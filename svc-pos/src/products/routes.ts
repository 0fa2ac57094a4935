import type { posEndpoints } from '@voltdesk/contracts';
import { crudHandlers, type Handlers } from '@voltdesk/service-kit';
import type { ProductService } from './service';

type ProductHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'products' | 'createProduct' | 'updateProduct' | 'deleteProduct'
>;

export const productHandlers = (products: ProductService): ProductHandlers => ({
  // The list carries every category too (for the modals), so it is not the plain CRUD list.
  products: async ({ query }) => products.listWithCategories(query),
  ...crudHandlers(
    products.records,
    { create: 'createProduct', update: 'updateProduct', remove: 'deleteProduct' },
    { label: 'Service' },
  ),
});
