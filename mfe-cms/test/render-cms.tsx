import {
  cleanupAdminRemote,
  renderAdminRemote,
  type RenderedRemote,
  type RouteHandler,
} from '@voltdesk/app-core/testing';
import CmsRoutes from '../src/routes';
import { id, setup } from './fixtures';

export { invalid } from '@voltdesk/app-core/testing';

export type RenderedCms = RenderedRemote;

/** The cms remote as the shell mounts it, signed in as an admin (app-core's renderAdminRemote). */
export function renderCms(route: string, routes: Record<string, RouteHandler> = {}): RenderedCms {
  return renderAdminRemote(
    CmsRoutes,
    route,
    { 'GET getSingleSetup': { body: { data: setup } }, ...routes },
    id(99),
  );
}

afterEach(cleanupAdminRemote);

/** The fields of a multipart request, as text (files by their name). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : `file:${value.name}`;
  });
  return out;
}
