import { blockPageFiles } from '../shared/block-pages';
import { crudHandlers } from '@voltdesk/service-kit';
import type { ImageInfoReader } from '../shared/image-info';
import type { ContentHandlers } from '../shared/handlers';
import type { ServicePageService } from './service';

type ServicePageHandlers = Pick<
  ContentHandlers,
  'getService' | 'serviceBySlug' | 'services' | 'insertService' | 'updateService' | 'deleteService'
>;

export const servicePageHandlers = (
  servicePages: ServicePageService,
  images: ImageInfoReader,
): ServicePageHandlers => ({
  ...crudHandlers(
    servicePages,
    { list: 'getService', create: 'insertService', update: 'updateService', remove: 'deleteService' },
    {
      label: 'Service page',
      files: blockPageFiles,
    },
  ),
  serviceBySlug: async ({ query, user }) => ({
    data: await images.with(await servicePages.bySlug(query.slug, Boolean(user))),
  }),
  services: async () => ({
    data: await Promise.all((await servicePages.activeList()).map((s) => images.with(s))),
  }),
});
