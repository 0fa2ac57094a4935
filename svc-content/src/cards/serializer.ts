import { idOf } from '../shared/serialize';
import type { CardDoc } from './model';

export const serializeCard = (c: CardDoc & { _id: unknown }) => ({
  id: idOf(c),
  title: c.title,
  link: c.link,
  image: c.image,
  status: c.status,
});
export type CardView = ReturnType<typeof serializeCard>;
