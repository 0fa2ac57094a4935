import { crudHandlers } from '../shared/crud-handlers';
import type { ContentHandlers } from '../shared/handlers';
import { serializePublicPage } from './serializer';
import type { PageService } from './service';

type PageHandlers = Pick<
  ContentHandlers,
  'pages' | 'pageInsert' | 'updatePage' | 'deletePage' | 'pageBySlug'
>;

export const pageHandlers = (pages: PageService): PageHandlers => ({
  ...crudHandlers(pages, ['pages', 'pageInsert', 'updatePage', 'deletePage'], { label: 'Page' }),
  pageBySlug: async ({ query, user }) => ({
    data: user
      ? await pages.bySlug(query.slug, true)
      : await pages.bySlugAs(query.slug, false, serializePublicPage),
  }),
});
