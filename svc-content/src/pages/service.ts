import type { PageCreateRequest, PageUpdateRequest, PageView } from '@voltdesk/contracts';
import { CrudStore, type CrudDeps } from '@voltdesk/service-kit';
import { requiredRichText } from '../shared/sanitize';
import { seoFieldsOf } from '../shared/seo';
import type { PageDoc, PageModel } from './model';
import { serializePage } from './serializer';

export type PageService = CrudStore<PageDoc, PageView, PageCreateRequest, PageUpdateRequest>;

/**
 * Free pages (/p/{slug}): a name, a sanitized rich-text description, optional search texts and social
 * image, and a unique slug from the name.
 */
export const pageService = (deps: Required<CrudDeps> & { pages: PageModel }): PageService =>
  new CrudStore<PageDoc, PageView, PageCreateRequest, PageUpdateRequest>(
    {
      model: deps.pages,
      serialize: serializePage,
      notFound: 'Page not found.',
      name: 'pages',
      searchIn: ['name', 'slug'],
      slugFrom: 'name',
      cacheKey: 'page',
      images: [{ field: 'social_image', required: false }],
      fieldsOf: (body) => ({
        name: body.name,
        description: requiredRichText(body.description, 'description'),
        ...('status' in body ? { status: body.status } : {}),
        ...seoFieldsOf(body),
      }),
    },
    deps,
  );
