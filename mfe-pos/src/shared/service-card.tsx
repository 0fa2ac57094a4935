import type { ProductView } from '@voltdesk/contracts';
import { formatPounds } from './money';

/**
 * One service of the grid: a button with its name, £ price and category that adds it to the cart; once
 * added it is pressed and says "In cart".
 */
export function ServiceCard({
  service,
  added,
  disabled,
  onAdd,
}: {
  service: ProductView;
  added: boolean;
  disabled: boolean;
  onAdd: (service: ProductView) => void;
}) {
  return (
    <button
      type="button"
      className={`pos-service-card${added ? ' is-added' : ''}`}
      aria-pressed={added}
      disabled={disabled}
      onClick={() => onAdd(service)}
    >
      <span className="pos-service-card__name">{service.name}</span>
      <span className="pos-service-card__price">{formatPounds(service.price)}</span>
      {service.category ? <span className="pos-service-card__category">{service.category.name}</span> : null}
      {added ? <span className="pos-service-card__added">In cart</span> : null}
    </button>
  );
}
