import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAdmin, useAppSelector } from '@voltdesk/app-core';

/**
 * /admin/* needs a token and user type admin (spec section 6); anyone else goes to /login. The session
 * lives in the store, so a logout or an 'Unauthenticated.' answer anywhere lands here at once.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const location = useLocation();
  if (!isAdmin) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** /login is for visitors who are not signed in; a signed-in admin goes to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  if (isAdmin) return <Navigate to="/admin" replace />;
  return children;
}
