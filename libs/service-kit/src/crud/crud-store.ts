import type { Model } from 'mongoose';
import type { ListQuery } from '@voltdesk/contracts';
import { isDuplicateKey, takenError } from '../db/duplicate-key';
import { NotFoundError } from '../errors/http-errors';
import type { ImageKind } from '../media/image-store';
import { findPage, type Lean, type Page } from './page';
import { freeSlug, slugify, withUniqueSlug } from './slug';
import type { Files, Images } from './uploads';

/** Record status (docs/architecture.md section 2): 1 Active, 0 Inactive; inserts are Active. */
export const ACTIVE = 1;

/**
 * How stored records become what the API answers: one at a time, or all of a page at once when that
 * needs lookups (a service's category names).
 */
export type Serializer<Doc, V> = ((doc: Lean<Doc>) => V) | { all: (docs: Array<Lean<Doc>>) => Promise<V[]> };

const serializeAll = async <Doc, V>(serializer: Serializer<Doc, V>, docs: Array<Lean<Doc>>): Promise<V[]> =>
  typeof serializer === 'function' ? docs.map(serializer) : serializer.all(docs);

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
  serialize: Serializer<Doc, V>;
  /** What `deps.changes` is told after each write (and the kind's name in errors), e.g. 'cards'. */
  name: string;
  /** The 404 message, e.g. 'Card not found.'. */
  notFound: string;
  /** Text fields the list's `search` looks in. */
  searchIn: readonly string[];
  /** List order; oldest first unless said. */
  sort?: Record<string, 1 | -1>;
  /**
   * Whether records carry `status` (1 Active, 0 Inactive): new ones are Active and `activeOnly` lists
   * show the Active ones. Default true.
   */
  status?: boolean;
  /**
   * What else a record needs to be public besides Active, asked at each public read (svc-content's
   * "published and due": a scheduled record appears by query once its time passes).
   */
  publicFilter?: () => Record<string, unknown>;
  /** The field a new record's unique slug is made from; an update takes a new slug only when sent one. */
  slugFrom?: string;
  images?: readonly ImageField[];
  /**
   * The fields stored from a request (sanitized, normalised, checked against other records); by default
   * the request less id and slug. Runs before anything is looked up or stored, so its 422 comes first.
   */
  fieldsOf?: (body: Create | Update) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /**
   * Unique indexes whose duplicate-key error is a 422 on another field than the index's: the index field
   * (such as a lower-cased `name_key`) -> the request field ('name'), answered as 'The name has already
   * been taken.'. Other duplicates are answered on their own field by the error middleware.
   */
  uniqueAs?: Readonly<Record<string, string>>;
  /** Checks before a delete of an existing record, e.g. a category its services use. @throws ValidationError */
  beforeRemove?: (id: string) => Promise<void>;
  /** Public reads by slug are kept in `deps.cache` under `<cacheKey>:<slug>`. */
  cacheKey?: string;
}

export interface CrudDeps {
  /** Told the kind's `name` after every write (svc-content empties its landing data and read cache). */
  changes?: { changed(what: string): void };
  images?: Images;
  cache?: { get<T>(key: string, load: () => Promise<T>): Promise<T> };
}

const defaultFields = (body: unknown): Record<string, unknown> => {
  const { id: _id, slug: _slug, ...fields } = body as Record<string, unknown>;
  return fields;
};

/**
 * List (paged and searched), create, update and delete of one kind of record, with its serializer,
 * messages, slug, images, duplicate-key translation and change notification given by its `CrudKind`.
 */
export class CrudStore<Doc, V, Create, Update extends { id: string }> {
  constructor(
    readonly kind: CrudKind<Doc, V, Create, Update>,
    private readonly deps: CrudDeps = {},
  ) {}

  /** A page of the records (see `findPage`); `activeOnly` for the public site. */
  async list(query: ListQuery, opts: { activeOnly?: boolean } = {}): Promise<Page<V>> {
    return this.listAs(query, this.kind.serialize, opts);
  }

  /** `list` with another serializer (what visitors see of a record may be less). */
  async listAs<R>(
    query: ListQuery,
    serialize: Serializer<Doc, R>,
    opts: { activeOnly?: boolean } = {},
  ): Promise<Page<R>> {
    const { docs, meta } = await findPage(this.kind.model, query, {
      searchIn: this.kind.searchIn,
      sort: this.kind.sort,
      filter: opts.activeOnly ? this.publicFilter() : {},
    });
    return { items: await serializeAll(serialize, docs), meta };
  }

  /** Every active record, in list order (the site). */
  async active(): Promise<V[]> {
    return (await this.list({}, { activeOnly: true })).items;
  }

