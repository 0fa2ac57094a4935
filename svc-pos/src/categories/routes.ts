import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { CategoryService } from './service';

export function categoryHandlers(
  categories: CategoryService,
): Pick<
  Handlers<typeof posEndpoints>,
  'categories' | 'insertCategory' | 'updateCategory' | 'deleteCategory'
> {
  return {
    categories: async ({ query }) => categories.page(query),
    insertCategory: async ({ body }) => ({
      data: await categories.create(body),
      status: 201,
      message: 'Category created successfully.',
    }),
    updateCategory: async ({ body }) => ({
      data: await categories.update(body),
      message: 'Category updated successfully.',
    }),
    deleteCategory: async ({ query }) => {
      await categories.remove(query.id);
      return { data: null, message: 'Category deleted successfully.' };
    },
  };
}
