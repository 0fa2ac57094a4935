import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost, type AppStore } from '@voltdesk/app-core';
import { SiteHead } from '../features/site-settings/site-head';
import { SessionStart } from '../features/auth/session-start';
import { AppRoutes } from './app-routes';
import './global.css';

export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** What the shell draws inside its store and router (the server renders it under a static router). */
export function AppContent() {
  return (
    <>
      <SiteHead />
      <SessionStart />
      <AppRoutes />
      <ToastHost />
    </>
  );
}

/** The whole shell: one store, one router, one toast host. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <AppContent />
      </BrowserRouter>
    </Provider>
  );
}