  /**
   * `extra`: fields the service adds (the author, the time written).
   * @throws ValidationError for a missing required image, a file that is not an image or a taken value.
   */
  async create(body: Create, files: Files = {}, extra: Record<string, unknown> = {}): Promise<V> {
    const fields: Record<string, unknown> = {
      ...(await this.fieldsOf(body)),
      ...extra,
      ...(this.hasStatus ? { status: ACTIVE } : {}),
      ...(await this.takeImages(files, true)),
    };
    const { slugFrom } = this.kind;
    const doc = await this.unique(() =>
      withUniqueSlug(async () => {
        if (slugFrom) fields.slug = await freeSlug(this.kind.model, slugify(String(fields[slugFrom])));
        // The request was checked against the kind's contract schema and `fieldsOf` makes it the kind's
        // fields; mongoose's create() cannot see that through the generic.
        return this.kind.model.create(fields as unknown as Doc);
      }),
    );
    this.deps.changes?.changed(this.kind.name);
    return this.one(doc.toObject() as Lean<Doc>);
  }

  /** The slug stays as it is unless a new `slug` is sent. @throws NotFoundError, ValidationError */
  async update(body: Update & { slug?: string }, files: Files = {}): Promise<V> {
    const fields = await this.fieldsOf(body);
    await this.mustExist(body.id);
    const set: Record<string, unknown> = { ...fields, ...(await this.takeImages(files, false)) };
    const doc = await this.unique(() =>
      withUniqueSlug(async () => {
        if (body.slug) set.slug = await freeSlug(this.kind.model, slugify(body.slug), body.id);
        return this.kind.model
          .findOneAndUpdate({ _id: body.id }, { $set: set }, { returnDocument: 'after' })
          .lean<Lean<Doc>>();
      }),
    );
    if (!doc) throw new NotFoundError(this.kind.notFound);
    this.deps.changes?.changed(this.kind.name);
    return this.one(doc);
  }

  /** @throws NotFoundError; whatever the kind's `beforeRemove` refuses. */
  async remove(id: string): Promise<void> {
    if (this.kind.beforeRemove) {
      await this.mustExist(id);
      await this.kind.beforeRemove(id);
    }
    const done = await this.kind.model.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(this.kind.notFound);
    this.deps.changes?.changed(this.kind.name);
  }

  /** Active records only unless an admin asks (the CMS forms load by slug); the public reads are cached. */
  async bySlug(slug: string, admin: boolean): Promise<V> {
    return this.bySlugAs(slug, admin, this.kind.serialize);
  }

  /** `bySlug` with another serializer (what visitors see of a record may be less). */
  async bySlugAs<R>(slug: string, admin: boolean, serialize: Serializer<Doc, R>): Promise<R> {
    const find = async () => {
      const doc = await this.kind.model
        .findOne({ slug, ...(admin ? {} : this.publicFilter()) })
        .lean<Lean<Doc>>();
      if (!doc) throw new NotFoundError(this.kind.notFound);
      const [view] = await serializeAll(serialize, [doc]);
      return view as R;
    };
    const { cache } = this.deps;
    if (admin || !cache || !this.kind.cacheKey) return find();
    return cache.get(`${this.kind.cacheKey}:${slug}`, find);
  }

  /** Slugs of active records (the site map). */
  async activeSlugs(): Promise<Array<{ slug: string; updated_at?: Date }>> {
    return this.kind.model
      .find(this.publicFilter(), { slug: 1, updated_at: 1 })
      .lean<Array<{ slug: string; updated_at?: Date }>>();
  }

  /** What the public sees: Active records (when the kind has a status) that pass the kind's `publicFilter`. */
  private publicFilter(): Record<string, unknown> {
    return { ...(this.hasStatus ? { status: ACTIVE } : {}), ...this.kind.publicFilter?.() };
  }

  private get hasStatus(): boolean {
    return this.kind.status !== false;
  }

  private async one(doc: Lean<Doc>): Promise<V> {
    const [view] = await serializeAll(this.kind.serialize, [doc]);
    return view as V;
  }

  private async mustExist(id: string): Promise<void> {
    if (!(await this.kind.model.exists({ _id: id }))) throw new NotFoundError(this.kind.notFound);
  }

  private async fieldsOf(body: Create | Update): Promise<Record<string, unknown>> {
    return (this.kind.fieldsOf ?? defaultFields)(body);
  }

  /** A write whose duplicate key on one of `uniqueAs`'s indexes is a 422 on the request's field. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      for (const [index, field] of Object.entries(this.kind.uniqueAs ?? {})) {
        if (isDuplicateKey(err, index)) throw takenError(field);
      }
      throw err;
    }
  }

  /** Stores every image of the kind that was uploaded; all are stored before anything is written. */
  private async takeImages(files: Files, creating: boolean): Promise<Record<string, string>> {
    const stored: Record<string, string> = {};
    for (const { field, required, kinds } of this.kind.images ?? []) {
      if (!this.deps.images) throw new Error(`${this.kind.name}: images need an image store`);
      const url = await this.deps.images.take(files[field], field, {
        required: creating && required,
        ...(kinds ? { kinds } : {}),
      });
      if (url) stored[field] = url;
    }
    return stored;
  }
}
