import { useId } from 'react';
import type { NavItem } from '../shared/site-api';
import { SmartLink } from '../shared/smart-link';
import { Icon } from '../shared/icons';
import { useNavDropdown } from './use-nav-dropdown';

/**
 * One top-level navbar item with children: a disclosure (WAI-ARIA "disclosure navigation" pattern). The
 * parent keeps its own link; the button beside it opens the list. Works by click/tap, Enter/Space and the
 * keys of useNavDropdown; it closes when focus or a click leaves it and on navigation. On wide screens it
 * also opens on hover.
 */
export function DropdownItem({ item }: { item: NavItem }) {
  const listId = useId();
  const { open, setOpen, rootRef, buttonRef, onKeyDown } = useNavDropdown();
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
