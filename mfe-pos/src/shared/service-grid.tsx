import { useMemo, useState } from 'react';
import type { CategoryView, ProductView } from '@voltdesk/contracts';
import { ServiceCard } from './service-card';
import { ServiceFilters } from './service-filters';

export interface ServiceGridProps {
  services: readonly ProductView[];
  categories: readonly CategoryView[];
  /** Ids of the services already in the cart (a card adds its service once). */
  inCart: ReadonlySet<string>;
  onAdd: (service: ProductView) => void;
  loading?: boolean;
  /** The order's lines are locked (a fully paid or credited invoice): no card adds a line. */
  disabled?: boolean;
}

/** The POS service grid: search by name, category filter (All first), one card per active service. */
export function ServiceGrid({
  services,
  categories,
  inCart,
  onAdd,
  loading = false,
  disabled = false,
}: ServiceGridProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');

  const shown = useMemo(() => {
    const needle = search.trim().toLocaleLowerCase();
    return services.filter(
      (s) =>
        (category === 'all' || s.category_id === category) &&
        (needle === '' || s.name.toLocaleLowerCase().includes(needle)),
    );
  }, [services, search, category]);

  return (
    <div className="pos-services">
      <ServiceFilters
        categories={categories}
        search={search}
        category={category}
        onSearch={setSearch}
        onCategory={setCategory}
      />
      {loading ? (
        <p className="pos-muted">Loading services...</p>
      ) : shown.length === 0 ? (
        <p className="pos-muted">
          {services.length === 0 ? 'No active services yet.' : 'No service matches.'}
        </p>
      ) : (
        <ul className="pos-services__grid" aria-label="Services">
          {shown.map((s) => (
            <li key={s.id}>
              <ServiceCard service={s} added={inCart.has(s.id)} disabled={disabled} onAdd={onAdd} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
