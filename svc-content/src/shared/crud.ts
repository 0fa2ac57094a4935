import escapeStringRegexp from 'escape-string-regexp';
import type { Model } from 'mongoose';
import type { ListQuery, View } from '@voltdesk/contracts';
import { NotFoundError, type ImageKind, type UploadedFile } from '@voltdesk/service-kit';
import type { ContentChanges } from './changes';
import type { ReadCache } from './read-cache';
import { freeSlug, slugify, withUniqueSlug } from './slug';
import { ACTIVE } from './status';
import type { Images } from './uploads';

/** A document as `lean()` reads it. */
export type Lean<Doc> = Doc & { _id: unknown };
export type PageMeta = View<'common.views.pageMeta'>;
export interface Page<V> {
  items: V[];
  meta: PageMeta;
}
/** Uploaded files by multipart field. */
export type Files = Partial<Record<string, UploadedFile>>;

const DEFAULT_PER_PAGE = 20;

/** An image field of a record: stored from the upload of the same name. */
export interface ImageField {
  field: string;
  /** Whether a create must carry it (an update keeps the stored image when none is sent). */
  required?: boolean;
  kinds?: readonly ImageKind[];
}

/** What tells one kind of record from another; everything else about its CRUD is the same. */
export interface CrudKind<Doc, V, Create, Update extends { id: string }> {
  model: Model<Doc>;
  serialize: (doc: Lean<Doc>) => V;
  /** The 404 message, e.g. 'Card not found.'. */
  notFound: string;
  /** What `ContentChanges.changed` is told after a write (empties the landing data and read cache). */
  changes: string;
  /** Text fields the CMS list's `search` looks in. */
  searchIn: readonly string[];
  /** List order; oldest first unless said. */
  sort?: Record<string, 1 | -1>;
  /** The field a new record's unique slug is made from; an update takes a new slug only when sent one. */
  slugFrom?: string;
  images?: readonly ImageField[];
  /** The fields stored from a request (sanitized, normalised); by default the request less id and slug. */
  fieldsOf?: (body: Create | Update) => Record<string, unknown>;
  /** Public reads by slug are kept in the read cache under `<cacheKey>:<slug>`. */
  cacheKey?: string;
}

export interface CrudDeps {
  changes: ContentChanges;
  images?: Images;
  cache?: ReadCache;
}

/**
 * Records of `model` matching `search` (case-insensitive, literal) in the `searchIn` fields, a page at a
 * time when `page` or `per_page` is sent (per_page 20 unless said), else all of them: the screens built
 * before paging ask for no page.
 */
export async function findPage<Doc, R>(
  model: Model<Doc>,
  query: ListQuery,
  opts: {
    searchIn: readonly string[];
    sort?: Record<string, 1 | -1>;
    filter?: Record<string, unknown>;
    serialize: (doc: Lean<Doc>) => R;
  },
): Promise<Page<R>> {
  const filter: Record<string, unknown> = { ...opts.filter };
  const search = query.search?.trim();
  if (search) {
    const pattern = { $regex: escapeStringRegexp(search), $options: 'i' };
    filter.$or = opts.searchIn.map((field) => ({ [field]: pattern }));
  }
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  let find = model.find(filter).sort(opts.sort ?? { _id: 1 });
  if (paged) find = find.skip((page - 1) * perPage).limit(perPage);
  const [docs, total] = await Promise.all([find.lean<Array<Lean<Doc>>>(), model.countDocuments(filter)]);
  const items = docs.map(opts.serialize);
  return { items, meta: metaOf(paged, page, perPage, items.length, total) };
}

/**
 * A page of a list held in memory (small lists built from several records, like the navbar tree), by
 * the same rules as `CrudStore.list`: `search` matches any of `textOf(item)` case-insensitively.
 */
export function pageOf<V>(all: V[], query: ListQuery, textOf: (item: V) => string[]): Page<V> {
  const search = query.search?.trim().toLowerCase();
  const found = search
    ? all.filter((item) => textOf(item).some((t) => t.toLowerCase().includes(search)))
    : all;
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const items = paged ? found.slice((page - 1) * perPage, page * perPage) : found;
  return { items, meta: metaOf(paged, page, perPage, items.length, found.length) };
}

/** Without paging asked for, the one page holds every record. */
const metaOf = (paged: boolean, page: number, perPage: number, count: number, total: number): PageMeta => ({
  page,
  per_page: paged ? perPage : Math.max(count, 1),
  total,
});

const defaultFields = (body: unknown): Record<string, unknown> => {
  const { id: _id, slug: _slug, ...fields } = body as Record<string, unknown>;
  return fields;
};

/**
 * List (paged and searched), create, update and delete of one kind of record, with its serializer,
 * messages, slug, images and cache invalidation given by its `CrudKind`. New records are Active.
 */
