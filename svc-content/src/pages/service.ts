import type { PageCreateRequest, PageUpdateRequest, PageView } from '@voltdesk/contracts';
import { CrudStore, type CrudDeps } from '@voltdesk/service-kit';
import { requiredRichText } from '../shared/sanitize';
import type { Clock } from '../shared/clock';
import { publicationKind } from '../shared/publication';
import { seoFieldsOf } from '../shared/seo';
import type { PageDoc, PageModel } from './model';
import { serializePage } from './serializer';

export type PageService = CrudStore<PageDoc, PageView, PageCreateRequest, PageUpdateRequest>;

/**
 * Free pages (/p/{slug}): a name, a sanitized rich-text description, optional search texts and social
 * image, a unique slug from the name, and a publication (draft, scheduled or published).
 */
export const pageService = (deps: Required<CrudDeps> & { pages: PageModel; clock: Clock }): PageService => {
  const publication = publicationKind(deps.clock);
  return new CrudStore<PageDoc, PageView, PageCreateRequest, PageUpdateRequest>(
    {
      model: deps.pages,
      serialize: serializePage,
      notFound: 'Page not found.',
      name: 'pages',
      searchIn: ['name', 'slug'],
      slugFrom: 'name',
      cacheKey: 'page',
      publicFilter: publication.publicFilter,
      images: [{ field: 'social_image', required: false }],
      fieldsOf: (body) => ({
        name: body.name,
        description: requiredRichText(body.description, 'description'),
        ...('status' in body ? { status: body.status } : {}),
        ...seoFieldsOf(body),
        ...publication.publicationOf(body),
      }),
    },
    deps,
  );
};
