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
import { CrudStore, ValidationError } from '@voltdesk/service-kit';
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
  /** Create, update and delete, and the paged list of the Product screen. */
  readonly records: CrudStore<ProductDoc, ProductView, ProductCreateRequest, ProductUpdateRequest>;

  constructor(private readonly deps: ProductServiceDeps) {
    this.records = new CrudStore({
      model: deps.products,
      // Each service shows its category's name: one look-up for a whole page.
      serialize: { all: (docs) => this.withCategoryNames(docs) },
      name: 'products',
      notFound: 'Service not found.',
      searchIn: ['name'],
      sort: { name: 1 },
      fieldsOf: async (input) => {
        const { price } = poundsToPence({ price: input.price });
        await this.requireCategory(input.category_id);
        return {
          name: input.name,
          price_pence: price,
          category_id: input.category_id,
          ...('status' in input && input.status !== undefined ? { status: input.status } : {}),
          // Left out on an update keeps the service's rate; a new service without one is standard rated.
          ...(input.vat_rate === undefined ? {} : { vat_rate: input.vat_rate }),
        };
      },
    });
  }

  /**
   * The Product list screen: a page of services by name with their category names, searched by name (all
   * without a page), and every category for the modals. `meta` counts the services.
   */
  async listWithCategories(query: ListQuery): Promise<{ data: ProductListData; meta: PageMeta }> {
    const [{ items, meta }, categories] = await Promise.all([
      this.records.list(query),
      this.deps.categories.list(),
    ]);
    return { data: { products: items, categories }, meta };
  }

  /** Services sorted by name; `activeOnly` for the POS grid. */
  async list(options: { activeOnly?: boolean } = {}): Promise<ProductView[]> {
    return (await this.records.list({}, options)).items;
  }

  /** @throws ValidationError on `price` (decimals) or `category_id` (unknown category). */
  create(input: ProductCreateRequest): Promise<ProductView> {
    return this.records.create(input);
  }

  /** @throws NotFoundError for an unknown id; ValidationError as for create. */
  update(input: ProductUpdateRequest): Promise<ProductView> {
    return this.records.update(input);
  }

  /** Orders keep their own copy of each line, so deleting a service never changes an invoice. */
  remove(id: string): Promise<void> {
    return this.records.remove(id);
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

  private async withCategoryNames(docs: readonly ProductDoc[]): Promise<ProductView[]> {
    const names = await this.deps.categories.namesById(docs.map((r) => String(r.category_id)));
    return docs.map((r) => serializeProduct(r, names.get(String(r.category_id))));
  }
}
