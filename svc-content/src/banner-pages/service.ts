import type { BannerPageCreateRequest, BannerPageUpdateRequest } from '@voltdesk/contracts';
import { BlockPageService, type BlockPageDeps } from '../shared/block-page-service';
import type { BannerPageDoc, BannerPageModel } from './model';
import { serializeBannerPage, type BannerPageView } from './serializer';

/** Banner pages (/banner/{slug}): the block-page rules with the banner part's fields. */
export class BannerPageService extends BlockPageService<
  BannerPageDoc,
  BannerPageView,
  BannerPageCreateRequest,
  BannerPageUpdateRequest
> {
  constructor(deps: BlockPageDeps & { bannerPages: BannerPageModel }) {
    super(
      {
        model: deps.bannerPages,
        serialize: serializeBannerPage,
        notFound: 'Banner page not found.',
        cacheKey: 'banner',
        changes: 'banner-pages',
      },
      deps,
    );
  }
}
