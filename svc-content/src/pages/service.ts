import type { PageCreateRequest, PageUpdateRequest } from '@voltdesk/contracts';
import { NotFoundError } from '@voltdesk/service-kit';
import type { ContentChanges } from '../shared/changes';
import type { ReadCache } from '../shared/read-cache';
import { requiredRichText } from '../shared/sanitize';
import { freeSlug, slugify, withUniqueSlug } from '../shared/slug';
import { ACTIVE } from '../shared/status';
import type { PageModel } from './model';
import { serializePage, serializePublicPage, type PageView } from './serializer';

const NOT_FOUND = 'Page not found.';

export class PageService {
  constructor(private readonly deps: { pages: PageModel; changes: ContentChanges; cache: ReadCache }) {}

  async list(): Promise<PageView[]> {
    return (await this.deps.pages.find().sort({ _id: 1 }).lean()).map(serializePage);
  }

  /** Active pages only, unless an admin asks (the CMS update form loads by slug). */
  async bySlug(slug: string, admin: boolean) {
    if (!admin) return this.deps.cache.get(`page:${slug}`, () => this.findBySlug(slug, false));
    return this.findBySlug(slug, true);
  }

  private async findBySlug(slug: string, admin: boolean) {
    const doc = await this.deps.pages.findOne({ slug, ...(admin ? {} : { status: ACTIVE }) }).lean();
    if (!doc) throw new NotFoundError(NOT_FOUND);
    return admin ? serializePage(doc) : serializePublicPage(doc);
  }

  async create(body: PageCreateRequest): Promise<PageView> {
    const base = slugify(body.name);
    const doc = await withUniqueSlug(async () =>
      this.deps.pages.create({
        name: body.name,
        slug: await freeSlug(this.deps.pages, base),
        description: requiredRichText(body.description, 'description'),
        status: ACTIVE,
      }),
    );
    this.deps.changes.changed('pages');
    return serializePage(doc.toObject());
  }

  async update(body: PageUpdateRequest): Promise<PageView> {
    if (!(await this.deps.pages.exists({ _id: body.id }))) throw new NotFoundError(NOT_FOUND);
    const set: Record<string, unknown> = {
      name: body.name,
      description: requiredRichText(body.description, 'description'),
      status: body.status,
    };
    const doc = await withUniqueSlug(async () => {
      if (body.slug) set.slug = await freeSlug(this.deps.pages, slugify(body.slug), body.id);
      return this.deps.pages
        .findOneAndUpdate({ _id: body.id }, { $set: set }, { returnDocument: 'after' })
        .lean();
    });
    if (!doc) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('pages');
    return serializePage(doc);
  }

  async remove(id: string): Promise<void> {
    const done = await this.deps.pages.deleteOne({ _id: id });
    if (done.deletedCount === 0) throw new NotFoundError(NOT_FOUND);
    this.deps.changes.changed('pages');
  }

  async activeSlugs(): Promise<Array<{ slug: string; updated_at?: Date }>> {
    return this.deps.pages.find({ status: ACTIVE }, { slug: 1, updated_at: 1 }).lean();
  }
}
