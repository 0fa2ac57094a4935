import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { loggedIn, makeStore, ToastHost, type AppStore } from '@voltdesk/app-core';
import { mockFetch, type FetchMock, type RouteHandler } from '@voltdesk/app-core/testing';
import CmsRoutes from '../src/routes';
import { id, setup } from './fixtures';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export interface RenderedCms extends RenderResult {
  net: FetchMock;
  store: AppStore;
}

let current: FetchMock | null = null;

/**
 * The cms remote as the shell mounts it: a signed-in admin's store, the routes under an `/admin/*` splat
 * route, the toast host, and fetch mocked at the network boundary.
 */
export function renderCms(route: string, routes: Record<string, RouteHandler> = {}): RenderedCms {
  current?.restore();
  const net = mockFetch({ 'GET getSingleSetup': { body: { data: setup } }, ...routes });
  current = net;
  const store = makeStore();
  store.dispatch(loggedIn({ token: 'token-ada', userType: 'admin', userId: id(99) }));
  const result = render(
    <Provider store={store}>
      <MemoryRouter
        initialEntries={[route]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route path="/admin/*" element={<CmsRoutes />} />
        </Routes>
        <LocationProbe />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, net, store };
}

afterEach(() => {
  current?.restore();
  current = null;
  localStorage.clear();
});

/** svc-content's 422 envelope. */
export const invalid = (data: Record<string, string[]>) => ({
  status: 422,
  body: { message: 'The given data was invalid.', data },
});

/** The fields of a multipart request, as text (files by their name). */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const out: Record<string, string> = {};
  form.forEach((value, key) => {
    out[key] = typeof value === 'string' ? value : `file:${value.name}`;
  });
  return out;
}
