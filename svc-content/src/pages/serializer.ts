import { idOf } from '../shared/serialize';
import type { PageDoc } from './model';

type PageLean = PageDoc & { _id: unknown };

/** The admin view (list, create, update). */
export const serializePage = (p: PageLean) => ({
  id: idOf(p),
  name: p.name,
  slug: p.slug,
  description: p.description,
  status: p.status,
});

/** `pagebyslug` (spec section 7): id, name, description, status. */
export const serializePublicPage = (p: PageLean) => ({
  id: idOf(p),
  name: p.name,
  description: p.description,
  status: p.status,
});
export type PageView = ReturnType<typeof serializePage>;
