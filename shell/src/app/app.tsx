import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ToastHost, type AppStore } from '@voltdesk/app-core';
import { SiteHead } from '../features/site-settings/site-head';
import { SessionStart } from '../features/auth/session-start';
import { AppRoutes } from './app-routes';
import './global.css';

const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/** The whole shell: one store, one router, one toast host. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <SiteHead />
        <SessionStart />
        <AppRoutes />
        <ToastHost />
      </BrowserRouter>
    </Provider>
  );
}
