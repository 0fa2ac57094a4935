import { blockPageScreens } from '../../shared/blocks/block-page-screens';
import {
  useCmsServicePageBySlugQuery,
  useCmsServicePageDeleteMutation,
  useCmsServicePageInsertMutation,
  useCmsServicePageListQuery,
  useCmsServicePageUpdateMutation,
} from './service-pages-api';

/**
 * Service Page List (SL, Name, /service/{slug}, edit, delete; the `service_page_image` background form),
 * Service Create (title, short description, image, blocks) and Service Update (the same form loaded by
 * slug, `service_get_by_slug`); a save goes back to the list.
 */
const { ListPage, CreatePage, UpdatePage } = blockPageScreens({
  variant: 'service',
  noun: 'Service page',
  titles: { list: 'Service Page List', create: 'Service Create', update: 'Service Update' },
  nameHeader: 'Name',
  sitePrefix: '/service/',
  paths: { list: 'servicePageList', create: 'serviceCreate', update: 'servicePageUpdate' },
  backgroundKey: 'service_page_image',
  searchLabel: 'Search service pages',
  api: {
    useList: useCmsServicePageListQuery,
    useDelete: useCmsServicePageDeleteMutation,
    useInsert: useCmsServicePageInsertMutation,
    useUpdate: useCmsServicePageUpdateMutation,
    useBySlug: useCmsServicePageBySlugQuery,
  },
});

export {
  ListPage as ServicePageListPage,
  CreatePage as ServiceCreatePage,
  UpdatePage as ServicePageUpdatePage,
};
