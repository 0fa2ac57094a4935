import type { CategoryView, CustomerView, posEndpoints, ProductView } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';

export interface PosDataSources {
  customers(): Promise<CustomerView[]>;
  categories(): Promise<CategoryView[]>;
  activeProducts(): Promise<ProductView[]>;
}

/** POS create screen: everything the form needs in one call (only Active services can be sold). */
export function posDataHandlers(
  sources: PosDataSources,
): Pick<Handlers<typeof posEndpoints>, 'orderFormData'> {
  return {
    orderFormData: async () => {
      const [customers, categories, products] = await Promise.all([
        sources.customers(),
        sources.categories(),
        sources.activeProducts(),
      ]);
      return { data: { customers, categories, products } };
    },
  };
}
