import { toPounds, type MaterialView } from '@voltdesk/contracts';
import type { MaterialDoc } from './model';

/**
 * The margin is worked in pence (sell less cost per unit) and its share of the sell price to one decimal,
 * so the list and the reports that sum margins never disagree by a rounding.
 */
export function marginOf(costPence: number, pricePence: number): { margin: number; percent: number | null } {
  const marginPence = pricePence - costPence;
  return {
    margin: toPounds(marginPence),
    percent: pricePence > 0 ? Math.round((marginPence * 1000) / pricePence) / 10 : null,
  };
}

export const serializeMaterial = (m: MaterialDoc): MaterialView => {
  const { margin, percent } = marginOf(m.cost_pence, m.price_pence);
  return {
    id: String(m._id),
    name: m.name,
    unit: m.unit,
    cost_price: toPounds(m.cost_pence),
    price: toPounds(m.price_pence),
    vat_rate: m.vat_rate ?? 'standard',
    stock: m.stock ?? null,
    margin,
    margin_percent: percent,
    status: m.status === 0 ? 0 : 1,
  };
};
