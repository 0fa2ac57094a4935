import type { CategoryView, CustomerView, ProductView } from '@voltdesk/contracts';
import { respond, type RouteSpec } from '@voltdesk/service-kit';

export interface PosDataSources {
  customers(): Promise<CustomerView[]>;
  categories(): Promise<CategoryView[]>;
  activeProducts(): Promise<ProductView[]>;
}

/** POS create screen: everything the form needs in one call (only Active services can be sold). */
export const posDataRoutes = (sources: PosDataSources): RouteSpec[] => [
  {
    method: 'GET',
    path: 'admin/getposInsertData',
    handler: async (ctx) => {
      const [customers, categories, products] = await Promise.all([
        sources.customers(),
        sources.categories(),
        sources.activeProducts(),
      ]);
      respond(ctx, { customers, categories, products });
    },
  },
];
