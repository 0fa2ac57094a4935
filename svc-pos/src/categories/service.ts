import type {
  CategoryCreateRequest,
  CategoryUpdateRequest,
  CategoryView,
  PageMeta,
  ListQuery,
} from '@voltdesk/contracts';
import { NotFoundError, ValidationError, isDuplicateKey } from '@voltdesk/service-kit';
import { findPage } from '../shared/list-page';
import { nameKey, type CategoryModel } from './model';
import { serializeCategory } from './serializer';

/** What the categories need to know about services (products) before deleting one. */
export interface CategoryUsage {
  countByCategory(categoryId: string): Promise<number>;
}

export interface CategoryServiceDeps {
  categories: CategoryModel;
  usage: CategoryUsage;
}

const TAKEN = { name: ['The name has already been taken.'] };

export class CategoryService {
  constructor(private readonly deps: CategoryServiceDeps) {}

  /** The Category list: a page of categories by name, searched by name (all without a page). */
  async page(query: ListQuery): Promise<{ data: CategoryView[]; meta: PageMeta }> {
    const { docs, meta } = await findPage(this.deps.categories, query, {
      searchIn: ['name'],
      sort: { name: 1 },
    });
    return { data: docs.map(serializeCategory), meta };
  }

  async list(): Promise<CategoryView[]> {
    const rows = await this.deps.categories.find({}, { name: 1 }).sort({ name: 1 }).lean();
    return rows.map(serializeCategory);
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
  async create(input: CategoryCreateRequest): Promise<CategoryView> {
    try {
      const doc = await this.deps.categories.create({ name: input.name, name_key: nameKey(input.name) });
      return serializeCategory(doc);
    } catch (err) {
      if (isDuplicateKey(err, 'name_key')) throw new ValidationError(TAKEN);
      throw err;
    }
  }

  /** @throws NotFoundError for an unknown id; ValidationError on `name` when taken. */
  async update(input: CategoryUpdateRequest): Promise<CategoryView> {
    try {
      const doc = await this.deps.categories
        .findOneAndUpdate(
          { _id: input.id },
          { $set: { name: input.name, name_key: nameKey(input.name) } },
          { returnDocument: 'after' },
        )
        .lean();
      if (!doc) throw new NotFoundError('Category not found.');
      return serializeCategory(doc);
    } catch (err) {
      if (isDuplicateKey(err, 'name_key')) throw new ValidationError(TAKEN);
      throw err;
    }
  }

  /**
   * Deletes a category no service uses. A service created in the same instant could still point at it;
   * product writes check the category exists, so the window is one request wide and shows as a service
   * with `category: null`, never as a failure.
   *
   * @throws NotFoundError for an unknown id; ValidationError on `id` when services use it.
   */
  async remove(id: string): Promise<void> {
    if (!(await this.exists(id))) throw new NotFoundError('Category not found.');
    if ((await this.deps.usage.countByCategory(id)) > 0) {
      throw new ValidationError({ id: ['This category has services and cannot be deleted.'] });
    }
    await this.deps.categories.deleteOne({ _id: id });
  }
}
