import type {
  CategoryView,
  PageMeta,
  ListQuery,
  ProductCreateRequest,
  ProductListData,
  ProductUpdateRequest,
  ProductView,
  VatRate,
} from '@voltdesk/contracts';
import { NotFoundError, ValidationError } from '@voltdesk/service-kit';
import { findPage } from '../shared/list-page';
import { poundsToPence } from '../shared/money';
import type { ProductDoc, ProductModel } from './model';
import { serializeProduct } from './serializer';

/** What services (products) need to know about categories. */
export interface CategoryDirectory {
  list(): Promise<CategoryView[]>;
  exists(id: string): Promise<boolean>;
  namesById(ids: readonly string[]): Promise<Map<string, string>>;
}

/** A service as an order line sees it. */
export interface CatalogueEntry {
  id: string;
  name: string;
  status: 0 | 1;
  vat_rate: VatRate;
}

export interface ProductServiceDeps {
  products: ProductModel;
  categories: CategoryDirectory;
}

const NO_CATEGORY = { category_id: ['The selected category id is invalid.'] };

export class ProductService {
  constructor(private readonly deps: ProductServiceDeps) {}

  /**
   * The Product list screen: a page of services by name with their category names, searched by name (all
   * without a page), and every category for the modals. `meta` counts the services.
   */
  async listWithCategories(query: ListQuery): Promise<{ data: ProductListData; meta: PageMeta }> {
    const [{ docs, meta }, categories] = await Promise.all([
      findPage(this.deps.products, query, { searchIn: ['name'], sort: { name: 1 } }),
      this.deps.categories.list(),
    ]);
    const names = await this.deps.categories.namesById(docs.map((r) => String(r.category_id)));
    const products = docs.map((r) => serializeProduct(r, names.get(String(r.category_id))));
    return { data: { products, categories }, meta };
  }

  /** Services sorted by name; `activeOnly` for the POS grid. */
  async list(options: { activeOnly?: boolean } = {}): Promise<ProductView[]> {
    const rows = await this.deps.products
      .find(options.activeOnly ? { status: 1 } : {})
      .sort({ name: 1 })
      .lean<ProductDoc[]>();
    const names = await this.deps.categories.namesById(rows.map((r) => String(r.category_id)));
    return rows.map((r) => serializeProduct(r, names.get(String(r.category_id))));
  }

  /** @throws ValidationError on `price` (decimals) or `category_id` (unknown category). */
  async create(input: ProductCreateRequest): Promise<ProductView> {
    const { price } = poundsToPence({ price: input.price });
    await this.requireCategory(input.category_id);
    const doc = await this.deps.products.create({
      name: input.name,
      price_pence: price,
      category_id: input.category_id,
      status: 1,
      vat_rate: input.vat_rate ?? 'standard',
    });
    return this.view(doc.toObject());
  }

  /** @throws NotFoundError for an unknown id; ValidationError as for create. */
  async update(input: ProductUpdateRequest): Promise<ProductView> {
    const { price } = poundsToPence({ price: input.price });
    await this.requireCategory(input.category_id);
    const doc = await this.deps.products
      .findOneAndUpdate(
        { _id: input.id },
        {
          $set: {
            name: input.name,
            price_pence: price,
            category_id: input.category_id,
            ...(input.status === undefined ? {} : { status: input.status }),
            ...(input.vat_rate === undefined ? {} : { vat_rate: input.vat_rate }),
          },
        },
        { returnDocument: 'after' },
      )
      .lean<ProductDoc>();
    if (!doc) throw new NotFoundError('Service not found.');
    return this.view(doc);
  }

  /** Orders keep their own copy of each line, so deleting a service never changes an invoice. */
  async remove(id: string): Promise<void> {
    const { deletedCount } = await this.deps.products.deleteOne({ _id: id });
    if (!deletedCount) throw new NotFoundError('Service not found.');
  }

  async countByCategory(categoryId: string): Promise<number> {
    return this.deps.products.countDocuments({ category_id: categoryId });
  }

  /** The services with these ids that exist (any status). */
  async findByIds(ids: readonly string[]): Promise<Map<string, CatalogueEntry>> {
    const rows = await this.deps.products
      .find({ _id: { $in: [...new Set(ids)] } }, { name: 1, status: 1, vat_rate: 1 })
      .lean<ProductDoc[]>();
    return new Map(
      rows.map((r) => [
        String(r._id),
        {
          id: String(r._id),
          name: r.name,
          status: r.status === 0 ? 0 : 1,
          vat_rate: r.vat_rate ?? 'standard',
        },
      ]),
    );
  }

  private async requireCategory(id: string): Promise<void> {
    if (!(await this.deps.categories.exists(id))) throw new ValidationError(NO_CATEGORY);
  }

  private async view(doc: ProductDoc): Promise<ProductView> {
    const names = await this.deps.categories.namesById([String(doc.category_id)]);
    return serializeProduct(doc, names.get(String(doc.category_id)));
  }
}
