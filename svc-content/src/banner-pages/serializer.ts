import type { BannerPageView } from '@voltdesk/contracts';
import { serializeBlocks } from '../shared/blocks';
import type { Lean } from '@voltdesk/service-kit';
import { idOf } from '../shared/serialize';
import { publicationOf } from '../shared/publication';
import { statusOf } from '../shared/status';
import type { BannerPageDoc } from './model';

export const serializeBannerPage = (b: Lean<BannerPageDoc>): BannerPageView => ({
  id: idOf(b),
  title: b.title,
  slug: b.slug,
  sort_description: b.sort_description,
  em_image: b.em_image,
  banner_title: b.banner_title,
  banner_description: b.banner_description,
  banner_image: b.banner_image || null,
  json_data: serializeBlocks(b.json_data),
  status: statusOf(b.status),
  ...publicationOf(b),
});
