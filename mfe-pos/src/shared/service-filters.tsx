import { useId } from 'react';
import type { CategoryView } from '@voltdesk/contracts';

/** The service grid's filters: search by name, and the category select (All first). */
export function ServiceFilters({
  categories,
  search,
  category,
  onSearch,
  onCategory,
}: {
  categories: readonly CategoryView[];
  search: string;
  /** A category id, or 'all'. */
  category: string;
  onSearch: (search: string) => void;
  onCategory: (category: string) => void;
}) {
  const searchId = useId();
  const categoryId = useId();
  return (
    <div className="pos-services__filters">
      <div className="vd-field">
        <label className="vd-label" htmlFor={searchId}>
          Search services
        </label>
        <input
          id={searchId}
          type="search"
          className="vd-input"
          placeholder="Service name"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div className="vd-field">
        <label className="vd-label" htmlFor={categoryId}>
          Category
        </label>
        <select
          id={categoryId}
          className="vd-input"
          value={category}
          onChange={(e) => onCategory(e.target.value)}
        >
          <option value="all">All</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
