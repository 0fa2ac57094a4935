import { render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { makeStore, ToastHost, type AppStore } from '@voltdesk/app-core';
import { mockFetch, type FetchMock, type RouteHandler } from '@voltdesk/app-core/testing';
import SiteRoutes from '../src/routes';
import * as demo from './fixtures';

export const PUBLIC_URL = 'https://www.brightline.example';

/** svc-content's public answers for the demo company; a test replaces what it needs. */
export function defaultRoutes(): Record<string, RouteHandler> {
  return {
    'GET /app-config.json': { body: { landingKey: demo.LANDING_KEY, publicUrl: `${PUBLIC_URL}/` } },
    'GET landding': (request) =>
      request.headers.get('key') === demo.LANDING_KEY
        ? { body: { data: demo.landing } }
        : { status: 401, body: { message: 'Unauthenticated.' } },
    'GET getSingleSetup': { body: { data: demo.setup } },
  };
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderedSite extends RenderResult {
  net: FetchMock;
  store: AppStore;
}

let current: FetchMock | null = null;

/** The site remote as the shell mounts it (store, router, toast host), at `route`, with fetch mocked. */
/** `session`: the site as a signed-in admin sees it inside the shell. */
export function renderSite(
  route: string,
  routes: Record<string, RouteHandler> = {},
  session?: { token: string },
): RenderedSite {
  current?.restore();
  const net = mockFetch({ ...defaultRoutes(), ...routes });
  current = net;
  const store = makeStore(
    session
      ? {
          session: {
            token: session.token,
            userType: 'admin',
            userId: 'admin-1',
            networkError: false,
            endedBy: null,
          },
        }
      : undefined,
  );
  const result = render(
    <Provider store={store}>
      <MemoryRouter
        initialEntries={[route]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <SiteRoutes />
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
  document.head.innerHTML = '';
});

/** The landing data with some setup keys replaced (or removed with `undefined`). */
export function landingWith(changes: Partial<typeof demo.landing> & { setup?: Record<string, unknown> }) {
  const { setup, ...rest } = changes;
  return { body: { data: { ...demo.landing, ...rest, singleSetups: { ...demo.setup, ...setup } } } };
}