export class CrudStore<Doc, V, Create, Update extends { id: string }> {
  constructor(
    readonly kind: CrudKind<Doc, V, Create, Update>,
    private readonly deps: CrudDeps,
  ) {}

  /** A page of the records (see `findPage`); `activeOnly` for the site. */
  async list(query: ListQuery, opts: { activeOnly?: boolean } = {}): Promise<Page<V>> {
    return this.listAs(query, this.kind.serialize, opts);
  }

  /** `list` with another serializer (what visitors see of a record may be less). */
  async listAs<R>(
    query: ListQuery,
    serialize: (doc: Lean<Doc>) => R,
    opts: { activeOnly?: boolean } = {},
  ): Promise<Page<R>> {
    return findPage(this.kind.model, query, {
      searchIn: this.kind.searchIn,
      sort: this.kind.sort,
      filter: opts.activeOnly ? { status: ACTIVE } : {},
      serialize,
    });
  }

  /** Every active record, in list order (the site). */
  async active(): Promise<V[]> {
    return (await this.list({}, { activeOnly: true })).items;
  }

  /** @throws ValidationError for a missing required image or a file that is not an image. */
  async create(body: Create, files: Files = {}, extra: Record<string, unknown> = {}): Promise<V> {
    const fields: Record<string, unknown> = {
      ...this.fieldsOf(body),
      ...extra,
      status: ACTIVE,
      ...(await this.takeImages(files, true)),
    };
    const { slugFrom } = this.kind;
    const doc = await withUniqueSlug(async () => {
      if (slugFrom) fields.slug = await freeSlug(this.kind.model, slugify(String(fields[slugFrom])));
      // The request was checked against the kind's contract schema and `fieldsOf` makes it the kind's
      // fields; mongoose's create() cannot see that through the generic.
      return this.kind.model.create(fields as unknown as Doc);
    });
    this.deps.changes.changed(this.kind.changes);
    return this.kind.serialize(doc.toObject() as Lean<Doc>);
  }

  /** The slug stays as it is unless a new `slug` is sent. */
  async update(body: Update & { slug?: string }, files: Files = {}): Promise<V> {
    const exists = await this.kind.model.findById(body.id, { _id: 1 }).lean();
    if (!exists) throw new NotFoundError(this.kind.notFound);
    const set: Record<string, unknown> = {
      ...this.fieldsOf(body),
      ...(await this.takeImages(files, false)),
    };
    const doc = await withUniqueSlug(async () => {
      if (body.slug) set.slug = await freeSlug(this.kind.model, slugify(body.slug), body.id);
      return this.kind.model
        .findOneAndUpdate({ _id: body.id }, { $set: set }, { returnDocument: 'after' })
        .lean<Lean<Doc>>();
    });
    if (!doc) throw new NotFoundError(this.kind.notFound);
    this.deps.changes.changed(this.kind.changes);
    return this.kind.serialize(doc);
  }

  async remove(id: string): Promise<void> {
    const done = await this.kind.model.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(this.kind.notFound);
    this.deps.changes.changed(this.kind.changes);
  }

  /** Active records only unless an admin asks (the CMS forms load by slug); the public reads are cached. */
  async bySlug(slug: string, admin: boolean): Promise<V> {
    return this.bySlugAs(slug, admin, this.kind.serialize);
  }

  /** `bySlug` with another serializer (what visitors see of a record may be less). */
  async bySlugAs<R>(slug: string, admin: boolean, serialize: (doc: Lean<Doc>) => R): Promise<R> {
    const find = async () => {
      const doc = await this.kind.model
        .findOne({ slug, ...(admin ? {} : { status: ACTIVE }) })
        .lean<Lean<Doc>>();
      if (!doc) throw new NotFoundError(this.kind.notFound);
      return serialize(doc);
    };
    const { cache } = this.deps;
    if (admin || !cache || !this.kind.cacheKey) return find();
    return cache.get(`${this.kind.cacheKey}:${slug}`, find);
  }

  /** Slugs of active records (the site map). */
  async activeSlugs(): Promise<Array<{ slug: string; updated_at?: Date }>> {
    return this.kind.model
      .find({ status: ACTIVE }, { slug: 1, updated_at: 1 })
      .lean<Array<{ slug: string; updated_at?: Date }>>();
  }

  private fieldsOf(body: Create | Update): Record<string, unknown> {
    return (this.kind.fieldsOf ?? defaultFields)(body);
  }

  /** Stores every image of the kind that was uploaded; all are stored before anything is written. */
  private async takeImages(files: Files, creating: boolean): Promise<Record<string, string>> {
    const stored: Record<string, string> = {};
    for (const { field, required, kinds } of this.kind.images ?? []) {
      if (!this.deps.images) throw new Error(`${this.kind.changes}: images need an image store`);
      const url = await this.deps.images.take(files[field], field, {
        required: creating && required,
        ...(kinds ? { kinds } : {}),
      });
      if (url) stored[field] = url;
    }
    return stored;
  }
}
