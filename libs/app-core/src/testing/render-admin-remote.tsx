import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { makeStore, type AppStore } from '../store';
import { loggedIn } from '../session/session-slice';
import { ToastHost } from '../toast';
import { BusinessClockGate } from '../dates/business-clock-gate';
import { resetBusinessClock } from '../dates/business-clock';
import { mockFetch, type FetchMock, type RouteHandler } from './fetch-mock';

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

export interface RenderedRemote extends RenderResult {
  net: FetchMock;
  store: AppStore;
}

let current: FetchMock | null = null;

/** The business's clock the remotes' tests run on: a London business writing British dates. */
export const BUSINESS_CLOCK = { locale: 'en-GB', time_zone: 'Europe/London' };

/**
 * An admin remote (cms, pos) as the shell mounts it: a signed-in admin's store, the remote's routes under an
 * `/admin/*` splat route, the toast host, a `location` probe, and fetch mocked at the network boundary.
 * The previous render's fetch mock is restored first; call `cleanupAdminRemote` after each test.
 */
export function renderAdminRemote(
  RemoteRoutes: ComponentType,
  route: string,
  routes: Record<string, RouteHandler>,
  adminId: string,
): RenderedRemote {
  current?.restore();
  // The business's clock as svc-auth serves it, unless the test says otherwise.
  const net = mockFetch({ 'GET businessClock': { body: { data: BUSINESS_CLOCK } }, ...routes });
  current = net;
  const store = makeStore();
  store.dispatch(loggedIn({ token: 'token-ada', userType: 'admin', userId: adminId }));
  const result = render(
    <Provider store={store}>
      <MemoryRouter
        initialEntries={[route]}
        future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
      >
        <Routes>
          <Route
            path="/admin/*"
            element={
              <BusinessClockGate>
                <RemoteRoutes />
              </BusinessClockGate>
            }
          />
        </Routes>
        <LocationProbe />
        <ToastHost />
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, net, store };
}

/** Restores fetch and clears the stored session (for `afterEach`). */
export function cleanupAdminRemote(): void {
  current?.restore();
  current = null;
  localStorage.clear();
  resetBusinessClock();
}

/** A service's 422 envelope. */
export const invalid = (data: Record<string, string[]>) => ({
  status: 422,
  body: { message: 'The given data was invalid.', data },
});
