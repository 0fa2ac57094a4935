import type {
  ServicePageCreateRequest,
  ServicePageUpdateRequest,
  ServicePageView,
  ServiceSummaryView,
} from '@voltdesk/contracts';
import { blockPageKind } from '../shared/block-pages';
import { CrudStore, type CrudDeps } from '@voltdesk/service-kit';
import type { Clock } from '../shared/clock';
import type { ServicePageDoc, ServicePageModel } from './model';
import { serializeServicePage, serializeServiceSummary } from './serializer';

type ServicePageDeps = Required<CrudDeps> & { servicePages: ServicePageModel; clock: Clock };

/** Service pages (/service/{slug}): the block-page rules, plus the public /services list. */
export class ServicePageService extends CrudStore<
  ServicePageDoc,
  ServicePageView,
  ServicePageCreateRequest,
  ServicePageUpdateRequest
> {
  constructor(private readonly pageDeps: ServicePageDeps) {
    super(
      {
        ...blockPageKind(pageDeps.clock),
        model: pageDeps.servicePages,
        serialize: serializeServicePage,
        notFound: 'Service page not found.',
        cacheKey: 'service',
        name: 'service-pages',
      },
      pageDeps,
    );
  }

  /** The public /services list: active service pages, oldest first (the order the admin built them). */
  async activeList(): Promise<ServiceSummaryView[]> {
    return this.pageDeps.cache.get('services', async () => {
      const { items } = await this.listAs({}, serializeServiceSummary, { activeOnly: true });
      return items;
    });
  }
}
