import type { BannerPageCreateRequest, BannerPageUpdateRequest } from '@voltdesk/contracts';
import { NotFoundError, type UploadedFile } from '@voltdesk/service-kit';
import { normalizeBlocks } from '../shared/blocks';
import type { ContentChanges } from '../shared/changes';
import type { ReadCache } from '../shared/read-cache';
import { freeSlug, slugify, withUniqueSlug } from '../shared/slug';
import { ACTIVE } from '../shared/status';
import type { Images } from '../shared/uploads';
import type { BannerPageModel } from './model';
import { serializeBannerPage, type BannerPageView } from './serializer';

const NOT_FOUND = 'Banner page not found.';

export interface BannerPageFiles {
  em_image?: UploadedFile;
  banner_image?: UploadedFile;
}

export class BannerPageService {
  constructor(
    private readonly deps: {
      bannerPages: BannerPageModel;
      images: Images;
      changes: ContentChanges;
      cache: ReadCache;
    },
  ) {}

  async list(): Promise<BannerPageView[]> {
    return (await this.deps.bannerPages.find().sort({ _id: 1 }).lean()).map(serializeBannerPage);
  }

  /** Active pages only unless an admin asks (the CMS update form loads by slug). */
  async bySlug(slug: string, admin: boolean): Promise<BannerPageView> {
    if (!admin) return this.deps.cache.get(`banner:${slug}`, () => this.findBySlug(slug, false));
    return this.findBySlug(slug, true);
  }

  private async findBySlug(slug: string, admin: boolean): Promise<BannerPageView> {
    const doc = await this.deps.bannerPages.findOne({ slug, ...(admin ? {} : { status: ACTIVE }) }).lean();
    if (!doc) throw new NotFoundError(NOT_FOUND);
    return serializeBannerPage(doc);
  }

  /** @throws ValidationError `em_image` when the header image is missing; `banner_image` if not an image. */
  async create(body: BannerPageCreateRequest, files: BannerPageFiles): Promise<BannerPageView> {
    const emImage = await this.deps.images.take(files.em_image, 'em_image', { required: true });
    const bannerImage = await this.deps.images.take(files.banner_image, 'banner_image');
    const base = slugify(body.title);
    const doc = await withUniqueSlug(async () =>
      this.deps.bannerPages.create({
        ...body,
        slug: await freeSlug(this.deps.bannerPages, base),
        em_image: emImage,
        banner_image: bannerImage ?? '',
        json_data: normalizeBlocks(body.json_data),
        status: ACTIVE,
      }),
    );
    this.deps.changes.changed('banner-pages');
    return serializeBannerPage(doc.toObject());
  }

  async update(body: BannerPageUpdateRequest, files: BannerPageFiles): Promise<BannerPageView> {
    if (!(await this.deps.bannerPages.exists({ _id: body.id }))) throw new NotFoundError(NOT_FOUND);
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
      if (slug) set.slug = await freeSlug(this.deps.bannerPages, slugify(slug), id);
      return this.deps.bannerPages
        .findOneAndUpdate({ _id: id }, { $set: set }, { returnDocument: 'after' })
        .lean();
    });
    if (!doc) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('banner-pages');
    return serializeBannerPage(doc);
  }

  async remove(id: string): Promise<void> {
    const done = await this.deps.bannerPages.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('banner-pages');
  }

  async activeSlugs(): Promise<Array<{ slug: string; updated_at?: Date }>> {
    return this.deps.bannerPages.find({ status: ACTIVE }, { slug: 1, updated_at: 1 }).lean();
  }
}
