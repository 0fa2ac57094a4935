import { defineEndpoints } from '../endpoint';

/** Customers. */
export const customerEndpoints = defineEndpoints({
  /** A page with `page`/`per_page`, searched with `search`; the whole list without them. */
  customers: {
    name: 'customers',
    method: 'GET',
    path: 'admin/getCustomers',
    service: 'pos',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'pos.views.customer',
    many: true,
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 422],
  },
  deleteCustomer: {
    name: 'deleteCustomer',
    method: 'DELETE',
    path: 'admin/deleteCustomer',
    service: 'pos',
    access: 'admin',
    query: 'common.idQuery',
    errors: 'data',
    view: null,
    errorStatuses: [401, 403, 404, 422],
    message: 'Customer deleted successfully.',
    activity: 'deleted customer',
  },
  /**
   * One customer: the record, a page of their invoices newest first (`meta` counts them) and their totals
   * (invoiced, credited, outstanding) over the invoices that are not void.
   */
  customer: {
    name: 'customer',
    method: 'GET',
    path: 'admin/getCustomer',
    service: 'pos',
    access: 'admin',
    query: 'pos.customers.detail',
    errors: 'data',
    view: 'pos.views.customerDetail',
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 404, 422],
  },
  /** The clerk edits the customer record; invoices keep the customer as they were issued to. */
  updateCustomer: {
    name: 'updateCustomer',
    method: 'PUT',
    path: 'admin/updateCustomer',
    service: 'pos',
    access: 'admin',
    body: 'pos.customers.update',
    errors: 'data',
    view: 'pos.views.customer',
    errorStatuses: [401, 403, 404, 422],
    message: 'Customer updated successfully.',
    activity: 'updated customer',
  },
  /** The customer whose phone is this number (spacing, +44 or 0 prefix aside), or 404. */
  customerByPhone: {
    name: 'customerByPhone',
    method: 'GET',
    path: 'admin/customerByPhone',
    service: 'pos',
    access: 'admin',
    query: 'pos.customers.byPhone',
    errors: 'data',
    view: 'pos.views.customer',
    errorStatuses: [401, 403, 404, 422],
  },
});
