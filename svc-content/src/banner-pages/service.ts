import type { BannerPageCreateRequest, BannerPageUpdateRequest, BannerPageView } from '@voltdesk/contracts';
import { blockPageKind } from '../shared/block-pages';
import { CrudStore, type CrudDeps } from '@voltdesk/service-kit';
import type { Clock } from '../shared/clock';
import type { BannerPageDoc, BannerPageModel } from './model';
import { serializeBannerPage } from './serializer';

export type BannerPageService = CrudStore<
  BannerPageDoc,
  BannerPageView,
  BannerPageCreateRequest,
  BannerPageUpdateRequest
>;

/** Banner pages (/banner/{slug}): the block-page rules with the banner part's fields. */
export const bannerPageService = (
  deps: Required<CrudDeps> & { bannerPages: BannerPageModel; clock: Clock },
): BannerPageService => {
  const kind = blockPageKind(deps.clock);
  return new CrudStore<BannerPageDoc, BannerPageView, BannerPageCreateRequest, BannerPageUpdateRequest>(
    {
      ...kind,
      searchIn: [...kind.searchIn, 'banner_title'],
      model: deps.bannerPages,
      serialize: serializeBannerPage,
      notFound: 'Banner page not found.',
      cacheKey: 'banner',
      name: 'banner-pages',
    },
    deps,
  );
};
