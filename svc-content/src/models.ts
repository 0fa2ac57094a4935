import type { Connection } from 'mongoose';
import { IdempotencyStore } from '@voltdesk/service-kit';
import { bannerPageModel } from './banner-pages/model';
import { cardModel } from './cards/model';
import { chargeModel } from './charges/model';
import { contactModel } from './contact/model';
import { mediaModel } from './media/model';
import { navbarModel } from './navbars/model';
import { newsletterModel, subscriberModel } from './newsletter/model';
import { pageModel } from './pages/model';
import { postModel } from './posts/model';
import { revisionModel } from './revisions/model';
import { servicePageModel } from './service-pages/model';
import { setupModel } from './setup/model';
import { testimonialModel } from './testimonials/model';

/** Every model of the service on one connection (the service's own database, `voltdesk_content`). */
export function contentModels(conn: Connection) {
  const models = {
    setups: setupModel(conn),
    navbars: navbarModel(conn),
    posts: postModel(conn),
    cards: cardModel(conn),
    testimonials: testimonialModel(conn),
    charges: chargeModel(conn),
    pages: pageModel(conn),
    bannerPages: bannerPageModel(conn),
    servicePages: servicePageModel(conn),
    subscribers: subscriberModel(conn),
    newsletters: newsletterModel(conn),
    contacts: contactModel(conn),
    revisions: revisionModel(conn),
    media: mediaModel(conn),
  };
  return {
    ...models,
    /** The models that carry an outbox (the relay publishes from these). */
    withOutbox: [models.setups, models.subscribers, models.newsletters, models.contacts],
    /** The `Idempotency-Key`s of the idempotent endpoints (sendNewsLetter). */
    idempotency: new IdempotencyStore(conn),
  };
}
export type ContentModels = ReturnType<typeof contentModels>;

/** The models whose records carry a publication (draft, scheduled, published). */
export const publishable = (models: ContentModels) =>
  [models.posts, models.pages, models.bannerPages, models.servicePages] as const;
