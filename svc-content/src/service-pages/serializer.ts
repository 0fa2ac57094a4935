import type { ServicePageView, ServiceSummaryView } from '@voltdesk/contracts';
import { serializeBlocks } from '../shared/blocks';
import type { Lean } from '@voltdesk/service-kit';
import { idOf } from '../shared/serialize';
import { publicationOf } from '../shared/publication';
import { statusOf } from '../shared/status';
import type { ServicePageDoc } from './model';

export const serializeServicePage = (s: Lean<ServicePageDoc>): ServicePageView => ({
  id: idOf(s),
  title: s.title,
  slug: s.slug,
  sort_description: s.sort_description,
  em_image: s.em_image,
  banner_image: s.banner_image || null,
  json_data: serializeBlocks(s.json_data),
  status: statusOf(s.status),
  ...publicationOf(s),
});

/** The public /services list. */
export const serializeServiceSummary = (s: Lean<ServicePageDoc>): ServiceSummaryView => ({
  id: idOf(s),
  title: s.title,
  slug: s.slug,
  sort_description: s.sort_description,
  em_image: s.em_image,
});
