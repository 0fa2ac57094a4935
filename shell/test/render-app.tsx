import { render, type RenderResult } from '@testing-library/react';
import { makeStore, resetBusinessClock, type AppStore } from '@voltdesk/app-core';
import { mockFetch, type FetchMock, type RouteHandler } from '@voltdesk/app-core/testing';
import { App } from '../src/app/app';
import { RemoteLoaderProvider } from '../src/features/remotes/remote-area';
import type { RemoteLoader } from '../src/features/remotes/remote-loader';
import { resetRemotesConfig } from '../src/features/remotes/remote-config';

export const ADMIN_ID = '64b7f0c2a1b2c3d4e5f60718';
export const OTHER_ID = '64b7f0c2a1b2c3d4e5f60719';

export const signedInAdmin = {
  id: ADMIN_ID,
  name: 'Ada Admin',
  email: 'ada@example.com',
  avatar: null,
  user_type: 'admin',
  role: 'owner',
  status: 1,
};

/** What the services answer when a test says nothing else. */
export const defaultRoutes: Record<string, RouteHandler> = {
  'GET getSingleSetup': { body: { data: { websiteData: { title: 'Spark Electrical' } } } },
  'GET admin/users': { body: { data: signedInAdmin } },
  'GET admin/posSummary': { status: 502, body: { message: 'Bad gateway' } },
  'GET logout': { body: { data: null, message: 'Logged out.' } },
  'GET admin/rolePermissions': { body: { data: [{ role: 'clerk', permissions: ['reports'] }] } },
  'GET businessClock': { body: { data: { locale: 'en-GB', time_zone: 'Europe/London' } } },
};

export interface RenderAppOptions {
  route?: string;
  /** Store a signed-in session (localStorage keys of spec section 3) before the app starts. */
  session?: { token: string; userType: string; userId: string } | 'admin';
  routes?: Record<string, RouteHandler>;
  loader?: RemoteLoader;
  /** An e-mail kept by 'Check me' on an earlier visit. */
  remembered?: string;
}

export interface RenderedApp extends RenderResult {
  net: FetchMock;
  store: AppStore;
}

let current: FetchMock | null = null;

export function renderApp({
  route = '/',
  session,
  routes = {},
  loader,
  remembered,
}: RenderAppOptions = {}): RenderedApp {
  localStorage.clear();
  if (remembered) localStorage.setItem('rememberedEmail', remembered);
  resetRemotesConfig();
  if (session) {
    const s = session === 'admin' ? { token: 'token-ada', userType: 'admin', userId: ADMIN_ID } : session;
    localStorage.setItem('accessToken', s.token);
    localStorage.setItem('userType', s.userType);
    localStorage.setItem('userId', btoa(s.userId));
  }
  current?.restore();
  const net = mockFetch({ ...defaultRoutes, ...routes });
  current = net;
  window.history.pushState({}, '', route);
  const store = makeStore();
  const app = <App store={store} />;
  const result = render(loader ? <RemoteLoaderProvider loader={loader}>{app}</RemoteLoaderProvider> : app);
  return { ...result, net, store };
}

afterEach(() => {
  current?.restore();
  current = null;
  resetBusinessClock();
});
