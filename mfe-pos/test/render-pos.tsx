import {
  cleanupAdminRemote,
  renderAdminRemote,
  type RenderedRemote,
  type RouteHandler,
} from '@voltdesk/app-core/testing';
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
