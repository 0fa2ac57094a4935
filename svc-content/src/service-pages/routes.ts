import { blockPageFiles } from '../shared/block-pages';
import { crudHandlers } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import type { ServicePageService } from './service';

type ServicePageHandlers = Pick<
  ContentHandlers,
  'getService' | 'serviceBySlug' | 'services' | 'insertService' | 'updateService' | 'deleteService'
>;

export const servicePageHandlers = (servicePages: ServicePageService): ServicePageHandlers => ({
  ...crudHandlers(
    servicePages,
    { list: 'getService', create: 'insertService', update: 'updateService', remove: 'deleteService' },
    {
      label: 'Service page',
      files: blockPageFiles,
    },
  ),
  serviceBySlug: async ({ query, user }) => ({
    data: await servicePages.bySlug(query.slug, Boolean(user)),
  }),
  services: async () => ({ data: await servicePages.activeList() }),
});
