import { crudHandlers } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import { serializePublicPage } from './serializer';
import type { PageService } from './service';

type PageHandlers = Pick<
  ContentHandlers,
  'pages' | 'createPage' | 'updatePage' | 'deletePage' | 'pageBySlug'
>;

export const pageHandlers = (pages: PageService): PageHandlers => ({
  ...crudHandlers(
    pages,
    { list: 'pages', create: 'createPage', update: 'updatePage', remove: 'deletePage' },
    { label: 'Page', files: ['social_image'] },
  ),
  pageBySlug: async ({ query, user }) => ({
    data: user
      ? await pages.bySlug(query.slug, true)
      : await pages.bySlugAs(query.slug, false, serializePublicPage),
  }),
});
