/**
 * The list code and models whose queries other workspaces' tests explain against the embedded server
 * (`@voltdesk/svc-pos/testing/list-queries`, used by infra/embedded-mongo's query-plan test), so the queries
 * checked there are the ones svc-pos sends.
 */
export { CategoryService } from '../src/categories/service';
export { categoryModel } from '../src/categories/model';
export { ProductService } from '../src/products/service';
export { productModel } from '../src/products/model';
export { CustomerService } from '../src/customers/service';
export { customerModel } from '../src/customers/model';
export { OrderService, type OrderServiceDeps } from '../src/orders/service';
export { orderModel } from '../src/orders/model';
export { searchFields } from '../src/orders/search';
