import type { NavItem } from '../shared/site-api';
import { SmartLink } from '../shared/smart-link';

/** Navbar items (any level) with the given flag, by priority. */
export function flagged(items: NavItem[], flag: 'useful_active' | 'quick_active'): NavItem[] {
  const out: NavItem[] = [];
  const walk = (list: NavItem[]) =>
    list.forEach((i) => {
      if (i[flag] && i.link) out.push(i);
      walk(i.children);
    });
  walk(items);
  return out;
}

/** A footer column of links (useful links, quick links); nothing when it has none. */
export function LinkColumn({ title, items }: { title: string; items: NavItem[] }) {
  if (!items.length) return null;
  return (
    <nav className="vs-footer__col" aria-label={title}>
      <h2 className="vs-footer__title">{title}</h2>
      <ul className="vs-footer__links">
        {items.map((i) => (
          <li key={i.id || i.name}>
            <SmartLink link={i.link}>{i.name}</SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
