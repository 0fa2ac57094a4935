import type { PostSummaryView, PostView } from '@voltdesk/contracts';
import type { Lean } from '@voltdesk/service-kit';
import { excerpt } from '../shared/sanitize';
import { idOf, iso } from '../shared/serialize';
import { publicationOf } from '../shared/publication';
import { seoViewOf } from '../shared/seo';
import { statusOf } from '../shared/status';
import type { PostDoc } from './model';

/** A post in full (post detail and the admin list). */
export const serializePost = (p: Lean<PostDoc>): PostView => ({
  id: idOf(p),
  title: p.title,
  slug: p.slug,
  written: iso(p.written),
  author_id: p.author_id,
  description: p.description,
  image: p.image,
  status: statusOf(p.status),
  ...seoViewOf(p),
  ...publicationOf(p),
});

/** A post in the public blog list: the 110-character plain-text excerpt instead of the description. */
export const serializePostSummary = (p: Lean<PostDoc>): PostSummaryView => ({
  id: idOf(p),
  title: p.title,
  slug: p.slug,
  written: iso(p.written),
  excerpt: excerpt(p.description),
  image: p.image,
  status: statusOf(p.status),
});
