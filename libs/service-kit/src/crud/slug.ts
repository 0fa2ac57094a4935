import escapeStringRegexp from 'escape-string-regexp';
import type { Model } from 'mongoose';
import { isDuplicateKey } from '../db/duplicate-key';

/** A URL slug from a title: lower case, ASCII letters and digits separated by single hyphens. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'item';
}

/**
 * The first free slug of `base`, `base-2`, `base-3`, ... in a collection (docs/architecture.md section 2).
 * The unique index still decides a race between two writers; `withUniqueSlug` retries on it.
 */
export async function freeSlug(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model with a `slug` field
  model: Model<any>,
  base: string,
  exceptId?: string,
): Promise<string> {
  const taken = await model
    .find({ slug: { $regex: `^${escapeStringRegexp(base)}(-[0-9]+)?$` } }, { slug: 1 })
    .lean<Array<{ _id: unknown; slug: string }>>();
  const used = new Set(taken.filter((d) => String(d._id) !== exceptId).map((d) => d.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Runs a write that uses a fresh slug, retrying when a concurrent writer took the same slug first. */
export async function withUniqueSlug<T>(write: (attempt: number) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write(attempt);
    } catch (err) {
      if (!isDuplicateKey(err, 'slug') || attempt >= 3) throw err;
    }
  }
}
