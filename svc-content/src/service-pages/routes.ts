import { blockPageFiles } from '../shared/block-pages';
import { crudHandlers } from '../shared/crud-handlers';
import type { ContentHandlers } from '../shared/handlers';
import type { ServicePageService } from './service';

type ServicePageHandlers = Pick<
  ContentHandlers,
  'getService' | 'serviceBySlug' | 'services' | 'insertService' | 'updateService' | 'deleteService'
>;

export const servicePageHandlers = (servicePages: ServicePageService): ServicePageHandlers => ({
  ...crudHandlers(servicePages, ['getService', 'insertService', 'updateService', 'deleteService'], {
    label: 'Service page',
    files: blockPageFiles,
  }),
  serviceBySlug: async ({ query, user }) => ({
    data: await servicePages.bySlug(query.slug, Boolean(user)),
  }),
  services: async () => ({ data: await servicePages.activeList() }),
});
