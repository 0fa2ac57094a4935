import { lazy } from 'react';
import { matchPath, Route, Routes, useParams } from 'react-router-dom';
import { RemoteArea } from '../features/remotes/remote-area';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { AdminLayout } from './layout/admin-layout';
import { CMS_PATHS, POS_PATHS, type RemoteName } from './route-ownership';

const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const AdminListPage = lazy(() => import('../features/admin-list/admin-list-page'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));

export function adminOwner(rest: string): RemoteName | null {
  const path = `/${rest}`;
  if (CMS_PATHS.some((p) => matchPath(`/${p}`, path))) return 'cms';
  if (POS_PATHS.some((p) => matchPath(`/${p}`, path))) return 'pos';
  return null;
}

/**
 * Admin children the remotes own. The remote's `<Routes>` is mounted under the `/admin` splat, so its
 * paths are relative to /admin ('navlist', 'posupdate/:id').
 */
function AdminRemoteSwitch() {
  const rest = useParams()['*'] ?? '';
  const owner = adminOwner(rest);
  if (!owner) return <NotFoundPage embedded />;
  return <RemoteArea key={owner} name={owner} />;
}

/** Everything under /admin: loaded as its own chunk, so a public page never fetches admin code. */
export default function AdminArea() {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        <Route path="adminlist" element={<AdminListPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="*" element={<AdminRemoteSwitch />} />
      </Route>
    </Routes>
  );
}
