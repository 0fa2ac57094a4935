import type { HttpMethod, RouteDef } from './route-table';

/**
 * svc-pos's routes until its endpoints are written in libs/contracts/src/endpoints/pos.ts (with schemas
 * and views); the route table reads them from here meanwhile.
 */
const pos = (method: HttpMethod, path: string): RouteDef => ({
  method,
  path,
  service: 'pos',
  access: 'admin',
});

export const legacyPosRoutes: readonly RouteDef[] = [
  // svc-pos: the point-of-sale desk
  pos('GET', 'admin/getposInsertData'),
  pos('GET', 'admin/getOrders'),
  pos('POST', 'admin/insertOrder'),
  pos('PUT', 'admin/updateOrder'),
  pos('POST', 'admin/due_pay'),
  pos('DELETE', 'admin/deleteOrder'),
  pos('GET', 'admin/getCategories'),
  pos('POST', 'admin/insertCategory'),
  pos('PUT', 'admin/updateCategory'),
  pos('DELETE', 'admin/deleteCategory'),
  pos('GET', 'admin/getProducts'),
  pos('POST', 'admin/insertProduct'),
  pos('PUT', 'admin/updateProduct'),
  pos('DELETE', 'admin/deleteProduct'),
  pos('GET', 'admin/getCustomers'),
  pos('DELETE', 'admin/deleteCustomer'),
  pos('GET', 'admin/customerByPhone'),
  pos('GET', 'admin/posSummary'),
];
