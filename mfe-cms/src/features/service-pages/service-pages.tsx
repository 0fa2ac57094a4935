import { blockPageScreens } from '../../shared/blocks/block-page-screens';
import { servicePagesCalls } from './service-pages-api';

/** Service Page List, Service Create and Service Update (spec section 2). */
const { ListPage, CreatePage, UpdatePage } = blockPageScreens(
  {
    variant: 'service',
    nameHeader: 'Name',
    paths: { list: 'servicePageList', create: 'serviceCreate', update: 'servicePageUpdate' },
  },
  servicePagesCalls,
);

export {
  ListPage as ServicePageListPage,
  CreatePage as ServiceCreatePage,
  UpdatePage as ServicePageUpdatePage,
};
