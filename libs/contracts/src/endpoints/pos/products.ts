import { defineEndpoints } from '../endpoint';

/** The services sold ("products" in the calls' names). */
export const productEndpoints = defineEndpoints({
  /**
   * The services (a page with `page`/`per_page`, searched by name with `search`; all without them) and
   * every category, which its modal offers. `meta` counts the services.
   */
  products: {
    name: 'products',
    method: 'GET',
    path: 'admin/getProducts',
    service: 'pos',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'pos.views.productList',
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 422],
  },
  insertProduct: {
    name: 'createProduct',
    method: 'POST',
    path: 'admin/insertProduct',
    service: 'pos',
    access: 'admin',
    body: 'pos.products.create',
    errors: 'data',
    view: 'pos.views.product',
    errorStatuses: [401, 403, 422],
    message: 'Service created successfully.',
    activity: 'added product',
  },
  updateProduct: {
    name: 'updateProduct',
    method: 'PUT',
    path: 'admin/updateProduct',
    service: 'pos',
    access: 'admin',
    body: 'pos.products.update',
    errors: 'data',
    view: 'pos.views.product',
    errorStatuses: [401, 403, 404, 422],
    message: 'Service updated successfully.',
    activity: 'updated product',
  },
  deleteProduct: {
    name: 'deleteProduct',
    method: 'DELETE',
    path: 'admin/deleteProduct',
    service: 'pos',
    access: 'admin',
    query: 'common.idQuery',
    errors: 'data',
    view: null,
    errorStatuses: [401, 403, 404, 422],
    message: 'Service deleted successfully.',
    activity: 'deleted product',
  },
});
