import { lazy, type ReactNode } from 'react';
import { matchPath, Route, Routes, useParams } from 'react-router-dom';
import { RemoteArea, RemoteLoading } from '../features/remotes/remote-area';
import { NotAllowedPage } from '../features/not-allowed/not-allowed-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { useRole } from '../shared/role';
import { AdminLayout } from './layout/admin-layout';
import { CMS_PATHS, mayOpen, POS_PATHS, type RemoteName } from './route-ownership';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const AdminListPage = lazy(() => import('../features/admin-list/admin-list-page'));
const ActivityLogPage = lazy(() => import('../features/activity-log/activity-log-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));

export function adminOwner(rest: string): RemoteName | null {
  const path = `/${rest}`;
  if (CMS_PATHS.some((p) => matchPath(`/${p}`, path))) return 'cms';
  if (POS_PATHS.some((p) => matchPath(`/${p}`, path))) return 'pos';
  return null;
}

/**
 * Draws the screen at `/admin/<rest>` only for a role that opens it (SCREEN_ROLES), the "Not allowed"
 * page otherwise; nothing is loaded or called for a screen the role cannot use. When the admin's record
 * cannot be read, the screen is drawn and the services' own checks stand.
 */
function RoleGate({ rest, children }: { rest: string; children: ReactNode }) {
  const { role, permissions, loading, failed } = useRole();
  if (loading) return <RemoteLoading />;
  if (failed || mayOpen(role, rest, permissions)) return children;
  return <NotAllowedPage role={role} />;
}

/**
 * Admin children the remotes own. The remote's `<Routes>` is mounted under the `/admin` splat, so its
 * paths are relative to /admin ('navlist', 'posupdate/:id').
 */
function AdminRemoteSwitch() {
  const rest = useParams()['*'] ?? '';
  const owner = adminOwner(rest);
  if (!owner) return <NotFoundPage embedded />;
  return (
    <RoleGate rest={rest}>
      <RemoteArea key={owner} name={owner} />
    </RoleGate>
  );
}

/** Everything under /admin: loaded as its own chunk, so a public page never fetches admin code. */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route
          path="adminlist"
          element={
            <RoleGate rest="adminlist">
              <AdminListPage />
            </RoleGate>
          }
        />
        <Route
          path="activity"
          element={
            <RoleGate rest="activity">
              <ActivityLogPage />
            </RoleGate>
          }
        />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<AdminRemoteSwitch />} />
      </Route>
    </Routes>
  );
}
