import type { PostCreateRequest, PostUpdateRequest } from '@voltdesk/contracts';
import { NotFoundError, type UploadedFile } from '@voltdesk/service-kit';
import type { ContentChanges } from '../shared/changes';
import type { Clock } from '../shared/clock';
import type { ReadCache } from '../shared/read-cache';
import { requiredRichText } from '../shared/sanitize';
import { freeSlug, slugify, withUniqueSlug } from '../shared/slug';
import { ACTIVE } from '../shared/status';
import type { Images } from '../shared/uploads';
import type { PostDoc, PostModel } from './model';
import { serializePost, serializePostSummary, type PostSummaryView, type PostView } from './serializer';

const NOT_FOUND = 'Post not found.';

export class PostService {
  constructor(
    private readonly deps: {
      posts: PostModel;
      images: Images;
      changes: ContentChanges;
      clock: Clock;
      cache: ReadCache;
    },
  ) {}

  /**
   * Newest first, paginated. The public sees active posts with an excerpt; an admin (the CMS list uses
   * the same path) sees every post with its description.
   */
  async list(
    page: number,
    perPage: number,
    admin: boolean,
  ): Promise<{ items: Array<PostView | PostSummaryView>; total: number }> {
    if (admin) return this.load(page, perPage, true);
    return this.deps.cache.get(`posts:${page}:${perPage}`, () => this.load(page, perPage, false));
  }

  private async load(page: number, perPage: number, admin: boolean) {
    const filter = admin ? {} : { status: ACTIVE };
    const [docs, total] = await Promise.all([
      this.deps.posts
        .find(filter)
        .sort({ written: -1, _id: -1 })
        .skip((page - 1) * perPage)
        .limit(perPage)
        .lean<Array<PostDoc & { _id: unknown }>>(),
      this.deps.posts.countDocuments(filter),
    ]);
    return { items: admin ? docs.map(serializePost) : docs.map(serializePostSummary), total };
  }

  /** Active posts only, unless an admin asks (the CMS previews). */
  async bySlug(slug: string, admin: boolean): Promise<PostView> {
    if (!admin) return this.deps.cache.get(`post:${slug}`, () => this.findBySlug(slug, false));
    return this.findBySlug(slug, true);
  }

  private async findBySlug(slug: string, admin: boolean): Promise<PostView> {
    const doc = await this.deps.posts.findOne({ slug, ...(admin ? {} : { status: ACTIVE }) }).lean();
    if (!doc) throw new NotFoundError(NOT_FOUND);
    return serializePost(doc);
  }

  /** @throws ValidationError `image` when the image is missing or not an image. */
  async create(body: PostCreateRequest, file: UploadedFile | undefined, authorId: string): Promise<PostView> {
    const description = requiredRichText(body.description, 'description');
    const image = await this.deps.images.take(file, 'image', { required: true });
    const base = slugify(body.title);
    const doc = await withUniqueSlug(async () =>
      this.deps.posts.create({
        title: body.title,
        slug: await freeSlug(this.deps.posts, base),
        description,
        image,
        status: ACTIVE,
        written: this.deps.clock.now(),
        author_id: authorId,
      }),
    );
    this.deps.changes.changed('posts');
    return serializePost(doc.toObject());
  }

  /** The slug stays as it is unless a new `slug` is sent. */
  async update(body: PostUpdateRequest, file?: UploadedFile): Promise<PostView> {
    if (!(await this.deps.posts.exists({ _id: body.id }))) throw new NotFoundError(NOT_FOUND);
    const description = requiredRichText(body.description, 'description');
    const image = await this.deps.images.take(file, 'image');
    const set: Record<string, unknown> = {
      title: body.title,
      description,
      status: body.status,
      ...(image ? { image } : {}),
    };
    const doc = await withUniqueSlug(async () => {
      if (body.slug) set.slug = await freeSlug(this.deps.posts, slugify(body.slug), body.id);
      return this.deps.posts
        .findOneAndUpdate({ _id: body.id }, { $set: set }, { returnDocument: 'after' })
        .lean();
    });
    if (!doc) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('posts');
    return serializePost(doc);
  }

  async remove(id: string): Promise<void> {
    const done = await this.deps.posts.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('posts');
  }

  /** Slugs of active posts (the site map). */
  async activeSlugs(): Promise<Array<{ slug: string; updated_at?: Date }>> {
    return this.deps.posts.find({ status: ACTIVE }, { slug: 1, updated_at: 1 }).lean();
  }
}
