import type { CategoryView } from '@voltdesk/contracts';
import type { CategoryDoc } from './model';

export const serializeCategory = (c: Pick<CategoryDoc, '_id' | 'name'>): CategoryView => ({
  id: String(c._id),
  name: c.name,
});
