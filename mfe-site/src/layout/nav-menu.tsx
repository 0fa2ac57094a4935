import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { NavItem } from '../shared/site-api';
import { SmartLink } from '../shared/smart-link';
import { Icon } from '../shared/icons';

/**
 * One top-level navbar item with children: a disclosure (WAI-ARIA "disclosure navigation" pattern). The
 * parent keeps its own link; the button beside it opens the list. Works by click/tap, Enter/Space,
 * ArrowDown (opens and focuses the first child), Escape (closes, focus back on the button); it closes when
 * focus or a click leaves it and on navigation. On wide screens it also opens on hover.
 */
function DropdownItem({ item }: { item: NavItem }) {
  const listId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open "at" a path: navigating anywhere closes the dropdown without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean | ((o: boolean) => boolean)) =>
    setOpenAt((current) => {
      const was = current === pathname;
      return (typeof value === 'function' ? value(was) : value) ? pathname : null;
    });

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const focusChild = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLElement>('.vs-nav__sub a');
    links?.[Math.max(0, Math.min(index, links.length - 1))]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const inList = (event.target as HTMLElement).closest('.vs-nav__sub');
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!inList) {
        setOpen(true);
        requestAnimationFrame(() => focusChild(0));
      } else {
        const links = [...(rootRef.current?.querySelectorAll<HTMLElement>('.vs-nav__sub a') ?? [])];
        focusChild(links.indexOf(event.target as HTMLElement) + 1);
      }
    } else if (event.key === 'ArrowUp' && inList) {
      event.preventDefault();
      const links = [...(rootRef.current?.querySelectorAll<HTMLElement>('.vs-nav__sub a') ?? [])];
      const index = links.indexOf(event.target as HTMLElement);
      if (index <= 0) buttonRef.current?.focus();
      else focusChild(index - 1);
    }
  };

  return (
    <li
      ref={rootRef}
      className={`vs-nav__item vs-nav__item--parent${open ? ' is-open' : ''}`}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="vs-nav__row">
        <SmartLink link={item.link} className="vs-nav__link" nav>
          {item.name}
        </SmartLink>
        <button
          ref={buttonRef}
          type="button"
          className="vs-nav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          aria-label={`${item.name}: more pages`}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name="chevron" size={18} />
        </button>
      </div>
      <ul id={listId} className="vs-nav__sub">
        {item.children.map((child) => (
          <li key={child.id || child.name}>
            <SmartLink link={child.link} className="vs-nav__sublink" fallback="none" nav>
              {child.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

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
