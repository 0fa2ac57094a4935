import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { GuestOnly, RequireAdmin } from '../features/auth/guards';
import { RemoteArea, RemoteLoading } from '../features/remotes/remote-area';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PUBLIC_PATHS } from './route-ownership';

const LoginPage = lazy(() => import('../features/auth/login-page'));
const AdminArea = lazy(() => import('./admin-area'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((p) => matchPath(p === '/' ? '/' : `/${p}`, pathname));
}

/** Public paths belong to the site remote, mounted at `/`; anything else is the 404 page. */
function PublicArea() {
  const { pathname } = useLocation();
  if (!isPublicPath(pathname)) return <NotFoundPage />;
  return (
    <div className="vd-public">
      <RemoteArea name="site" />
    </div>
  );
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RemoteLoading />}>
      <Routes>
        <Route
          path="/login"
          element={
            <GuestOnly>
              <LoginPage />
            </GuestOnly>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <GuestOnly>
              <ForgotPasswordPage />
            </GuestOnly>
          }
        />
        <Route
          path="/reset-password"
          element={
            <GuestOnly>
              <ResetPasswordPage />
            </GuestOnly>
          }
        />
        <Route
          path="/admin/*"
          element={
            <RequireAdmin>
              <AdminArea />
            </RequireAdmin>
          }
        />
        <Route path="*" element={<PublicArea />} />
      </Routes>
    </Suspense>
  );
}
