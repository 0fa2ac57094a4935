import type { Model } from 'mongoose';
import { NotFoundError, type UploadedFile } from '@voltdesk/service-kit';
import { normalizeBlocks, type Block } from './blocks';
import type { ContentChanges } from './changes';
import type { ReadCache } from './read-cache';
import { freeSlug, slugify, withUniqueSlug } from './slug';
import { ACTIVE } from './status';
import type { Images } from './uploads';

/** The fields every block page has: banner pages (/banner/{slug}) and service pages (/service/{slug}). */
export interface BlockPageDoc {
  title: string;
  slug: string;
  em_image: string;
  banner_image: string;
  json_data: Block[];
  status: number;
  updated_at?: Date;
}

type BlockInput = Parameters<typeof normalizeBlocks>[0];

/** Create and update requests of a block page, as the contract's schemas define them. */
export interface BlockPageCreate {
  title: string;
  json_data: BlockInput;
}
export interface BlockPageUpdate {
  id: string;
  slug?: string;
  json_data: BlockInput;
}

export interface BlockPageFiles {
  em_image?: UploadedFile;
  banner_image?: UploadedFile;
}

/** What tells one kind of block page from the other. */
export interface BlockPageKind<Doc extends BlockPageDoc, View> {
  model: Model<Doc>;
  serialize: (doc: Doc & { _id: unknown }) => View;
  /** The 404 message, e.g. 'Banner page not found.'. */
  notFound: string;
  /** Prefix of the public read cache's keys, e.g. `banner` for `banner:{slug}`. */
  cacheKey: string;
  /** What `ContentChanges.changed` is told after a write, e.g. `banner-pages`. */
  changes: string;
}

export interface BlockPageDeps {
  images: Images;
  changes: ContentChanges;
  cache: ReadCache;
}

/**
 * List, read by slug, create (unique slug from the title), update (a new slug when asked), delete and the
 * active slugs for the site map: the same rules for both kinds of block page, which differ only in their
 * model, serializer and messages.
 */
export class BlockPageService<
  Doc extends BlockPageDoc,
  View,
  Create extends BlockPageCreate,
  Update extends BlockPageUpdate,
> {
  constructor(
    protected readonly kind: BlockPageKind<Doc, View>,
    protected readonly deps: BlockPageDeps,
  ) {}

  async list(): Promise<View[]> {
    const docs = await this.kind.model.find().sort({ _id: 1 }).lean<Array<Doc & { _id: unknown }>>();
    return docs.map(this.kind.serialize);
  }

  /** Active pages only unless an admin asks (the CMS update form loads by slug). */
  async bySlug(slug: string, admin: boolean): Promise<View> {
    if (!admin)
      return this.deps.cache.get(`${this.kind.cacheKey}:${slug}`, () => this.findBySlug(slug, false));
    return this.findBySlug(slug, true);
  }

  private async findBySlug(slug: string, admin: boolean): Promise<View> {
    const doc = await this.kind.model
      .findOne({ slug, ...(admin ? {} : { status: ACTIVE }) })
      .lean<Doc & { _id: unknown }>();
    if (!doc) throw new NotFoundError(this.kind.notFound);
    return this.kind.serialize(doc);
  }

  /** @throws ValidationError `em_image` when the header image is missing; `banner_image` if not an image. */
  async create(body: Create, files: BlockPageFiles): Promise<View> {
    const emImage = await this.deps.images.take(files.em_image, 'em_image', { required: true });
    const bannerImage = await this.deps.images.take(files.banner_image, 'banner_image');
    const base = slugify(body.title);
    const doc = await withUniqueSlug(async () => {
      const fields = {
        ...body,
        slug: await freeSlug(this.kind.model, base),
        em_image: emImage,
        banner_image: bannerImage ?? '',
        json_data: normalizeBlocks(body.json_data),
        status: ACTIVE,
      };
      // The request was checked against the kind's contract schema, so these are the kind's fields; mongoose's
      // create() cannot see that through the generic.
      return this.kind.model.create(fields as unknown as Doc);
    });
    this.deps.changes.changed(this.kind.changes);
    return this.kind.serialize(doc.toObject() as Doc & { _id: unknown });
  }

  async update(body: Update, files: BlockPageFiles): Promise<View> {
    if (!(await this.kind.model.exists({ _id: body.id }))) throw new NotFoundError(this.kind.notFound);
    const emImage = await this.deps.images.take(files.em_image, 'em_image');
    const bannerImage = await this.deps.images.take(files.banner_image, 'banner_image');
    const { id, slug, ...fields } = body;
    const set: Record<string, unknown> = {
      ...fields,
      json_data: normalizeBlocks(body.json_data),
      ...(emImage ? { em_image: emImage } : {}),
      ...(bannerImage ? { banner_image: bannerImage } : {}),
    };
    const doc = await withUniqueSlug(async () => {
      if (slug) set.slug = await freeSlug(this.kind.model, slugify(slug), id);
      return this.kind.model
        .findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' })
        .lean<Doc & { _id: unknown }>();
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

  async activeSlugs(): Promise<Array<{ slug: string; updated_at?: Date }>> {
    return this.kind.model
      .find({ status: ACTIVE }, { slug: 1, updated_at: 1 })
      .lean<Array<{ slug: string; updated_at?: Date }>>();
  }
}
