import type { posEndpoints } from '@voltdesk/contracts';
import { crudHandlers, type Handlers } from '@voltdesk/service-kit';
import type { CategoryService } from './service';

type CategoryHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'categories' | 'createCategory' | 'updateCategory' | 'deleteCategory'
>;

export const categoryHandlers = (categories: CategoryService): CategoryHandlers =>
  crudHandlers(
    categories.records,
    { list: 'categories', create: 'createCategory', update: 'updateCategory', remove: 'deleteCategory' },
    { label: 'Category' },
  );
