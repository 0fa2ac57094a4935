import type { CategoryCreateRequest, CategoryUpdateRequest, CategoryView } from '@voltdesk/contracts';
import { CrudStore, ValidationError } from '@voltdesk/service-kit';
import { nameKey, type CategoryDoc, type CategoryModel } from './model';
import { serializeCategory } from './serializer';

/** What the categories need to know about services (products) before deleting one. */
export interface CategoryUsage {
  countByCategory(categoryId: string): Promise<number>;
}

export interface CategoryServiceDeps {
  categories: CategoryModel;
  usage: CategoryUsage;
}

export class CategoryService {
  /** List (by name, searched by name), create, update and delete, as the admin screens call them. */
  readonly records: CrudStore<CategoryDoc, CategoryView, CategoryCreateRequest, CategoryUpdateRequest>;

  constructor(private readonly deps: CategoryServiceDeps) {
    this.records = new CrudStore({
      model: deps.categories,
      serialize: serializeCategory,
      name: 'categories',
      notFound: 'Category not found.',
      searchIn: ['name'],
      sort: { name: 1 },
      status: false,
      fieldsOf: ({ name }) => ({ name, name_key: nameKey(name) }),
      // Names are unique ignoring case: the index is on the lower-cased name.
      uniqueAs: { name_key: 'name' },
      // A service created in the same instant could still point at a category deleted here; product
      // writes check the category exists, so the window is one request wide and shows as a service with
      // `category: null`, never as a failure.
      beforeRemove: async (id) => {
        if ((await deps.usage.countByCategory(id)) > 0) {
          throw new ValidationError({ id: ['This category has services and cannot be deleted.'] });
        }
      },
    });
  }

  /** Every category by name (the services' modals, the POS create screen). */
  async list(): Promise<CategoryView[]> {
    return (await this.records.list({})).items;
  }

  /** Names of the given categories by id (for product lists). */
  async namesById(ids: readonly string[]): Promise<Map<string, string>> {
    const rows = await this.deps.categories.find({ _id: { $in: [...new Set(ids)] } }, { name: 1 }).lean();
    return new Map(rows.map((r) => [String(r._id), r.name]));
  }

  async exists(id: string): Promise<boolean> {
    return (await this.deps.categories.exists({ _id: id })) !== null;
  }

  /** @throws ValidationError on `name` when the name (ignoring case) is taken. */
  create(input: CategoryCreateRequest): Promise<CategoryView> {
    return this.records.create(input);
  }

  /** @throws NotFoundError for an unknown id; ValidationError on `name` when taken. */
  update(input: CategoryUpdateRequest): Promise<CategoryView> {
    return this.records.update(input);
  }

  /** @throws NotFoundError for an unknown id; ValidationError on `id` when services use it. */
  remove(id: string): Promise<void> {
    return this.records.remove(id);
  }
}
