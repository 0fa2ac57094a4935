import { blockPageFiles } from '../shared/block-pages';
import { crudHandlers } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import type { ServicePageService } from './service';

type ServicePageHandlers = Pick<
  ContentHandlers,
  | 'servicePages'
  | 'servicePageBySlug'
  | 'activeServicePages'
  | 'createServicePage'
  | 'updateServicePage'
  | 'deleteServicePage'
>;

export const servicePageHandlers = (servicePages: ServicePageService): ServicePageHandlers => ({
  ...crudHandlers(
    servicePages,
    {
      list: 'servicePages',
      create: 'createServicePage',
      update: 'updateServicePage',
      remove: 'deleteServicePage',
    },
    {
      label: 'Service page',
      files: blockPageFiles,
    },
  ),
  servicePageBySlug: async ({ query, user }) => ({
    data: await servicePages.bySlug(query.slug, Boolean(user)),
  }),
  activeServicePages: async () => ({ data: await servicePages.activeList() }),
});
