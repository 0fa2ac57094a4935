import { toPounds, type ProductView } from '@voltdesk/contracts';
import type { ProductDoc } from './model';

export const serializeProduct = (p: ProductDoc, categoryName: string | undefined): ProductView => ({
  id: String(p._id),
  name: p.name,
  price: toPounds(p.price_pence),
  category_id: String(p.category_id),
  category: categoryName === undefined ? null : { name: categoryName },
  status: p.status === 0 ? 0 : 1,
  vat_rate: p.vat_rate ?? 'standard',
});
