import type { ServicePageCreateRequest, ServicePageUpdateRequest } from '@voltdesk/contracts';
import { BlockPageService, type BlockPageDeps } from '../shared/block-page-service';
import { ACTIVE } from '../shared/status';
import type { ServicePageDoc, ServicePageModel } from './model';
import { serializeServicePage, serializeServiceSummary, type ServicePageView } from './serializer';

/** Service pages (/service/{slug}): the block-page rules, plus the public /services list. */
export class ServicePageService extends BlockPageService<
  ServicePageDoc,
  ServicePageView,
  ServicePageCreateRequest,
  ServicePageUpdateRequest
> {
  constructor(deps: BlockPageDeps & { servicePages: ServicePageModel }) {
    super(
      {
        model: deps.servicePages,
        serialize: serializeServicePage,
        notFound: 'Service page not found.',
        cacheKey: 'service',
        changes: 'service-pages',
      },
      deps,
    );
  }

  /** The public /services list: active service pages, oldest first (the order the admin built them). */
  async activeList() {
    return this.deps.cache.get('services', () => this.loadActiveList());
  }

  private async loadActiveList() {
    const docs = await this.kind.model
      .find({ status: ACTIVE }, { title: 1, slug: 1, sort_description: 1, em_image: 1 })
      .sort({ _id: 1 })
      .lean();
    return docs.map(serializeServiceSummary);
  }
}
