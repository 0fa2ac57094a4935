import { memo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavItem, SiteSetup } from '../shared/site-api';
import { Icon } from '../shared/icons';
import { telHref } from '../shared/text';
import { NavMenu } from './nav-menu';

interface SiteHeaderProps {
  setup: SiteSetup;
  navbars: NavItem[];
  siteTitle: string;
  /** While the landing data loads, no links are shown (rather than the defaults flashing by). */
  loading?: boolean;
}

/** Default links when the company has set no navbar items yet, so a visitor can still move around. */
const DEFAULT_NAV: NavItem[] = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Charges', '/charges'],
  ['Blog', '/blogs'],
  ['About', '/about'],
  ['Contact', '/contact'],
].map(([name, link], i) => ({
  id: `default-${i}`,
  name: name!,
  link: link!,
  parentid: 0,
  parent: null,
  priority: i,
  nav_active: 1,
  useful_active: 0,
  quick_active: 0,
  status: 1,
  children: [],
}));

// Memoised: it re-renders only when its data changes (see useSiteData).
export const SiteHeader = memo(function SiteHeader({
  setup,
  navbars,
  siteTitle,
  loading = false,
}: SiteHeaderProps) {
  const { pathname } = useLocation();
  // Open "at" a path: navigating anywhere closes the menu without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  const { phone, email } = setup.websiteData ?? {};
  const logo = setup.websiteLogo?.image;
  const items = navbars.some((n) => n.nav_active) ? navbars : loading ? [] : DEFAULT_NAV;

  return (
    <header className="vs-header">
      {phone || email || loading ? (
        <div className="vs-topbar">
          <div className="vs-container vs-topbar__inner">
            {phone ? (
              <a className="vs-topbar__item" href={telHref(phone)}>
                <Icon name="phone" size={16} />
                <span>{phone}</span>
              </a>
            ) : null}
            {email ? (
              <a className="vs-topbar__item" href={`mailto:${email}`}>
                <Icon name="mail" size={16} />
                <span>{email}</span>
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className="vs-container vs-header__bar">
        <Link to="/" className="vs-brand">
          {logo ? (
            <img className="vs-brand__logo" src={logo} alt={siteTitle} width={180} height={48} />
          ) : (
            <>
              <span className="vs-brand__mark" aria-hidden="true">
                <Icon name="bolt" size={22} />
              </span>
              <span className="vs-brand__name">{siteTitle}</span>
            </>
          )}
        </Link>
        <button
          type="button"
          className="vs-menu-button"
          aria-expanded={menuOpen}
          aria-controls="vs-main-nav"
          onClick={() => setOpenAt(menuOpen ? null : pathname)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          <span>Menu</span>
        </button>
        <nav id="vs-main-nav" className={`vs-nav${menuOpen ? ' is-open' : ''}`} aria-label="Main">
          <NavMenu items={items} />
          {phone ? (
            <a className="vs-btn vs-btn--primary vs-nav__cta" href={telHref(phone)}>
              <Icon name="phone" size={18} />
              <span>Call now</span>
            </a>
          ) : null}
        </nav>
      </div>
    </header>
  );
});
