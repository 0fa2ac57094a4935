import type { ReactNode } from 'react';
import { SearchBox } from './search-box';

interface ListToolsProps {
  /** Label of the search field; no search field without it. */
  searchLabel?: string | undefined;
  searchPlaceholder?: string | undefined;
  search: string;
  onSearch: (text: string) => void;
  /** Buttons beside the search field ('Add New'). */
  toolbar?: ReactNode;
}

/** Above a list: its search field and its buttons; nothing when it has neither. */
export function ListTools({ searchLabel, searchPlaceholder, search, onSearch, toolbar }: ListToolsProps) {
  if (!searchLabel && !toolbar) return null;
  return (
    <div className="vd-list__tools">
      {searchLabel ? (
        <SearchBox label={searchLabel} value={search} onSearch={onSearch} placeholder={searchPlaceholder} />
      ) : null}
      {toolbar ? <div className="vd-list__toolbar">{toolbar}</div> : null}
    </div>
  );
}
