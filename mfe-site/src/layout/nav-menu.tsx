import type { NavItem } from '../shared/site-api';
import { SmartLink } from '../shared/smart-link';
import { DropdownItem } from './nav-dropdown';

/** The navbar items with nav_active set, by priority (already sorted), children as dropdowns. */
export function NavMenu({ items }: { items: NavItem[] }) {
  const visible = items.filter((i) => i.nav_active);
  return (
    <ul className="vs-nav__list">
      {visible.map((item) => {
        const children = item.children.filter((c) => c.nav_active && c.link);
        if (children.length) return <DropdownItem key={item.id || item.name} item={{ ...item, children }} />;
        return (
          <li key={item.id || item.name} className="vs-nav__item">
            <SmartLink link={item.link} className="vs-nav__link" nav>
              {item.name}
            </SmartLink>
          </li>
        );
      })}
    </ul>
  );
}
