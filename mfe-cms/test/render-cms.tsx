import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { api, loggedIn, makeStore, ToastHost } from '@voltdesk/app-core';
import { fetchEarly } from '@voltdesk/app-core/early-fetch';
import {
  cleanupAdminRemote,
  mockFetch,
  renderAdminRemote,
  type FetchMock,
  type RenderedRemote,
  type RouteHandler,
} from '@voltdesk/app-core/testing';
import CmsRoutes from '../src/routes';
import { id, setup } from './fixtures';

export { formFields, invalid } from '@voltdesk/app-core/testing';

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

/**
 * The cms remote after a whole page load in the shell, signed in as an admin: the shell's entry asks for
 * `getSingleSetup` early and without a token (shell/src/index.ts), and its bootstrap puts that answer in
 * the store's cache before any remote mounts (shell/src/bootstrap.tsx). Resolves once the remote is shown.
 */
export async function renderCmsAfterPageLoad(
  route: string,
  routes: Record<string, RouteHandler>,
): Promise<{ net: FetchMock }> {
  cleanupAdminRemote();
  const net = mockFetch({ 'GET getSingleSetup': { body: { data: setup } }, ...routes });
  pageLoadMock = net;
  fetchEarly('getSingleSetup');
  const store = makeStore();
  store.dispatch(loggedIn({ token: 'token-ada', userType: 'admin', userId: id(99) }));
  await store.dispatch(api.endpoints.setupEntries.initiate(undefined, { subscribe: false }));
  render(
    <Provider store={store}>
      <MemoryRouter
        initialEntries={[route]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route path="/admin/*" element={<CmsRoutes />} />
        </Routes>
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
  return { net };
}

let pageLoadMock: FetchMock | null = null;

afterEach(() => {
  pageLoadMock?.restore();
  pageLoadMock = null;
  cleanupAdminRemote();
});
