import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UserView } from '@voltdesk/contracts';
import defaultAvatar from '../../shared/default-avatar.svg';

export interface TopBarProps {
  siteTitle: string;
  user: UserView | undefined;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onLogout: () => void;
}

export function TopBar({ siteTitle, user, sidebarOpen, onToggleSidebar, onLogout }: TopBarProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const close = (e: MouseEvent) => {
      if (menuRef.current && !menuRef.current.contains(e.target as Node)) setMenuOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen]);

  return (
    <header className="vd-topbar">
      <button
        type="button"
        className="vd-topbar__toggle"
        aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={sidebarOpen}
        aria-controls="vd-sidebar"
        onClick={onToggleSidebar}
      >
        <span />
        <span />
        <span />
      </button>
      <Link to="/admin" className="vd-topbar__title">
        {siteTitle}
      </Link>
      <div className="vd-topbar__user" ref={menuRef}>
        <button
          type="button"
          className="vd-topbar__avatar-btn"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen((o) => !o)}
        >
          <img className="vd-topbar__avatar" src={user?.avatar || defaultAvatar} alt="" />
          <span className="vd-topbar__name">{user?.name ?? 'Account'}</span>
        </button>
        {menuOpen ? (
          <div className="vd-topbar__menu" role="menu">
            <div className="vd-topbar__menu-head">
              <strong>{user?.name}</strong>
              <span className="vd-topbar__type">{user?.user_type}</span>
            </div>
            <Link
              role="menuitem"
              to="/admin/profile"
              className="vd-topbar__menu-item"
              onClick={() => setMenuOpen(false)}
            >
              Profile
            </Link>
            <button
              type="button"
              role="menuitem"
              className="vd-topbar__menu-item"
              onClick={() => {
                setMenuOpen(false);
                onLogout();
              }}
            >
              Logout
            </button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
