import { Suspense, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { useCurrentUser, useSetupEntriesQuery, useLogout } from '@voltdesk/app-core';
import { BusinessClockGate } from '@voltdesk/app-core/ui';
import { SiteSettingsModal } from '../../features/site-settings/site-settings-modal';
import { RemoteLoading } from '../../features/remotes/remote-area';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './layout.css';

export const DEFAULT_SITE_TITLE = 'Voltdesk';

/** Top bar, sidebar (window height minus 120 px, own scrolling, collapsible) and footer around /admin/*. */
export function AdminLayout() {
  const { data: user } = useCurrentUser();
  const { data: setup } = useSetupEntriesQuery();
  const logout = useLogout();
  const navigate = useNavigate();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const siteTitle = setup?.websiteData?.title?.trim() || DEFAULT_SITE_TITLE;

  const onLogout = () => {
    void logout().then(() => navigate('/login', { replace: true }));
  };

  return (
    <div className="vd-admin">
      <TopBar
        siteTitle={siteTitle}
        user={user}
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((o) => !o)}
        onLogout={onLogout}
      />
      <div className="vd-admin__body">
        <Sidebar
          open={sidebarOpen}
          role={user?.role}
          permissions={user?.permissions}
          onNavigate={() => setSidebarOpen(false)}
          onOpenSiteSettings={() => setSettingsOpen(true)}
          onLogout={onLogout}
        />
        {sidebarOpen ? (
          <div className="vd-admin__scrim" aria-hidden="true" onClick={() => setSidebarOpen(false)} />
        ) : null}
        <main className="vd-admin__main">
          {/* Every admin screen's dates are the business's (locale and zone from svc-auth). */}
          <BusinessClockGate>
            <Suspense fallback={<RemoteLoading />}>
              <Outlet />
            </Suspense>
          </BusinessClockGate>
        </main>
      </div>
      <Footer siteTitle={siteTitle} />
      {settingsOpen ? <SiteSettingsModal onClose={() => setSettingsOpen(false)} /> : null}
    </div>
  );
}
