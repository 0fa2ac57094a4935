import type {
  PostCreateRequest,
  PostListQuery,
  PostSummaryView,
  PostUpdateRequest,
  PostView,
} from '@voltdesk/contracts';
import type { Clock } from '../shared/clock';
import { CrudStore, type CrudDeps, type Files, type Page } from '@voltdesk/service-kit';
import { requiredRichText } from '../shared/sanitize';
import { publicationKind } from '../shared/publication';
import { seoFieldsOf } from '../shared/seo';
import type { PostDoc, PostModel } from './model';
import { serializePost, serializePostSummary } from './serializer';

type PostDeps = Required<CrudDeps> & { posts: PostModel; clock: Clock };

/**
 * Blog posts: a record with a sanitized description, a required image, optional search texts and social
 * image, a unique slug from its title and a publication, newest first. Visitors read active, published and due posts as summaries, a page at a time, from the read cache.
 */
export class PostService {
  private readonly store: CrudStore<PostDoc, PostView, PostCreateRequest, PostUpdateRequest>;

  constructor(private readonly deps: PostDeps) {
    const publication = publicationKind(deps.clock);
    this.store = new CrudStore<PostDoc, PostView, PostCreateRequest, PostUpdateRequest>(
      {
        model: deps.posts,
        serialize: serializePost,
        notFound: 'Post not found.',
        name: 'posts',
        searchIn: ['title'],
        sort: { written: -1, _id: -1 },
        slugFrom: 'title',
        images: [
          { field: 'image', required: true },
          { field: 'social_image', required: false },
        ],
        cacheKey: 'post',
        publicFilter: publication.publicFilter,
        fieldsOf: (body) => ({
          title: body.title,
          description: requiredRichText(body.description, 'description'),
          ...('status' in body ? { status: body.status } : {}),
          ...seoFieldsOf(body),
          ...publication.publicationOf(body),
        }),
      },
      deps,
    );
  }

  /** An admin (the CMS list uses the same path) sees every post in full and may search titles. */
  async list(query: PostListQuery, admin: boolean): Promise<Page<PostView | PostSummaryView>> {
    if (admin) return this.store.list(query);
    const { page, per_page: perPage } = query;
    return this.deps.cache.get(`posts:${page}:${perPage}`, () =>
      this.store.listAs({ page, per_page: perPage }, serializePostSummary, { activeOnly: true }),
    );
  }

  /** @throws ValidationError `image` when the image is missing or not an image. */
  async create(body: PostCreateRequest, files: Files, authorId: string): Promise<PostView> {
    return this.store.create(body, files, { written: this.deps.clock.now(), author_id: authorId });
  }

  update(body: PostUpdateRequest, files: Files): Promise<PostView> {
    return this.store.update(body, files);
  }

  remove(id: string): Promise<void> {
    return this.store.remove(id);
  }

  bySlug(slug: string, admin: boolean): Promise<PostView> {
    return this.store.bySlug(slug, admin);
  }

  activeSlugs() {
    return this.store.activeSlugs();
  }

  /** The newest active posts in full, for the feed; cached like the blog list. */
  async latest(count: number): Promise<PostView[]> {
    return this.deps.cache.get(`posts:latest:${count}`, async () => {
      const { items } = await this.store.listAs({ page: 1, per_page: count }, serializePost, {
        activeOnly: true,
      });
      return items;
    });
  }
}
