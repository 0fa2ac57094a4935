import { NavLink } from 'react-router-dom';
import type { Role } from '@voltdesk/contracts';
import { menuFor, type MenuEntry } from './menu';

export interface SidebarProps {
  open: boolean;
  /** The signed-in admin's role: the menu shows the screens it opens. */
  role: Role | undefined;
  /** What an owner lets the role do (the signed-in admin's record): the menu hides what it does not. */
  permissions?: readonly string[];
  onNavigate: () => void;
  onOpenSiteSettings: () => void;
  onLogout: () => void;
}

export function Sidebar({ open, role, permissions, onNavigate, onOpenSiteSettings, onLogout }: SidebarProps) {
  const renderEntry = (entry: MenuEntry) => {
    switch (entry.kind) {
      case 'link':
        return (
          <NavLink
            to={entry.to}
            end={entry.to === '/admin'}
            className={({ isActive }) => `vd-sidebar__link${isActive ? ' vd-sidebar__link--active' : ''}`}
            onClick={onNavigate}
          >
            {entry.label}
          </NavLink>
        );
      case 'external':
        return (
          <a className="vd-sidebar__link" href={entry.href} target="_blank" rel="noopener noreferrer">
            {entry.label} <span aria-hidden="true">↗</span>
            <span className="vd-visually-hidden"> (opens in a new tab)</span>
          </a>
        );
      case 'action':
        return (
          <button
            type="button"
            className="vd-sidebar__link vd-sidebar__button"
            onClick={() => {
              onNavigate();
              if (entry.action === 'siteSettings') onOpenSiteSettings();
              else onLogout();
            }}
          >
            {entry.label}
          </button>
        );
    }
  };

  return (
    <nav id="vd-sidebar" className={`vd-sidebar${open ? ' vd-sidebar--open' : ''}`} aria-label="Admin menu">
      {menuFor(role, permissions).map((group, gi) => (
        <div className="vd-sidebar__group" key={group.title ?? `group-${gi}`}>
          {group.title && group.title !== 'Logout' ? (
            <div className="vd-sidebar__heading">{group.title}</div>
          ) : null}
          <ul className="vd-sidebar__list">
            {group.entries.map((entry) => (
              <li key={entry.label}>{renderEntry(entry)}</li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
