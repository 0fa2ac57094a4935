import { useState, type ComponentType, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import type { LoginResponseData, SuccessBody } from '@voltdesk/contracts';
import { API_BASE_URL } from '../api/base-query';
import { normalizeError } from '../api/errors';
import { useAppDispatch, useAppSelector } from '../hooks';
import { loggedIn, selectIsAdmin } from '../session/session-slice';
import { makeStore, type AppStore } from '../store';
import { ToastHost } from '../toast';
import { BusinessClockGate } from '../dates/business-clock-gate';
import '../ui/ui.css';
import './standalone.css';

export interface StandaloneOptions {
  /** Where the remote is mounted in the shell: '/' for site, '/admin' for cms and pos. */
  basename?: string;
  /** Admin remotes need a session: the page shows a small login form until there is one. */
  requireAdmin?: boolean;
  title?: string;
}

/** The minimal login of a standalone admin remote page (the real Login Panel belongs to the shell). */
function StandaloneLogin() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      const response = await fetch(`${API_BASE_URL}login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const body: unknown = await response.json();
      if (!response.ok) {
        const error = normalizeError({ status: response.status, data: body });
        setMessage(Object.values(error.fields)[0] ?? error.message ?? `Login failed (${response.status})`);
        return;
      }
      const user = (body as SuccessBody<LoginResponseData>).data;
      dispatch(loggedIn({ token: user.access_token, userType: user.user_type, userId: user.id }));
    } catch {
      setMessage('Network problem');
    }
  };

  return (
    <form className="vd-standalone__login" onSubmit={onSubmit}>
      <h1>Standalone remote: sign in</h1>
      {message ? <div className="vd-alert vd-alert--danger">{message}</div> : null}
      <label className="vd-label" htmlFor="vd-sa-email">
        Email
      </label>
      <input id="vd-sa-email" className="vd-input" value={email} onChange={(e) => setEmail(e.target.value)} />
      <label className="vd-label" htmlFor="vd-sa-password">
        Password
      </label>
      <input
        id="vd-sa-password"
        type="password"
        className="vd-input"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <button type="submit" className="vd-btn">
        Login
      </button>
    </form>
  );
}

function Gate({ requireAdmin, RemoteRoutes }: { requireAdmin: boolean; RemoteRoutes: ComponentType }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  if (requireAdmin && !isAdmin) return <StandaloneLogin />;
  return (
    <BusinessClockGate>
      <RemoteRoutes />
    </BusinessClockGate>
  );
}

/**
 * A minimal host for a remote's own dev server: one store from `makeStore()`, a router at the remote's
 * mount point, the toast host and (for admin remotes) a sign-in form. Not shared at run time.
 */
export function StandaloneHost({
  RemoteRoutes,
  store,
  basename = '/',
  requireAdmin = false,
  title,
}: StandaloneOptions & { RemoteRoutes: ComponentType; store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter basename={basename} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        {title ? <div className="vd-standalone__bar">{title} (standalone)</div> : null}
        <Routes>
          <Route path="/*" element={<Gate requireAdmin={requireAdmin} RemoteRoutes={RemoteRoutes} />} />
        </Routes>
        <ToastHost />
      </BrowserRouter>
    </Provider>
  );
}

/** Renders `StandaloneHost` into `#root` (or the given element). Throws when there is no such element. */
export function mountStandalone(
  RemoteRoutes: ComponentType,
  options: StandaloneOptions & { element?: HTMLElement } = {},
): AppStore {
  const element = options.element ?? document.getElementById('root');
  if (!element) throw new Error('mountStandalone: no #root element');
  const store = makeStore();
  createRoot(element).render(<StandaloneHost RemoteRoutes={RemoteRoutes} store={store} {...options} />);
  return store;
}
