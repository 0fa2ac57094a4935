import type { PageBySlugView, PageView } from '@voltdesk/contracts';
import type { Lean } from '@voltdesk/service-kit';
import { idOf } from '../shared/serialize';
import { publicationOf } from '../shared/publication';
import { seoViewOf } from '../shared/seo';
import { statusOf } from '../shared/status';
import type { PageDoc } from './model';

/** The admin view (list, create, update, and by slug for an admin). */
export const serializePage = (p: Lean<PageDoc>): PageView => ({
  id: idOf(p),
  name: p.name,
  slug: p.slug,
  description: p.description,
  status: statusOf(p.status),
  ...seoViewOf(p),
  ...publicationOf(p),
});

/** `pagebyslug` for visitors (spec section 7): id, name, description, status and the search texts. */
export const serializePublicPage = (p: Lean<PageDoc>): PageBySlugView => ({
  id: idOf(p),
  name: p.name,
  description: p.description,
  status: statusOf(p.status),
  ...seoViewOf(p),
});
