import {
  cleanupAdminRemote,
  renderAdminRemote,
  type RenderedRemote,
  type RouteHandler,
} from '@voltdesk/app-core/testing';
import type { OrderView } from '@voltdesk/contracts';
import PosRoutes from '../src/routes';
import { id, setup } from './fixtures';

export { invalid } from '@voltdesk/app-core/testing';

export type RenderedPos = RenderedRemote;

/** The pos remote as the shell mounts it, signed in as an admin (app-core's renderAdminRemote). */
export function renderPos(route: string, routes: Record<string, RouteHandler> = {}): RenderedPos {
  return renderAdminRemote(
    PosRoutes,
    route,
    { 'GET getSingleSetup': { body: { data: setup } }, ...routes },
    id(99),
  );
}

afterEach(cleanupAdminRemote);

/**
 * svc-pos as the order list and its details need it for one order `o`: the list page, the order by id,
 * its (empty) trail and the admin names (none known).
 */
export function oneOrderRoutes(o: OrderView): Record<string, RouteHandler> {
  return {
    'GET admin/getOrders': (_req: Request, url: URL) =>
      url.searchParams.get('id')
        ? { body: { data: o } }
        : { body: { data: [o], meta: { page: 1, per_page: 10, total: 1 } } },
    'GET admin/getOrderTrail': {
      body: { data: { invoice_no: o.invoice_no, order_id: o.id, status: o.status, trail: [] } },
    },
    'GET admin/adminNames': { body: { data: [] } },
  };
}
