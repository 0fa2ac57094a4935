import { serializeBlocks } from '../shared/blocks';
import { idOf } from '../shared/serialize';
import type { ServicePageDoc } from './model';

type ServicePageLean = ServicePageDoc & { _id: unknown };

export const serializeServicePage = (s: ServicePageLean) => ({
  id: idOf(s),
  title: s.title,
  slug: s.slug,
  sort_description: s.sort_description,
  em_image: s.em_image,
  banner_image: s.banner_image || null,
  json_data: serializeBlocks(s.json_data),
  status: s.status,
});

/** The public /services list. */
export const serializeServiceSummary = (
  s: Pick<ServicePageLean, '_id' | 'title' | 'slug' | 'sort_description' | 'em_image'>,
) => ({
  id: idOf(s),
  title: s.title,
  slug: s.slug,
  sort_description: s.sort_description,
  em_image: s.em_image,
});
export type ServicePageView = ReturnType<typeof serializeServicePage>;
