import { excerpt } from '../shared/sanitize';
import { idOf, iso } from '../shared/serialize';
import type { PostDoc } from './model';

type PostLean = PostDoc & { _id: unknown };

/** A post in full (post detail and the admin list). */
export const serializePost = (p: PostLean) => ({
  id: idOf(p),
  title: p.title,
  slug: p.slug,
  written: iso(p.written),
  author_id: p.author_id,
  description: p.description,
  image: p.image,
  status: p.status,
});

/** A post in the public blog list: the 110-character plain-text excerpt instead of the description. */
export const serializePostSummary = (p: PostLean) => ({
  id: idOf(p),
  title: p.title,
  slug: p.slug,
  written: iso(p.written),
  excerpt: excerpt(p.description),
  image: p.image,
  status: p.status,
});
export type PostView = ReturnType<typeof serializePost>;
export type PostSummaryView = ReturnType<typeof serializePostSummary>;
