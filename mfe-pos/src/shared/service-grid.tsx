import { useId, useMemo, useState } from 'react';
import type { CategoryView, PosInsertData, ProductView } from '@voltdesk/contracts';
import { Card } from './page';
import { formatPounds } from './money';

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
  const searchId = useId();
  const categoryId = useId();
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
            onChange={(e) => setSearch(e.target.value)}
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
            onChange={(e) => setCategory(e.target.value)}
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
      {loading ? (
        <p className="pos-muted">Loading services...</p>
      ) : shown.length === 0 ? (
        <p className="pos-muted">
          {services.length === 0 ? 'No active services yet.' : 'No service matches.'}
        </p>
      ) : (
        <ul className="pos-services__grid" aria-label="Services">
          {shown.map((s) => {
            const added = inCart.has(s.id);
            return (
              <li key={s.id}>
                <button
                  type="button"
                  className={`pos-service-card${added ? ' is-added' : ''}`}
                  aria-pressed={added}
                  disabled={disabled}
                  onClick={() => onAdd(s)}
                >
                  <span className="pos-service-card__name">{s.name}</span>
                  <span className="pos-service-card__price">{formatPounds(s.price)}</span>
                  {s.category ? <span className="pos-service-card__category">{s.category.name}</span> : null}
                  {added ? <span className="pos-service-card__added">In cart</span> : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export interface ServicesCardProps {
  /** `getposInsertData` as its query gives it. */
  formData: { data?: PosInsertData; isError: boolean; isLoading: boolean };
  inCart: ReadonlySet<string>;
  onAdd: (service: ProductView) => void;
  disabled?: boolean;
  className?: string;
}

/** The Services card of the POS form and the quote form: the grid, or why the services could not load. */
export function ServicesCard({ formData, inCart, onAdd, disabled, className }: ServicesCardProps) {
  return (
    <Card title="Services" className={className}>
      {formData.isError ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          The services could not be loaded. Please try again.
        </div>
      ) : null}
      <ServiceGrid
        services={formData.data?.products ?? []}
        categories={formData.data?.categories ?? []}
        inCart={inCart}
        onAdd={onAdd}
        loading={formData.isLoading}
        disabled={disabled}
      />
    </Card>
  );
}
