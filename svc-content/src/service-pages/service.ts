import type { ServicePageCreateRequest, ServicePageUpdateRequest } from '@voltdesk/contracts';
import { NotFoundError, type UploadedFile } from '@voltdesk/service-kit';
import { normalizeBlocks } from '../shared/blocks';
import type { ContentChanges } from '../shared/changes';
import type { ReadCache } from '../shared/read-cache';
import { freeSlug, slugify, withUniqueSlug } from '../shared/slug';
import { ACTIVE } from '../shared/status';
import type { Images } from '../shared/uploads';
import type { ServicePageModel } from './model';
import { serializeServicePage, serializeServiceSummary, type ServicePageView } from './serializer';

const NOT_FOUND = 'Service page not found.';

export interface ServicePageFiles {
  em_image?: UploadedFile;
  banner_image?: UploadedFile;
}

export class ServicePageService {
  constructor(
    private readonly deps: {
      servicePages: ServicePageModel;
      images: Images;
      changes: ContentChanges;
      cache: ReadCache;
    },
  ) {}

  async list(): Promise<ServicePageView[]> {
    return (await this.deps.servicePages.find().sort({ _id: 1 }).lean()).map(serializeServicePage);
  }

  /** Active pages only unless an admin asks (the CMS update form loads by slug). */
  async bySlug(slug: string, admin: boolean): Promise<ServicePageView> {
    if (!admin) return this.deps.cache.get(`service:${slug}`, () => this.findBySlug(slug, false));
    return this.findBySlug(slug, true);
  }

  private async findBySlug(slug: string, admin: boolean): Promise<ServicePageView> {
    const doc = await this.deps.servicePages.findOne({ slug, ...(admin ? {} : { status: ACTIVE }) }).lean();
    if (!doc) throw new NotFoundError(NOT_FOUND);
    return serializeServicePage(doc);
  }

  /** @throws ValidationError `em_image` when the header image is missing; `banner_image` if not an image. */
  async create(body: ServicePageCreateRequest, files: ServicePageFiles): Promise<ServicePageView> {
    const emImage = await this.deps.images.take(files.em_image, 'em_image', { required: true });
    const bannerImage = await this.deps.images.take(files.banner_image, 'banner_image');
    const base = slugify(body.title);
    const doc = await withUniqueSlug(async () =>
      this.deps.servicePages.create({
        ...body,
        slug: await freeSlug(this.deps.servicePages, base),
        em_image: emImage,
        banner_image: bannerImage ?? '',
        json_data: normalizeBlocks(body.json_data),
        status: ACTIVE,
      }),
    );
    this.deps.changes.changed('service-pages');
    return serializeServicePage(doc.toObject());
  }

  async update(body: ServicePageUpdateRequest, files: ServicePageFiles): Promise<ServicePageView> {
    if (!(await this.deps.servicePages.exists({ _id: body.id }))) throw new NotFoundError(NOT_FOUND);
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
      if (slug) set.slug = await freeSlug(this.deps.servicePages, slugify(slug), id);
      return this.deps.servicePages
        .findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' })
        .lean();
    });
    if (!doc) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('service-pages');
    return serializeServicePage(doc);
  }

  async remove(id: string): Promise<void> {
    const done = await this.deps.servicePages.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('service-pages');
  }

  /** The public /services list: active service pages, oldest first (the order the admin built them). */
  async activeList() {
    return this.deps.cache.get('services', () => this.loadActiveList());
  }

  private async loadActiveList() {
    const docs = await this.deps.servicePages
      .find({ status: ACTIVE }, { title: 1, slug: 1, sort_description: 1, em_image: 1 })
      .sort({ _id: 1 })
      .lean();
    return docs.map(serializeServiceSummary);
  }

  async activeSlugs(): Promise<Array<{ slug: string; updated_at?: Date }>> {
    return this.deps.servicePages.find({ status: ACTIVE }, { slug: 1, updated_at: 1 }).lean();
  }
}
