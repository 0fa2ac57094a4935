/**
 * svc-pos's and svc-auth's answers for the POS screens, mocked from test/fixtures.ts and the screenshot
 * data: what `npm run screenshots -w mfe-pos` serves behind the gateway.
 */
import { mockedServices, type MockedAnswer } from '@voltdesk/local/admin-screenshots';
import * as demo from '../test/fixtures';
import * as money from './screenshot-data';

const { orders } = money;

export function api(pathname: string, url: URL): MockedAnswer {
  const route = pathname.replace(/^\/api\//, '');
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  const products = { products: demo.services, categories: demo.categories };
  switch (route) {
    case 'admin/posSummary':
      return { status: 502, body: { message: 'Bad gateway' } };
    case 'admin/getposInsertData':
      return {
        status: 200,
        body: {
          data: {
            customers: demo.customers,
            categories: demo.categories,
            products: demo.services.filter((s) => s.status === 1),
          },
        },
      };
    case 'admin/customerByPhone':
      return { status: 404, body: { message: 'Customer not found.' } };
    case 'admin/getOrders': {
      const id = url.searchParams.get('id');
      if (id) return { status: 200, body: { data: orders.find((o) => o.id === id) ?? orders[0] } };
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      return {
        status: 200,
        body: {
          data: orders.slice((page - 1) * perPage, page * perPage),
          meta: { page, per_page: perPage, total: orders.length },
        },
      };
    }
    case 'admin/getCategories':
      return { status: 200, body: { data: demo.categories } };
    case 'admin/getProducts':
      return { status: 200, body: { data: products } };
    case 'admin/getCustomers':
      return { status: 200, body: { data: demo.customers } };
    case 'admin/adminNames': {
      const ids = (url.searchParams.get('ids') ?? '').split(',');
      const known = [money.admin, ...demo.admins];
      return {
        status: 200,
        body: { data: known.filter((a) => ids.includes(a.id)).map(({ id, name }) => ({ id, name })) },
      };
    }
    case 'admin/getOrderTrail': {
      const no = Number(url.searchParams.get('invoice_no'));
      const order = orders.find((o) => o.invoice_no === no) ?? orders[0]!;
      return { status: 200, body: { data: money.trailOf(order) } };
    }
    case 'admin/getQuotes': {
      const id = url.searchParams.get('id');
      if (id)
        return { status: 200, body: { data: money.quotes.find((q) => q.id === id) ?? money.quotes[0] } };
      return {
        status: 200,
        body: { data: money.quotes, meta: { page: 1, per_page: 20, total: money.quotes.length } },
      };
    }
    case 'admin/getCustomer':
      return {
        status: 200,
        body: {
          data: money.customerDetail,
          meta: { page: 1, per_page: 20, total: money.customerDetail.orders.length },
        },
      };
    case 'admin/getInvoiceSettings':
      return { status: 200, body: { data: money.invoiceSettings } };
    case 'admin/getPeriodReport':
      return { status: 200, body: { data: money.periodReport(from, to) } };
    case 'admin/getVatReport':
      return { status: 200, body: { data: money.vatReport(from, to) } };
    case 'admin/getSalesReport':
      return { status: 200, body: { data: money.salesReport(from, to) } };
    case 'admin/getAgedReceivables':
      return { status: 200, body: { data: money.agedReceivables('2026-11-25') } };
    default:
      return { status: 404, body: { message: 'Not Found' } };
  }
}

/**
 * The services, mocked: the signed-in admin and the setup, the API from `api()` above and the logo (the
 * only picture these screens show).
 */
export const mockServices = mockedServices({ admin: money.admin, setup: demo.setup }, api);
